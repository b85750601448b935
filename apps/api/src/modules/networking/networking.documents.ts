import { networkingCriterionLabels } from '@enlaza/contract';
import ExcelJS from 'exceljs';

export interface MatchExportRow {
  studentA: { name: string; lastName: string; email: string };
  studentB: { name: string; lastName: string; email: string };
  affinity: number;
  affinityBreakdown: Record<string, number>;
  chatRoomId: string | null;
}

const fullName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();
const criteria = Object.keys(networkingCriterionLabels) as Array<keyof typeof networkingCriterionLabels>;

/**
 * The 'Matchs' sheet: one row per match with both mentees, the affinity and the criteria the configuration counts
 * (a criterion set to Indiferente is left blank), and whether its chat is open.
 */
export async function matchesWorkbook(rows: readonly MatchExportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Matchs');
  sheet.columns = [
    { header: 'Mentee 1', width: 28 },
    { header: 'Email mentee 1', width: 32 },
    { header: 'Mentee 2', width: 28 },
    { header: 'Email mentee 2', width: 32 },
    { header: 'Afinidad (%)', width: 14 },
    ...criteria.map((c) => ({ header: `${networkingCriterionLabels[c]} (%)`, width: 14 })),
    { header: 'Chat habilitado', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      fullName(row.studentA),
      row.studentA.email,
      fullName(row.studentB),
      row.studentB.email,
      Math.round(row.affinity * 10) / 10,
      ...criteria.map((c) => row.affinityBreakdown[c] ?? ''),
      row.chatRoomId ? 'Sí' : 'No',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
