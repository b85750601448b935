/**
 * Enlaza behind a load balancer: two API processes started together on one new PostgreSQL database, one Redis and
 * one S3-compatible bucket, as production runs them. What one instance does, the other sees: live events, files,
 * background jobs (run once) and rate limits (counted once).
 */
import { createClient as createWsClient } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openPostgres, type DatabaseHandle } from './db/database';
import { startApiInstance, type ApiInstance } from '../test/apiInstances';
import { createCrowdedProcess } from '../test/crowdedProcess';
import { redisTestsEnabled, startRedisServer, type RedisServer } from '../test/redisServer';
import { startS3Server, type S3TestServer } from '../test/s3Server';
import { createServerDatabase, type ServerDatabase } from '../test/serverDatabase';
import { startSmtpSink } from '../test/smtpSink';

const serverUrl = process.env.TEST_DATABASE_URL;
const DEMO_ADMIN = { email: 'admin@enlaza.test', password: 'Enlaza2026!' };
const RATE_LIMIT = 4;

describe.skipIf(!serverUrl || !redisTestsEnabled)('two instances on one PostgreSQL, Redis and bucket', () => {
  let serverDatabase: ServerDatabase;
  let database: DatabaseHandle;
  let redis: RedisServer;
  let s3: S3TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let first: ApiInstance;
  let second: ApiInstance;
  let adminToken: string;

  beforeAll(async () => {
    serverDatabase = await createServerDatabase(serverUrl!, 'enlaza_instances');
    redis = await startRedisServer();
    s3 = await startS3Server();
    await s3.createBucket('enlaza');
    smtp = await startSmtpSink();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: serverDatabase.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      SEED_DEMO_DATA: 'true',
      AUTH_RATE_LIMIT_PER_IP: String(RATE_LIMIT),
      // A minute: a login ended on one instance can only be refused by the other in time through Redis.
      LOGIN_CHECK_SECONDS: '60',
      ...s3.env('enlaza'),
    };
    // Started together on an empty database: they migrate and seed one after the other.
    [first, second] = await Promise.all([startApiInstance({ env }), startApiInstance({ env })]);
    database = openPostgres(serverDatabase.url, 3);
    const signIn = await fetch(`${first.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    expect(signIn.status).toBe(200);
    adminToken = ((await signIn.json()) as { accessToken: string }).accessToken;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
    await Promise.all([redis?.stop(), s3?.close(), smtp?.close()]);
    await serverDatabase?.drop();
  }, 60_000);

  const authorized = () => ({ authorization: `Bearer ${adminToken}` });

  it('delivers a live event published on one instance to a subscriber of the other', async () => {
    const { rows } = await database.executeSql(
      `select i.id, i.convocatory_id from convocatory_inscriptions i
         join convocatories c on c.id = i.convocatory_id
        where c.status = 'SELECTING' order by i.created_at limit 1`,
    );
    const inscription = rows[0] as { id: string; convocatory_id: string };
    expect(inscription).toBeDefined();

    const events: unknown[] = [];
    const client = createWsClient({
      url: `${second.url.replace('http', 'ws')}/api/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${adminToken}` },
      retryAttempts: 0,
    });
    const stop = client.subscribe(
      {
        query: `subscription ($id: ID!) {
          convocatoryInscriptions(convocatoryId: $id) { convocatoryId inscriptionId kind }
        }`,
        variables: { id: inscription.convocatory_id },
      },
      { next: (value) => events.push(value), error: () => undefined, complete: () => undefined },
    );
    try {
      // The subscription starts asynchronously: change the selection through the first instance until it lands.
      let selected = false;
      await expect
        .poll(
          async () => {
            if (events.length > 0) return events.length;
            selected = !selected;
            const res = await fetch(`${first.url}/api/convocatory/inscription/${inscription.id}`, {
              method: 'PUT',
              headers: { ...authorized(), 'content-type': 'application/json' },
              body: JSON.stringify({ selected }),
            });
            expect(res.status).toBe(200);
            return events.length;
          },
          { timeout: 15_000, interval: 300 },
        )
        .toBeGreaterThan(0);
      expect(events[0]).toEqual({
        data: {
          convocatoryInscriptions: {
            convocatoryId: inscription.convocatory_id,
            inscriptionId: inscription.id,
            kind: 'SELECTION_CHANGED',
          },
        },
      });
    } finally {
      stop();
      await client.dispose();
    }
  });

  it('ends a login on every instance at once: signed out on one, its token is refused by the other', async () => {
    const signIn = await fetch(`${first.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const bearer = { authorization: `Bearer ${accessToken}` };
    // The second instance has just found this login live (and keeps that answer for a few seconds).
    expect((await fetch(`${second.url}/api/users/me`, { headers: bearer })).status).toBe(200);
    const logout = await fetch(`${first.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBe(204);
    // The word travels through Redis; well within the seconds the answer would otherwise be kept.
    await expect
      .poll(async () => (await fetch(`${second.url}/api/users/me`, { headers: bearer })).status, {
        timeout: 2_000,
        interval: 50,
      })
      .toBe(401);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const picture = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const me = (await (await fetch(`${first.url}/api/users/me`, { headers: authorized() })).json()) as { id: string };
    const form = new FormData();
    form.append('data', '{}');
    form.append('avatar', new Blob([picture], { type: 'image/png' }), 'foto.png');
    const upload = await fetch(`${first.url}/api/users/myProfile/${me.id}`, {
      method: 'PUT',
      headers: authorized(),
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { photoUrl } = (await upload.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/api\/files\//);

    const download = await fetch(`${second.url}${photoUrl}`, { headers: authorized() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^image\//);
    // The stored picture (re-encoded by the app) is the one uploaded: same size.
    const stored = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 40, height: 40 });
  });

  it('runs each background job once: every start mail is delivered exactly once', async () => {
    const { processId, emails } = await createCrowdedProcess(database.db, 40);
    const since = smtp.received.length;
    const res = await fetch(`${first.url}/api/process/${processId}/start`, {
      method: 'PUT',
      headers: { ...authorized(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    for (const email of emails) await smtp.waitFor(email, since, 30_000);
    // Both instances run delivery workers; give a second delivery time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const delivered = smtp.received.slice(since).flatMap((mail) => mail.to);
    expect(delivered.sort()).toEqual([...emails].sort());
  });

  it('counts a rate limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      const res = await fetch(`${instance.url}/api/auth/recoverPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nadie-${i}@enlaza.test` }),
      });
      statuses.push(res.status);
    }
    // Within the limit: 'unknown email'; past it, on either instance: refused.
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
  });
});
