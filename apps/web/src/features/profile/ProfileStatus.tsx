import { Alert, Button, Skeleton } from 'antd';
import { ApiError, errorMessageOf } from '../../lib/api';

/** Loading and error states of a profile page. */
export function ProfileLoading() {
  return (
    <div role="status" aria-live="polite" aria-label="Cargando">
      <Skeleton active avatar title paragraph={{ rows: 6 }} />
    </div>
  );
}

export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return <Alert type="warning" showIcon title="Usuario no encontrado" />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessageOf(error)}
      description="No pudimos cargar el perfil."
      action={
        <Button size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
