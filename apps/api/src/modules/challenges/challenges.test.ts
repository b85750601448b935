import { challengeAreaMessages, challengeMessages } from '@enlaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcess } from '../../../test/factories';
import { processAreaSessions } from '../../../test/processFixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let sessions: Awaited<ReturnType<typeof processAreaSessions>>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
  sessions = await processAreaSessions(t.app, t.db);
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = sessions.admin.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const valid = {
  title: 'Desafío de innovación',
  messages: [
    { title: 'Bienvenida', text: 'Presenten a su equipo y el problema que quieren resolver.' },
    { title: 'Prototipo', text: 'Muestren un primer prototipo en papel.' },
  ],
};

async function createChallenge(title = `Desafío ${Math.random().toString(36).slice(2, 8)}`) {
  const res = await call('POST', '/api/challenge', { ...valid, title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { challengeId: string; title: string };
}

describe('challenges', () => {
  it('creates, reads and edits a challenge with its messages, trimmed', async () => {
    const res = await call('POST', '/api/challenge', {
      title: '  Desafío de ventas  ',
      messages: [{ title: ' Semana 1 ', text: ' Vendan una idea en un minuto. ' }],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Desafío de ventas',
      messages: [{ title: 'Semana 1', text: 'Vendan una idea en un minuto.' }],
      inUse: false,
    });
    const edited = await call('PUT', `/api/challenge/${created.challengeId}`, valid);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().messages).toHaveLength(2);
    expect((await call('GET', `/api/challenge/${created.challengeId}`)).json().title).toBe(valid.title);
  });

  it("refuses a form without what it needs, with the spec's messages", async () => {
    const messagesOf = async (payload: unknown) => {
      const res = await call('POST', '/api/challenge', payload);
      expect(res.statusCode).toBe(400);
      return JSON.stringify(res.json());
    };
    expect(await messagesOf({ ...valid, title: '   ' })).toContain(challengeMessages.titleRequired);
    expect(await messagesOf({ ...valid, messages: [] })).toContain(challengeMessages.messagesRequired);
    expect(await messagesOf({ ...valid, messages: [{ title: '', text: 'x' }] })).toContain(
      challengeMessages.messageTitleRequired,
    );
    expect(await messagesOf({ ...valid, messages: [{ title: 'x', text: ' ' }] })).toContain(
      challengeMessages.messageTextRequired,
    );
  });

  it('lists 10 per page, newest first, searched by title; pagination=false lists every match', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    for (let i = 0; i < 12; i += 1) await createChallenge(`Reto ${tag} ${String(i).padStart(2, '0')}`);
    const first = (await call('GET', `/api/challenge?searchFilter=${tag}`)).json();
    expect(first.totalDocs).toBe(12);
    expect(first.docs).toHaveLength(10);
    expect(first.docs[0].title).toBe(`Reto ${tag} 11`);
    expect((await call('GET', `/api/challenge?searchFilter=${tag}&page=2`)).json().docs).toHaveLength(2);
    const all = (await call('GET', `/api/challenge?searchFilter=${tag}&pagination=false`)).json();
    expect(all.docs).toHaveLength(12);
    // The search's own wildcards are taken literally.
    expect((await call('GET', `/api/challenge?searchFilter=${tag}%25`)).json().totalDocs).toBe(0);
  });

  it('deletes an unused challenge and keeps one a process uses (409)', async () => {
    const unused = await createChallenge();
    expect((await call('DELETE', `/api/challenge/${unused.challengeId}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/challenge/${unused.challengeId}`)).statusCode).toBe(404);

    const used = await createChallenge();
    await createProcess(t.db, {
      name: 'Atracción 2026',
      serviceTypes: ['ATTRACTION'],
      clientId: sessions.clientId,
      challengeId: used.challengeId,
    });
    const refused = await call('DELETE', `/api/challenge/${used.challengeId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(challengeAreaMessages.inUse);
    expect((await call('GET', `/api/challenge/${used.challengeId}`)).json().inUse).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/challenge/${unknown}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/challenge/${unknown}`, valid)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/challenge/${unknown}`)).statusCode).toBe(404);
    const malformed = await call('GET', '/api/challenge/no-es-un-id');
    expect([malformed.statusCode, malformed.json().error.message]).toEqual([404, 'El desafío no existe']);
  });

  it('is for admins only: company admins and members are refused before validation', async () => {
    const existing = await createChallenge();
    for (const headers of [sessions.companyAdmin.headers, sessions.member.headers]) {
      expect((await call('GET', '/api/challenge', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/challenge', {}, headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/challenge/${existing.challengeId}`, undefined, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/challenge', payload: {} })).statusCode).toBe(401);
  });
});
