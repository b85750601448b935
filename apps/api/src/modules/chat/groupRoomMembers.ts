import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * Makes a group room's members the group's tutor and students, no one else: membership decides who reads and writes
 * in a room, so every change of a group (swap, new tutor, added student) and every opening of its room calls this.
 */
export async function syncGroupRoomMembers(roomId: string, groupId: string, tx: Database): Promise<void> {
  const people = sql`(select mentor_id from attraction_groups where id = ${groupId}
    union select user_id from attraction_group_students where group_id = ${groupId})`;
  await tx.execute(sql`delete from chat_room_members where chat_room_id = ${roomId} and user_id not in ${people}`);
  await tx.execute(sql`
    insert into chat_room_members (chat_room_id, user_id)
    select ${roomId}, p.user_id from ${people} as p(user_id)
    on conflict do nothing
  `);
}
