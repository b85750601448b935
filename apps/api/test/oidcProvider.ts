import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentity {
  email: string;
  emailVerified: boolean;
}

/**
 * A real OpenID Connect provider on loopback standing in for Google or Microsoft. Its login screen is replaced by
 * an automatic one that signs in as `identity` (set by the test) and grants the requested scopes.
 */
export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Where the identity comes from when another process decides it (end-to-end tests); else signInAs(). */
  identity?: () => TestIdentity;
}) {
  let current: TestIdentity = { email: 'nadie@example.com', emailVerified: true };
  const identity = client.identity ?? (() => current);
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: identity().email, email_verified: identity().emailVerified }),
    }),
    cookies: { keys: ['test-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
  });
  provider.on('server_error', () => undefined);

  const finishInteraction = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const accountId = `acct-${identity().email}`;
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  };
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    } else {
      callback(req, res);
    }
  });

  return {
    issuer,
    signInAs(next: TestIdentity) {
      current = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * Follows the provider's redirects like a browser would (keeping its cookies) until it sends the browser back to
 * `redirectPrefix`; returns that final URL.
 */
export async function followProviderRedirects(startUrl: string, redirectPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectPrefix)) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status} without redirect: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}
