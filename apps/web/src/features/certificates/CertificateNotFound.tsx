import { certificateErrorTypes, certificateMessages, certificateUiMessages as ui } from '@enlaza/contract';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';

/**
 * Spec 002 §8: an unknown certificate is a 404 'Lo sentimos, no hemos podido encontrar el certificado.' with a login
 * button; a revoked one says so. Any other failure (no connection) shows its own message.
 */
export function CertificateNotFound({ error, signedIn = false }: { error: Error; signedIn?: boolean }) {
  const navigate = useNavigate();
  const missing = error instanceof ApiError && error.status === 404;
  const revoked = error instanceof ApiError && error.type === certificateErrorTypes.revoked;
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? certificateMessages.notFound : certificateMessages.loadFailed}
      subTitle={revoked ? certificateMessages.revoked : missing ? undefined : errorMessageOf(error)}
      extra={
        <Button type="primary" onClick={() => void navigate(signedIn ? '/home' : '/login')}>
          {signedIn ? 'Volver al inicio' : ui.login}
        </Button>
      }
    />
  );
}
