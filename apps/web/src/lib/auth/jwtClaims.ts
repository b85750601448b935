/**
 * The claims of a JWT (its middle part, base64url JSON), read without verifying it: the server verifies, the app only
 * reads who is signed in and when the token expires. Throws when the token is not a JWS in compact form. Kept here
 * rather than taken from a JOSE library so that the first page loads none of it.
 */
export function decodeJwtClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new TypeError('not a compact JWT');
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new TypeError('JWT claims');
  return claims as Record<string, unknown>;
}
