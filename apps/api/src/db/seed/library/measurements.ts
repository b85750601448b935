import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database';
import {
  advices,
  dynamicMentorshipItems,
  dynamicMentorships,
  mdiMeasurements,
  mdis,
  questionaries,
  questionaryBundleItems,
  questionaryBundles,
  questions,
} from '../../schema';

export const DEMO_MDI_NAME = 'Medición de impacto Programa Mentoras';
export const DEMO_MDI_BUNDLE_NAME = 'Mediciones Programa Mentoras';
export const DEMO_FEEDBACK_BUNDLE_NAME = 'Feedback sesiones Programa Mentoras';
export const DEMO_TEMPLATE_NAME = 'Pauta dinámica Programa Mentoras';

type QuestionValues = typeof questions.$inferInsert;

/** Bank questions used when the bank is still empty: a realistic baseline and closing survey. */
const demoBankQuestions: QuestionValues[] = [
  {
    question: '¿Qué tan segura te sientes liderando un equipo de trabajo?',
    type: 'RATE',
    alternatives: ['1', '2', '3', '4', '5', '6', '7'],
    rate: { left: 'Nada segura', right: 'Muy segura' },
  },
  {
    question: '¿Cuál es tu principal objetivo para este programa?',
    type: 'ALTERNATIVE',
    alternatives: ['Crecer en mi cargo actual', 'Cambiar de área', 'Emprender', 'Ampliar mi red de contactos'],
    other: true,
  },
  {
    question: 'Indica tu nivel de acuerdo con las siguientes afirmaciones',
    type: 'ALTERNATIVE_MULTIPLE',
    alternatives: ['En desacuerdo', 'Neutral', 'De acuerdo'],
    alternativesMultiple: ['Conozco mis fortalezas profesionales', 'Sé negociar mis condiciones laborales'],
  },
  { question: '¿Qué esperas aprender de tu mentora o mentee?', type: 'TEXT' },
  {
    question: '¿Qué tan útil ha sido la mentoría para tu desarrollo?',
    type: 'RATE',
    alternatives: ['1', '2', '3', '4', '5', '6', '7'],
    rate: { left: 'Nada útil', right: 'Muy útil' },
  },
  { question: '¿Qué cambio concreto ha generado el programa en tu trabajo?', type: 'TEXT' },
];

/** A one-question questionary, for when the questionnaires library has none of a type and role. */
function minimalQuestionary(type: string, targetUserRole: string, name: string, title: string) {
  const key = `${type}-${targetUserRole}`.toLowerCase();
  return {
    name,
    overview: 'Cuestionario breve de la biblioteca de demostración.',
    type,
    targetUserRole,
    structure: [
      {
        id: `${key}-g1`,
        title: 'Preguntas',
        type: 'DEFAULT',
        minutes: 0,
        range: null,
        conditions: [],
        questions: [
          {
            id: `${key}-q1`,
            type: 'TEXT',
            title,
            description: '',
            required: true,
            placeholder: '',
            displayTitle: true,
            options: [],
            rangeInfo: null,
            conditions: [],
          },
        ],
      },
    ],
  };
}

/** The questionaries of a type for a role (or any role), oldest first; a minimal one is made when there are none. */
async function questionariesFor(type: string, role: 'MENTOR' | 'STUDENT', name: string, title: string, tx: Database) {
  const found = await tx
    .select({ id: questionaries.id, name: questionaries.name })
    .from(questionaries)
    .where(and(eq(questionaries.type, type), inArray(questionaries.targetUserRole, [role, 'ANY'])))
    .orderBy(asc(questionaries.createdAt), asc(questionaries.name));
  if (found.length > 0) return found.map((row) => row.id);
  const [created] = await tx
    .insert(questionaries)
    .values(minimalQuestionary(type, role, name, title))
    .returning({ id: questionaries.id });
  return [created!.id];
}

async function isEmpty(table: typeof mdis | typeof questionaryBundles | typeof dynamicMentorships, tx: Database) {
  const [row] = await tx.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
}

/**
 * The demo library's impact measurements, bundles and guide template: the MDI 'Medición de impacto Programa
 * Mentoras' (baseline and post-process, from the question bank), an MDI bundle of 4 measurements, a session-feedback
 * bundle of 3 sessions and a dynamic guide template of 3 sessions. It reuses the bank questions and questionnaires
 * the questionnaires library seeds (so it should run after it), and creates minimal ones only when there are none.
 * Each kind is created only while its table is empty.
 */
export async function seedDemoMeasurements(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isEmpty(mdis, tx)) {
      const columns = { id: questions.id, type: questions.type };
      let bank = await tx.select(columns).from(questions).orderBy(asc(questions.createdAt)).limit(6);
      if (bank.length < 2) {
        bank = await tx.insert(questions).values(demoBankQuestions).returning(columns);
      }
      const ids = bank.map((row) => row.id);
      // Openers for the baseline, the rest (or the same, in a small bank) for the closing measurement; the closing
      // rating questions are asked at the baseline too, so their answers before and after can be compared.
      const half = Math.max(1, Math.floor(ids.length / 2));
      const closing = ids.length > half ? ids.slice(half) : ids;
      const ratings = bank.filter((row) => row.type === 'RATE' && closing.includes(row.id)).map((row) => row.id);
      const baseline = [...new Set([...ids.slice(0, half), ...ratings])];
      const [mdi] = await tx.insert(mdis).values({ name: DEMO_MDI_NAME }).returning();
      await tx.insert(mdiMeasurements).values([
        {
          mdiId: mdi!.id,
          position: 0,
          name: 'Línea base',
          subType: 'BASELINE',
          mentorQuestionIds: baseline,
          studentQuestionIds: baseline,
        },
        {
          mdiId: mdi!.id,
          position: 1,
          name: 'Cierre del programa',
          subType: 'POST_PROCESS',
          // Goes out by itself on each process's end date ('Envío automático').
          autoSend: true,
          mentorQuestionIds: closing,
          studentQuestionIds: closing,
        },
      ]);
    }

    if (await isEmpty(questionaryBundles, tx)) {
      const mdiMentor = await questionariesFor(
        'MDI',
        'MENTOR',
        'Medición de impacto mentoras',
        '¿Cómo evalúas tu experiencia como mentora?',
        tx,
      );
      const mdiStudent = await questionariesFor(
        'MDI',
        'STUDENT',
        'Medición de impacto mentees',
        '¿Cómo evalúas tu avance profesional?',
        tx,
      );
      const feedbackMentor = await questionariesFor(
        'SESSION_FEEDBACK',
        'MENTOR',
        'Feedback de sesión mentoras',
        '¿Cómo resultó la sesión con tu mentee?',
        tx,
      );
      const feedbackStudent = await questionariesFor(
        'SESSION_FEEDBACK',
        'STUDENT',
        'Feedback de sesión mentees',
        '¿Cómo resultó la sesión con tu mentora?',
        tx,
      );
      const subTypes = ['BASELINE', 'POST_PROCESS', 'POST_PROCESS_SIX_MONTH', 'POST_PROCESS_TWELVE_MONTH'];

      const [mdiBundle] = await tx
        .insert(questionaryBundles)
        .values({ name: DEMO_MDI_BUNDLE_NAME, entityType: 'MDI' })
        .returning();
      await tx.insert(questionaryBundleItems).values(
        subTypes.flatMap((entitySubType, slot) => [
          {
            bundleId: mdiBundle!.id,
            position: slot * 2,
            questionaryId: mdiMentor[0]!,
            userRole: 'MENTOR',
            entitySubType,
          },
          {
            bundleId: mdiBundle!.id,
            position: slot * 2 + 1,
            questionaryId: mdiStudent[0]!,
            userRole: 'STUDENT',
            entitySubType,
          },
        ]),
      );

      const [feedbackBundle] = await tx
        .insert(questionaryBundles)
        .values({ name: DEMO_FEEDBACK_BUNDLE_NAME, entityType: 'SESSION_FEEDBACK' })
        .returning();
      await tx.insert(questionaryBundleItems).values(
        [0, 1, 2].flatMap((slot) => [
          {
            bundleId: feedbackBundle!.id,
            position: slot * 2,
            questionaryId: feedbackMentor[slot % feedbackMentor.length]!,
            userRole: 'MENTOR',
            entitySubType: String(slot + 1),
          },
          {
            bundleId: feedbackBundle!.id,
            position: slot * 2 + 1,
            questionaryId: feedbackStudent[slot % feedbackStudent.length]!,
            userRole: 'STUDENT',
            entitySubType: String(slot + 1),
          },
        ]),
      );
    }

    if (await isEmpty(dynamicMentorships, tx)) {
      let guides = await tx
        .select({ id: questionaries.id, name: questionaries.name })
        .from(questionaries)
        .where(eq(questionaries.type, 'MENTORSHIP_GUIDE'))
        .orderBy(asc(questionaries.createdAt), asc(questionaries.name));
      if (guides.length === 0) {
        guides = await tx
          .insert(questionaries)
          .values(
            [1, 2, 3].map((n) =>
              minimalQuestionary(
                'MENTORSHIP_GUIDE',
                'ANY',
                `Pauta sesión ${n}`,
                '¿Qué acuerdos se llevan de esta sesión?',
              ),
            ),
          )
          .returning({ id: questionaries.id, name: questionaries.name });
      }
      const guideFor = (sessionNumber: number) =>
        guides.find((guide) => new RegExp(`sesi[oó]n\\s*${sessionNumber}\\b`, 'i').test(guide.name)) ??
        guides[(sessionNumber - 1) % guides.length]!;
      const adviceRows = await tx.select({ id: advices.id }).from(advices);
      const [template] = await tx
        .insert(dynamicMentorships)
        .values({ name: DEMO_TEMPLATE_NAME, sessions: 3, isDynamic: true })
        .returning();
      await tx.insert(dynamicMentorshipItems).values(
        [1, 2, 3].flatMap((sessionNumber) => {
          const questionaryId = guideFor(sessionNumber).id;
          return [
            { dynamicMentorshipId: template!.id, sessionNumber, objectiveId: 'BASE', adviceId: null, questionaryId },
            ...adviceRows.map((advice) => ({
              dynamicMentorshipId: template!.id,
              sessionNumber,
              objectiveId: advice.id,
              adviceId: advice.id,
              questionaryId,
            })),
          ];
        }),
      );
    }
  });
}
