import type { NetworkingConfiguration } from '@enlaza/contract';
import type { Database } from '../database';
import { chatRoomMembers, chatRooms, networkingMatches } from '../schema';
import { eq } from 'drizzle-orm';
import type { MatchingProfile } from '../../modules/matching';
import { chooseChatMatches, solveMatches } from '../../modules/networking';

/**
 * A demo process's networking matches as create_matches would store them (the engine's affinity and breakdown on the
 * people's profiles), and, with `chatsPerMentee`, that many chats opened per mentee as 'Habilitar chats' would (the
 * same choice, one MATCH room per chosen match with both mentees as members).
 */
export async function insertDemoMatches(
  processId: string,
  mentees: MatchingProfile[],
  configuration: NetworkingConfiguration,
  chatsPerMentee: number,
  tx: Database,
) {
  const inserted = await tx
    .insert(networkingMatches)
    .values(
      solveMatches({ mentees, configuration, numberOfMatch: configuration.numberOfMatch }).map((match) => ({
        processId,
        ...match,
      })),
    )
    .returning();
  if (chatsPerMentee === 0) return;
  const chosen = chooseChatMatches(
    inserted.map((match) => ({ ...match, chatEnabled: false })),
    configuration.numberOfMatch,
    chatsPerMentee,
  );
  if (!chosen) throw new Error(`No demo selection of ${chatsPerMentee} chats per mentee`);
  const now = new Date();
  for (const match of inserted.filter((row) => chosen.includes(row.id))) {
    const [room] = await tx.insert(chatRooms).values({ processId, kind: 'MATCH' }).returning({ id: chatRooms.id });
    await tx.insert(chatRoomMembers).values([
      { chatRoomId: room!.id, userId: match.studentAId },
      { chatRoomId: room!.id, userId: match.studentBId },
    ]);
    await tx
      .update(networkingMatches)
      .set({ chatRoomId: room!.id, chatEnabledAt: now, updatedAt: now })
      .where(eq(networkingMatches.id, match.id));
  }
}
