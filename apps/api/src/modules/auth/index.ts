/** Sign-in, sessions and tokens: the auth area's public surface. */
export { createAccessTokenSigner, type AccessTokenSigner } from './accessTokens';
export { createAuthRepository } from './auth.repository';
export { authRoutes } from './auth.routes';
export { createAuthService, type AuthService } from './auth.service';
export { createIdentityProvider, type IdentityProvider } from './identityProviders';
export { hashPassword, verifyPassword } from './passwords';
