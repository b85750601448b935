import { defaultMdiSubType, questionGroupSchema, type MdiSubType } from '@enlaza/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import {
  businessPositions,
  clients,
  mdiMeasurements,
  mentorshipSessions,
  pairs,
  pairSessions,
  processes,
  processMeasurementSends,
  processParticipants,
  questionaries,
  questionaryAnswers,
  questionaryBundleItems,
  questionaryInvitations,
  questionaryResponses,
  questions,
  users,
} from '../schema';
import { DEMO_CLIENT_NAME } from './demo';
import { demoAnswer } from './measurementResponses';
import { santiagoTime } from './processes';
import { insertSessionFeedback } from './sessionFeedback';

export const HISTORY_CLIENT_NAME = 'Andes Minería';
export const HISTORY_PROCESS_NAME = `${HISTORY_CLIENT_NAME} - Mentoría Líderes - 2025`;
/** The demo process whose guide, MDI and session feedback the year-old programme followed too. */
const TEMPLATE_PROCESS = `${DEMO_CLIENT_NAME} - Mentoría Talento - 2026`;

const DAY = 24 * 60 * 60 * 1000;
const START = '2025-03-03';
const END = '2025-07-31';

const mentees = [
  ['Valentina', 'Araya', 'Supervisión de turno'],
  ['Camila', 'Fuentes', 'Mantención'],
  ['Javiera', 'Muñoz', 'Prevención de riesgos'],
  ['Antonia', 'Reyes', 'Geología'],
  ['Fernanda', 'Castillo', 'Finanzas'],
  ['Daniela', 'Pizarro', 'Operaciones mina'],
  ['Constanza', 'Vega', 'Recursos humanos'],
  ['Francisca', 'Tapia', 'Abastecimiento'],
] as const;
const mentors = [
  ['Carmen', 'Gallardo'],
  ['Patricia', 'Olivares'],
  ['Lorena', 'Sepúlveda'],
  ['Mónica', 'Cortés'],
  ['Verónica', 'Espinoza'],
  ['Claudia', 'Navarro'],
  ['Marcela', 'Bravo'],
  ['Alejandra', 'Carrasco'],
] as const;

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
 * admin (of the first client) must never see. Idempotent: does nothing once the programme exists, or when the demo
 * process it copies is missing.
 */
export async function seedDemoProgrammeHistory(db: Database): Promise<void> {
  if ((await db.$count(processes, eq(processes.name, HISTORY_PROCESS_NAME))) > 0) return;
  const [template] = await db.select().from(processes).where(eq(processes.name, TEMPLATE_PROCESS));
  if (!template?.mdiId || !template.mentorshipId || !template.sessionsFeedbackBundleId) return;
  const sessionsCount = await db.$count(mentorshipSessions, eq(mentorshipSessions.mentorshipId, template.mentorshipId));
  const measurements = await db
    .select()
    .from(mdiMeasurements)
    .where(eq(mdiMeasurements.mdiId, template.mdiId))
    .orderBy(asc(mdiMeasurements.position));
  const bankIds = [...new Set(measurements.flatMap((m) => [...m.mentorQuestionIds, ...m.studentQuestionIds]))];
  const bank = bankIds.length ? await db.select().from(questions).where(inArray(questions.id, bankIds)) : [];
  const feedbackItems = await db
    .select()
    .from(questionaryBundleItems)
    .where(eq(questionaryBundleItems.bundleId, template.sessionsFeedbackBundleId));
  const structures = new Map(
    (
      await db
        .select({ id: questionaries.id, structure: questionaries.structure })
        .from(questionaries)
        .where(
          inArray(
            questionaries.id,
            feedbackItems.map((i) => i.questionaryId),
          ),
        )
    ).map((q) => [q.id, questionGroupSchema.array().safeParse(q.structure).data ?? []]),
  );
  const [level] = await db.select().from(businessPositions).limit(1);

  await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ name: HISTORY_CLIENT_NAME, rut: '96555444-3', city: 'Antofagasta' })
      .returning();
    const people = await tx
      .insert(users)
      .values([
        ...mentees.map(([name, lastName, area], i) => ({
          email: `historia.mentee${i + 1}@enlaza.test`,
          name,
          lastName,
          roles: ['USER' as const],
          clientId: client!.id,
          gender: 'FEMALE' as const,
          company: HISTORY_CLIENT_NAME,
          businessArea: area,
          businessPositionId: level?.id ?? null,
          isMentorup: true,
        })),
        ...mentors.map(([name, lastName], i) => ({
          email: `historia.mentora${i + 1}@enlaza.test`,
          name,
          lastName,
          roles: ['USER' as const],
          gender: 'FEMALE' as const,
          mentorshipInfo: {
            mentorType: i % 3 === 0 ? ('INTERNAL' as const) : ('EXTERNAL' as const),
            mentorStatus: 'ACTIVE' as const,
          },
          isMentorup: true,
        })),
      ])
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (people.length !== mentees.length + mentors.length) return;
    const startDate = santiagoTime(START, 9);
    const endDate = santiagoTime(END, 18);
    const [process] = await tx
      .insert(processes)
      .values({
        name: HISTORY_PROCESS_NAME,
        fantasyName: 'Líderes Andinas',
        status: 'FINALIZED',
        serviceTypes: ['MENTORING'],
        clientId: client!.id,
        isMentorup: true,
        mentorshipId: template.mentorshipId,
        mdiId: template.mdiId,
        sessionsFeedbackBundleId: template.sessionsFeedbackBundleId,
        ownerId: template.ownerId,
        estimatedStartDate: START,
        estimatedEndDate: END,
        startDate,
        endDate,
        createdAt: new Date(startDate.getTime() - 30 * DAY),
        updatedAt: endDate,
      })
      .returning();
    const cohort = people.map((p, n) => ({
      ...p,
      n,
      role: n < mentees.length ? ('STUDENT' as const) : ('MENTOR' as const),
    }));
    await tx.insert(processParticipants).values(
      cohort.map((p) => ({
        processId: process!.id,
        userId: p.id,
        role: p.role,
        invitationStatus: 'APPROVED' as const,
      })),
    );

    // Eight pairs; every session held and closed, two weeks apart.
    const pairRows = await tx
      .insert(pairs)
      .values(
        mentees.map((_, i) => ({
          processId: process!.id,
          studentId: cohort[i]!.id,
          mentorId: cohort[mentees.length + i]!.id,
          affinity: 0.7 + (i % 4) * 0.05,
        })),
      )
      .returning();
    const sessionDate = (number: number) => new Date(startDate.getTime() + (number * 14 - 7) * DAY);
    await tx.insert(pairSessions).values(
      pairRows.flatMap((pair) =>
        Array.from({ length: sessionsCount }, (_, s) => ({
          pairId: pair.id,
          sessionNumber: s + 1,
          status: 'COMPLETED' as const,
          scheduleDate: sessionDate(s + 1),
          completedAt: sessionDate(s + 1),
        })),
      ),
    );

    // Each session evaluated by both (one mentee in four skipped the last one).
    const answeredSoFar = { MENTOR: 0, STUDENT: 0 };
    for (const [p, pair] of pairRows.entries()) {
      for (let session = 1; session <= sessionsCount; session++) {
        for (const role of ['STUDENT', 'MENTOR'] as const) {
          const item = feedbackItems.find((i) => i.userRole === role && i.entitySubType === String(session));
          if (!item) continue;
          const sentAt = new Date(sessionDate(session).getTime() + 2 * 60 * 60 * 1000);
          const answered = !(role === 'STUDENT' && session === sessionsCount && p % 4 === 3);
          await insertSessionFeedback(tx, {
            processId: process!.id,
            pairId: pair.id,
            userId: role === 'MENTOR' ? pair.mentorId : pair.studentId,
            role,
            sessionNumber: session,
            questionaryId: item.questionaryId,
            groups: structures.get(item.questionaryId) ?? [],
            sentAt,
            answeredAt: answered ? new Date(sentAt.getTime() + DAY) : null,
            k: answered ? answeredSoFar[role]++ : 0,
          });
        }
      }
    }

    // The impact measurement: before the start, at the end and six months later.
    const sentAtOf: Partial<Record<MdiSubType, Date>> = {
      BASELINE: new Date(startDate.getTime() - 5 * DAY),
      POST_PROCESS: endDate,
      POST_PROCESS_SIX_MONTH: new Date(endDate.getTime() + 183 * DAY),
    };
    for (const measurement of measurements) {
      const subType = (measurement.subType ?? defaultMdiSubType(measurement.position)) as MdiSubType | null;
      const sentAt = subType ? sentAtOf[subType] : undefined;
      const answers = subType ? answeredBy[subType] : undefined;
      if (!subType || !sentAt || !answers) continue;
      await tx
        .insert(processMeasurementSends)
        .values({ processId: process!.id, subType, firstSentAt: sentAt, lastSentAt: sentAt });
      for (const person of cohort) {
        const answered = answers(person.n);
        const completedAt = answered ? new Date(sentAt.getTime() + (1 + (person.n % 5)) * DAY) : null;
        const [invitation] = await tx
          .insert(questionaryInvitations)
          .values({
            processId: process!.id,
            userId: person.id,
            userRole: person.role,
            entityType: 'MDI',
            entitySubType: subType,
            mdiMeasurementId: measurement.id,
            status: answered ? 'COMPLETED' : 'SENT',
            completedAt,
            createdAt: sentAt,
            updatedAt: completedAt ?? sentAt,
          })
          .returning();
        if (!completedAt) continue;
        const [response] = await tx
          .insert(questionaryResponses)
          .values({ invitationId: invitation!.id, userId: person.id, submittedAt: completedAt })
          .returning();
        const asked = person.role === 'MENTOR' ? measurement.mentorQuestionIds : measurement.studentQuestionIds;
        const rows = asked.flatMap((questionId) => {
          const question = bank.find((q) => q.id === questionId);
          return question
            ? [{ responseId: response!.id, questionId, ...historyAnswer(question, person.n, subType) }]
            : [];
        });
        if (rows.length) await tx.insert(questionaryAnswers).values(rows);
      }
    }
  });
}
