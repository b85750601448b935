import { challengeInputSchema } from '@enlaza/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  attractionGroupStudents,
  attractionGroups,
  challengesSent,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  clients,
  processParticipants,
  processes,
  users,
} from '../schema';
import { DEMO_CLIENT_NAME, DEMO_PASSWORD, ensureDemoPeople } from './demo';
import { demoPeople } from './people';
import { seedServices } from './services';

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
 * Its dates sit before the mentoring processes', so lists ordered by recent change keep those first.
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

  await db.transaction(async (tx) => {
    const challenge = await seedServices(tx).challenges.create(challengeInputSchema.parse(LIBRARY_CHALLENGE));
    const [process] = await tx
      .insert(processes)
      .values({
        name: DEMO_ATTRACTION_IN_PROGRESS_NAME,
        challengeId: challenge.challengeId,
        status: 'IN_PROGRESS',
        serviceTypes: ['ATTRACTION'],
        clientId: client.id,
        ownerId: owner.id,
        estimatedStartDate: day(-30),
        estimatedEndDate: day(60),
        startDate: new Date(now.getTime() - 30 * DAY),
        createdAt: new Date(now.getTime() - 45 * DAY),
        updatedAt: new Date(now.getTime() - 30 * DAY),
      })
      .returning({ id: processes.id });
    const processId = process!.id;
    await tx.insert(processParticipants).values([
      ...DEMO_ATTRACTION_PEOPLE.tutors.map((p) => ({
        processId,
        userId: idOf(p.email),
        role: 'MENTOR' as const,
        invitationStatus: 'APPROVED' as const,
      })),
      ...DEMO_ATTRACTION_PEOPLE.students.map((p) => ({
        processId,
        userId: idOf(p.email),
        role: 'STUDENT' as const,
        invitationStatus: 'APPROVED' as const,
      })),
    ]);
    const groups = await tx
      .insert(attractionGroups)
      .values(DEMO_ATTRACTION_PEOPLE.tutors.map((t, i) => ({ processId, mentorId: idOf(t.email), colorIndex: i })))
      .returning({ id: attractionGroups.id, mentorId: attractionGroups.mentorId });
    await tx.insert(attractionGroupStudents).values(
      DEMO_ATTRACTION_PEOPLE.students.map((s) => ({
        groupId: groups[s.group]!.id,
        processId,
        userId: idOf(s.email),
      })),
    );
    await tx
      .insert(challengesSent)
      .values({ processId, ...CHALLENGE, challengeId: challenge.challengeId, sentById: owner.id, sentAt: at(24) });

    for (const [index, group] of groups.entries()) {
      const studentIds = DEMO_ATTRACTION_PEOPLE.students.filter((s) => s.group === index).map((s) => idOf(s.email));
      const [room] = await tx
        .insert(chatRooms)
        .values({ processId, kind: 'GROUP', groupId: group.id, lastMessageAt: at(index === 0 ? 3 : 24) })
        .returning({ id: chatRooms.id });
      await tx
        .insert(chatRoomMembers)
        .values([group.mentorId, ...studentIds].map((userId) => ({ chatRoomId: room!.id, userId })));
      const lines =
        index === 0 ? groupConversation : groupConversation.filter((line) => line.hoursAgo > 60).slice(0, 1);
      await tx.insert(chatMessages).values([
        ...lines
          .filter((line) => line.hoursAgo > 24)
          .map((line) => ({
            chatRoomId: room!.id,
            sentById: line.by === 'tutor' ? group.mentorId : studentIds[line.by]!,
            text: index === 0 ? line.text : line.text.replace('Paula', 'Diego').replace('tutora', 'tutor'),
            createdAt: at(line.hoursAgo),
          })),
        {
          chatRoomId: room!.id,
          sentById: owner.id,
          kind: 'CHALLENGE' as const,
          text: `${CHALLENGE.title}\n${CHALLENGE.text}`,
          createdAt: at(24),
        },
        ...lines
          .filter((line) => line.hoursAgo < 24)
          .map((line) => ({
            chatRoomId: room!.id,
            sentById: line.by === 'tutor' ? group.mentorId : studentIds[line.by]!,
            text: line.text,
            createdAt: at(line.hoursAgo),
          })),
      ]);
      // Everyone has read the room's history.
      await tx
        .update(chatRoomMembers)
        .set({
          lastReadSeq: sql`(select coalesce(max(seq), 0) from chat_messages where chat_room_id = ${room!.id})`,
        })
        .where(eq(chatRoomMembers.chatRoomId, room!.id));
    }
  });
}
