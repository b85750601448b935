import {
  attractionProcessSchema,
  challengeInputSchema,
  shiftDay,
  todayInAppTimeZone,
  type AttractionProcessInput,
  type ChallengeMessage,
} from '@enlaza/contract';
import { arrayContains, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { challenges, clients, notifications, processes, users } from '../schema';
import { DEMO_CLIENT_NAME, ensureDemoPeople } from './demo';
import { inviteDemoPeople } from './participants';
import { demoPeople } from './people';
import { santiagoTime } from './processes';
import { seedServices } from './services';

export const DEMO_ATTRACTION_NAME = 'Compañía Demo - Atracción de talentos 2026';

/** The library's demo challenges (spec 001 §3 "Challenge"): a title and the messages sent to the groups. */
export const demoChallenges: Array<{ title: string; messages: ChallengeMessage[] }> = [
  {
    title: 'Desafío: la energía del futuro',
    messages: [
      {
        title: 'Bienvenida al desafío',
        text:
          'Esta semana su grupo imaginará cómo una empresa de energía puede llevar electricidad limpia a una comuna ' +
          'rural de la Región de Coquimbo. Preséntense y cuenten qué les motiva de este tema.',
      },
      {
        title: 'Investiga y propone',
        text:
          'Busquen un caso real de energía solar o eólica en Chile y compártanlo en el chat. ¿Qué problema resolvió ' +
          'y qué harían distinto?',
      },
      {
        title: 'Pitch final',
        text:
          'Armen una propuesta de tres ideas concretas y elijan una. Su tutor o tutora les dará feedback antes del ' +
          'cierre del proceso.',
      },
    ],
  },
  {
    title: 'Desafío: banca digital para todas',
    messages: [
      {
        title: 'Conozcámonos',
        text:
          'Cuéntenle al grupo qué aplicación bancaria usan y qué cambiarían de ella. Su tutor o tutora comparte ' +
          'cómo se diseña un producto digital en su empresa.',
      },
      {
        title: 'El cliente al centro',
        text:
          'Entrevisten a una persona mayor de su familia sobre cómo paga sus cuentas y resuman en el chat lo que ' +
          'más le cuesta.',
      },
    ],
  },
];

const newPeople = demoPeople.attractionPeople;

const TUTORS = [
  'carolina.rojas@enlaza.test',
  'andres.munoz@enlaza.test',
  ...newPeople.filter((p) => p.role === 'MENTOR').map((p) => p.email),
];
const STUDENTS = [
  'sofia.diaz@enlaza.test',
  'tomas.silva@enlaza.test',
  'martina.fuentes@enlaza.test',
  'josefa.morales@enlaza.test',
  'ignacia.reyes@enlaza.test',
  'antonia.herrera@enlaza.test',
  ...newPeople.filter((p) => p.role === 'STUDENT').map((p) => p.email),
];

/**
 * The demo's talent attraction: two challenges in the library (through the challenges service) and one attraction
 * process of the demo client in pre-kickoff, with 3 tutors and 9 students (the mentoring demo's extra people and a few
 * more) who all confirmed, so its groups can be built in the demo; made through the services the attraction wizard
 * calls. Runs after the mentoring processes (whose people it reuses); does nothing when an attraction process already
 * exists.
 */
export async function seedDemoAttraction(db: Database, today: string = todayInAppTimeZone()): Promise<void> {
  if ((await db.$count(challenges)) === 0) {
    const { challenges: library } = seedServices(db);
    for (const challenge of demoChallenges) await library.create(challengeInputSchema.parse(challenge));
  }
  if ((await db.$count(processes, arrayContains(processes.serviceTypes, ['ATTRACTION']))) > 0) return;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT_NAME));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@enlaza.test'));
  const [challenge] = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(eq(challenges.title, demoChallenges[0]!.title));
  if (!client || !owner || !challenge) return;

  await ensureDemoPeople(newPeople, db);
  // The attraction wizard as the admin goes through it: the process, its tutors and students added by email and
  // invited (all of them confirm), the challenge's launch in its calendar; then 'Pre-kickoff'.
  const start = shiftDay(today, 7);
  const { processesAsOf, eventsAsOf } = seedServices(db);
  const general: AttractionProcessInput = {
    name: DEMO_ATTRACTION_NAME,
    clientId: client.id,
    challengeId: challenge.id,
    estimatedStartDate: start,
    estimatedEndDate: shiftDay(start, 61),
    ownerId: owner.id,
  };
  const { processId } = await processesAsOf(new Date()).createAttraction(attractionProcessSchema.parse(general));
  await inviteDemoPeople(
    db,
    processId,
    [...TUTORS, ...STUDENTS].map((email) => ({ email, answer: 'APPROVED' as const })),
  );
  await eventsAsOf(new Date()).create(processId, {
    name: 'Lanzamiento del desafío',
    roles: [],
    eventDate: santiagoTime(shiftDay(today, 8), 18).toISOString(),
  });
  await processesAsOf(new Date()).transition(processId, 'kickoff');
  // Listed after the mentoring demo processes (most recently updated first), which other journeys open first; its
  // invitations and answers are history, seen then.
  const aWhileAgo = new Date(Date.now() - 3_600_000);
  await db.update(processes).set({ updatedAt: aWhileAgo }).where(eq(processes.id, processId));
  await db
    .update(notifications)
    .set({ createdAt: aWhileAgo, seenAt: aWhileAgo })
    .where(eq(notifications.entityId, processId));
}
