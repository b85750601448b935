import { credentialMessages, newPasswordSchema, roleHomePaths, validationMessages } from '@enlaza/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, type FormRule } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { tokenStore } from '../../lib/auth/tokenStorage';
import { schemaRule } from '../../lib/forms/schemaRule';
import { useCurrentUser } from '../users/currentUser';
import { AuthScreen } from './AuthScreen';
import { resetPassword } from './authApi';

interface NewPasswordFormValues {
  password: string;
  passwordConfirmation: string;
  /** Signed in without a mail link: the account's password now (issue 13). */
  currentPassword?: string;
}

const currentPasswordRules: FormRule[] = [{ required: true, message: credentialMessages.currentPasswordRequired }];

const passwordRules = [schemaRule(newPasswordSchema)];
const confirmationRules: FormRule[] = [
  { required: true, message: validationMessages.required },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue('password')) throw new Error(validationMessages.passwordsDoNotMatch);
    },
  }),
];

/** Reached from the recovery mail (?usertoken=...) or, signed in, from the profile's 'Cambiar contraseña'. */
export function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const claims = useSessionClaims();
  const userToken = searchParams.get('usertoken');
  const token = userToken || tokenStore.getAccessToken();
  const change = useMutation({
    mutationFn: ({ password, passwordConfirmation, currentPassword }: NewPasswordFormValues) =>
      resetPassword(token ?? '', password, passwordConfirmation, currentPassword),
  });
  const signedInWithoutLink = !userToken && claims !== null;
  const currentUser = useCurrentUser({ enabled: signedInWithoutLink });
  // An account without a password (identity-provider sign-in) chooses its first one: there is none to give.
  const asksCurrentPassword = signedInWithoutLink && currentUser.data?.hasPassword !== false;

  if (!token) {
    return (
      <AuthScreen title="Nueva contraseña">
        <Alert
          type="warning"
          showIcon
          title="Este link no es válido"
          description={
            <>
              Solicita un nuevo correo en <Link to="/password-recovery">Recuperar contraseña</Link>.
            </>
          }
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Nueva contraseña">
      {change.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title="Tu contraseña fue actualizada"
          description={
            <>
              <p>{change.data}</p>
              {signedInWithoutLink && claims ? (
                <Link to={roleHomePaths[claims.role]}>Volver al inicio</Link>
              ) : (
                <Link to="/login">Iniciar sesión con tu nueva contraseña</Link>
              )}
            </>
          }
        />
      ) : (
        <Form<NewPasswordFormValues>
          name="new-password"
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={(values) => change.mutate(values)}
        >
          <p className="auth-screen__intro">Elige una contraseña de al menos 8 caracteres.</p>
          {asksCurrentPassword && (
            <Form.Item label="Contraseña actual" name="currentPassword" rules={currentPasswordRules}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
          <Form.Item label="Nueva contraseña" name="password" rules={passwordRules}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Repetir contraseña"
            name="passwordConfirmation"
            dependencies={['password']}
            rules={confirmationRules}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {change.isError && (
            <Alert className="auth-screen__alert" type="error" showIcon title={errorMessageOf(change.error)} />
          )}
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            Cambiar contraseña
          </Button>
        </Form>
      )}
    </AuthScreen>
  );
}
