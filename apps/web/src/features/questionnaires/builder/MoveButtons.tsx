import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';

export interface MoveButtonsProps {
  /** How the buttons name their item: 'grupo 2', 'pregunta 1 del grupo 2'. */
  name: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** Up, down and a confirmed delete for one item of an ordered list. */
export function MoveButtons({ name, index, count, onMove, onDelete }: MoveButtonsProps) {
  return (
    <Space size={0}>
      <Tooltip title="Subir">
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={`Subir ${name}`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        />
      </Tooltip>
      <Tooltip title="Bajar">
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={`Bajar ${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        />
      </Tooltip>
      <Popconfirm
        title={`Eliminar ${name}`}
        description={`¿Eliminar ${name}?`}
        okText="Eliminar"
        okButtonProps={{ danger: true }}
        cancelText="Cancelar"
        onConfirm={onDelete}
      >
        <Tooltip title="Eliminar">
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Eliminar ${name}`} />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
