import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe opaque token with 256 bits of entropy. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as their SHA-256: a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
