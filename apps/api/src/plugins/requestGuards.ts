import { errorTypes, requestErrorMessages } from '@enlaza/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * Whether a string anywhere in a parsed value holds a NUL character (U+0000), which PostgreSQL cannot store in text
 * or jsonb. Walks with its own stack: a deeply nested body must not overflow the call stack.
 */
export function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

// A boundary parameter of 1 to 70 characters, the last not a space (RFC 2046 §5.1.1), quoted or not. Node's HTTP
// parser already refuses control characters in a header.
const MULTIPART_BOUNDARY = /;\s*boundary=(?:"[^"]{0,69}[^"\s]"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** Whether a content type is multipart without a boundary to split its body with (the parser would throw). */
export function isMultipartWithoutBoundary(contentType: string | undefined): boolean {
  return !!contentType && /^\s*multipart\//i.test(contentType) && !MULTIPART_BOUNDARY.test(contentType);
}

/**
 * Refuses, before validation and for every route of the scope, input that would otherwise fail deep inside with a
 * 500: a NUL character in a path parameter, the query or the body (PostgreSQL rejects it), and a multipart body
 * without a usable boundary. It runs after the access check (onRequest): a caller without the right gets 401/403
 * first. Multipart fields, read later by their handlers, are covered by the error handler (isNulRefusedByDatabase).
 */
export function registerRequestGuards(scope: FastifyInstance) {
  scope.addHook('preValidation', async (request) => {
    if (
      containsNulCharacter(request.params) ||
      containsNulCharacter(request.query) ||
      containsNulCharacter(request.body)
    ) {
      throw badRequest(errorTypes.validation, requestErrorMessages.nulCharacter);
    }
    if (isMultipartWithoutBoundary(request.headers['content-type'])) {
      throw badRequest(errorTypes.validation, requestErrorMessages.invalidMultipart);
    }
  });
}
