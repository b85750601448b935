import { HolderOutlined } from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { Button, Card, Flex, Select, Typography } from 'antd';

interface DraggablePersonCardProps {
  /** The person's id: the drag's `active.id`. */
  id: string;
  name: string;
  /** What the list chooses, e.g. 'Campus' or 'Grupo': its accessible name is '{choiceLabel} de {name}'. */
  choiceLabel: string;
  /** The column the person is in. */
  value: string;
  options: Array<{ value: string; label: string; disabled?: boolean }>;
  onMove: (id: string, value: string) => void;
}

/**
 * A person on a board of columns (campuses, groups): dragged by its handle with the mouse or the keyboard, or moved
 * with its own list, which is what a screen reader or a phone uses.
 */
export function DraggablePersonCard({ id, name, choiceLabel, value, options, onMove }: DraggablePersonCardProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10, position: 'relative' as const }
    : undefined;
  return (
    <Card size="small" ref={setNodeRef} style={{ ...style, opacity: isDragging ? 0.7 : 1, maxWidth: '100%' }}>
      <Flex gap={8} align="center" wrap>
        <Button
          type="text"
          size="small"
          icon={<HolderOutlined />}
          aria-label={`Arrastrar a ${name}`}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab' }}
        />
        <Typography.Text strong style={{ flex: '1 1 120px' }}>
          {name}
        </Typography.Text>
        <Select
          size="small"
          aria-label={`${choiceLabel} de ${name}`}
          value={value}
          style={{ flex: '1 1 160px', minWidth: 0, maxWidth: '100%' }}
          onChange={(next: string) => onMove(id, next)}
          options={options}
        />
      </Flex>
    </Card>
  );
}
