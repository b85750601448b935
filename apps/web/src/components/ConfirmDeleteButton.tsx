import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';

interface ConfirmDeleteButtonProps {
  /** Popconfirm title, e.g. 'Eliminar cliente'. */
  title: string;
  /** What is deleted, shown in the question and in the button's accessible name. */
  itemName: string;
  /** The question; by default '¿Eliminar "{itemName}"? Esta acción no se puede deshacer.' */
  description?: string;
  onConfirm: () => void | Promise<unknown>;
  disabled?: boolean;
  /** Accessible name of the button when 'Eliminar {itemName}' is not specific enough. */
  label?: string;
  size?: 'small' | 'middle';
}

/** The one icon button every list uses to delete a row, always behind a confirmation. */
export function ConfirmDeleteButton({
  title,
  itemName,
  description,
  onConfirm,
  disabled,
  label,
  size,
}: ConfirmDeleteButtonProps) {
  // The hint must not sit on top of the confirmation's buttons while it is open.
  const [confirming, setConfirming] = useState(false);
  return (
    <Popconfirm
      onOpenChange={setConfirming}
      title={title}
      description={description ?? `¿Eliminar "${itemName}"? Esta acción no se puede deshacer.`}
      okText="Eliminar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Tooltip title="Eliminar" open={confirming ? false : undefined}>
        <Button
          type="text"
          size={size}
          danger
          icon={<DeleteOutlined />}
          aria-label={label ?? `Eliminar ${itemName}`}
          disabled={disabled}
        />
      </Tooltip>
    </Popconfirm>
  );
}
