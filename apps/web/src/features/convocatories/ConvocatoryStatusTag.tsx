import { convocatoryStatusColors, convocatoryStatusLabels, type ConvocatoryStatus } from '@enlaza/contract';
import { Tag } from 'antd';

/** Dark text: the state colours of spec 002 §4.1 are too light to carry white or tinted text. */
const TAG_TEXT_COLOR = 'rgba(0, 0, 0, 0.88)';

/** The state's tag, filled with its colour (spec 002 §4.1). */
export function ConvocatoryStatusTag({ status }: { status: ConvocatoryStatus }) {
  return (
    <Tag
      variant="solid"
      color={convocatoryStatusColors[status]}
      className="convocatory-status-tag"
      style={{ color: TAG_TEXT_COLOR }}
    >
      {convocatoryStatusLabels[status]}
    </Tag>
  );
}
