import { questionaryAnswerText, type AnsweredQuestion, type AnswerItem } from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { formatTimestamp } from '../../lib/dates';

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
      formatTimestamp(response.submittedAt),
      ...questions.map((q) => {
        const item = byId.get(q.question.id);
        if (!item) return '';
        // Numbers stay numbers, so the sheet can average them.
        return typeof item.value === 'number' ? item.value : questionaryAnswerText(q, item);
      }),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
