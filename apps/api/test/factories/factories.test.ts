import { processStatuses } from '@enlaza/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp';
import { createClient, createPair, createParticipant, createProcess, createUser, signIn, type TestSession } from '.';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await createUser(t.db, { roles: ['ADMIN'] })).email);
});
afterAll(async () => t.close());

describe('test factories', () => {
  it.each(processStatuses)(
    'makes a process the API reads back in %s, with the dates that status has',
    async (status) => {
      const process = await createProcess(t.db, { status });
      const res = await t.app.inject({ method: 'GET', url: `/api/process/${process.id}`, ...admin });
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json();
      expect(detail).toMatchObject({ processId: process.id, name: process.name, status });
      const started = status === 'IN_PROGRESS' || status === 'FINALIZED';
      expect(detail.startDate !== null).toBe(started);
      expect(detail.endDate !== null).toBe(status === 'FINALIZED');
    },
  );

  it("makes a pair with its n sessions, which the mentee sees on her processes' page", async () => {
    const process = await createProcess(t.db, { status: 'IN_PROGRESS' });
    const student = await createParticipant(t.db, { processId: process.id, role: 'STUDENT' });
    const pair = await createPair(t.db, { processId: process.id, studentId: student.id, sessions: 3 });
    expect(pair.sessions.map((s) => [s.sessionNumber, s.status])).toEqual([
      [1, 'PENDING_NO_DATE'],
      [2, 'PENDING_NO_DATE'],
      [3, 'PENDING_NO_DATE'],
    ]);

    const session = await signIn(t.app, student.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/students/me/processes', ...session });
    expect(res.statusCode, res.body).toBe(200);
    const [mine] = res.json();
    expect(mine).toMatchObject({ processId: process.id, mePair: { pairId: pair.id, mentorId: pair.mentorId } });
    expect(mine.mePair.sessionsStatus).toHaveLength(3);
  });

  it('gives each row a name of its own, so suites may share one database', async () => {
    const [first, second] = [await createClient(t.db), await createClient(t.db)];
    expect(first.name).not.toBe(second.name);
    const client = await createClient(t.db);
    const processes = [await createProcess(t.db, { clientId: client.id }), await createProcess(t.db)];
    expect(processes[0]!.clientId).toBe(client.id);
    expect(processes[0]!.name).not.toBe(processes[1]!.name);
  });
});
