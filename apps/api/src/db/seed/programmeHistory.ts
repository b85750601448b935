import {
  defaultMdiSubType,
  processGeneralSchema,
  shiftDay,
  type MdiSubType,
  type ProcessGeneralInput,
} from '@enlaza/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { clients, mdiMeasurements, mentorshipSessions, notifications, processes, type questions } from '../schema';
import { DEMO_CLIENT_NAME, ensureDemoClient, ensureDemoPeople } from './demo';
import { demoAnswer, sendDemoMeasurement } from './measurementResponses';
import { addDemoPairs, playDemoSessions, type DemoPair } from './pairs';
import { inviteDemoPeople } from './participants';
import { demoPeople } from './people';
import { dateProcessNews, santiagoTime } from './processes';
import { seedServices } from './services';

export const HISTORY_CLIENT_NAME = 'Andes Minería';
export const HISTORY_PROCESS_NAME = `${HISTORY_CLIENT_NAME} - Mentoría Líderes - 2025`;
/** The demo process whose guide, MDI and session feedback the year-old programme followed too. */
const TEMPLATE_PROCESS = `${DEMO_CLIENT_NAME} - Mentoría Talento - 2026`;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = '2025-03-03';
const END = '2025-07-31';

const { history } = demoPeople;

/** Who answered each measurement, by position in the cohort (mentees 0-7, then mentors 8-15). */
const answeredBy: Partial<Record<MdiSubType, (n: number) => boolean>> = {
  BASELINE: (n) => n !== 6 && n !== 13,
  POST_PROCESS: (n) => n % 4 !== 3,
  POST_PROCESS_SIX_MONTH: (n) => n % 2 === 0,
};
/** Points each person's rating moved after the programme: most went up, some stayed, one went down. */
const gains = [2, 3, 1, 0, 2, 4, 1, -1, 1, 2, 0, 1, 2, 1, 3, 1];

/** A rating that reflects the person: her own starting point, and her gain in the later measurements. */
function historyAnswer(question: typeof questions.$inferSelect, n: number, subType: MdiSubType) {
  if (question.type !== 'RATE') return demoAnswer(question, n, subType !== 'BASELINE');
  const points = question.alternatives.map(Number).filter(Number.isFinite);
  const low = points.length ? Math.min(...points) : 1;
  const top = points.length ? Math.max(...points) : 7;
  const start = Math.round(low + (top - low) * 0.35) + (n % 3) - 1;
  const gain = subType === 'BASELINE' ? 0 : gains[n % gains.length]! + (subType === 'POST_PROCESS' ? 0 : 1);
  return { valueType: 'NUMBER', value: Math.min(top, Math.max(low, start + gain)), otherText: null };
}

/**
 * A year-old programme of a second client, on the second brand: eight pairs that held every session and evaluated
 * them, and an impact measurement answered before, after and six months later. It gives the reports a cohort whose
 * change from the baseline can be estimated, another client and brand to filter by, and figures the demo company
 * admin (of the first client) must never see. Made as it happened, through the services on its days: the admin
 * creates the client and imports its people (each fills in her profile), creates the process with the demo's guide,
 * MDI and session feedback, invites them (each accepts, choosing the demo password), pairs them in pre-kickoff and
 * sends the baseline; it starts, the pairs schedule, hold and evaluate their sessions two weeks apart (one mentee in
 * four did not evaluate the third), the closing measurement goes out, it is finalized (its certificates issued) and
 * six months later the follow-up goes out. Idempotent: does nothing once the programme exists, or when the demo
 * process whose library it follows is missing.
 */
export async function seedDemoProgrammeHistory(db: Database): Promise<void> {
  if ((await db.$count(processes, eq(processes.name, HISTORY_PROCESS_NAME))) > 0) return;
  const [template] = await db.select().from(processes).where(eq(processes.name, TEMPLATE_PROCESS));
  if (!template?.mdiId || !template.mentorshipId || !template.sessionsFeedbackBundleId || !template.ownerId) return;
  const services = seedServices(db);
  const sessionsCount = await db.$count(mentorshipSessions, eq(mentorshipSessions.mentorshipId, template.mentorshipId));
  const measurements = await db
    .select({ position: mdiMeasurements.position, subType: mdiMeasurements.subType })
    .from(mdiMeasurements)
    .where(eq(mdiMeasurements.mdiId, template.mdiId))
    .orderBy(asc(mdiMeasurements.position));

  const clientId = await ensureDemoClient(history.client, db, services);
  // The client came a month and a half before the programme: its creation, and the admins' news of it, are history.
  const joinedAt = santiagoTime(shiftDay(START, -45), 10);
  await db.update(clients).set({ createdAt: joinedAt, updatedAt: joinedAt }).where(eq(clients.id, clientId));
  await db
    .update(notifications)
    .set({ createdAt: joinedAt, seenAt: joinedAt })
    .where(eq(notifications.entityId, clientId));
  await ensureDemoPeople(history.people, db, { services });
  const mentees = history.people.filter((p) => p.role === 'STUDENT');
  const mentors = history.people.filter((p) => p.role === 'MENTOR');
  const cohort = [...mentees, ...mentors];
  const placeOf = new Map(cohort.map((p, n) => [p.email, n]));

  const { processId } = await services.processesAsOf(santiagoTime(shiftDay(START, -30), 10)).create(
    processGeneralSchema.parse({
      name: HISTORY_PROCESS_NAME,
      fantasyName: 'Líderes Andinas',
      clientId,
      serviceTypes: ['MENTORING'],
      mentorshipId: template.mentorshipId,
      mdiId: template.mdiId,
      sessionsFeedbackBundleId: template.sessionsFeedbackBundleId,
      estimatedStartDate: START,
      estimatedEndDate: END,
      ownerId: template.ownerId,
      isMentorup: true,
    } satisfies ProcessGeneralInput),
  );
  await inviteDemoPeople(
    db,
    processId,
    cohort.map((p) => ({ email: p.email, answer: 'APPROVED' as const })),
  );
  await services.processesAsOf(santiagoTime(shiftDay(START, -10), 10)).transition(processId, 'kickoff');

  // Eight pairs, the i-th mentee with the i-th mentor; sessions two weeks apart, every one held.
  const demoPairs: DemoPair[] = mentees.map((mentee, i) => ({
    mentorEmail: mentors[i]!.email,
    menteeEmail: mentee.email,
    sessions: Array.from({ length: sessionsCount }, (_, s) => ({
      status: s === 2 && i % 4 === 3 ? ('REALIZED' as const) : ('COMPLETED' as const),
      scheduleDate: santiagoTime(shiftDay(START, (s + 1) * 14 - 7), 18),
    })),
  }));
  await addDemoPairs(db, processId, demoPairs);

  const startedAt = santiagoTime(START, 9);
  const endedAt = santiagoTime(END, 18);
  // The impact measurement: before the start, at the end and six months later.
  const sentAtOf: Partial<Record<MdiSubType, Date>> = {
    BASELINE: new Date(startedAt.getTime() - 5 * DAY),
    POST_PROCESS: new Date(endedAt.getTime() - HOUR),
    POST_PROCESS_SIX_MONTH: new Date(endedAt.getTime() + 183 * DAY),
  };
  const send = async (subType: MdiSubType) => {
    const sentAt = sentAtOf[subType];
    const answers = answeredBy[subType];
    const measured = measurements.some((m) => (m.subType ?? defaultMdiSubType(m.position)) === subType);
    if (!sentAt || !answers || !measured) return;
    await sendDemoMeasurement(db, processId, subType, sentAt, ({ email }) => {
      const n = placeOf.get(email);
      if (n === undefined || !answers(n)) return null;
      return {
        at: new Date(sentAt.getTime() + (1 + (n % 5)) * DAY),
        answer: (question) => historyAnswer(question, n, subType),
      };
    });
  };
  await send('BASELINE');
  await services.processesAsOf(startedAt).transition(processId, 'start');
  await playDemoSessions(db, processId, demoPairs, startedAt);
  await send('POST_PROCESS');
  await services.processesAsOf(endedAt).transition(processId, 'finalize');
  await send('POST_PROCESS_SIX_MONTH');
  await dateProcessNews(db, processId, { invitedAt: new Date(startedAt.getTime() - 20 * DAY), startedAt });
  // Last touched when it ended: it sorts after this year's processes.
  await db.update(processes).set({ updatedAt: endedAt }).where(eq(processes.id, processId));
}
