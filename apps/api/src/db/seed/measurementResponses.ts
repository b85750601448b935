import { OTHER_OPTION_ID, type AnswerItem, type MdiSubType, type ProcessStatus } from '@enlaza/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import {
  mdiMeasurements,
  processes,
  processMeasurementSends,
  questionaryInvitations,
  questions,
  users,
} from '../schema';
import { answerAsThemselves } from './answering';
import { seedServices } from './services';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoSend {
  subType: MdiSubType;
  /** When it went out, from the process's dates. */
  sentAt: (dates: { start: Date; end: Date }) => Date;
  /** Who answered it, by email: everyone else has it pending. */
  answeredBy: readonly string[];
}

const DEMO_MENTOR = 'mentora@enlaza.test';
const DEMO_MENTEE = 'mentee@enlaza.test';

/**
 * The measurements the demo processes have sent, and who answered: the pre-kickoff one sent its baseline yesterday
 * and few answered yet (red), the one in progress sent it before starting and most answered (green), the finalized
 * one answered its baseline and half its closing measurement. The demo mentee has nothing left to answer; the demo
 * mentor has the finalized process's closing measurement pending.
 */
const demoSends: Partial<Record<ProcessStatus, DemoSend[]>> = {
  KICKOFF: [
    {
      subType: 'BASELINE',
      sentAt: ({ start }) => new Date(start.getTime() - 3 * DAY),
      answeredBy: [DEMO_MENTOR, DEMO_MENTEE],
    },
  ],
  IN_PROGRESS: [
    {
      subType: 'BASELINE',
      sentAt: ({ start }) => new Date(start.getTime() - 3 * DAY),
      answeredBy: [DEMO_MENTOR, DEMO_MENTEE, 'carolina.rojas@enlaza.test', 'sofia.diaz@enlaza.test'],
    },
  ],
  FINALIZED: [
    {
      subType: 'BASELINE',
      sentAt: ({ start }) => new Date(start.getTime() - 3 * DAY),
      answeredBy: [DEMO_MENTOR, DEMO_MENTEE],
    },
    { subType: 'POST_PROCESS', sentAt: ({ end }) => end, answeredBy: [DEMO_MENTEE] },
  ],
};

type QuestionRow = typeof questions.$inferSelect;

const demoTexts = [
  'Quiero ganar seguridad para liderar mi equipo y negociar mejor mis condiciones.',
  'Aprender de la experiencia de alguien que ya recorrió el camino que quiero seguir.',
  'Ordenar mis prioridades y preparar mi próximo paso profesional.',
  'Conocer otras áreas de la empresa y ampliar mi red de contactos.',
];

/**
 * A plausible answer of the `n`th person to a bank question, as the answering page stores it: the option's index (or
 * 'Otro' with its text), one column point per grid row, a rating (higher after the programme) or a text.
 */
export function demoAnswer(question: QuestionRow, n: number, after: boolean) {
  switch (question.type) {
    case 'RATE': {
      const points = question.alternatives.map(Number).filter(Number.isFinite);
      const top = points.length ? Math.max(...points) : 7;
      const value = Math.min(top, Math.max(1, Math.round(top * (after ? 0.75 : 0.5)) + (n % 3) - 1));
      return { valueType: 'NUMBER', value, otherText: null };
    }
    case 'ALTERNATIVE':
      if (question.other && n % 4 === 3) {
        return { valueType: 'OPTION', value: OTHER_OPTION_ID, otherText: 'Prepararme para asumir una jefatura' };
      }
      return { valueType: 'OPTION', value: String(n % Math.max(1, question.alternatives.length)), otherText: null };
    case 'ALTERNATIVE_MULTIPLE': {
      const columns = Math.max(1, question.alternatives.length);
      const value = Object.fromEntries(
        question.alternativesMultiple.map((_, row) => [
          String(row),
          Math.min(columns, Math.max(1, (after ? columns : Math.ceil(columns / 2)) - ((n + row) % 2))),
        ]),
      );
      return { valueType: 'LIKERT', value, otherText: null };
    }
    default:
      return { valueType: 'TEXT', value: demoTexts[n % demoTexts.length]!, otherText: null };
  }
}

/** A bank question's answer as the answering page sends it: the value, and the text of 'Otro'. */
export type DemoMeasurementAnswer = (question: QuestionRow) => { value: AnswerItem['value']; otherText: string | null };

/** When someone answered a sent measurement, and how; null for whoever left it pending. */
export type DemoMeasurementAnswering = (person: { email: string; n: number }) => {
  at: Date;
  answer: DemoMeasurementAnswer;
} | null;

/**
 * One impact measurement as it went: the admin sends it on `sentAt` through the measurements service (an
 * invitation for each confirmed participant), and whoever `answering` names answered through the answering page's
 * service, as themselves, at their time. The send's time is then set as history. `n` is the person's place among
 * the invitations, by email.
 */
export async function sendDemoMeasurement(
  db: Database,
  processId: string,
  subType: MdiSubType,
  sentAt: Date,
  answering: DemoMeasurementAnswering,
): Promise<void> {
  const services = seedServices(db);
  await services.measurementsAsOf(sentAt).send(processId, subType);
  await db
    .update(processMeasurementSends)
    .set({ firstSentAt: sentAt, lastSentAt: sentAt })
    .where(and(eq(processMeasurementSends.processId, processId), eq(processMeasurementSends.subType, subType)));
  const invitations = await db
    .select({
      id: questionaryInvitations.id,
      userId: questionaryInvitations.userId,
      role: questionaryInvitations.userRole,
      email: users.email,
      measurementId: questionaryInvitations.mdiMeasurementId,
    })
    .from(questionaryInvitations)
    .innerJoin(users, eq(users.id, questionaryInvitations.userId))
    .where(
      and(
        eq(questionaryInvitations.processId, processId),
        eq(questionaryInvitations.entityType, 'MDI'),
        eq(questionaryInvitations.entitySubType, subType),
      ),
    )
    .orderBy(asc(users.email));
  if (invitations.length === 0) return;
  await db
    .update(questionaryInvitations)
    .set({ createdAt: sentAt, updatedAt: sentAt })
    .where(
      inArray(
        questionaryInvitations.id,
        invitations.map((i) => i.id),
      ),
    );
  const [measurement] = await db
    .select()
    .from(mdiMeasurements)
    .where(eq(mdiMeasurements.id, invitations[0]!.measurementId!));
  if (!measurement) return;
  const ids = [...new Set([...measurement.mentorQuestionIds, ...measurement.studentQuestionIds])];
  const bank = ids.length ? await db.select().from(questions).where(inArray(questions.id, ids)) : [];
  for (const [n, invitation] of invitations.entries()) {
    const answered = answering({ email: invitation.email, n });
    if (!answered) continue;
    const asked = invitation.role === 'MENTOR' ? measurement.mentorQuestionIds : measurement.studentQuestionIds;
    const items: AnswerItem[] = asked.flatMap((questionId) => {
      const question = bank.find((q) => q.id === questionId);
      if (!question) return [];
      const { value, otherText } = answered.answer(question);
      return [{ questionId, value, ...(otherText ? { otherAnswer: otherText } : {}) }];
    });
    await answerAsThemselves(services, db, { id: invitation.id, userId: invitation.userId! }, items, answered.at);
  }
}

/**
 * One impact measurement of a demo process, as it went (see sendDemoMeasurement): nothing when the demo process (by
 * the status it ends in) did not send it; the k-th to answer did so 4k hours after the send. Its figures fill the MDI
 * panel and each process's measurements.
 */
export async function seedDemoMeasurementSend(
  db: Database,
  process: { id: string; status: ProcessStatus },
  subType: MdiSubType,
): Promise<void> {
  const send = demoSends[process.status]?.find((s) => s.subType === subType);
  if (!send) return;
  const [p] = await db
    .select({
      mdiId: processes.mdiId,
      startDate: processes.startDate,
      estimatedStartDate: processes.estimatedStartDate,
      endDate: processes.endDate,
      estimatedEndDate: processes.estimatedEndDate,
    })
    .from(processes)
    .where(eq(processes.id, process.id));
  if (!p?.mdiId) return;
  const sentAt = send.sentAt({
    start: p.startDate ?? new Date(`${p.estimatedStartDate}T12:00:00Z`),
    end: p.endDate ?? new Date(`${p.estimatedEndDate}T12:00:00Z`),
  });
  await sendDemoMeasurement(db, process.id, subType, sentAt, ({ email, n }) => {
    const k = send.answeredBy.indexOf(email);
    if (k < 0) return null;
    return {
      at: new Date(sentAt.getTime() + (k + 1) * 4 * HOUR),
      answer: (question) => demoAnswer(question, n, subType !== 'BASELINE'),
    };
  });
}
