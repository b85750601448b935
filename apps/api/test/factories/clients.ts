import type { Database } from '../../src/db/database';
import { clients } from '../../src/db/schema';
import { setFields, unique } from './unique';

export type ClientRow = typeof clients.$inferSelect;

/** A client company with a unique name. */
export async function createClient(
  db: Database,
  overrides: Partial<typeof clients.$inferInsert> = {},
): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ name: `Cliente ${unique()}`, rut: '76123456-0', ...setFields(overrides) })
    .returning();
  return row!;
}
