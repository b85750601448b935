import { GoogleOutlined, WindowsFilled } from '@ant-design/icons';
import { loginRequestSchema, type OidcProvider, type TokenPair } from '@enlaza/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { publicConfig } from '../../app/publicConfig';
import { apiOrigin, errorMessageOf } from '../../lib/api';
import { tokenStore } from '../../lib/auth/tokenStorage';
import { lowercase } from '../../lib/forms/lowercase';
import { schemaRule } from '../../lib/forms/schemaRule';
import { trackEvent } from '../../lib/metrics';
import { AuthScreen } from './AuthScreen';
import { login } from './authApi';
import { openOidcPopup, readOidcMessage } from './oidc';

interface LoginFormValues {
  email: string;
  password: string;
}

const emailRules = [schemaRule(loginRequestSchema.shape.email)];
const passwordRules = [schemaRule(loginRequestSchema.shape.password)];

const POPUP_BLOCKED_MESSAGE =
  'Tu navegador bloqueó la ventana de ingreso. Permite las ventanas emergentes e inténtalo nuevamente';

/**
 * Signing in only stores the tokens: the route gate then sends the signed-in user from /login
 * to the `next` page (when safe) or to the home of their role.
 */
function storeSession(tokens: TokenPair) {
  tokenStore.setTokens(tokens);
  trackEvent('sign_in', 'success');
}

export function LoginPage() {
  const brand = useBrand();
  const [oidcError, setOidcError] = useState<string | null>(null);
  const signIn = useMutation({ mutationFn: login, onSuccess: storeSession });

  useEffect(() => {
    const origin = apiOrigin();
    const onMessage = (event: MessageEvent) => {
      const answer = readOidcMessage(event, origin);
      if (!answer) return;
      if (answer.status === 'success') storeSession(answer);
      else setOidcError(answer.message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const continueWith = (provider: OidcProvider) => {
    setOidcError(null);
    signIn.reset();
    if (!openOidcPopup(provider)) setOidcError(POPUP_BLOCKED_MESSAGE);
  };

  const onFinish = ({ email, password }: LoginFormValues) => {
    setOidcError(null);
    signIn.mutate({ email, password, isMentorup: brand.isMentorup });
  };

  const error = signIn.isError ? errorMessageOf(signIn.error) : oidcError;
  // A provider the server has no settings for would only answer 'Este método de ingreso no está disponible'.
  const { google, microsoft } = publicConfig.oidcProviders;

  return (
    <AuthScreen title="Ingresa a tu cuenta">
      <Form<LoginFormValues> name="login" layout="vertical" requiredMark={false} onFinish={onFinish} size="large">
        <Form.Item label="Email" name="email" rules={emailRules} normalize={lowercase}>
          <Input inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <Form.Item label="Contraseña" name="password" rules={passwordRules}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <p className="auth-screen__aside-link">
          <Link to="/password-recovery">Olvidé mi contraseña</Link>
        </p>
        {error && <Alert className="auth-screen__alert" type="error" showIcon title={error} role="alert" />}
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          Iniciar sesión
        </Button>
      </Form>
      {(google || microsoft) && (
        <>
          <Divider plain>o</Divider>
          <div className="auth-screen__providers">
            {google && (
              <Button block size="large" icon={<GoogleOutlined />} onClick={() => continueWith('google')}>
                Continuar con Google
              </Button>
            )}
            {microsoft && (
              <Button block size="large" icon={<WindowsFilled />} onClick={() => continueWith('microsoft')}>
                Continuar con Microsoft
              </Button>
            )}
          </div>
        </>
      )}
    </AuthScreen>
  );
}
