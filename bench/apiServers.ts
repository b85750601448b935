/**
 * The two servers `npm run bench:api` measures side by side, in one process on one database: the real API (buildApp,
 * with the production logger writing to stdout, which the benchmark discards) and its bare twin, a Fastify server
 * with no hooks, no logger, no validation and no serialiser, whose routes call the same services with the same
 * arguments, so they run the same queries. Argument: `pglite` (a fresh data folder) or `postgres` (a new database on
 * TEST_DATABASE_URL, dropped at the end). Tells the parent, through IPC, the two ports, an admin's access token and
 * the demo process to read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { mentorsListQuerySchema, processListQuerySchema } from '@enlaza/contract';
import { buildApp } from '../apps/api/src/app';
import { createServices } from '../apps/api/src/composition';
import { loadConfig } from '../apps/api/src/config';
import { getOrCreateSetting, newSecret } from '../apps/api/src/db/settings';
import { prepareDatabase } from '../apps/api/src/db/startup';
import { createSharedCounters } from '../apps/api/src/plugins/counters';
import { createLiveEvents } from '../apps/api/src/plugins/graphql';
import { createJobQueue } from '../apps/api/src/plugins/jobs';
import { createMailer } from '../apps/api/src/plugins/mail';
import { createConfiguredStorage } from '../apps/api/src/plugins/storage';
import { createMatchingSolverPool } from '../apps/api/src/solvers';
import { openBenchDatabase } from './benchDatabase';

export interface BenchServers {
  appUrl: string;
  twinUrl: string;
  accessToken: string;
  processId: string;
}

const DEMO_ADMIN = { email: 'admin@enlaza.test', password: 'Enlaza2026!' };

async function main() {
  const kind = process.argv[2] ?? 'pglite';
  const { database, dispose } = await openBenchDatabase(kind);
  await prepareDatabase(database, { seedDemoData: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'enlaza-bench-files-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SMTP_URL: '', MAIL_PREVIEW: 'off' });

  // The real API, logging as it does in production (one JSON line per request to stdout).
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const signIn = await app.inject({ method: 'POST', url: '/api/auth', payload: DEMO_ADMIN });
  const { accessToken } = signIn.json<{ accessToken: string }>();
  const list = await app.inject({
    url: '/api/process?status=IN_PROGRESS&page=1',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const processId = list.json<{ docs: Array<{ processId: string }> }>().docs[0]!.processId;

  // The twin: the same services on the same database, with nothing of the framework around them.
  const twin = Fastify({ logger: false });
  const silent = twin.log;
  const jobs = createJobQueue(database, silent);
  const storage = createConfiguredStorage(config);
  const liveEvents = createLiveEvents();
  const solverPool = createMatchingSolverPool(config.solverPool);
  const services = createServices({
    db: database.db,
    config,
    storage,
    mailer: createMailer(database.db, jobs, { smtpUrl: undefined, ...config.mailDelivery }, silent),
    jobs,
    secret: await getOrCreateSetting(database.db, 'jwt_secret', newSecret),
    live: liveEvents.live,
    log: silent,
    counters: createSharedCounters({ db: database.db, log: silent }).counters,
    solverPool,
  });
  const claims = await services.authService.authenticate(accessToken);
  if (!claims) throw new Error('the demo admin could not sign in');
  const send = (body: unknown) => JSON.stringify(body);
  twin.get('/api/health', async (_request, reply) => {
    const [databaseUp, filesUp] = await Promise.all([
      database.ping(),
      storage.checkReachable().then(
        () => true,
        () => false,
      ),
    ]);
    return reply.type('application/json').send(send({ status: databaseUp && filesUp ? 'ok' : 'error' }));
  });
  twin.get('/api/users/me', async (_request, reply) =>
    reply.type('application/json').send(send(await services.usersService.ownProfile(claims))),
  );
  twin.get('/api/mentors', async (request, reply) =>
    reply
      .type('application/json')
      .send(send(await services.directoryService.listMentors(mentorsListQuerySchema.parse(request.query)))),
  );
  twin.get('/api/process', async (request, reply) =>
    reply
      .type('application/json')
      .send(send(await services.processesService.list(processListQuerySchema.parse(request.query)))),
  );
  twin.get<{ Params: { id: string } }>('/api/process/:id', async (request, reply) =>
    reply.type('application/json').send(send(await services.processesService.detail(request.params.id))),
  );
  const twinUrl = await twin.listen({ host: '127.0.0.1', port: 0 });

  const ready: BenchServers = { appUrl, twinUrl, accessToken, processId };
  process.send!(ready);
  process.once('disconnect', () => {
    void (async () => {
      await twin.close();
      await app.close();
      await solverPool.close();
      await liveEvents.close();
      await database.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
