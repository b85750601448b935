import { pairTaskStatusLabel, sessionGuideMessages, sessionOrdinalName, type PairTask } from '@enlaza/contract';
import PDFDocument from 'pdfkit';
import type { Brand } from '../../lib/brands';

export interface SessionGuidePdfData {
  brand: Pick<Brand, 'name' | 'primaryColor' | 'tintColor'>;
  processName: string;
  mentorName: string;
  studentName: string;
  sessionNumber: number;
  sessionTitle: string;
  /** The session's guide as the pair answered it; null while it has no guide invitation. */
  guide: {
    completed: boolean;
    questionaryName: string;
    groups: Array<{ title: string; questions: Array<{ title: string; answer: string }> }>;
  } | null;
  tasks: PairTask[];
}

/** YYYY-MM-DD as DD/MM/YYYY (spec 002 §9). */
const formatDay = (day: string) => day.split('-').reverse().join('/');

const TEXT_COLOR = '#1f1f1f';
const MUTED_COLOR = '#595959';

/**
 * The session guide as a PDF in the brand's look (spec 002 §2.6 'Pauta sesión {n}.pdf'): a band with the brand's
 * name in its colours, the process, the pair and the session, then each group of the guide with its questions and
 * the shared answers, then the pair's tasks with 'Completado' / 'Pendiente'. It is given no private notes.
 */
export function sessionGuidePdf(data: SessionGuidePdfData, { compress = true } = {}): Promise<Buffer> {
  const { brand } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress,
    info: { Title: `Pauta sesión ${data.sessionNumber} · ${data.processName}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // The brand band: its name as a wordmark on its tint, underlined in its primary colour.
  doc.rect(0, 0, doc.page.width, 70).fill(brand.tintColor);
  doc.rect(0, 70, doc.page.width, 4).fill(brand.primaryColor);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(brand.primaryColor)
    .text(brand.name, doc.page.margins.left, 24, { width, lineBreak: false });
  doc.x = doc.page.margins.left;
  doc.y = 100;

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(brand.primaryColor).text(text, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5).fillColor(TEXT_COLOR);
  };
  const line = (label: string, value: string) => {
    doc
      .font('Helvetica-Bold')
      .fillColor(TEXT_COLOR)
      .text(`${label}: `, { continued: true, width })
      .font('Helvetica')
      .text(value || '-');
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor(TEXT_COLOR).text(`Pauta sesión ${data.sessionNumber}`, { width });
  if (data.sessionTitle) doc.moveDown(0.2).fontSize(13).text(data.sessionTitle, { width });
  doc.moveDown(0.5).font('Helvetica').fontSize(10.5);
  line('Proceso', data.processName);
  line('Mentora', data.mentorName);
  line('Mentee', data.studentName);
  line('Sesión', sessionOrdinalName(data.sessionNumber));

  heading('Pauta');
  if (!data.guide) {
    doc.fillColor(MUTED_COLOR).text(sessionGuideMessages.guideNotAnswered, { width });
  } else {
    if (data.guide.questionaryName) doc.font('Helvetica-Oblique').text(data.guide.questionaryName, { width });
    if (!data.guide.completed) {
      doc.fillColor(MUTED_COLOR).font('Helvetica').text('Pauta en curso: aún no ha sido terminada.', { width });
    }
    for (const group of data.guide.groups) {
      if (group.questions.length === 0) continue;
      doc
        .moveDown(0.6)
        .font('Helvetica-Bold')
        .fontSize(11.5)
        .fillColor(brand.primaryColor)
        .text(group.title, { width });
      for (const question of group.questions) {
        doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10.5).fillColor(TEXT_COLOR).text(question.title, { width });
        if (question.answer) doc.font('Helvetica').fillColor(TEXT_COLOR).text(question.answer, { width });
        else doc.font('Helvetica-Oblique').fillColor(MUTED_COLOR).text('Sin respuesta', { width });
      }
    }
  }

  heading('Tareas');
  if (data.tasks.length === 0) doc.fillColor(MUTED_COLOR).text(sessionGuideMessages.noTasks, { width });
  for (const task of data.tasks) {
    const progress = task.type === 'NUMBER' ? ` (${task.value}/${task.maxValue})` : '';
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fillColor(TEXT_COLOR)
      .text(`${task.name}${progress}`, { width, continued: true })
      .font('Helvetica')
      .fillColor(task.completed ? brand.primaryColor : MUTED_COLOR)
      .text(` — ${pairTaskStatusLabel(task)}`);
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(MUTED_COLOR)
      .text(`Fecha límite: ${formatDay(task.dueDate)}`, { width });
    if (task.description) doc.fillColor(TEXT_COLOR).text(task.description, { width });
    doc.fontSize(10.5);
  }

  doc.end();
  return done;
}
