import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { chatMessages, chatRoomMembers, chatRooms, networkingMatches, pairs, processes } from '../schema';

const HOUR = 60 * 60 * 1000;

/** A conversation of a pair: who writes (the mentor or the mentee) and how many hours ago. */
const pairConversation: Array<{ by: 'mentor' | 'mentee'; hoursAgo: number; text: string }> = [
  { by: 'mentor', hoursAgo: 74, text: '¡Hola! Soy tu mentora en este programa. ¿Cómo estás?' },
  { by: 'mentee', hoursAgo: 73, text: '¡Hola! Muy bien, con muchas ganas de empezar 😊' },
  { by: 'mentor', hoursAgo: 72, text: 'Para la próxima sesión, trae escritas tres metas para este semestre.' },
  { by: 'mentee', hoursAgo: 50, text: 'Listo, ya las tengo.\nLa primera es aprender a delegar mejor en mi equipo.' },
  { by: 'mentor', hoursAgo: 26, text: 'Excelente elección. ¿Te acomoda conversar el jueves a las 18:00?' },
  { by: 'mentee', hoursAgo: 25, text: 'Sí, el jueves me acomoda. ¡Gracias!' },
  { by: 'mentor', hoursAgo: 2, text: 'Te dejé en el campus una lectura corta sobre delegación. Nos vemos el jueves.' },
];

const matchConversation: Array<{ by: 'a' | 'b'; hoursAgo: number; text: string }> = [
  { by: 'a', hoursAgo: 30, text: '¡Hola! Vi que tenemos intereses parecidos. ¿En qué área trabajas?' },
  { by: 'b', hoursAgo: 29, text: 'Hola, trabajo en finanzas. ¿Y tú? Me encantaría intercambiar experiencias.' },
  { by: 'a', hoursAgo: 5, text: 'Yo en marketing. ¿Tomamos un café virtual la próxima semana?' },
];

/**
 * Chats of the demo (spec 002 §2.8): the rooms of the pairs of processes in progress, with a conversation whose last
 * message the mentee has not read yet, and a few words in the networking matches whose chat an admin enabled.
 */
export async function seedDemoChats(db: Database, now: Date = new Date()): Promise<void> {
  if ((await db.$count(chatMessages)) > 0) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const activePairs = await db
    .select({ id: pairs.id, processId: pairs.processId, mentorId: pairs.mentorId, studentId: pairs.studentId })
    .from(pairs)
    .innerJoin(processes, eq(processes.id, pairs.processId))
    .where(and(eq(processes.status, 'IN_PROGRESS'), eq(pairs.disabled, false)))
    .orderBy(asc(pairs.createdAt));
  const matchRooms = await db
    .select({
      chatRoomId: networkingMatches.chatRoomId,
      a: networkingMatches.studentAId,
      b: networkingMatches.studentBId,
    })
    .from(networkingMatches)
    .where(isNotNull(networkingMatches.chatRoomId));

  await db.transaction(async (tx) => {
    for (const pair of activePairs) {
      const [room] = await tx
        .insert(chatRooms)
        .values({ processId: pair.processId, kind: 'PAIR', pairId: pair.id, lastMessageAt: at(2) })
        .onConflictDoNothing()
        .returning({ id: chatRooms.id });
      if (!room) continue;
      await tx.insert(chatRoomMembers).values([
        { chatRoomId: room.id, userId: pair.mentorId },
        { chatRoomId: room.id, userId: pair.studentId },
      ]);
      await tx.insert(chatMessages).values(
        pairConversation.map((line) => ({
          chatRoomId: room.id,
          sentById: line.by === 'mentor' ? pair.mentorId : pair.studentId,
          text: line.text,
          createdAt: at(line.hoursAgo),
        })),
      );
      // Both read everything but the mentor's last message, which waits for the mentee.
      await markReadAllBut(tx, room.id, [pair.mentorId, pair.studentId], pair.studentId, 1);
    }
    for (const match of matchRooms) {
      const chatRoomId = match.chatRoomId!;
      await tx.insert(chatMessages).values(
        matchConversation.map((line) => ({
          chatRoomId,
          sentById: line.by === 'a' ? match.a : match.b,
          text: line.text,
          createdAt: at(line.hoursAgo),
        })),
      );
      await tx
        .update(chatRooms)
        .set({ lastMessageAt: at(5) })
        .where(eq(chatRooms.id, chatRoomId));
      await markReadAllBut(tx, chatRoomId, [match.a, match.b], match.b, 1);
    }
  });
}

/** Moves every member's read mark to the room's newest message, except `unread` messages left for `reader`. */
async function markReadAllBut(tx: Database, chatRoomId: string, memberIds: string[], reader: string, unread: number) {
  const seqs = await tx
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.chatRoomId, chatRoomId))
    .orderBy(asc(chatMessages.seq));
  const newest = Number(seqs[seqs.length - 1]?.seq ?? 0);
  const readerMark = Number(seqs[seqs.length - 1 - unread]?.seq ?? 0);
  await tx
    .update(chatRoomMembers)
    .set({
      lastReadSeq: sql`case when ${chatRoomMembers.userId} = ${reader} then ${readerMark}::bigint else ${newest}::bigint end`,
    })
    .where(and(eq(chatRoomMembers.chatRoomId, chatRoomId), inArray(chatRoomMembers.userId, memberIds)));
}
