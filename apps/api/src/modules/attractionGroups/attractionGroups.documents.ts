import { groupActivityStatusLabels, type AttractionGroup } from '@enlaza/contract';
import ExcelJS from 'exceljs';

const fullName = (p: { name: string; lastName: string; email: string }) => `${p.name} ${p.lastName}`.trim() || p.email;

const columns: Array<{
  header: string;
  width: number;
  value: (group: AttractionGroup, index: number) => string | number;
}> = [
  { header: 'Grupo', width: 10, value: (_, index) => `Grupo ${index + 1}` },
  { header: 'Tutor', width: 28, value: (g) => fullName(g.mentor) },
  { header: 'Correo tutor', width: 32, value: (g) => g.mentor.email },
  { header: 'Estudiantes', width: 48, value: (g) => g.students.map(fullName).join('\n') },
  { header: 'Correos estudiantes', width: 48, value: (g) => g.students.map((s) => s.email).join('\n') },
  { header: 'Cantidad de estudiantes', width: 14, value: (g) => g.students.length },
  { header: 'Mensajes', width: 12, value: (g) => g.messages },
  { header: 'Estado', width: 16, value: (g) => groupActivityStatusLabels[g.status] },
  {
    header: 'Mensajes desde el último desafío',
    width: 18,
    value: (g) => (g.challengeMessageCounter.startDate ? g.challengeMessageCounter.countMessages : ''),
  },
  {
    header: 'Estado desde el último desafío',
    width: 18,
    value: (g) =>
      g.challengeMessageCounter.startDate
        ? groupActivityStatusLabels[g.challengeMessageCounter.groupChallengeStatus]
        : '',
  },
];

/** Sheet Grupos: one row per group, its people one per line, and its chat activity in Spanish. */
export async function groupsWorkbook(groups: readonly AttractionGroup[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Grupos');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  groups.forEach((group, index) => {
    const row = sheet.addRow(columns.map((c) => c.value(group, index)));
    row.alignment = { wrapText: true, vertical: 'top' };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
