import type { GroupActivityStatus, GroupPerson } from '@enlaza/contract';
import { Tag } from 'antd';

/** Spec 001 §9: the group palette (5 colours); a group keeps its colour by its index, in creation order. */
export const GROUP_PALETTE = [
  { name: 'Azul', accent: '#1677ff', background: '#e6f4ff' },
  { name: 'Verde', accent: '#389e0d', background: '#f6ffed' },
  { name: 'Naranja', accent: '#d46b08', background: '#fff7e6' },
  { name: 'Morado', accent: '#722ed1', background: '#f9f0ff' },
  { name: 'Rosado', accent: '#c41d7f', background: '#fff0f6' },
] as const;

export const paletteColor = (index: number) => GROUP_PALETTE[index % GROUP_PALETTE.length]!;

export const fullName = (p: GroupPerson) => `${p.name} ${p.lastName}`.trim() || p.email;

const statusColors: Record<GroupActivityStatus, string> = {
  INACTIVE: 'default',
  ACTIVE: 'blue',
  PARTICIPATIVE: 'orange',
  SUCCESSFUL: 'green',
};

export function GroupStatusTag({ status, label }: { status: GroupActivityStatus; label: string }) {
  return <Tag color={statusColors[status]}>{label}</Tag>;
}
