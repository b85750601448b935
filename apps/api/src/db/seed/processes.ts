import { todayInAppTimeZone, type InvitationStatus, type ProcessStatus } from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import {
  campuses,
  clients,
  mdis,
  mentorships,
  processCampuses,
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
    ungrouped: true,
    start: -52,
    end: 40,
    started: true,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
  },
  {
    name: `${DEMO_CLIENT_NAME} - Mentoría Primer Semestre - 2026`,
    status: 'FINALIZED',
    ungrouped: true,
    start: -265,
    end: -115,
    started: true,
    finished: true,
    mentor: 'APPROVED',
    mentee: 'APPROVED',
  },
];

/**
 * Spec 001: one demo process of the demo client in each status, using the demo library (guide, MDI, session
 * feedback, campuses), coordinated by the demo admin, with the demo mentor and mentee as participants. Idempotent:
 * does nothing once any process exists.
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

  await db.transaction(async (tx) => {
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
          // The list shows them in this order (most recently updated first).
          updatedAt: new Date(Date.now() - index * 60_000),
        })
        .returning({ id: processes.id });
      const campusIds = campusRows.map((c) => c.id);
      if (campusIds.length) {
        await tx.insert(processCampuses).values(campusIds.map((campusId) => ({ processId: row!.id, campusId })));
      }
      await tx.insert(processParticipants).values([
        {
          processId: row!.id,
          userId: mentorId,
          role: 'MENTOR' as const,
          invitationStatus: demo.mentor,
          invitationMailCount: 1,
          campusId: mentorCampus,
        },
        {
          processId: row!.id,
          userId: menteeId,
          role: 'STUDENT' as const,
          invitationStatus: demo.mentee,
          invitationMailCount: 1,
          campusId: studentCampus,
        },
      ]);
    }
  });
}
