import { RedoOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Popconfirm } from 'antd';
import { errorMessageOf } from '../../lib/api';

interface RetryButtonProps {
  /** The confirmation's title, e.g. 'Reintentar envío'. */
  title: string;
  /** The question the confirmation asks. */
  description: string;
  /** The button's accessible name, naming what is retried. */
  label: string;
  /** Puts the failure back in its queue; its message is shown once it answers. */
  retry: () => Promise<{ message: string }>;
}

/** 'Reintentar', always behind a confirmation: a retried mail or job really goes out again. */
export function RetryButton({ title, description, label, retry }: RetryButtonProps) {
  const { message } = AntApp.useApp();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Reintentar"
      cancelText="Cancelar"
      onConfirm={() =>
        retry().then(
          (result) => {
            message.success(result.message);
          },
          (error: unknown) => {
            message.error(errorMessageOf(error));
          },
        )
      }
    >
      <Button size="small" icon={<RedoOutlined />} aria-label={label}>
        Reintentar
      </Button>
    </Popconfirm>
  );
}
