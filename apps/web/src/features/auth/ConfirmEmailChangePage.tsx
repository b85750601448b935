import { credentialMessages, messageResponseSchema } from '@enlaza/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { api, errorMessageOf } from '../../lib/api';
import { AuthScreen } from './AuthScreen';

/** POST /api/users/confirm_email_change: the token of the link mailed to the old address. */
function confirmEmailChange(token: string): Promise<{ message: string }> {
  return api.request(
    '/users/confirm_email_change',
    { method: 'POST', body: { token }, auth: 'none', expectStatus: [200] },
    messageResponseSchema,
  );
}

/**
 * /confirm-email-change?token=...: reached from the mail sent to the old address of an account without a password.
 * The change is applied by a click, not by opening the page (mail scanners open links on their own).
 */
export function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useMutation({ mutationFn: confirmEmailChange });

  return (
    <AuthScreen title="Cambio de email">
      {!token ? (
        <Alert type="warning" showIcon title={credentialMessages.emailChangeLinkInvalid} />
      ) : confirm.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={confirm.data.message}
          description={<Link to="/login">Iniciar sesión con tu nuevo email</Link>}
        />
      ) : (
        <>
          <p className="auth-screen__intro">Confirma que quieres cambiar el email de tu cuenta al que solicitaste.</p>
          {confirm.isError && (
            <Alert className="auth-screen__alert" type="error" showIcon title={errorMessageOf(confirm.error)} />
          )}
          <Button type="primary" block size="large" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
            Confirmar cambio de email
          </Button>
        </>
      )}
    </AuthScreen>
  );
}
