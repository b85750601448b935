import {
  eventRolesLabel,
  pairCriteria,
  pairCriterionLabels,
  type PairCriterion,
  guideProgressLabel,
  invitationStatusRowLabels,
  REMOVED_PARTICIPANT_LABEL,
  sessionOrdinalName,
  sessionStatusLabels,
  type InvitationStatus,
  type ParticipantRole,
  type QuestionaryInvitationStatus,
  type SessionStatus,
  formatTimestamp,
} from '@enlaza/contract';
import { addTableSheet, newWorkbook, tableWorkbook, workbookBytes, type TableColumn } from '../../lib/spreadsheets';
import PDFDocument from 'pdfkit';

/** YYYY-MM-DD as DD/MM/YYYY. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}/${month}/${year}` : value;
}

// ── Participants workbook ────────────────────────────────────────────────────────────────────────────────

export interface ParticipantExportRow {
  role: ParticipantRole;
  invitationStatus: InvitationStatus;
  invitationMailCount: number;
  removed: boolean;
  name: string;
  lastName: string;
  email: string;
  cellphone: string;
  company: string;
  businessArea: string;
  businessPosition: string;
  campus: string;
}

const participantColumns: TableColumn<ParticipantExportRow>[] = [
  { header: 'Nombre', width: 20, value: (r) => r.name },
  { header: 'Apellido', width: 20, value: (r) => r.lastName },
  { header: 'Email', width: 32, value: (r) => r.email },
  { header: 'Teléfono', width: 16, value: (r) => r.cellphone },
  { header: 'Empresa', width: 22, value: (r) => r.company },
  { header: 'Cargo', width: 22, value: (r) => r.businessArea },
  { header: 'Nivel', width: 18, value: (r) => r.businessPosition },
  { header: 'Campus', width: 24, value: (r) => r.campus },
  {
    header: 'Estado invitación',
    width: 18,
    value: (r) => (r.removed ? REMOVED_PARTICIPANT_LABEL : invitationStatusRowLabels[r.invitationStatus]),
  },
  { header: 'Correos enviados', width: 16, value: (r) => r.invitationMailCount },
];

export const participantSheets: Array<{ role: ParticipantRole; name: string }> = [
  { role: 'MENTOR', name: 'Mentoras' },
  { role: 'STUDENT', name: 'Mentees' },
];

export async function participantsWorkbook(rows: ParticipantExportRow[]): Promise<Buffer> {
  const workbook = newWorkbook();
  for (const { role, name } of participantSheets) {
    addTableSheet(
      workbook,
      name,
      participantColumns,
      rows.filter((r) => r.role === role),
    );
  }
  return workbookBytes(workbook);
}

// ── Sessions workbook ────────────────────────────────────────────────────────────────────────────────────

export interface SessionExportRow {
  student: string;
  mentor: string;
  sessionNumber: number;
  status: SessionStatus;
  scheduleDate: Date | null;
  completedAt: Date | null;
  guideStatus: QuestionaryInvitationStatus | null;
  pairDisabled: boolean;
}

const sessionColumns: TableColumn<SessionExportRow>[] = [
  { header: 'Mentee', width: 28 },
  { header: 'Mentora', width: 28 },
  { header: 'Sesión', width: 18 },
  { header: 'Estado', width: 16 },
  { header: 'Fecha agendada', width: 18 },
  { header: 'Realizada el', width: 18 },
  { header: 'Pauta', width: 18 },
  { header: 'Dupla', width: 14 },
].map((column, index) => ({
  ...column,
  value: (r: SessionExportRow) =>
    [
      r.student,
      r.mentor,
      sessionOrdinalName(r.sessionNumber),
      sessionStatusLabels[r.status],
      formatTimestamp(r.scheduleDate),
      formatTimestamp(r.completedAt),
      guideProgressLabel(r.guideStatus),
      r.pairDisabled ? 'Desactivada' : 'Activa',
    ][index]!,
}));

export async function sessionsWorkbook(rows: SessionExportRow[]): Promise<Buffer> {
  return tableWorkbook('Sesiones', sessionColumns, rows);
}

// ── Pairs workbook ───────────────────────────────────────────────────────────────────────────────────────

export interface PairExportRow {
  student: string;
  studentEmail: string;
  mentor: string;
  /** Already '-' for an external mentor when the viewer is not an admin. */
  mentorEmail: string;
  /** 0..100, one decimal; null for a pair scored before affinities were stored. */
  affinity: number | null;
  breakdown: Partial<Record<PairCriterion, number>> | null;
  sessionsDone: number;
  sessionsPerPair: number;
  disabled: boolean;
}

/** A percent as the number 0..100 (the header says '%'), blank when unknown. */
const percent = (value: number | null | undefined) => (typeof value === 'number' ? value : '');

const pairColumns: TableColumn<PairExportRow>[] = [
  { header: 'Mentee', width: 28, value: (r) => r.student },
  { header: 'Email mentee', width: 32, value: (r) => r.studentEmail },
  { header: 'Mentora', width: 28, value: (r) => r.mentor },
  { header: 'Email mentora', width: 32, value: (r) => r.mentorEmail },
  { header: 'Afinidad (%)', width: 14, value: (r) => percent(r.affinity) },
  ...pairCriteria.map((criterion) => ({
    header: `${pairCriterionLabels[criterion]} (%)`,
    width: 14,
    value: (r: PairExportRow) => percent(r.breakdown?.[criterion]),
  })),
  { header: 'Sesiones realizadas', width: 20, value: (r) => `${r.sessionsDone}/${r.sessionsPerPair}` },
  { header: 'Estado', width: 14, value: (r) => (r.disabled ? 'Desactivada' : 'Activa') },
];

export async function pairsWorkbook(rows: PairExportRow[]): Promise<Buffer> {
  return tableWorkbook('Duplas', pairColumns, rows);
}

// ── Summary PDF ──────────────────────────────────────────────────────────────────────────────────────────

export interface ProcessSummaryData {
  name: string;
  client: string;
  coordinator: string;
  status: string;
  services: string;
  guide: string;
  mdi: string;
  sessionFeedback: string;
  estimatedStartDate: string;
  estimatedEndDate: string;
  startDate: Date | null;
  endDate: Date | null;
  mentors: number;
  students: number;
  activePairs: number;
  sessionsPerPair: number;
  progress: number | null;
  sessionsByStatus: Array<{ label: string; count: number }>;
  events: Array<{ name: string; date: Date | null; roles: ParticipantRole[]; attendees: number }>;
  generatedAt: Date;
}

/**
 * 'Resumen_proceso.pdf' (spec 001 §9). `compress` is pdfkit's stream compression; the route keeps it on, a test
 * may turn it off to read the text it wrote.
 */
export function summaryPdf(data: ProcessSummaryData, { compress = true } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress,
    info: { Title: `Resumen del proceso ${data.name}`, Author: 'Enlaza' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#1f1f1f').text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5);
  };
  const line = (label: string, value: string | number) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(String(value));
  };

  doc.font('Helvetica-Bold').fontSize(18).text('Resumen del proceso');
  doc.moveDown(0.2).fontSize(14).text(data.name);
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#595959')
    .text(`Generado el ${formatTimestamp(data.generatedAt)}`);
  doc.fillColor('#1f1f1f');

  heading('Datos del programa');
  line('Cliente', data.client);
  line('Coordinadora', data.coordinator);
  line('Estado', data.status);
  line('Servicios', data.services);
  line('Pauta', data.guide);
  line('MDI', data.mdi);
  line('Feedback de sesión', data.sessionFeedback);
  line('Fecha de inicio estimada', formatDay(data.estimatedStartDate));
  line('Fecha de término estimada', formatDay(data.estimatedEndDate));
  if (data.startDate) line('Iniciado el', formatTimestamp(data.startDate));
  if (data.endDate) line('Finalizado el', formatTimestamp(data.endDate));

  heading('Participantes');
  line('Mentoras', data.mentors);
  line('Mentees', data.students);
  line('Duplas activas', data.activePairs);

  heading('Avance');
  line('Sesiones por dupla', data.sessionsPerPair);
  line('Avance del proceso', data.progress === null ? 'No iniciado' : `${data.progress}%`);
  for (const { label, count } of data.sessionsByStatus) line(`Sesiones ${label.toLowerCase()}`, count);

  heading('Eventos');
  if (data.events.length === 0) doc.text('El proceso no tiene eventos.');
  for (const event of data.events) {
    const when = event.date ? formatTimestamp(event.date) : 'Sin fecha';
    doc.text(`• ${event.name} — ${when} — ${eventRolesLabel(event.roles, false)} — Asistentes: ${event.attendees}`);
  }

  doc.end();
  return done;
}
