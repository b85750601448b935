import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { appSettings } from './schema';

/** Reads a setting, creating it with `create()` the first time; concurrent instances agree on the first value. */
export async function getOrCreateSetting(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const row = await db.query.appSettings.findFirst({ where: eq(appSettings.key, key) });
  return row!.value;
}

export const newSecret = () => randomBytes(48).toString('base64url');
