import {
  bankQuestionPayloadSchema,
  bundlePayloadSchema,
  dynamicMentorshipPayloadSchema,
  mdiPayloadSchema,
  questionaryPayloadSchema,
  type BankQuestionPayload,
  type BundlePayload,
  type DynamicMentorshipPayload,
  type MdiPayload,
  type QuestionaryPayload,
} from '@enlaza/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database';
import { advices, dynamicMentorships, mdis, questionaries, questionaryBundles, questions } from '../../schema';
import { seedServices, type SeedServices } from '../services';

export const DEMO_MDI_NAME = 'Medición de impacto Programa Mentoras';
export const DEMO_MDI_BUNDLE_NAME = 'Mediciones Programa Mentoras';
export const DEMO_FEEDBACK_BUNDLE_NAME = 'Feedback sesiones Programa Mentoras';
export const DEMO_TEMPLATE_NAME = 'Pauta dinámica Programa Mentoras';

/** Bank questions used when the bank is still empty: a realistic baseline and closing survey. */
const demoBankQuestions: BankQuestionPayload[] = [
  {
    question: '¿Qué tan segura te sientes liderando un equipo de trabajo?',
    type: 'RATE',
    rate: { left: 'Nada segura', right: 'Muy segura' },
    scale: 7,
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
    rate: { left: 'Nada útil', right: 'Muy útil' },
    scale: 7,
  },
  { question: '¿Qué cambio concreto ha generado el programa en tu trabajo?', type: 'TEXT' },
];

/** A one-question questionary, for when the questionnaires library has none of a type and role. */
function minimalQuestionary(
  type: QuestionaryPayload['type'],
  role: QuestionaryPayload['target_user_role'],
  name: string,
  title: string,
): QuestionaryPayload {
  const key = `${type}-${role}`.toLowerCase();
  return {
    name,
    overview: 'Cuestionario breve de la biblioteca de demostración.',
    type,
    target_user_role: role,
    questionGroups: [
      {
        id: `${key}-g1`,
        title: 'Preguntas',
        questions: [{ id: `${key}-q1`, type: 'TEXT', title, required: true, displayTitle: true }],
      },
    ],
  };
}

/** The questionaries of a type for a role (or any role), oldest first; a minimal one is made when there are none. */
async function questionariesFor(
  type: 'MDI' | 'SESSION_FEEDBACK',
  role: 'MENTOR' | 'STUDENT',
  name: string,
  title: string,
  db: Database,
  services: SeedServices,
) {
  const found = await db
    .select({ id: questionaries.id, name: questionaries.name })
    .from(questionaries)
    .where(and(eq(questionaries.type, type), inArray(questionaries.targetUserRole, [role, 'ANY'])))
    .orderBy(asc(questionaries.createdAt), asc(questionaries.name));
  if (found.length > 0) return found.map((row) => row.id);
  const created = await services.questionnaires.create(
    questionaryPayloadSchema.parse(minimalQuestionary(type, role, name, title)),
  );
  return [created.id];
}

/** The MDI of the bank's six oldest questions (made first when the bank has fewer than two). */
async function seedDemoMdi(db: Database, services: SeedServices) {
  let bank = await db
    .select({ id: questions.id, type: questions.type })
    .from(questions)
    .orderBy(asc(questions.createdAt))
    .limit(6);
  if (bank.length < 2) {
    bank = [];
    for (const question of demoBankQuestions) {
      const created = await services.questions.create(bankQuestionPayloadSchema.parse(question));
      bank.push({ id: created.questionId, type: created.type });
    }
  }
  const ids = bank.map((row) => row.id);
  // Openers for the baseline, the rest (or the same, in a small bank) for the closing measurement; the closing
  // rating questions are asked at the baseline too, so their answers before and after can be compared.
  const half = Math.max(1, Math.floor(ids.length / 2));
  const closing = ids.length > half ? ids.slice(half) : ids;
  const ratings = bank.filter((row) => row.type === 'RATE' && closing.includes(row.id)).map((row) => row.id);
  const baseline = [...new Set([...ids.slice(0, half), ...ratings])];
  const payload: MdiPayload = {
    name: DEMO_MDI_NAME,
    measurements: [
      {
        measurementName: 'Línea base',
        subType: 'BASELINE',
        mentorQuestions: baseline,
        studentQuestions: baseline,
      },
      {
        measurementName: 'Cierre del programa',
        subType: 'POST_PROCESS',
        // Goes out by itself on each process's end date ('Envío automático').
        autoSend: true,
        mentorQuestions: closing,
        studentQuestions: closing,
      },
    ],
  };
  await services.mdi.create(mdiPayloadSchema.parse(payload));
}

/** The MDI bundle (four measurements) and the session-feedback bundle (three sessions). */
async function seedDemoBundles(db: Database, services: SeedServices) {
  const mdiMentor = await questionariesFor(
    'MDI',
    'MENTOR',
    'Medición de impacto mentoras',
    '¿Cómo evalúas tu experiencia como mentora?',
    db,
    services,
  );
  const mdiStudent = await questionariesFor(
    'MDI',
    'STUDENT',
    'Medición de impacto mentees',
    '¿Cómo evalúas tu avance profesional?',
    db,
    services,
  );
  const feedbackMentor = await questionariesFor(
    'SESSION_FEEDBACK',
    'MENTOR',
    'Feedback de sesión mentoras',
    '¿Cómo resultó la sesión con tu mentee?',
    db,
    services,
  );
  const feedbackStudent = await questionariesFor(
    'SESSION_FEEDBACK',
    'STUDENT',
    'Feedback de sesión mentees',
    '¿Cómo resultó la sesión con tu mentora?',
    db,
    services,
  );
  const subTypes = ['BASELINE', 'POST_PROCESS', 'POST_PROCESS_SIX_MONTH', 'POST_PROCESS_TWELVE_MONTH'];

  const mdiBundle: BundlePayload = {
    name: DEMO_MDI_BUNDLE_NAME,
    entityType: 'MDI',
    questionaries: subTypes.flatMap((entitySubType) => [
      { questionaryId: mdiMentor[0]!, user_role: 'MENTOR', entitySubType },
      { questionaryId: mdiStudent[0]!, user_role: 'STUDENT', entitySubType },
    ]),
  };
  await services.bundles.create(bundlePayloadSchema.parse(mdiBundle));

  const feedbackBundle: BundlePayload = {
    name: DEMO_FEEDBACK_BUNDLE_NAME,
    entityType: 'SESSION_FEEDBACK',
    questionaries: [0, 1, 2].flatMap((slot) => [
      {
        questionaryId: feedbackMentor[slot % feedbackMentor.length]!,
        user_role: 'MENTOR',
        entitySubType: String(slot + 1),
      },
      {
        questionaryId: feedbackStudent[slot % feedbackStudent.length]!,
        user_role: 'STUDENT',
        entitySubType: String(slot + 1),
      },
    ]),
  };
  await services.bundles.create(bundlePayloadSchema.parse(feedbackBundle));
}

/** The dynamic guide template: three sessions, each with its guide for the base objective and every advice. */
async function seedDemoTemplate(db: Database, services: SeedServices) {
  const guidesByAge = () =>
    db
      .select({ id: questionaries.id, name: questionaries.name })
      .from(questionaries)
      .where(eq(questionaries.type, 'MENTORSHIP_GUIDE'))
      .orderBy(asc(questionaries.createdAt), asc(questionaries.name));
  let guides = await guidesByAge();
  if (guides.length === 0) {
    for (const n of [1, 2, 3]) {
      await services.questionnaires.create(
        questionaryPayloadSchema.parse(
          minimalQuestionary('MENTORSHIP_GUIDE', 'ANY', `Pauta sesión ${n}`, '¿Qué acuerdos se llevan de esta sesión?'),
        ),
      );
    }
    guides = await guidesByAge();
  }
  const guideFor = (sessionNumber: number) =>
    guides.find((guide) => new RegExp(`sesi[oó]n\\s*${sessionNumber}\\b`, 'i').test(guide.name)) ??
    guides[(sessionNumber - 1) % guides.length]!;
  const adviceRows = await db.select({ id: advices.id }).from(advices);
  const payload: DynamicMentorshipPayload = {
    name: DEMO_TEMPLATE_NAME,
    sessions: 3,
    isDynamic: true,
    questionaries: Object.fromEntries(
      [1, 2, 3].map((sessionNumber) => {
        const questionaryId = guideFor(sessionNumber).id;
        return [
          String(sessionNumber),
          Object.fromEntries([['BASE', questionaryId], ...adviceRows.map((advice) => [advice.id, questionaryId])]),
        ];
      }),
    ),
  };
  await services.dynamicMentorships.create(dynamicMentorshipPayloadSchema.parse(payload));
}

/**
 * The demo library's impact measurements, bundles and guide template: the MDI 'Medición de impacto Programa
 * Mentoras' (baseline and post-process, from the question bank), an MDI bundle of 4 measurements, a session-feedback
 * bundle of 3 sessions and a dynamic guide template of 3 sessions, created through the services the admin's screens
 * use. It reuses the bank questions and questionnaires the questionnaires library seeds (so it should run after it),
 * and creates minimal ones only when there are none. Each kind is created only while its table is empty.
 */
export async function seedDemoMeasurements(db: Database): Promise<void> {
  const services = seedServices(db);
  if ((await db.$count(mdis)) === 0) await seedDemoMdi(db, services);
  if ((await db.$count(questionaryBundles)) === 0) await seedDemoBundles(db, services);
  if ((await db.$count(dynamicMentorships)) === 0) await seedDemoTemplate(db, services);
}
