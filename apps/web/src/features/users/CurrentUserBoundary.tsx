import type { UserProfile } from '@enlaza/contract';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../lib/api';
import { useCurrentUser } from './currentUser';

interface CurrentUserBoundaryProps {
  children: (user: UserProfile) => ReactNode;
  /** Keeps the skeleton while something else the page must show from the start is still loading. */
  alsoWaitingFor?: boolean;
}

/** Renders its children with the signed-in user, a skeleton while loading, or the error with a retry. */
export function CurrentUserBoundary({ children, alsoWaitingFor = false }: CurrentUserBoundaryProps) {
  const currentUser = useCurrentUser();
  if (currentUser.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessageOf(currentUser.error)}
        description="No pudimos cargar los datos de tu cuenta."
        action={
          <Button size="small" onClick={() => void currentUser.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  if (!currentUser.data || alsoWaitingFor) {
    return (
      <div role="status" aria-live="polite" aria-label="Cargando">
        <Skeleton active title paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return children(currentUser.data);
}
