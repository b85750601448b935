import {
  answerText,
  measurementResponseStatusLabels,
  participantRoleLabels,
  type BankQuestion,
  type MeasurementParticipant,
  type MeasurementReport,
  type MeasurementReportInvitation,
} from '@enlaza/contract';
import { addTableSheet, newWorkbook, workbookBytes, type TableColumn, type Workbook } from '../../lib/spreadsheets';

type Column = TableColumn<string[]>;

/** Columns whose cells are the row's strings in order. */
const positional = (headings: Array<{ header: string; width: number }>): Column[] =>
  headings.map((heading, index) => ({ ...heading, value: (row) => row[index] ?? '' }));

function addSheet(workbook: Workbook, name: string, columns: Column[], rows: string[][]) {
  addTableSheet(workbook, name, columns, rows, { wrapText: true, freezeHeader: true });
}

/** One row per person who answered: who they are, then their answer to each question, as they read it. */
function answersSheet(
  workbook: Workbook,
  name: string,
  questions: BankQuestion[],
  invitations: MeasurementReportInvitation[],
) {
  const columns = positional([
    { header: 'Nombre', width: 18 },
    { header: 'Apellido', width: 18 },
    { header: 'Correo', width: 30 },
    ...questions.map((q) => ({ header: q.question, width: 40 })),
  ]);
  const rows = invitations
    .filter((invitation) => invitation.status === 'COMPLETED')
    .map((invitation) => {
      const answerOf = new Map(invitation.Answers.map((a) => [a.questionId, a]));
      return [
        invitation.user.name,
        invitation.user.lastName,
        invitation.user.email,
        ...questions.map((q) => answerText(q, answerOf.get(q.questionId))),
      ];
    });
  addSheet(workbook, name, columns, rows);
}

const participantColumns = positional([
  { header: 'Nombre', width: 18 },
  { header: 'Apellido', width: 18 },
  { header: 'Correo', width: 30 },
  { header: 'Teléfono', width: 16 },
  { header: 'Estado de respuesta', width: 20 },
  { header: 'Rol', width: 12 },
]);

/**
 * 'Detalle-medición' (spec 002 §7.2): the mentors' answers ('Mentores'), the mentees' ('Estudiantes'), and every
 * participant with whether they answered ('Participantes').
 */
export async function measurementDetailWorkbook(
  report: MeasurementReport,
  participants: MeasurementParticipant[],
): Promise<Buffer> {
  const workbook = newWorkbook();
  const byRole = (role: 'MENTOR' | 'STUDENT') => report.invitations.filter((i) => i.user_role === role);
  answersSheet(workbook, 'Mentores', report.mentorsQuestions, byRole('MENTOR'));
  answersSheet(workbook, 'Estudiantes', report.studentsQuestions, byRole('STUDENT'));
  addSheet(
    workbook,
    'Participantes',
    participantColumns,
    participants.map((p) => [
      p.name,
      p.lastName,
      p.email,
      p.cellphone,
      measurementResponseStatusLabels[p.status],
      participantRoleLabels[p.role],
    ]),
  );
  return workbookBytes(workbook);
}
