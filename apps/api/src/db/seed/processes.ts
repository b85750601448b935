import {
  todayInAppTimeZone,
  type InvitationStatus,
  type ParticipantRole,
  type ProcessStatus,
  type SessionDateRange,
  type SessionStatus,
} from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import {
  campuses,
  clients,
  eventAttendances,
  mdis,
  mentorships,
  mentorshipSessions,
  pairs,
  pairSessions,
  processCampuses,
  processEvents,
  processes,
  processParticipants,
  questionaryBundles,
  users,
} from '../schema';
import { DEMO_CLIENT_NAME } from './demo';
import { DEMO_MENTOR_CAMPUS_TITLE, DEMO_STUDENT_CAMPUS_TITLE } from './library/campus';
import { DEMO_GUIDE_NAME } from './library/guides';
import { DEMO_FEEDBACK_BUNDLE_NAME, DEMO_MDI_NAME } from './library/measurements';

const OWNER_EMAIL = 'admin@enlaza.test';
const MENTOR_EMAIL = 'mentora@enlaza.test';
const MENTEE_EMAIL = 'mentee@enlaza.test';

/** More demo people, paired among themselves in the process in progress (no password: they never sign in). */
const extraPeople: { email: string; name: string; lastName: string; role: ParticipantRole }[] = [
  { email: 'carolina.rojas@enlaza.test', name: 'Carolina', lastName: 'Rojas', role: 'MENTOR' },
  { email: 'andres.munoz@enlaza.test', name: 'Andrés', lastName: 'Muñoz', role: 'MENTOR' },
  { email: 'sofia.diaz@enlaza.test', name: 'Sofía', lastName: 'Díaz', role: 'STUDENT' },
  { email: 'tomas.silva@enlaza.test', name: 'Tomás', lastName: 'Silva', role: 'STUDENT' },
];

const TIME_ZONE = 'America/Santiago';

/** The instant when it is `hour`:`minute` of `day` (YYYY-MM-DD) in America/Santiago. */
export function santiagoTime(day: string, hour: number, minute = 0): Date {
  const wanted = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hour, minute);
  // The zone's offset at about that instant (Chile changes it twice a year; a second pass settles the edge).
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: TIME_ZONE,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
    instant += wanted - local;
  }
  return new Date(instant);
}

/** YYYY-MM-DD plus `days` (negative: earlier). */
function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface DemoProcess {
  name: string;
  status: ProcessStatus;
  ungrouped: boolean;
  /** Days from today. */
  start: number;
  end: number;
  started?: boolean;
  finished?: boolean;
  mentor: InvitationStatus;
  mentee: InvitationStatus;
  /** A living programme: the demo mentor and mentee paired, more pairs, sessions in several states, events. */
  living?: boolean;
  /** Paired, every session held. */
  allSessionsHeld?: boolean;
}

const demoProcesses: DemoProcess[] = [
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría - 2026`,
    status: 'DRAFT',
    ungrouped: false,
    start: 9,
    end: 100,
    mentor: 'APPROVED',
    mentee: 'PENDING',
  },
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría Líderes - 2026`,
    status: 'KICKOFF',
    ungrouped: true,
    start: 2,
    end: 93,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
  },
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría Talento - 2026`,
    status: 'IN_PROGRESS',
    ungrouped: false,
    start: -52,
    end: 40,
    started: true,
    living: true,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
  },
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría Primer Semestre - 2026`,
    status: 'FINALIZED',
    ungrouped: false,
    start: -265,
    end: -115,
    started: true,
    finished: true,
    allSessionsHeld: true,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
  },
];

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DemoSession {
  status: SessionStatus;
  scheduleDate?: Date;
}

async function insertPair(
  tx: Transaction,
  processId: string,
  mentorId: string,
  studentId: string,
  sessions: DemoSession[],
  affinity: number,
) {
  const [pair] = await tx.insert(pairs).values({ processId, mentorId, studentId, affinity }).returning();
  await tx.insert(pairSessions).values(
    sessions.map((session, index) => ({
      pairId: pair!.id,
      sessionNumber: index + 1,
      status: session.status,
      scheduleDate: session.scheduleDate ?? null,
      completedAt: session.status === 'REALIZED' || session.status === 'COMPLETED' ? session.scheduleDate : null,
    })),
  );
}

/** Date ranges of sessions 2..n spread over the process's time, the last one ending with it. */
function spreadRanges(start: string, end: string, sessionsCount: number): SessionDateRange[] {
  const totalDays = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const step = Math.max(1, Math.floor(totalDays / sessionsCount));
  return Array.from({ length: Math.max(0, sessionsCount - 1) }, (_, i) => {
    const sessionNumber = i + 2;
    return {
      sessionNumber,
      start: shiftDate(start, step * (sessionNumber - 1)),
      end: sessionNumber === sessionsCount ? end : shiftDate(start, step * sessionNumber - 1),
    };
  });
}

/**
 * Spec 001: one demo process of the demo client in each status, using the demo library (guide, MDI, session
 * feedback, campuses), coordinated by the demo admin, with the demo mentor and mentee as participants. In the
 * process in progress they are paired (sessions held, one to confirm with 'Sesión Realizada?', one not enabled yet),
 * with two more pairs of other demo people and an event this evening (its QR works today); in the finalized one
 * they are paired with every session held. Idempotent: does nothing once any process exists.
 */
export async function seedDemoProcesses(db: Database, today: string = todayInAppTimeZone()): Promise<void> {
  if ((await db.$count(processes)) > 0) return;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT_NAME));
  const [guide] = await db
    .select({ id: mentorships.id })
    .from(mentorships)
    .where(eq(mentorships.name, DEMO_GUIDE_NAME));
  const [mdi] = await db.select({ id: mdis.id }).from(mdis).where(eq(mdis.name, DEMO_MDI_NAME));
  const [bundle] = await db
    .select({ id: questionaryBundles.id })
    .from(questionaryBundles)
    .where(eq(questionaryBundles.name, DEMO_FEEDBACK_BUNDLE_NAME));
  const campusRows = await db
    .select({ id: campuses.id, title: campuses.title })
    .from(campuses)
    .where(inArray(campuses.title, [DEMO_STUDENT_CAMPUS_TITLE, DEMO_MENTOR_CAMPUS_TITLE]));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [OWNER_EMAIL, MENTOR_EMAIL, MENTEE_EMAIL]));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const ownerId = idOf(OWNER_EMAIL);
  const mentorId = idOf(MENTOR_EMAIL);
  const menteeId = idOf(MENTEE_EMAIL);
  // Without the demo client, accounts or library there is nothing sensible to seed.
  if (!client || !guide || !ownerId || !mentorId || !menteeId) return;
  const studentCampus = campusRows.find((c) => c.title === DEMO_STUDENT_CAMPUS_TITLE)?.id ?? null;
  const mentorCampus = campusRows.find((c) => c.title === DEMO_MENTOR_CAMPUS_TITLE)?.id ?? null;
  const sessionsCount = Math.max(1, await db.$count(mentorshipSessions, eq(mentorshipSessions.mentorshipId, guide.id)));
  const campusOf = (role: ParticipantRole) => (role === 'MENTOR' ? mentorCampus : studentCampus);

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        extraPeople.map((p) => ({
          email: p.email,
          name: p.name,
          lastName: p.lastName,
          roles: ['USER' as const],
          country: 'Chile',
          mentorshipInfo:
            p.role === 'MENTOR' ? { mentorType: 'INTERNAL' as const, mentorStatus: 'ACTIVE' as const } : null,
        })),
      )
      .onConflictDoNothing({ target: users.email });
    const extras = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          extraPeople.map((p) => p.email),
        ),
      );
    const extraId = (email: string) => extras.find((e) => e.email === email)!.id;

    for (const [index, demo] of demoProcesses.entries()) {
      const startDate = shiftDate(today, demo.start);
      const endDate = shiftDate(today, demo.end);
      const [row] = await tx
        .insert(processes)
        .values({
          name: demo.name,
          status: demo.status,
          serviceTypes: ['MENTORING'],
          clientId: client.id,
          ownerId,
          estimatedStartDate: startDate,
          estimatedEndDate: endDate,
          startDate: demo.started ? new Date(`${startDate}T12:00:00Z`) : null,
          endDate: demo.finished ? new Date(`${endDate}T12:00:00Z`) : null,
          mentorshipId: guide.id,
          mdiId: mdi?.id ?? null,
          sessionsFeedbackBundleId: bundle?.id ?? null,
          ungrouped: demo.ungrouped,
          sessionsDateRanges: demo.started ? spreadRanges(startDate, endDate, sessionsCount) : [],
          // The list shows them in this order (most recently updated first).
          updatedAt: new Date(Date.now() - index * 60_000),
        })
        .returning({ id: processes.id });
      const processId = row!.id;
      const campusIds = campusRows.map((c) => c.id);
      if (campusIds.length) {
        await tx.insert(processCampuses).values(campusIds.map((campusId) => ({ processId, campusId })));
      }
      await tx.insert(processParticipants).values([
        {
          processId,
          userId: mentorId,
          role: 'MENTOR' as const,
          invitationStatus: demo.mentor,
          invitationMailCount: 1,
          campusId: mentorCampus,
        },
        {
          processId,
          userId: menteeId,
          role: 'STUDENT' as const,
          invitationStatus: demo.mentee,
          invitationMailCount: 1,
          campusId: studentCampus,
        },
      ]);

      const evening = (days: number, hour = 19) => santiagoTime(shiftDate(today, days), hour);
      const sessionsOf = (states: DemoSession[]) =>
        Array.from({ length: sessionsCount }, (_, i) => states[i] ?? { status: 'PENDING_NO_DATE' as const });

      if (demo.allSessionsHeld) {
        await insertPair(
          tx,
          processId,
          mentorId,
          menteeId,
          Array.from({ length: sessionsCount }, (_, i) => ({
            status: 'COMPLETED' as const,
            scheduleDate: evening(demo.start + 10 + i * 30, 18),
          })),
          88,
        );
      }

      if (demo.living) {
        await tx.insert(processParticipants).values(
          extraPeople.map((p) => ({
            processId,
            userId: extraId(p.email),
            role: p.role,
            invitationStatus: 'APPROVED' as const,
            invitationMailCount: 1,
            campusId: campusOf(p.role),
          })),
        );
        // The demo pair: two sessions held, the third past its date and waiting for 'Sesión Realizada?'.
        await insertPair(
          tx,
          processId,
          mentorId,
          menteeId,
          sessionsOf([
            { status: 'COMPLETED', scheduleDate: evening(-40, 18) },
            { status: 'REALIZED', scheduleDate: evening(-18, 18) },
            { status: 'PENDING_AND_SCHEDULED', scheduleDate: evening(-1, 18) },
          ]),
          91,
        );
        await insertPair(
          tx,
          processId,
          extraId('carolina.rojas@enlaza.test'),
          extraId('sofia.diaz@enlaza.test'),
          sessionsOf([
            { status: 'COMPLETED', scheduleDate: evening(-35, 17) },
            { status: 'PENDING_AND_SCHEDULED', scheduleDate: evening(3, 17) },
          ]),
          84,
        );
        await insertPair(
          tx,
          processId,
          extraId('andres.munoz@enlaza.test'),
          extraId('tomas.silva@enlaza.test'),
          sessionsOf([{ status: 'REALIZED', scheduleDate: evening(-30, 9) }]),
          79,
        );
        const [kickoff] = await tx
          .insert(processEvents)
          .values({ processId, name: 'Kickoff del programa', roles: [], eventDate: evening(demo.start + 1, 18) })
          .returning({ id: processEvents.id });
        await tx.insert(eventAttendances).values([
          { eventId: kickoff!.id, userId: mentorId },
          { eventId: kickoff!.id, userId: menteeId },
        ]);
        await tx.insert(processEvents).values([
          { processId, name: 'Taller de mentoras', roles: ['MENTOR'], eventDate: evening(-20, 18) },
          // Today in the evening, for everyone: its QR page accepts attendance today.
          { processId, name: 'Encuentro de networking', roles: ['MENTOR', 'STUDENT'], eventDate: evening(0, 19) },
          { processId, name: 'Ceremonia de cierre', roles: [], eventDate: evening(demo.end - 1, 18) },
        ]);
      }
    }
  });
}
