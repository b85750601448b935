import { networkingCriterionLabels } from '@enlaza/contract';
import { tableWorkbook, type TableColumn } from '../../lib/spreadsheets';

export interface MatchExportRow {
  studentA: { name: string; lastName: string; email: string };
  studentB: { name: string; lastName: string; email: string };
  affinity: number;
  affinityBreakdown: Record<string, number>;
  chatRoomId: string | null;
}

const fullName = (p: { name: string; lastName: string }) => `${p.name} ${p.lastName}`.trim();
const criteria = Object.keys(networkingCriterionLabels) as Array<keyof typeof networkingCriterionLabels>;

const matchColumns: TableColumn<MatchExportRow>[] = [
  { header: 'Mentee 1', width: 28, value: (r) => fullName(r.studentA) },
  { header: 'Email mentee 1', width: 32, value: (r) => r.studentA.email },
  { header: 'Mentee 2', width: 28, value: (r) => fullName(r.studentB) },
  { header: 'Email mentee 2', width: 32, value: (r) => r.studentB.email },
  { header: 'Afinidad (%)', width: 14, value: (r) => Math.round(r.affinity * 10) / 10 },
  ...criteria.map((c): TableColumn<MatchExportRow> => ({
    header: `${networkingCriterionLabels[c]} (%)`,
    width: 14,
    value: (r) => r.affinityBreakdown[c] ?? '',
  })),
  { header: 'Chat habilitado', width: 16, value: (r) => (r.chatRoomId ? 'Sí' : 'No') },
];

/**
 * The 'Matchs' sheet: one row per match with both mentees, the affinity and the criteria the configuration counts
 * (a criterion set to Indiferente is left blank), and whether its chat is open.
 */
export async function matchesWorkbook(rows: readonly MatchExportRow[]): Promise<Buffer> {
  return tableWorkbook('Matchs', matchColumns, rows);
}
