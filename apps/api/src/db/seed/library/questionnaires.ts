import {
  bankQuestionPayloadSchema,
  coachPayloadSchema,
  questionaryPayloadSchema,
  workshopPayloadSchema,
  type BankQuestionPayload,
  type QuestionaryPayload,
} from '@enlaza/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../database';
import { coaches, questionaries, questions, workshops } from '../../schema';
import { seedServices } from '../services';

// ── Builders: short ids, readable in the stored document ───────────────────────────────────────────────

type Question = QuestionaryPayload['questionGroups'][number]['questions'][number];
type Group = QuestionaryPayload['questionGroups'][number];

const text = (id: string, title: string, extra: Partial<Question> = {}): Question => ({
  id,
  type: 'TEXT',
  title,
  required: true,
  ...extra,
});
const options = (id: string, title: string, values: string[], extra: Partial<Question> = {}): Question => ({
  id,
  type: 'OPTIONS',
  title,
  required: true,
  options: values.map((value, index) => ({ id: `${id}-o${index + 1}`, value })),
  ...extra,
});
const rate = (id: string, title: string, endValue: number, startText: string, endText: string): Question => ({
  id,
  type: 'RATE',
  title,
  required: true,
  rangeInfo: { startValue: 1, endValue, startText, endText },
});
const markdown = (id: string, title: string, description: string): Question => ({
  id,
  type: 'MARKDOWN',
  title,
  description,
  displayTitle: true,
});
const likert = (id: string, title: string, rows: string[]): Question => ({
  id,
  type: 'LIKERT-LIKE-GROUP',
  title,
  required: true,
  options: rows.map((value, index) => ({ id: `${id}-r${index + 1}`, value })),
});
const group = (id: string, title: string, questions: Question[], extra: Partial<Group> = {}): Group => ({
  id,
  title,
  questions,
  ...extra,
});
const AGREEMENT = {
  start: 1,
  end: 5,
  labels: ['Muy en desacuerdo', 'En desacuerdo', 'Neutral', 'De acuerdo', 'Muy de acuerdo'],
};

// ── Question bank (spec 002 §3 "Question (bank)") ─────────────────────────────────────────────────────────

const demoBank: BankQuestionPayload[] = [
  {
    type: 'ALTERNATIVE',
    question: '¿En qué área de tu organización trabajas?',
    alternatives: ['Operaciones', 'Finanzas', 'Comercial', 'Personas', 'Tecnología'],
    other: true,
  },
  {
    type: 'ALTERNATIVE',
    question: '¿Cuántos años de experiencia laboral tienes?',
    alternatives: ['Menos de 2', 'Entre 2 y 5', 'Entre 6 y 10', 'Más de 10'],
  },
  {
    type: 'ALTERNATIVE',
    question: '¿Has participado antes en un programa de mentoría?',
    alternatives: ['Sí, como mentora', 'Sí, como mentee', 'No'],
  },
  {
    type: 'ALTERNATIVE_MULTIPLE',
    question: '¿Qué tan de acuerdo estás con las siguientes afirmaciones?',
    alternatives: ['En desacuerdo', 'Neutral', 'De acuerdo'],
    alternativesMultiple: ['Conozco mis fortalezas profesionales', 'Sé negociar mis condiciones laborales'],
  },
  {
    type: 'ALTERNATIVE_MULTIPLE',
    question: 'Evalúa tu nivel actual en cada habilidad',
    alternatives: ['Inicial', 'Intermedio', 'Avanzado'],
    alternativesMultiple: ['Liderazgo', 'Comunicación efectiva', 'Gestión del tiempo', 'Networking'],
  },
  {
    type: 'RATE',
    question: '¿Cuánta confianza tienes en alcanzar tus metas profesionales?',
    rate: { left: 'Ninguna', right: 'Total' },
    scale: 10,
  },
  {
    type: 'RATE',
    question: '¿Qué tan útil ha sido la mentoría para tu desarrollo?',
    rate: { left: 'Nada útil', right: 'Muy útil' },
    scale: 7,
  },
  {
    type: 'RATE',
    question: '¿Qué tan probable es que recomiendes el programa a una colega?',
    rate: { left: 'Nada probable', right: 'Muy probable' },
    scale: 10,
  },
  { type: 'TEXT', question: '¿Qué esperas aprender de tu mentora o mentee?' },
  { type: 'TEXT', question: '¿Cuál es tu principal desafío profesional hoy?' },
  { type: 'TEXT', question: '¿Qué cambio concreto ha generado el programa en tu trabajo?' },
  { type: 'TEXT', question: '¿Qué mejorarías del programa?' },
];

// ── Questionaries ───────────────────────────────────────────────────────────────────────────────────

function sessionFeedback(role: 'MENTOR' | 'STUDENT'): QuestionaryPayload {
  const partner = role === 'MENTOR' ? 'tu mentee' : 'tu mentora';
  return {
    name: role === 'MENTOR' ? 'Feedback de sesión — Mentoras' : 'Feedback de sesión — Mentees',
    overview: `Cuéntanos cómo fue tu última sesión con ${partner}. Toma menos de 3 minutos.`,
    type: 'SESSION_FEEDBACK',
    target_user_role: role,
    questionGroups: [
      group('g1', 'La sesión', [
        options('held', '¿Se realizó la sesión?', ['Sí', 'No']),
        options(
          'why-not',
          '¿Por qué no se realizó?',
          ['Problemas de agenda', 'Enfermedad o imprevisto', 'No hubo respuesta de mi dupla', 'Otro motivo'],
          { conditions: [{ questionId: 'held', value: 'held-o2', conditionType: 'EQUAL' }] },
        ),
        text('why-not-detail', 'Cuéntanos más', {
          required: false,
          placeholder: 'Opcional',
          conditions: [{ questionId: 'held', value: 'held-o2', conditionType: 'EQUAL' }],
        }),
        rate('score', 'Evalúa la sesión de 1 a 7', 7, 'Muy mala', 'Excelente'),
      ]),
      group(
        'g2',
        'Detalle',
        [
          {
            id: 'topics',
            type: 'MULTIPLE_CHOICE',
            title: '¿Qué temas trabajaron?',
            required: true,
            options: [
              'Objetivos profesionales',
              'Liderazgo',
              'Negociación',
              'Equilibrio vida y trabajo',
              'Redes de contacto',
            ].map((value, index) => ({ id: `topics-o${index + 1}`, value })),
          },
          text('improve', '¿Qué podríamos mejorar para la próxima sesión?', {
            conditions: [{ questionId: 'score', value: '4', conditionType: 'LESS_OR_EQUAL' }],
          }),
          text('highlight', '¿Qué fue lo más valioso de la sesión?', {
            required: false,
            conditions: [{ questionId: 'score', value: '5', conditionType: 'GREATER_OR_EQUAL' }],
          }),
        ],
        { conditions: [{ questionId: 'held', value: 'held-o1', conditionType: 'EQUAL' }] },
      ),
    ],
  };
}

function mdiQuestionary(role: 'MENTOR' | 'STUDENT', moment: 'BASELINE' | 'POST'): QuestionaryPayload {
  const who = role === 'MENTOR' ? 'Mentoras' : 'Mentees';
  const baseline = moment === 'BASELINE';
  const skills = likert(
    'skills',
    baseline
      ? '¿Qué tan de acuerdo estás hoy con estas afirmaciones?'
      : 'Después del programa, ¿qué tan de acuerdo estás?',
    role === 'MENTOR'
      ? ['Sé escuchar sin juzgar', 'Doy retroalimentación útil', 'Comparto mi red de contactos', 'Inspiro confianza']
      : [
          'Conozco mis fortalezas',
          'Sé negociar mis condiciones',
          'Tengo una red de apoyo',
          'Me siento preparada para liderar',
        ],
  );
  return {
    name: `MDI ${baseline ? 'línea base' : 'post proceso'} — ${who}`,
    overview: baseline
      ? 'Esta medición nos permite conocer tu punto de partida. No hay respuestas correctas o incorrectas.'
      : 'Esta medición nos permite conocer el impacto del programa. Gracias por tu tiempo.',
    type: 'MDI',
    target_user_role: role,
    questionGroups: [
      group('g1', 'Sobre ti', [
        options('area', '¿En qué área trabajas?', [
          'Operaciones',
          'Finanzas',
          'Comercial',
          'Personas',
          'Tecnología',
          'Otra',
        ]),
        text('area-other', '¿Cuál?', {
          conditions: [{ questionId: 'area', value: 'area-o6', conditionType: 'EQUAL' }],
        }),
        {
          id: 'years',
          type: 'NUMERIC',
          title: '¿Cuántos años de experiencia laboral tienes?',
          required: true,
          placeholder: 'Años',
        },
      ]),
      group('g2', 'Habilidades', [skills], { range: AGREEMENT }),
      group('g3', baseline ? 'Expectativas' : 'Resultados', [
        rate('confidence', '¿Cuánta confianza tienes en alcanzar tus metas profesionales?', 10, 'Ninguna', 'Total'),
        baseline
          ? text('expectation', '¿Qué esperas lograr con el programa?')
          : text('change', '¿Qué cambio concreto ha generado el programa en tu trabajo?'),
        ...(baseline
          ? []
          : [
              rate('nps', '¿Qué tan probable es que recomiendes el programa?', 10, 'Nada probable', 'Muy probable'),
              text('nps-why', '¿Qué te impide recomendarlo?', {
                conditions: [{ questionId: 'nps', value: '6', conditionType: 'LESS_OR_EQUAL' }],
              }),
            ]),
      ]),
    ],
  };
}

const guideSessions = [
  {
    title: 'Conocernos y acordar objetivos',
    guidance:
      '## Antes de empezar\n- Preséntense: trayectoria, intereses y qué las motivó a participar.\n- Acuerden la frecuencia y el canal de las sesiones.\n\n**Recuerda:** la primera sesión debería coordinarse dentro de las 48 horas siguientes al match.',
    objective: '¿Cuál es el objetivo principal de la mentoría?',
    task: 'Definir tres metas para el proceso',
  },
  {
    title: 'Fortalezas y áreas de mejora',
    guidance:
      '## Autodiagnóstico\n1. La mentee comparte sus principales logros del último año.\n2. La mentora ayuda a identificar las fortalezas detrás de esos logros.\n3. Juntas eligen un área de mejora para trabajar.',
    objective: '¿Qué fortaleza quieres potenciar y qué área quieres mejorar?',
    task: 'Pedir retroalimentación a dos colegas',
  },
  {
    title: 'Plan de acción',
    guidance:
      '## Del objetivo a la acción\n- Revisen las metas de la primera sesión.\n- Transformen cada meta en acciones con fecha.\n- Identifiquen obstáculos y apoyos posibles.',
    objective: '¿Qué acciones concretas realizarás este mes?',
    task: 'Completar la primera acción del plan',
  },
  {
    title: 'Cierre y próximos pasos',
    guidance:
      '## Cierre del proceso\n- Revisen el avance de cada meta.\n- Celebren los logros, por pequeños que sean.\n- Acuerden cómo seguirán en contacto.\n\n*Gracias por ser parte del programa.*',
    objective: '¿Qué aprendizaje te llevas del proceso?',
    task: 'Escribir una carta a tu yo de dentro de un año',
  },
];

function guideQuestionary(sessionNumber: number): QuestionaryPayload {
  const session = guideSessions[sessionNumber - 1]!;
  const n = sessionNumber;
  return {
    name: `Pauta sesión ${n}: ${session.title}`,
    overview: `Guía de la sesión ${n} del programa de mentoría. Completen juntas cada sección durante la sesión.`,
    type: 'MENTORSHIP_GUIDE',
    target_user_role: 'ANY',
    questionGroups: [
      group('g1', 'Guía de la sesión', [markdown('guide', 'Cómo aprovechar esta sesión', session.guidance)], {
        minutes: 5,
      }),
      group(
        'g2',
        'Objetivos',
        [
          {
            id: 'objective',
            type: 'SESSION_OBJECTIVE',
            title: session.objective,
            required: true,
            placeholder: 'Escribe el objetivo acordado',
          },
          rate('progress', '¿Cuánto han avanzado hacia el objetivo del proceso?', 5, 'Nada', 'Mucho'),
        ],
        { minutes: 20 },
      ),
      group(
        'g3',
        'Tareas',
        [
          {
            id: 'task',
            type: 'TASK',
            title: session.task,
            description: 'Acuerden una fecha límite y registren el avance en la sección de tareas de la dupla.',
          },
          options('task-agreed', '¿Acordaron una fecha para la tarea?', ['Sí', 'No']),
          text('task-why', '¿Qué necesitan para poder acordarla?', {
            conditions: [{ questionId: 'task-agreed', value: 'task-agreed-o2', conditionType: 'EQUAL' }],
          }),
        ],
        { minutes: 15 },
      ),
      group('g4', 'Cierre', [text('notes', 'Ideas clave de la sesión', { required: false, placeholder: 'Opcional' })], {
        minutes: 5,
      }),
    ],
  };
}

const demoQuestionaries: QuestionaryPayload[] = [
  sessionFeedback('MENTOR'),
  sessionFeedback('STUDENT'),
  mdiQuestionary('MENTOR', 'BASELINE'),
  mdiQuestionary('MENTOR', 'POST'),
  mdiQuestionary('STUDENT', 'BASELINE'),
  mdiQuestionary('STUDENT', 'POST'),
  ...guideSessions.map((_, index) => guideQuestionary(index + 1)),
];

/** Every demo questionary name, for other seeds and tests. */
export const DEMO_QUESTIONARY_NAMES = demoQuestionaries.map((q) => q.name);

const demoCoaches = [
  { name: 'Carolina', lastName: 'Fuentes', email: 'carolina.fuentes@coaches.enlaza.test' },
  { name: 'Ignacio', lastName: 'Morales', email: 'ignacio.morales@coaches.enlaza.test' },
];
const demoWorkshops = ['Liderazgo con propósito', 'Negociación salarial'];

export interface DemoQuestionnaires {
  questionIds: string[];
  questionaryIds: Record<string, string>;
  coachIds: string[];
  workshopIds: string[];
}

/** The id of a demo questionary (or any questionary) by its exact name; null when there is none. */
export async function findQuestionaryIdByName(db: Database, name: string): Promise<string | null> {
  const row = await db.query.questionaries.findFirst({ where: eq(questionaries.name, name) });
  return row?.id ?? null;
}

/**
 * The demo question bank (12 questions of the four types), 10 questionaries (session feedback for mentors and
 * mentees, MDI baseline and post for each role, and a 4-session mentoring guide: 'Pauta sesión N: …'), two coaches
 * and two workshops, created through the services the admin's screens use, one after the other so the lists show
 * them in this order. Each kind is created only while its table is empty; the ids of what exists after the call
 * (created now or before) are returned, the questionaries by name.
 */
export async function seedDemoQuestionnaires(db: Database): Promise<DemoQuestionnaires> {
  // Parsed with the routes' own schemas, so the demo is held to the rules an admin's request is.
  const bank = demoBank.map((q) => bankQuestionPayloadSchema.parse(q));
  const documents = demoQuestionaries.map((q) => questionaryPayloadSchema.parse(q));
  const coachPayloads = demoCoaches.map((c) => coachPayloadSchema.parse(c));
  const workshopPayloads = demoWorkshops.map((name) => workshopPayloadSchema.parse({ name }));
  const services = seedServices(db);
  const isEmpty = async (table: typeof questions | typeof questionaries | typeof coaches | typeof workshops) =>
    (await db.$count(table)) === 0;
  if (await isEmpty(questions)) {
    for (const question of bank) await services.questions.create(question);
  }
  if (await isEmpty(questionaries)) {
    for (const document of documents) await services.questionnaires.create(document);
  }
  if (await isEmpty(coaches)) {
    for (const coach of coachPayloads) await services.lookups.createCoach(coach);
  }
  if (await isEmpty(workshops)) {
    for (const workshop of workshopPayloads) await services.lookups.createWorkshop(workshop.name);
  }

  const [questionRows, questionaryRows, coachRows, workshopRows] = await Promise.all([
    db
      .select({ id: questions.id })
      .from(questions)
      .where(
        inArray(
          questions.question,
          bank.map((q) => q.question),
        ),
      ),
    db
      .select({ id: questionaries.id, name: questionaries.name })
      .from(questionaries)
      .where(inArray(questionaries.name, DEMO_QUESTIONARY_NAMES)),
    db
      .select({ id: coaches.id })
      .from(coaches)
      .where(
        inArray(
          coaches.email,
          demoCoaches.map((c) => c.email),
        ),
      ),
    db.select({ id: workshops.id }).from(workshops).where(inArray(workshops.name, demoWorkshops)),
  ]);
  return {
    questionIds: questionRows.map((r) => r.id),
    questionaryIds: Object.fromEntries(questionaryRows.map((r) => [r.name, r.id])),
    coachIds: coachRows.map((r) => r.id),
    workshopIds: workshopRows.map((r) => r.id),
  };
}
