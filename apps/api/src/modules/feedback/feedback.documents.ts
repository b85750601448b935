import { feedbackRoleLabels, type ParticipantRole, formatTimestamp } from '@enlaza/contract';
import { addTableSheet, newWorkbook, workbookBytes, type TableColumn } from '../../lib/spreadsheets';

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

const fixedColumns: TableColumn<FeedbackExportRow>[] = [
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
  const workbook = newWorkbook();
  for (const role of ['MENTOR', 'STUDENT'] as const) {
    const questionColumns = columns
      .filter((c) => c.role === role)
      .map((c): TableColumn<FeedbackExportRow> => ({
        header: c.title,
        width: Math.min(50, Math.max(16, c.title.length)),
        value: (row) => row.answers.get(c.key) ?? '',
      }));
    addTableSheet(
      workbook,
      feedbackRoleLabels[role],
      [...fixedColumns, ...questionColumns],
      rows.filter((r) => r.role === role),
    );
  }
  return workbookBytes(workbook);
}
