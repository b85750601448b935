import type { QuestionaryQuestion, QuestionGroup } from '@enlaza/contract';
import type { Database } from '../../src/db/database';
import { questionaries } from '../../src/db/schema';
import { setFields, unique } from './unique';

export type QuestionaryRow = typeof questionaries.$inferSelect;

/** A question as the editor saves it: `id`, `type` and `title` given, the rest its defaults. */
export function questionaryQuestion(
  question: Partial<QuestionaryQuestion> & Pick<QuestionaryQuestion, 'id' | 'type'>,
): QuestionaryQuestion {
  return {
    title: `Pregunta ${question.id}`,
    description: '',
    required: false,
    placeholder: '',
    displayTitle: true,
    options: [],
    other: false,
    rangeInfo: null,
    conditions: [],
    ...question,
  };
}

const defaultQuestions: QuestionaryQuestion[] = [
  questionaryQuestion({
    id: 'nota',
    type: 'RATE',
    title: '¿Cómo evalúas la sesión?',
    required: true,
    rangeInfo: { startValue: 1, endValue: 7, startText: 'Mala', endText: 'Excelente' },
  }),
  questionaryQuestion({ id: 'comentario', type: 'TEXT', title: '¿Qué te llevas?' }),
];

/**
 * A session feedback for anyone, with one group of questions: `questions` (a rating and a text unless given), or
 * the whole `structure` when given.
 */
export async function createQuestionary(
  db: Database,
  {
    questions = defaultQuestions,
    ...overrides
  }: Partial<typeof questionaries.$inferInsert> & { questions?: QuestionaryQuestion[] } = {},
): Promise<QuestionaryRow> {
  const structure: QuestionGroup[] = [
    { id: 'grupo', title: 'Preguntas', type: 'DEFAULT', minutes: 0, range: null, questions, conditions: [] },
  ];
  const [row] = await db
    .insert(questionaries)
    .values({
      name: `Cuestionario ${unique()}`,
      type: 'SESSION_FEEDBACK',
      targetUserRole: 'ANY',
      structure,
      ...setFields(overrides),
    })
    .returning();
  return row!;
}
