import type { AccessTokenClaims, Role } from '@enlaza/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessTokenClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Route guard: a valid access token is required, and when roles are given the current role must be one of them. */
export function requireAuth(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) throw unauthorized();
    if (roles.length > 0 && !roles.includes(request.auth.role)) throw forbidden();
  };
}
