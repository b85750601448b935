import {
  answerableQuestionTypes,
  OTHER_OPTION_ID,
  OTHER_OPTION_LABEL,
  questionScale,
  type AnswerItem,
  type QuestionGroup,
  type QuestionaryQuestion,
} from '@enlaza/contract';
import ExcelJS from 'exceljs';

const APP_TIME_ZONE = 'America/Santiago';
const timestampFormat = new Intl.DateTimeFormat('es-CL', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm in the platform's time zone (spec 002 §9). */
export function formatAnsweredAt(date: Date): string {
  const parts = Object.fromEntries(timestampFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A question that is answered (not a text block or a task), with the group whose scale it may share. */
export interface ExportQuestion {
  question: QuestionaryQuestion;
  group: QuestionGroup;
}

/** The questions a respondent answers, in the questionary's order: the workbook's columns. */
export function exportQuestions(groups: readonly QuestionGroup[]): ExportQuestion[] {
  return groups.flatMap((group) =>
    group.questions.filter((q) => answerableQuestionTypes.includes(q.type)).map((question) => ({ question, group })),
  );
}

/** A question's column title: its title, or its id when it has none. */
export const columnTitle = ({ question }: ExportQuestion) => question.title.trim() || question.id;

/**
 * An answer as a person reads it: the option's text instead of its id ('Otro: …' for the free alternative), the
 * chosen options separated by commas, a likert group as 'row: point label' per row, numbers as written.
 */
export function answerText({ question, group }: ExportQuestion, item: AnswerItem): string {
  const { value } = item;
  if (value === null || value === undefined) return '';
  const optionText = (id: string) => question.options.find((o) => o.id === id)?.value ?? id;
  switch (question.type) {
    case 'OPTIONS':
      if (value === OTHER_OPTION_ID) return `${OTHER_OPTION_LABEL}: ${item.otherAnswer ?? ''}`.trim();
      return typeof value === 'string' ? optionText(value) : String(value);
    case 'MULTIPLE_CHOICE':
      return Array.isArray(value) ? value.map(optionText).join(', ') : String(value);
    case 'LIKERT-LIKE-GROUP': {
      if (typeof value !== 'object' || Array.isArray(value)) return String(value);
      const scale = questionScale(question, group);
      const pointLabel = (n: number) => (scale && scale.labels[n - scale.start]) || String(n);
      // Rows in the question's order, then any the questionary no longer has.
      const rows = [
        ...question.options.filter((row) => row.id in value).map((row) => row.id),
        ...Object.keys(value).filter((id) => !question.options.some((row) => row.id === id)),
      ];
      return rows.map((id) => `${optionText(id)}: ${pointLabel(value[id]!)}`).join('; ');
    }
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

export const ANSWERED_AT_HEADER = 'Fecha de respuesta';
export const ANSWERS_SHEET = 'Respuestas';

/** The workbook: one row per person who answered (oldest first), the date of the answer, then one column per question. */
export async function openAnswersWorkbook(
  questions: readonly ExportQuestion[],
  responses: readonly { submittedAt: Date; answers: readonly AnswerItem[] }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(ANSWERS_SHEET);
  sheet.columns = [
    { header: ANSWERED_AT_HEADER, width: 18 },
    ...questions.map((q) => ({ header: columnTitle(q), width: Math.min(60, Math.max(16, columnTitle(q).length)) })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const response of responses) {
    const byId = new Map(response.answers.map((a) => [a.questionId, a]));
    sheet.addRow([
      formatAnsweredAt(response.submittedAt),
      ...questions.map((q) => {
        const item = byId.get(q.question.id);
        if (!item) return '';
        // Numbers stay numbers, so the sheet can average them.
        return typeof item.value === 'number' ? item.value : answerText(q, item);
      }),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
