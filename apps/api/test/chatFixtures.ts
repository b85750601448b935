import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { attractionGroupStudents, attractionGroups } from '../src/db/schema';
import {
  createChatRoom,
  createClient,
  createPair,
  createParticipant,
  createProcess,
  signIn,
  unique,
  type TestSession,
} from './factories';

export interface ChatPersonFixture {
  id: string;
  email: string;
  name: string;
  session: TestSession;
}

/** A client for the chat's processes. */
export async function chatClient(db: Database): Promise<string> {
  return (await createClient(db, { name: `Cliente chat ${unique()}` })).id;
}

async function participant(
  app: FastifyInstance,
  db: Database,
  processId: string,
  role: 'MENTOR' | 'STUDENT',
  name: string,
): Promise<ChatPersonFixture> {
  const user = await createParticipant(db, { processId, role, user: { name } });
  return { id: user.id, email: user.email, name, session: await signIn(app, user.email) };
}

/** A mentoring process in progress with one pair (its chat room opens on first use). */
export async function pairedProcess(app: FastifyInstance, db: Database, clientId: string) {
  const process = await createProcess(db, { name: `Mentoría ${unique()}`, status: 'IN_PROGRESS', clientId });
  const mentor = await participant(app, db, process.id, 'MENTOR', 'Marta');
  const student = await participant(app, db, process.id, 'STUDENT', 'Pedro');
  const { sessions: _sessions, ...pair } = await createPair(db, {
    processId: process.id,
    mentorId: mentor.id,
    studentId: student.id,
  });
  return { process, pair, mentor, student };
}

/** A networking process in progress with two mentees whose match chat an admin enabled. */
export async function chatMatchFixture(app: FastifyInstance, db: Database, clientId: string) {
  const process = await createProcess(db, {
    name: `Networking ${unique()}`,
    status: 'IN_PROGRESS',
    serviceTypes: ['NETWORKING'],
    clientId,
  });
  const first = await participant(app, db, process.id, 'STUDENT', 'Ana');
  const second = await participant(app, db, process.id, 'STUDENT', 'Berta');
  const room = await createChatRoom(db, { processId: process.id, kind: 'MATCH', members: [first.id, second.id] });
  return { process, chatRoomId: room.id, first, second };
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
  const process = await createProcess(db, {
    name: `Atracción ${unique()}`,
    status,
    serviceTypes: ['ATTRACTION'],
    clientId,
  });
  const processId = process.id;
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
  return { process, groupA: groupA!, groupB: groupB!, tamara, tomas, ana, berta, carla };
}
