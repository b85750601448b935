import type { Database } from '../../src/db/database';
import { chatRoomMembers, chatRooms } from '../../src/db/schema';
import { createProcess } from './processes';
import { setFields } from './unique';

export type ChatRoomRow = typeof chatRooms.$inferSelect;

/**
 * A chat room with its `members` (user ids): a networking match's room unless `kind` says otherwise; without
 * `processId` it belongs to a new networking process in progress.
 */
export async function createChatRoom(
  db: Database,
  { members = [], ...overrides }: Partial<typeof chatRooms.$inferInsert> & { members?: string[] } = {},
): Promise<ChatRoomRow & { memberIds: string[] }> {
  const processId =
    overrides.processId ?? (await createProcess(db, { status: 'IN_PROGRESS', serviceTypes: ['NETWORKING'] })).id;
  const [room] = await db
    .insert(chatRooms)
    .values({ kind: 'MATCH', ...setFields(overrides), processId })
    .returning();
  if (members.length > 0) {
    await db.insert(chatRoomMembers).values(members.map((userId) => ({ chatRoomId: room!.id, userId })));
  }
  return { ...room!, memberIds: members };
}
