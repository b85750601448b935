import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './database';

/** The configured database: PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, config.databasePoolMax))
    : openPglite(config.dataDir);
}
