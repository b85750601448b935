import { attractionProcessSchema, challengeInputSchema, type AttractionProcessInput } from '@enlaza/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { challengesSent, chatMessages, chatRooms, clients, notifications, processes, users } from '../schema';
import { DEMO_CLIENT_NAME, DEMO_PASSWORD, ensureDemoPeople } from './demo';
import { inviteDemoPeople } from './participants';
import { demoPeople } from './people';
import { asMember, seedServices } from './services';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The demo's talent-attraction process in progress (spec 002 §2.7-2.8: the attraction view and its group chat). */
export const DEMO_ATTRACTION_IN_PROGRESS_NAME = 'Compañía Demo - Atracción de Talento - 2026';
const OWNER_EMAIL = 'admin@enlaza.test';

/** Its people, with the demo password and complete profiles: two tutors, each with two students. */
export const DEMO_ATTRACTION_PEOPLE = demoPeople.attractionInProgress;

const CHALLENGE = {
  title: 'Desafío 1: Conoce la empresa',
  text: 'Investiguen un área de Compañía Demo y propongan una mejora concreta. Compartan su idea en el chat del grupo.',
};
/** The process's challenge in the library: the message already sent, and the next one the coordinator can send. */
const LIBRARY_CHALLENGE = {
  title: 'Desafío: conoce Compañía Demo',
  messages: [
    CHALLENGE,
    {
      title: 'Desafío 2: Presenta tu propuesta',
      text: 'Preparen una presentación de tres minutos con su mejora y ensáyenla con su tutor o tutora.',
    },
  ],
};

/** The first group's conversation: who writes (the tutor or a student by index) and how many hours ago. */
const groupConversation: Array<{ by: 'tutor' | 0 | 1; hoursAgo: number; text: string }> = [
  { by: 'tutor', hoursAgo: 70, text: '¡Hola equipo! Soy Paula, su tutora en este programa. Bienvenidas 😊' },
  { by: 0, hoursAgo: 69, text: '¡Hola Paula! Feliz de empezar.' },
  { by: 1, hoursAgo: 68, text: 'Hola a todas, yo también.' },
  { by: 'tutor', hoursAgo: 20, text: 'Ya llegó el primer desafío. ¿Quién parte investigando el área de operaciones?' },
  { by: 0, hoursAgo: 3, text: 'Yo parto con operaciones.\nJaviera, ¿tomas marketing?' },
];

/**
 * The demo's attraction process in progress: the demo client's, two groups (tutor and students, all able to sign in
 * with the demo password), one challenge sent to every group's chat and a short conversation in the first group.
 * Made as the admin and its people made it, through the services, on their days: the process (45 days ago), its
 * people invited and confirmed, 'Pre-kickoff', the groups, the start (30 days ago); the messages written and read in
 * the groups' rooms and the challenge sent by the admin; their times then set as history. Its dates sit before the
 * mentoring processes', so lists ordered by recent change keep those first.
 */
export async function seedDemoAttractionInProgress(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: processes.id })
    .from(processes)
    .where(eq(processes.name, DEMO_ATTRACTION_IN_PROGRESS_NAME));
  if (existing) return;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT_NAME));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, OWNER_EMAIL));
  if (!client || !owner) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const day = (daysFromNow: number) => new Date(now.getTime() + daysFromNow * DAY).toISOString().slice(0, 10);

  const { tutors, students } = DEMO_ATTRACTION_PEOPLE;
  const { ids } = await ensureDemoPeople(
    [
      ...tutors.map((p) => ({ ...p, role: 'MENTOR' as const })),
      ...students.map((p) => ({ ...p, role: 'STUDENT' as const })),
    ],
    db,
    { password: DEMO_PASSWORD },
  );
  const idOf = (email: string) => ids.get(email)!;
  const services = seedServices(db);
  const createdAt = at(45 * 24);
  const startedAt = at(30 * 24);

  const challenge = await services.challenges.create(challengeInputSchema.parse(LIBRARY_CHALLENGE));
  const general: AttractionProcessInput = {
    name: DEMO_ATTRACTION_IN_PROGRESS_NAME,
    clientId: client.id,
    challengeId: challenge.challengeId,
    estimatedStartDate: day(-30),
    estimatedEndDate: day(60),
    ownerId: owner.id,
  };
  const { processId } = await services
    .processesAsOf(createdAt)
    .createAttraction(attractionProcessSchema.parse(general));
  await inviteDemoPeople(
    db,
    processId,
    [...tutors, ...students].map((p) => ({ email: p.email, answer: 'APPROVED' as const })),
  );
  await services.processesAsOf(createdAt).transition(processId, 'kickoff');
  await services.attractionGroups.createGroups(processId, {
    groupsAssignation: tutors.map((tutor, index) => ({
      mentorId: idOf(tutor.email),
      studentIds: students.filter((s) => s.group === index).map((s) => idOf(s.email)),
    })),
  });
  await services.processesAsOf(startedAt).transition(processId, 'start');

  /** Writes a line in a group's room as its speaker, dated as history. */
  const write = async (roomId: string, senderId: string, text: string, hoursAgo: number) => {
    const { messageId } = await services.groupChat.send(asMember(senderId), roomId, text);
    await db
      .update(chatMessages)
      .set({ createdAt: at(hoursAgo) })
      .where(eq(chatMessages.id, messageId));
  };
  const rooms = [];
  for (const [index, tutor] of tutors.entries()) {
    const tutorId = idOf(tutor.email);
    const studentIds = students.filter((s) => s.group === index).map((s) => idOf(s.email));
    const room = (await services.groupChat.roomOfProcess(asMember(tutorId), processId))!;
    const lines = index === 0 ? groupConversation : groupConversation.filter((line) => line.hoursAgo > 60).slice(0, 1);
    const speak = (line: (typeof groupConversation)[number]) =>
      write(
        room.id,
        line.by === 'tutor' ? tutorId : studentIds[line.by]!,
        index === 0 ? line.text : line.text.replace('Paula', 'Diego').replace('tutora', 'tutor'),
        line.hoursAgo,
      );
    for (const line of lines.filter((l) => l.hoursAgo > 24)) await speak(line);
    rooms.push({ id: room.id, lines, speak, members: [tutorId, ...studentIds] });
  }
  // The admin sends the process's first challenge to every group, a day ago.
  await services.groupChat.sendChallenge(asMember(owner.id), { processId, ...CHALLENGE });
  await db
    .update(challengesSent)
    .set({ sentAt: at(24) })
    .where(eq(challengesSent.processId, processId));
  for (const room of rooms) {
    await db
      .update(chatMessages)
      .set({ createdAt: at(24) })
      .where(and(eq(chatMessages.chatRoomId, room.id), eq(chatMessages.kind, 'CHALLENGE')));
    for (const line of room.lines.filter((l) => l.hoursAgo < 24)) await room.speak(line);
    const newest = Math.min(24, ...room.lines.map((l) => l.hoursAgo));
    await db
      .update(chatRooms)
      .set({ lastMessageAt: at(newest) })
      .where(eq(chatRooms.id, room.id));
    // Everyone has read the room's history.
    const [last] = await db
      .select({ seq: chatMessages.seq })
      .from(chatMessages)
      .where(eq(chatMessages.chatRoomId, room.id))
      .orderBy(desc(chatMessages.seq))
      .limit(1);
    for (const userId of room.members) await services.chat.markRead(asMember(userId), room.id, String(last!.seq));
  }
  await db.update(processes).set({ createdAt, updatedAt: startedAt }).where(eq(processes.id, processId));
  await db
    .update(notifications)
    .set({ createdAt: startedAt, seenAt: startedAt })
    .where(eq(notifications.entityId, processId));
}
