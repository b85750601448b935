import { feedbackRoleLabels, type ParticipantRole } from '@enlaza/contract';
import ExcelJS from 'exceljs';
import { formatTimestamp } from '../../lib/dates';

/** One answered feedback as a row: who answered which session of which pair, and the answers by column key. */
export interface FeedbackExportRow {
  role: ParticipantRole;
  sessionNumber: number;
  mentee: string;
  menteeEmail: string;
  mentor: string;
  mentorEmail: string;
  submittedAt: Date | null;
  /** By column key (see FeedbackExportColumn). */
  answers: Map<string, string | number>;
}

/** A question's column: the same question (id and title) of any questionary of that role shares one. */
export interface FeedbackExportColumn {
  role: ParticipantRole;
  key: string;
  title: string;
}

const fixedColumns: Array<{ header: string; width: number; value: (row: FeedbackExportRow) => string | number }> = [
  { header: 'Sesión', width: 8, value: (r) => r.sessionNumber },
  { header: 'Mentee', width: 26, value: (r) => r.mentee },
  { header: 'Email mentee', width: 30, value: (r) => r.menteeEmail },
  { header: 'Mentora', width: 26, value: (r) => r.mentor },
  { header: 'Email mentora', width: 30, value: (r) => r.mentorEmail },
  { header: 'Fecha de respuesta', width: 18, value: (r) => formatTimestamp(r.submittedAt) },
];

/**
 * The feedback workbook: a sheet per role ('Mentoras', 'Mentees'), one row per answered feedback (by session, then
 * pair), the pair and the date first, then one column per question with the answers as people read them.
 */
export async function feedbackWorkbook(
  columns: readonly FeedbackExportColumn[],
  rows: readonly FeedbackExportRow[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const role of ['MENTOR', 'STUDENT'] as const) {
    const own = columns.filter((c) => c.role === role);
    const sheet = workbook.addWorksheet(feedbackRoleLabels[role]);
    sheet.columns = [
      ...fixedColumns.map((c) => ({ header: c.header, width: c.width })),
      ...own.map((c) => ({ header: c.title, width: Math.min(50, Math.max(16, c.title.length)) })),
    ];
    sheet.getRow(1).font = { bold: true };
    for (const row of rows.filter((r) => r.role === role)) {
      sheet.addRow([...fixedColumns.map((c) => c.value(row)), ...own.map((c) => row.answers.get(c.key) ?? '')]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
