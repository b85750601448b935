import type { OidcProvider } from '@enlaza/contract';
import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../config';

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

/** Loopback issuers (a local provider in tests or development) may speak plain HTTP; real ones must not. */
function isLoopback(issuer: string): boolean {
  const host = new URL(issuer).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** OpenID Connect (authorization code with PKCE) against one configured provider; discovery is done once, lazily. */
export function createIdentityProvider(name: OidcProvider, settings: OidcProviderConfig) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        isLoopback(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = undefined; // try again on the next sign-in instead of caching the failure
        throw err;
      });
    return discovered;
  };

  return {
    name,
    async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },
    async verifyCallback(
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedIdentity> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider returned no ID token');
      // Some providers keep email claims out of the ID token when an access token is issued: ask userinfo then.
      const claims: Record<string, unknown> =
        typeof idClaims.email === 'string'
          ? idClaims
          : await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      // Microsoft states a verified email domain with its optional claim xms_edov instead of email_verified.
      return { email, emailVerified: claims.email_verified === true || claims.xms_edov === true };
    },
  };
}
export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
