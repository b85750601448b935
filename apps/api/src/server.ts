import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/database';
import { openConfiguredDatabase } from './db/open';
import { seedDemoConvocatories } from './db/seed/convocatories';
import { seedDemoProcesses } from './db/seed/processes';
import { isEmpty, seedDemoData } from './db/seed/demo';
import { seedDemoLibrary } from './db/seed/library';
import { ensureReferenceData } from './db/seed/referenceData';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await ensureReferenceData(database.db);
  if (config.seedDemoData && (await isEmpty(database.db))) {
    await seedDemoData(database.db);
    await seedDemoLibrary(database.db);
    await seedDemoConvocatories(database.db);
    await seedDemoProcesses(database.db);
  }

  const logger =
    config.env === 'development'
      ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : { level: config.logLevel };
  const app = await buildApp({ config, database, logger, serveWeb: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Enlaza listo en ${config.publicUrl} (base de datos: ${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
