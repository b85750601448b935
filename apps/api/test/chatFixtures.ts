import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import {
  attractionGroupStudents,
  attractionGroups,
  chatRoomMembers,
  chatRooms,
  clients,
  pairs,
  processes,
  processParticipants,
} from '../src/db/schema';
import { createUser, signIn, type TestSession } from './factories';

export interface ChatPersonFixture {
  id: string;
  email: string;
  name: string;
  session: TestSession;
}

/** A client for the chat's processes. */
export async function chatClient(db: Database): Promise<string> {
  const [client] = await db
    .insert(clients)
    .values({ name: `Cliente chat ${randomBytes(4).toString('hex')}`, rut: '76123456-0' })
    .returning({ id: clients.id });
  return client!.id;
}

async function participant(
  app: FastifyInstance,
  db: Database,
  processId: string,
  role: 'MENTOR' | 'STUDENT',
  name: string,
): Promise<ChatPersonFixture> {
  const user = await createUser(db, { name });
  await db.insert(processParticipants).values({ processId, userId: user.id, role, invitationStatus: 'APPROVED' });
  return { id: user.id, email: user.email, name, session: await signIn(app, user.email) };
}

/** A mentoring process in progress with one pair (its chat room opens on first use). */
export async function pairedProcess(app: FastifyInstance, db: Database, clientId: string) {
  const [process] = await db
    .insert(processes)
    .values({
      name: `Mentoría ${randomBytes(4).toString('hex')}`,
      status: 'IN_PROGRESS',
      serviceTypes: ['MENTORING'],
      clientId,
      estimatedStartDate: '2026-01-05',
      estimatedEndDate: '2026-04-05',
      startDate: new Date(),
    })
    .returning();
  const mentor = await participant(app, db, process!.id, 'MENTOR', 'Marta');
  const student = await participant(app, db, process!.id, 'STUDENT', 'Pedro');
  const [pair] = await db
    .insert(pairs)
    .values({ processId: process!.id, mentorId: mentor.id, studentId: student.id })
    .returning();
  return { process: process!, pair: pair!, mentor, student };
}

/** A networking process in progress with two mentees whose match chat an admin enabled. */
export async function chatMatchFixture(app: FastifyInstance, db: Database, clientId: string) {
  const [process] = await db
    .insert(processes)
    .values({
      name: `Networking ${randomBytes(4).toString('hex')}`,
      status: 'IN_PROGRESS',
      serviceTypes: ['NETWORKING'],
      clientId,
      estimatedStartDate: '2026-01-05',
      estimatedEndDate: '2026-04-05',
      startDate: new Date(),
    })
    .returning();
  const first = await participant(app, db, process!.id, 'STUDENT', 'Ana');
  const second = await participant(app, db, process!.id, 'STUDENT', 'Berta');
  const [room] = await db
    .insert(chatRooms)
    .values({ processId: process!.id, kind: 'MATCH' })
    .returning({ id: chatRooms.id });
  await db.insert(chatRoomMembers).values([
    { chatRoomId: room!.id, userId: first.id },
    { chatRoomId: room!.id, userId: second.id },
  ]);
  return { process: process!, chatRoomId: room!.id, first, second };
}

/**
 * An attraction process in progress with two groups: Tamara tutors Ana and Berta, Tomás tutors Carla. Groups are
 * rows only (whoever creates them opens no chat room: a group's room opens on first use).
 */
export async function attractionGroupsFixture(
  app: FastifyInstance,
  db: Database,
  clientId: string,
  status: 'IN_PROGRESS' | 'KICKOFF' | 'FINALIZED' = 'IN_PROGRESS',
) {
  const [process] = await db
    .insert(processes)
    .values({
      name: `Atracción ${randomBytes(4).toString('hex')}`,
      status,
      serviceTypes: ['ATTRACTION'],
      clientId,
      estimatedStartDate: '2026-01-05',
      estimatedEndDate: '2026-04-05',
      startDate: status === 'KICKOFF' ? null : new Date(),
    })
    .returning();
  const processId = process!.id;
  const tamara = await participant(app, db, processId, 'MENTOR', 'Tamara');
  const tomas = await participant(app, db, processId, 'MENTOR', 'Tomás');
  const ana = await participant(app, db, processId, 'STUDENT', 'Ana');
  const berta = await participant(app, db, processId, 'STUDENT', 'Berta');
  const carla = await participant(app, db, processId, 'STUDENT', 'Carla');
  const [groupA, groupB] = await db
    .insert(attractionGroups)
    .values([
      { processId, mentorId: tamara.id, colorIndex: 0 },
      { processId, mentorId: tomas.id, colorIndex: 1 },
    ])
    .returning();
  await db.insert(attractionGroupStudents).values([
    { groupId: groupA!.id, processId, userId: ana.id },
    { groupId: groupA!.id, processId, userId: berta.id },
    { groupId: groupB!.id, processId, userId: carla.id },
  ]);
  return { process: process!, groupA: groupA!, groupB: groupB!, tamara, tomas, ana, berta, carla };
}
