import {
  errorMessages,
  errorTypes,
  loginRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  oidcProviderSchema,
  recoverPasswordRequestSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  swapRoleRequestSchema,
  tokenPairSchema,
  type OidcMessage,
  type OidcProvider,
} from '@enlaza/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../plugins/errors';
import { bearerToken } from '../../plugins/authentication';
import type { AuthService } from './auth.service';
import type { IdentityProvider } from './identityProviders';
import { sendPopupPage } from './popupPage';
import { createWindowLimiter } from '../../lib/windowLimiter';
import type { CounterStore } from '../../plugins/counters';
import { access } from '../access';
import { errorResponsesFor, rateLimitedErrorResponses } from '../../plugins/errorResponses';

interface Deps {
  config: Config;
  authService: AuthService;
  identityProviders: Partial<Record<OidcProvider, IdentityProvider>>;
  /** Counters shared by every instance (the per-email limit). */
  counters: CounterStore;
}

const OIDC_COOKIE = 'enlaza_oidc';
const oidcCookieSchema = z.object({
  provider: oidcProviderSchema,
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
  targetOrigin: z.string(),
});

export async function authRoutes(app: FastifyInstance, { config, authService, identityProviders, counters }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = { max: config.rateLimit.perIpPerMinute, timeWindow: 60_000 };
  // A second, per-email limit stops slow guessing of one account from many addresses.
  const emailLimiter = createWindowLimiter(counters, {
    name: 'sign-in-email',
    max: config.rateLimit.perEmailPer15Minutes,
    windowMs: 15 * 60_000,
  });
  const perEmail = async (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && !(await emailLimiter.hit(`${request.routeOptions.url}:${email.toLowerCase()}`))) {
      throw new AppError(errorTypes.rateLimited, 429);
    }
  };

  r.post(
    '/auth',
    {
      config: { rateLimit: perIp, access: access.public },
      preHandler: perEmail,
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión con email y contraseña',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, ...rateLimitedErrorResponses },
      },
    },
    async (request) => authService.login(request.body),
  );

  r.post(
    '/auth/refresh_tokens',
    {
      config: { rateLimit: { max: config.rateLimit.perIpPerMinute * 4, timeWindow: 60_000 }, access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Renovar el par de tokens (el refresh token usado queda inválido)',
        body: refreshRequestSchema,
        response: { 201: tokenPairSchema, ...rateLimitedErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await authService.refresh(request.body.refreshToken)),
  );

  r.post(
    '/auth/swapUserRole/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['auth'],
        summary: 'Cambiar el rol actual; entrega un nuevo par de tokens',
        security: [{ bearerAuth: [] }],
        body: swapRoleRequestSchema,
        response: { 200: tokenPairSchema, ...rateLimitedErrorResponses },
      },
    },
    async (request) => authService.swapRole(request.auth!, request.body.role),
  );

  r.post(
    '/auth/logout',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Cerrar sesión: invalida los tokens de este ingreso',
        body: logoutRequestSchema,
        response: { 204: z.null(), ...rateLimitedErrorResponses },
      },
    },
    async (request, reply) => {
      await authService.logout({ refreshToken: request.body.refreshToken, claims: request.auth ?? undefined });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/auth/recoverPassword',
    {
      config: { rateLimit: perIp, access: access.public },
      preHandler: perEmail,
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Enviar el correo de recuperación de contraseña',
        body: recoverPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponsesFor(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      // The spec gives this call its own type for a malformed email.
      if (request.validationError) throw new AppError(errorTypes.recoverPasswordInvalidEmail, 400);
      await authService.recoverPassword(request.body);
      return { message: 'Te enviamos un correo con las instrucciones para recuperar tu contraseña' };
    },
  );

  r.put(
    '/auth/resetPassword/',
    {
      config: { rateLimit: perIp, access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Cambiar la contraseña con el token del correo (o el de la sesión) como bearer',
        description:
          'Con el token del correo de recuperación (un solo uso; los enlaces anteriores de la cuenta mueren al ' +
          'cambiar la contraseña). Con la sesión, currentPassword es obligatorio si la cuenta tiene contraseña: ' +
          'falta → 400 auth_current_password_required, incorrecta → 400 auth_current_password_wrong.',
        security: [{ bearerAuth: [] }],
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...rateLimitedErrorResponses },
      },
    },
    async (request) => {
      await authService.resetPassword(bearerToken(request), request.body);
      return { message: 'Contraseña actualizada correctamente' };
    },
  );

  // ── Sign-in with an identity provider, in a 600x600 pop-up ────────────────────────────────────
  const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const allowedOrigin = (origin: string | undefined) => (origin && config.webOrigins.includes(origin) ? origin : null);
  const cookieOptions = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https://'),
    signed: true,
  };
  const popupPageResponse = {
    200: {
      description: 'Página de la ventana emergente: entrega el resultado a la ventana que abrió el ingreso y se cierra',
      content: { 'text/html': { schema: z.string() } },
    },
  };
  const popupError = (type: string) => ({
    source: 'enlaza-auth' as const,
    status: 'error' as const,
    message: errorMessages[type] ?? 'Error',
  });

  r.get(
    '/auth/:provider',
    {
      config: { rateLimit: perIp, access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Abrir el ingreso con Google o Microsoft (página para una ventana emergente)',
        description:
          'Redirige (302) al proveedor de identidad; si el proveedor no está configurado o no responde, o el origen ' +
          'no es una de las páginas de la plataforma, responde la página que entrega el error a la ventana que la abrió.',
        params: z.object({ provider: oidcProviderSchema }),
        querystring: z.object({ origin: z.string().optional() }),
        response: popupPageResponse,
      },
    },
    async (request, reply) => {
      const targetOrigin = allowedOrigin(request.query.origin) ?? allowedOrigin(requestOrigin(request));
      const provider = identityProviders[request.params.provider];
      if (!provider || !targetOrigin) {
        return sendPopupPage(reply, { message: popupError(errorTypes.oidcNotConfigured), targetOrigin });
      }
      // The callback comes back to the host the pop-up was opened on, so the state cookie travels with it.
      const apiOrigin = allowedOrigin(requestOrigin(request)) ?? config.publicUrl;
      const redirectUri = `${apiOrigin}/api/auth/${provider.name}/callback`;
      try {
        const authorization = await provider.authorizationRequest(redirectUri);
        const cookie = JSON.stringify({
          provider: provider.name,
          state: authorization.state,
          nonce: authorization.nonce,
          codeVerifier: authorization.codeVerifier,
          redirectUri,
          targetOrigin,
        });
        return reply
          .setCookie(OIDC_COOKIE, cookie, { ...cookieOptions, maxAge: 600 })
          .header('cross-origin-opener-policy', 'unsafe-none')
          .redirect(authorization.url);
      } catch (err) {
        request.log.error({ err, provider: provider.name }, 'identity provider unavailable');
        return sendPopupPage(reply, { message: popupError(errorTypes.oidcFailed), targetOrigin });
      }
    },
  );

  r.get(
    '/auth/:provider/callback',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Retorno del proveedor de identidad; entrega los tokens a la ventana que abrió el ingreso',
        params: z.object({ provider: oidcProviderSchema }),
        // What the provider sends back (OAuth 2.0 and OpenID Connect); the callback URL is checked whole.
        querystring: z.looseObject({
          code: z.string().optional(),
          state: z.string().optional(),
          iss: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
        response: popupPageResponse,
      },
    },
    async (request, reply) => {
      const raw = request.cookies[OIDC_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(OIDC_COOKIE, cookieOptions);
      const stored = unsigned?.valid && unsigned.value ? oidcCookieSchema.safeParse(safeJson(unsigned.value)) : null;
      const provider = identityProviders[request.params.provider];
      if (!stored?.success || stored.data.provider !== request.params.provider || !provider) {
        return sendPopupPage(reply, { message: popupError(errorTypes.oidcFailed), targetOrigin: null });
      }
      const { targetOrigin } = stored.data;
      let message: OidcMessage;
      try {
        const callbackUrl = new URL(stored.data.redirectUri);
        callbackUrl.search = new URL(request.url, 'http://callback').search;
        const identity = await provider.verifyCallback(callbackUrl, stored.data);
        const brand = new URL(targetOrigin).hostname.includes(config.secondBrandDomain) ? 'second' : 'default';
        const tokens = await authService.signInWithIdentityProvider({ provider: provider.name, ...identity, brand });
        message = { source: 'enlaza-auth', status: 'success', ...tokens };
      } catch (err) {
        if (err instanceof AppError) {
          message = { source: 'enlaza-auth', status: 'error', message: err.message };
        } else {
          request.log.warn({ err, provider: provider.name }, 'identity provider sign-in failed');
          message = popupError(errorTypes.oidcFailed);
        }
      }
      return sendPopupPage(reply, { message, targetOrigin });
    },
  );
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
