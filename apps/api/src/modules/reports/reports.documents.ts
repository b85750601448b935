import {
  responseLightLabels,
  type AnswerDistribution,
  type MdiFeedbackReport,
  type ResponseLight,
  type WorkshopReport,
} from '@enlaza/contract';
import { newWorkbook, workbookBytes, type Workbook } from '../../lib/spreadsheets';
import PDFDocument from 'pdfkit';

const roleLabel = (role: 'MENTOR' | 'STUDENT') => (role === 'MENTOR' ? 'Mentoras' : 'Mentees');
const percent = (value: number | null) => (value === null ? '-' : `${value} %`);
const light = (value: ResponseLight | null) => (value ? responseLightLabels[value] : '-');

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the book. */
function sheetName(workbook: Workbook, wanted: string): string {
  const base =
    wanted
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 28)
      .trim() || 'Hoja';
  let name = base;
  for (let n = 2; workbook.getWorksheet(name); n++) name = `${base} ${n}`;
  return name;
}

function addTable(workbook: Workbook, title: string, header: string[], rows: Array<Array<string | number>>) {
  const sheet = workbook.addWorksheet(sheetName(workbook, title));
  sheet.addRow([title]).font = { bold: true, size: 13 };
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, i) => (column.width = i === 0 ? 36 : 16));
  return sheet;
}

const distributionRow = (label: string, d: AnswerDistribution): Array<string | number> => [
  label,
  d.answers,
  d.mean ?? '-',
  ...d.counts,
];

/** Every chart of the MDI-Feedback report as a sheet, or only the one named by `chart`. */
export async function mdiFeedbackWorkbook(report: MdiFeedbackReport, chart?: string): Promise<Buffer> {
  const workbook = newWorkbook();
  const wants = (key: string) => !chart || chart === key;
  if (wants('rates')) {
    addTable(
      workbook,
      'Tasas de respuesta',
      [
        'Medición',
        'Enviadas',
        'Respondidas',
        'Porcentaje',
        'Semáforo',
        'Mentees (resp./env.)',
        'Mentoras (resp./env.)',
      ],
      report.measurements.map((m) => [
        m.label,
        m.total,
        m.completed,
        percent(m.percentage),
        light(m.light),
        `${m.students.completed}/${m.students.total}`,
        `${m.mentors.completed}/${m.mentors.total}`,
      ]),
    );
  }
  report.questions.forEach((question, index) => {
    if (!wants(question.key)) return;
    const sheet = addTable(
      workbook,
      `P${index + 1} ${roleLabel(question.role)}`,
      ['Medición', 'Respuestas', 'Promedio', ...question.choices],
      question.byMeasurement.map((m) => distributionRow(m.label, m)),
    );
    sheet.spliceRows(1, 1, [`${question.title} (${roleLabel(question.role)})`]);
    sheet.getRow(1).font = { bold: true, size: 13 };
    if (question.changes.length) {
      sheet.addRow([]);
      sheet.addRow([
        'Cambio desde la línea base',
        'Personas',
        'Cambio promedio',
        'IC 95 % desde',
        'IC 95 % hasta',
        '% mejoró',
        'Lectura',
      ]).font = {
        bold: true,
      };
      for (const c of question.changes)
        sheet.addRow([c.label, c.people, c.meanChange, c.low ?? '-', c.high ?? '-', c.improvedShare, c.sentence]);
    }
  });
  if (wants('sessions') && report.sessions.length) {
    addTable(
      workbook,
      'Feedback sesiones',
      ['Sesión', 'Enviadas', 'Respondidas', 'Porcentaje', 'Satisfacción'],
      report.sessions.map((s) => [s.label, s.total, s.completed, percent(s.percentage), percent(s.satisfaction)]),
    );
    const detail = addTable(
      workbook,
      'Preguntas de sesiones',
      ['Sesión', 'Rol', 'Pregunta', 'Respuestas', 'Promedio', 'Distribución'],
      report.sessions.flatMap((s) =>
        s.questions.map((q) => [
          s.label,
          roleLabel(q.role),
          q.title,
          q.answers,
          q.mean ?? '-',
          q.choices.map((choice, i) => `${choice}: ${q.counts[i] ?? 0}`).join('; '),
        ]),
      ),
    );
    detail.getColumn(3).width = 48;
  }
  if (workbook.worksheets.length === 0) addTable(workbook, 'Reporte', ['Sin datos para estos filtros'], []);
  return workbookBytes(workbook);
}

/** Every chart of the workshops report as a sheet, or only the one named by `chart`. */
export async function workshopWorkbook(report: WorkshopReport, groupLabel: string, chart?: string): Promise<Buffer> {
  const workbook = newWorkbook();
  const wants = (key: string) => !chart || chart === key;
  const labelOf = new Map(report.groups.map((g) => [g.key, g.label]));
  if (wants('groups')) {
    addTable(
      workbook,
      'Respuestas por grupo',
      [groupLabel, 'Encuestas', 'Respuestas'],
      report.groups.map((g) => [g.label, g.surveys, g.responses]),
    );
  }
  report.questions.forEach((question, index) => {
    if (!wants(question.key)) return;
    const sheet = addTable(
      workbook,
      `P${index + 1} ${question.survey}`,
      [groupLabel, 'Respuestas', 'Promedio', ...question.choices],
      [
        ...question.byGroup.map((g) => distributionRow(labelOf.get(g.key) ?? 'Sin especificar', g)),
        distributionRow('Total', question),
      ],
    );
    sheet.spliceRows(1, 1, [`${question.title} (${question.survey})`]);
    sheet.getRow(1).font = { bold: true, size: 13 };
  });
  if (workbook.worksheets.length === 0) addTable(workbook, 'Reporte', ['Sin datos para estos filtros'], []);
  return workbookBytes(workbook);
}

// ── The whole report as a PDF ────────────────────────────────────────────────────────────────────────────────

const PAGE_MARGIN = 48;
const BAR_COLOR = '#3b5bdb';

function pdfToBuffer(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: 'Reporte' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - PAGE_MARGIN) doc.addPage();
}

/** A horizontal bar per choice, its count and share written next to it. */
function bars(doc: PDFKit.PDFDocument, choices: readonly string[], counts: readonly number[]) {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const labelWidth = 170;
  const barWidth = doc.page.width - 2 * PAGE_MARGIN - labelWidth - 80;
  for (const [i, choice] of choices.entries()) {
    ensureRoom(doc, 16);
    const y = doc.y;
    const n = counts[i] ?? 0;
    doc
      .fontSize(8)
      .fillColor('#333')
      .text(choice, PAGE_MARGIN, y, { width: labelWidth - 8, height: 12, ellipsis: true });
    const width = total ? (n / total) * barWidth : 0;
    if (width > 0) doc.rect(PAGE_MARGIN + labelWidth, y, width, 9).fill(BAR_COLOR);
    doc
      .fillColor('#333')
      .text(`${n} (${total ? Math.round((n / total) * 100) : 0} %)`, PAGE_MARGIN + labelWidth + width + 4, y);
    doc.y = y + 13;
  }
  doc.x = PAGE_MARGIN;
}

function heading(doc: PDFKit.PDFDocument, text: string, size = 13) {
  ensureRoom(doc, 40);
  doc.moveDown(0.6).fontSize(size).fillColor('#111').text(text, PAGE_MARGIN, doc.y);
  doc.moveDown(0.3);
}

function line(doc: PDFKit.PDFDocument, text: string) {
  ensureRoom(doc, 14);
  doc.fontSize(9).fillColor('#333').text(text, PAGE_MARGIN, doc.y);
}

export function mdiFeedbackPdf(report: MdiFeedbackReport, title: string, filters: string): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    doc.fontSize(18).fillColor('#111').text(title);
    doc.fontSize(9).fillColor('#555').text(filters);
    line(doc, `Procesos considerados: ${report.processes}`);
    heading(doc, 'Tasas de respuesta');
    if (!report.measurements.length) line(doc, 'No se han enviado mediciones de impacto.');
    for (const m of report.measurements)
      line(
        doc,
        `${m.label}: ${m.completed} de ${m.total} (${percent(m.percentage)}, ${light(m.light)}) · mentees ` +
          `${m.students.completed}/${m.students.total} · mentoras ${m.mentors.completed}/${m.mentors.total}`,
      );
    for (const question of report.questions) {
      heading(doc, `${question.title} (${roleLabel(question.role)})`, 11);
      for (const m of question.byMeasurement) {
        line(doc, `${m.label}: ${m.answers} respuestas${m.mean === null ? '' : `, promedio ${m.mean}`}`);
        bars(doc, question.choices, m.counts);
      }
      for (const change of question.changes) line(doc, change.sentence);
    }
    if (report.sessions.length) {
      heading(doc, 'Feedback de sesiones');
      for (const s of report.sessions) {
        line(
          doc,
          `${s.label}: ${s.completed} de ${s.total} respondieron (${percent(s.percentage)}); satisfacción ${percent(s.satisfaction)}`,
        );
        for (const q of s.questions) {
          line(
            doc,
            `${q.title} (${roleLabel(q.role)}): ${q.answers} respuestas${q.mean === null ? '' : `, promedio ${q.mean}`}`,
          );
          bars(doc, q.choices, q.counts);
        }
      }
    }
  });
}

export function workshopPdf(report: WorkshopReport, groupLabel: string, filters: string): Promise<Buffer> {
  const labelOf = new Map(report.groups.map((g) => [g.key, g.label]));
  return pdfToBuffer((doc) => {
    doc.fontSize(18).fillColor('#111').text('Reportes Talleres');
    doc.fontSize(9).fillColor('#555').text(filters);
    heading(doc, `Respuestas por ${groupLabel.toLowerCase()}`);
    if (!report.groups.length) line(doc, 'No hay encuestas de talleres para estos filtros.');
    for (const g of report.groups) line(doc, `${g.label}: ${g.responses} respuestas en ${g.surveys} encuestas`);
    for (const question of report.questions) {
      heading(doc, `${question.title} (${question.survey})`, 11);
      line(doc, `Total: ${question.answers} respuestas${question.mean === null ? '' : `, promedio ${question.mean}`}`);
      bars(doc, question.choices, question.counts);
      for (const g of question.byGroup)
        line(
          doc,
          `${labelOf.get(g.key) ?? 'Sin especificar'}: ${g.answers} respuestas${g.mean === null ? '' : `, promedio ${g.mean}`}`,
        );
    }
  });
}
