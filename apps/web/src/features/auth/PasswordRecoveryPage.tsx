import { emailSchema } from '@enlaza/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App as AntApp, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { errorMessageOf } from '../../lib/api';
import { lowercase } from '../../lib/forms/lowercase';
import { schemaRule } from '../../lib/forms/schemaRule';
import { AuthScreen } from './AuthScreen';
import { recoverPassword } from './authApi';

interface RecoveryFormValues {
  email: string;
}

const emailRules = [schemaRule(emailSchema)];

export function PasswordRecoveryPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const recover = useMutation({ mutationFn: (email: string) => recoverPassword(email, brand.isMentorup) });
  const resend = useMutation({
    mutationFn: (email: string) => recoverPassword(email, brand.isMentorup),
    onSuccess: () => message.success('Correo reenviado con éxito'),
    onError: () => message.error('Error al reenviar correo'),
  });

  const sentTo = recover.isSuccess ? recover.variables : null;

  return (
    <AuthScreen title="Recuperar contraseña">
      {sentTo ? (
        <div className="auth-screen__stack">
          <Alert
            type="success"
            showIcon
            title="Revisa tu correo"
            description={
              <>
                <p>{recover.data}</p>
                <p>
                  ¿No te llegó?{' '}
                  <Button
                    type="link"
                    className="inline-link-button"
                    loading={resend.isPending}
                    onClick={() => resend.mutate(sentTo)}
                  >
                    Reenviar correo
                  </Button>
                </p>
              </>
            }
          />
          <Button type="primary" size="large" block onClick={() => navigate('/login')}>
            Volver al inicio de sesión
          </Button>
        </div>
      ) : (
        <Form<RecoveryFormValues>
          name="password-recovery"
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={({ email }) => recover.mutate(email.trim())}
        >
          <p className="auth-screen__intro">
            Ingresa el email con el que participas y te enviaremos un enlace para crear una nueva contraseña.
          </p>
          <Form.Item label="Email" name="email" rules={emailRules} normalize={lowercase}>
            <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
          {recover.isError && (
            <Alert className="auth-screen__alert" type="error" showIcon title={errorMessageOf(recover.error)} />
          )}
          <Button type="primary" htmlType="submit" block loading={recover.isPending}>
            Recuperar contraseña
          </Button>
          <p className="auth-screen__aside-link auth-screen__aside-link--center">
            <Link to="/login">Volver al inicio de sesión</Link>
          </p>
        </Form>
      )}
    </AuthScreen>
  );
}
