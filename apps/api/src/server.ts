import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/database';
import { openConfiguredDatabase } from './db/open';
import { prepareDatabase } from './db/startup';
import { RedisUnavailableError } from './plugins/redis';
import { createConfiguredStorage } from './plugins/storage';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database, { seedDemoData: config.seedDemoData, storage: createConfiguredStorage(config) });

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
  if (err instanceof ConfigError || err instanceof DataDirInUseError || err instanceof RedisUnavailableError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
