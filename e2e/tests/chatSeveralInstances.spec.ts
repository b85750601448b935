import { expect, test, type APIRequestContext } from '@playwright/test';
import { startApiInstance, type ApiInstance } from '../../apps/api/test/apiInstances';
import { redisTestsEnabled, startRedisServer, type RedisServer } from '../../apps/api/test/redisServer';
import { createServerDatabase, type ServerDatabase } from '../../apps/api/test/serverDatabase';
import { tokenOf } from '../support/api';
import { ADMIN, MENTEE, MENTOR, messageWindow, pairedProcess, signedInPage, write } from '../support/chat';
import { E2E_JWT_SECRET, E2E_PORT } from '../support/environment';

/**
 * The chat behind a load balancer: two browsers, each on its own API instance, both instances on one PostgreSQL
 * database and one Redis. A message sent through one instance reaches the browser on the other only through Redis.
 * The shared e2e app (one process on PGlite) is not used here.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
test.skip(
  !serverUrl || !redisTestsEnabled,
  'needs TEST_DATABASE_URL (a PostgreSQL server) and redis-server, as the several-instances API test does',
);
test.describe.configure({ timeout: 90_000 });

let database: ServerDatabase | undefined;
let redis: RedisServer | undefined;
let instances: ApiInstance[] = [];
let api: APIRequestContext | undefined;

test.beforeAll(async ({ playwright }) => {
  // A fresh database: the instances migrate it and seed the demo data, one after the other.
  test.setTimeout(120_000);
  database = await createServerDatabase(serverUrl!, 'enlaza_e2e_instances');
  redis = await startRedisServer();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    JWT_SECRET: E2E_JWT_SECRET,
    SEED_DEMO_DATA: 'true',
    // Mail is not part of this journey: without SMTP it waits in the outbox. Files stay on each instance's disk.
    SMTP_URL: '',
    S3_BUCKET: '',
  };
  // The ports just above the shared e2e app's.
  instances = await Promise.all(
    [E2E_PORT + 1, E2E_PORT + 2].map((port) => startApiInstance({ env, build: true, port })),
  );
  api = await playwright.request.newContext({ baseURL: instances[0]!.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
  await database?.drop();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [i, instance] of instances.entries()) {
    if (instance.output.length === 0) continue;
    await testInfo.attach(`instance ${i + 1} output`, { body: instance.output.join(''), contentType: 'text/plain' });
  }
});

test('a pair chats live from two browsers on two API instances, and the unread badge shows and clears', async ({
  browser,
}) => {
  const [first, second] = instances as [ApiInstance, ApiInstance];
  const token = await tokenOf(api!, ADMIN);
  const run = Date.now().toString(36);
  const { pairId } = await pairedProcess(api!, token, `Chat dos instancias e2e ${run}`);

  // The mentor, on the second instance, keeps her chat page open on her other (seeded) pair's room.
  const mentor = await signedInPage(browser, MENTOR, second.url);
  await mentor.goto('/chat/none/mentor');
  const mentorsList = mentor.getByRole('navigation', { name: 'Chats' });
  const roomItem = (text: string) => mentorsList.getByRole('listitem').filter({ hasText: text }).getByRole('button');
  await expect(roomItem(`Chat dos instancias e2e ${run}`)).toBeVisible();
  await mentorsList.getByRole('listitem').filter({ hasNotText: run }).first().getByRole('button').click();
  await expect(mentor).not.toHaveURL(`/chat/${pairId}/mentor`);

  // The mentee, on the first instance, writes in the new pair's room.
  const mentee = await signedInPage(browser, MENTEE, first.url);
  await mentee.goto(`/chat/${pairId}/student`);
  await expect(mentee.getByText('Aún no hay mensajes. ¡Escribe el primero!')).toBeVisible();
  await write(mentee, `Hola mentora ${run}`);
  await expect(messageWindow(mentee).getByText(`Hola mentora ${run}`)).toBeVisible();

  // It reaches the mentor's list on the other instance as it is sent, unread; opening the room clears the badge.
  const room = roomItem(`Hola mentora ${run}`);
  await expect(room).toBeVisible();
  await expect(room.getByTestId('unread-count')).toHaveText(/^1/);
  await room.click();
  await expect(mentor).toHaveURL(`/chat/${pairId}/mentor`);
  await expect(messageWindow(mentor).getByText(`Hola mentora ${run}`)).toBeVisible();
  await expect(room.getByTestId('unread-count')).toHaveCount(0);

  // Her answer, through the second instance, appears in the mentee's open room on the first.
  await write(mentor, `¿Nos vemos el jueves? ${run}`);
  await expect(messageWindow(mentee).getByText(`¿Nos vemos el jueves? ${run}`)).toBeVisible();
  // Closed before the instances stop, so their sockets do not keep trying to reconnect for the rest of the run.
  await Promise.all([mentor.context().close(), mentee.context().close()]);
});
