import { questionaryAnswerText, type AnsweredQuestion, type AnswerItem, formatTimestamp } from '@enlaza/contract';
import { tableWorkbook, type TableColumn } from '../../lib/spreadsheets';

/** A question that is answered, with the group whose scale it may share: a column of the workbook. */
export type ExportQuestion = AnsweredQuestion;

/** A question's column title: its title, or its id when it has none. */
export const columnTitle = ({ question }: ExportQuestion) => question.title.trim() || question.id;

export const ANSWERED_AT_HEADER = 'Fecha de respuesta';
export const ANSWERS_SHEET = 'Respuestas';

/** The workbook: one row per person who answered (oldest first), the date of the answer, then one column per question. */
export async function openAnswersWorkbook(
  questions: readonly ExportQuestion[],
  responses: readonly { submittedAt: Date; answers: readonly AnswerItem[] }[],
): Promise<Buffer> {
  type Response = { submittedAt: Date; byId: Map<string, AnswerItem> };
  const columns: TableColumn<Response>[] = [
    { header: ANSWERED_AT_HEADER, width: 18, value: (r) => formatTimestamp(r.submittedAt) },
    ...questions.map((q): TableColumn<Response> => ({
      header: columnTitle(q),
      width: Math.min(60, Math.max(16, columnTitle(q).length)),
      value: (r) => {
        const item = r.byId.get(q.question.id);
        if (!item) return '';
        // Numbers stay numbers, so the sheet can average them.
        return typeof item.value === 'number' ? item.value : questionaryAnswerText(q, item);
      },
    })),
  ];
  const rows = responses.map((r) => ({
    submittedAt: r.submittedAt,
    byId: new Map(r.answers.map((a) => [a.questionId, a])),
  }));
  return tableWorkbook(ANSWERS_SHEET, columns, rows, { freezeHeader: true });
}
