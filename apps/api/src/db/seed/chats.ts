import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../database';
import { chatMessages, chatRooms, networkingMatches, pairs, processes } from '../schema';
import { asMember, seedServices } from './services';

const HOUR = 60 * 60 * 1000;

/** A line of a demo conversation: who writes it and how many hours ago. */
interface Line<Speaker extends string> {
  by: Speaker;
  hoursAgo: number;
  text: string;
}

/** A conversation of a pair: who writes (the mentor or the mentee) and how many hours ago. */
const pairConversation: Line<'mentor' | 'mentee'>[] = [
  { by: 'mentor', hoursAgo: 74, text: '¡Hola! Soy tu mentora en este programa. ¿Cómo estás?' },
  { by: 'mentee', hoursAgo: 73, text: '¡Hola! Muy bien, con muchas ganas de empezar 😊' },
  { by: 'mentor', hoursAgo: 72, text: 'Para la próxima sesión, trae escritas tres metas para este semestre.' },
  { by: 'mentee', hoursAgo: 50, text: 'Listo, ya las tengo.\nLa primera es aprender a delegar mejor en mi equipo.' },
  { by: 'mentor', hoursAgo: 26, text: 'Excelente elección. ¿Te acomoda conversar el jueves a las 18:00?' },
  { by: 'mentee', hoursAgo: 25, text: 'Sí, el jueves me acomoda. ¡Gracias!' },
  { by: 'mentor', hoursAgo: 2, text: 'Te dejé en el campus una lectura corta sobre delegación. Nos vemos el jueves.' },
];

const matchConversation: Line<'a' | 'b'>[] = [
  { by: 'a', hoursAgo: 30, text: '¡Hola! Vi que tenemos intereses parecidos. ¿En qué área trabajas?' },
  { by: 'b', hoursAgo: 29, text: 'Hola, trabajo en finanzas. ¿Y tú? Me encantaría intercambiar experiencias.' },
  { by: 'a', hoursAgo: 5, text: 'Yo en marketing. ¿Tomamos un café virtual la próxima semana?' },
];

/**
 * Chats of the demo (spec 002 §2.8), written and read by their members through the chat service: the rooms of the
 * pairs of processes in progress (opened as a member's chat list opens them), with a conversation whose last message
 * the mentee has not read yet, and a few words in the networking matches whose chat an admin enabled. The messages
 * are then dated as history, hours ago.
 */
export async function seedDemoChats(db: Database, now: Date = new Date()): Promise<void> {
  if ((await db.$count(chatMessages)) > 0) return;
  const { chat } = seedServices(db);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const activePairs = await db
    .select({ id: pairs.id, mentorId: pairs.mentorId, studentId: pairs.studentId })
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

  /** Writes the lines in order, dates each as its hours ago, and leaves `unreadBy` the last line unread. */
  async function converse<Speaker extends string>(
    chatRoomId: string,
    lines: Line<Speaker>[],
    speakers: Record<Speaker, string>,
    unreadBy: Speaker,
  ) {
    const sent = [];
    for (const line of lines) {
      const message = await chat.send(asMember(speakers[line.by]), chatRoomId, line.text);
      sent.push({ message, line });
      await db
        .update(chatMessages)
        .set({ createdAt: at(line.hoursAgo) })
        .where(eq(chatMessages.id, message.messageId));
    }
    const last = sent[sent.length - 1]!;
    await db
      .update(chatRooms)
      .set({ lastMessageAt: at(last.line.hoursAgo) })
      .where(eq(chatRooms.id, chatRoomId));
    for (const [speaker, userId] of Object.entries(speakers) as [Speaker, string][]) {
      const readUpTo = speaker === unreadBy ? sent[sent.length - 2]! : last;
      await chat.markRead(asMember(userId), chatRoomId, readUpTo.message.cursor);
    }
  }

  for (const pair of activePairs) {
    const rooms = await chat.roomsOf(asMember(pair.mentorId));
    const room = rooms.find((r) => r.pairId === pair.id);
    if (!room) continue;
    await converse(room.id, pairConversation, { mentor: pair.mentorId, mentee: pair.studentId }, 'mentee');
  }
  for (const match of matchRooms) {
    await converse(match.chatRoomId!, matchConversation, { a: match.a, b: match.b }, 'b');
  }
}
