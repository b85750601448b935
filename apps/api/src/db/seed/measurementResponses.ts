import { defaultMdiSubType, OTHER_OPTION_ID, type MdiSubType, type ProcessStatus } from '@enlaza/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../database';
import {
  clients,
  mdiMeasurements,
  processes,
  processMeasurementSends,
  processParticipants,
  questionaryAnswers,
  questionaryInvitations,
  questionaryResponses,
  questions,
  users,
} from '../schema';
import { activeParticipant } from '../conditions';
import { DEMO_CLIENT_NAME } from './demo';

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

/**
 * Sends and answers of the demo processes' impact measurements, so the MDI panel and each process's measurements
 * show real figures: one invitation per confirmed participant for each measurement sent, and for who answered, the
 * response and its answers. Idempotent: does nothing once any process of the demo client has a measurement sent.
 */
export async function seedDemoMeasurementResponses(db: Database): Promise<void> {
  const demoProcesses = await db
    .select({
      id: processes.id,
      status: processes.status,
      mdiId: processes.mdiId,
      startDate: processes.startDate,
      estimatedStartDate: processes.estimatedStartDate,
      endDate: processes.endDate,
      estimatedEndDate: processes.estimatedEndDate,
    })
    .from(processes)
    .innerJoin(clients, eq(clients.id, processes.clientId))
    .where(and(eq(clients.name, DEMO_CLIENT_NAME), isNotNull(processes.mdiId)));
  if (demoProcesses.length === 0) return;
  const alreadySent = await db
    .select({ processId: processMeasurementSends.processId })
    .from(processMeasurementSends)
    .where(
      inArray(
        processMeasurementSends.processId,
        demoProcesses.map((p) => p.id),
      ),
    )
    .limit(1);
  if (alreadySent.length > 0) return;

  await db.transaction(async (tx) => {
    for (const p of demoProcesses) {
      const sends = demoSends[p.status];
      if (!sends) continue;
      const measurements = await tx
        .select()
        .from(mdiMeasurements)
        .where(eq(mdiMeasurements.mdiId, p.mdiId!))
        .orderBy(asc(mdiMeasurements.position));
      const people = await tx
        .select({ userId: processParticipants.userId, role: processParticipants.role, email: users.email })
        .from(processParticipants)
        .innerJoin(users, eq(users.id, processParticipants.userId))
        .where(and(eq(processParticipants.processId, p.id), activeParticipant()))
        .orderBy(asc(users.email));
      const dates = {
        start: p.startDate ?? new Date(`${p.estimatedStartDate}T12:00:00Z`),
        end: p.endDate ?? new Date(`${p.estimatedEndDate}T12:00:00Z`),
      };
      for (const send of sends) {
        const measurement = measurements.find((m) => (m.subType ?? defaultMdiSubType(m.position)) === send.subType);
        if (!measurement || people.length === 0) continue;
        const sentAt = send.sentAt(dates);
        await tx
          .insert(processMeasurementSends)
          .values({ processId: p.id, subType: send.subType, firstSentAt: sentAt, lastSentAt: sentAt });
        const ids = [...new Set([...measurement.mentorQuestionIds, ...measurement.studentQuestionIds])];
        const bank = ids.length ? await tx.select().from(questions).where(inArray(questions.id, ids)) : [];
        for (const [n, person] of people.entries()) {
          // The k-th to answer did so 4k hours after the send (all within the day the baseline went out yesterday).
          const k = send.answeredBy.indexOf(person.email);
          const answered = k >= 0;
          const completedAt = answered ? new Date(sentAt.getTime() + (k + 1) * 4 * HOUR) : null;
          const [invitation] = await tx
            .insert(questionaryInvitations)
            .values({
              processId: p.id,
              userId: person.userId,
              userRole: person.role,
              entityType: 'MDI',
              entitySubType: send.subType,
              mdiMeasurementId: measurement.id,
              status: answered ? 'COMPLETED' : 'SENT',
              completedAt,
              createdAt: sentAt,
              updatedAt: completedAt ?? sentAt,
            })
            .returning({ id: questionaryInvitations.id });
          if (!completedAt) continue;
          const [response] = await tx
            .insert(questionaryResponses)
            .values({
              invitationId: invitation!.id,
              userId: person.userId,
              submittedAt: completedAt,
              createdAt: completedAt,
              updatedAt: completedAt,
            })
            .returning({ id: questionaryResponses.id });
          const asked = person.role === 'MENTOR' ? measurement.mentorQuestionIds : measurement.studentQuestionIds;
          const answers = asked.flatMap((questionId) => {
            const question = bank.find((q) => q.id === questionId);
            if (!question) return [];
            const answer = demoAnswer(question, n, send.subType !== 'BASELINE');
            return [{ responseId: response!.id, questionId, ...answer }];
          });
          if (answers.length) await tx.insert(questionaryAnswers).values(answers);
        }
      }
    }
  });
}
