import { processStatusLabels, type ProcessStatus } from '@enlaza/contract';
import { Tag } from 'antd';

const colors: Record<ProcessStatus, string> = {
  DRAFT: 'default',
  KICKOFF: 'gold',
  IN_PROGRESS: 'blue',
  FINALIZED: 'green',
};

export function ProcessStatusTag({ status }: { status: ProcessStatus }) {
  return <Tag color={colors[status]}>{processStatusLabels[status]}</Tag>;
}
