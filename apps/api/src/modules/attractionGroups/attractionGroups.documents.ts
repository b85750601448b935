import { groupActivityStatusLabels, type AttractionGroup } from '@enlaza/contract';
import { tableWorkbook, type TableColumn } from '../../lib/spreadsheets';

const fullName = (p: { name: string; lastName: string; email: string }) => `${p.name} ${p.lastName}`.trim() || p.email;

const columns: TableColumn<AttractionGroup>[] = [
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
  return tableWorkbook('Grupos', columns, groups, { wrapText: true });
}
