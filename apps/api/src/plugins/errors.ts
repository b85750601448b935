import { errorMessages, errorTypes, requestErrorMessages as m, type ErrorResponse } from '@enlaza/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** A failure the client should see: a catalogue type, an HTTP status, a Spanish message and, maybe, its items. */
export class AppError extends Error {
  constructor(
    public readonly type: string,
    public readonly statusCode: number,
    message?: string,
    public readonly details?: readonly string[],
  ) {
    super(message ?? errorMessages[type] ?? 'Error');
  }
}

export const badRequest = (type: string, message?: string) => new AppError(type, 400, message);
export const unauthorized = (type: string = errorTypes.unauthorized, message?: string) =>
  new AppError(type, 401, message);
export const forbidden = (type: string = errorTypes.forbidden, message?: string) => new AppError(type, 403, message);
export const notFound = (type: string = errorTypes.notFound, message?: string) => new AppError(type, 404, message);

export function errorBody(type: string, message: string, details?: readonly string[]): ErrorResponse {
  return { error: details ? { type, message, details: [...details] } : { type, message } };
}

/** Spanish words for the client errors Fastify and @fastify/multipart raise themselves, by their code. */
const frameworkErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: m.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: m.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: m.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: m.emptyJson,
  FST_ERR_BAD_URL: m.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: m.uriTooLong,
  FST_PARTS_LIMIT: m.bodyTooLarge,
  FST_FILES_LIMIT: m.bodyTooLarge,
  FST_FIELDS_LIMIT: m.bodyTooLarge,
  FST_REQ_FILE_TOO_LARGE: m.bodyTooLarge,
  FST_PROTO_VIOLATION: m.invalidMultipart,
  // @fastify/multipart answers these 406, a status about the response's format: they are a malformed request.
  FST_INVALID_JSON_FIELD_ERROR: m.invalidMultipart,
  FST_INVALID_MULTIPART_CONTENT_TYPE: m.invalidMultipart,
};
const frameworkErrorStatuses: Record<string, number> = {
  FST_INVALID_JSON_FIELD_ERROR: 400,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

/**
 * The multipart parser's (@fastify/busboy) own errors for a body cut short or not split by its boundary: plain
 * Errors without a code, raised while a handler reads the parts.
 */
const MULTIPART_PARSE_ERROR = /unexpected end of multipart data$/i;

/** PostgreSQL's refusal of a NUL character (text 22021, jsonb 22P05), possibly wrapped by the query builder. */
function isNulRefusedByDatabase(err: unknown): boolean {
  let current = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The envelope for a framework error outside the route's error handler: bad URL encoding, too long a parameter. */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply.code(status).send(errorBody(errorTypes.validation, frameworkErrorMessages[err.code] ?? m.invalid));
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a malformed request line or
 * method, a request too slow to arrive): written on the socket in the same envelope, then the connection closes.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, m.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, m.timeout]
        : [400, m.invalid];
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  const body = JSON.stringify(errorBody(errorTypes.validation, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(errorBody(err.type, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      // A path names a resource: one whose parameters cannot name anything is a missing resource (contract `ids.ts`).
      if (err.validationContext === 'params') {
        return reply
          .code(404)
          .send(errorBody(errorTypes.notFound, first?.message ?? errorMessages[errorTypes.notFound]!));
      }
      const message = first?.message ?? 'Datos inválidos';
      return reply.code(400).send(errorBody(errorTypes.validation, message));
    }
    // A NUL character in a multipart field reaches the database: the request's fault, like one in a JSON body.
    if (isNulRefusedByDatabase(err)) {
      return reply.code(400).send(errorBody(errorTypes.validation, m.nulCharacter));
    }
    if (!err.code && request.isMultipart?.() && MULTIPART_PARSE_ERROR.test(err.message)) {
      return reply.code(400).send(errorBody(errorTypes.validation, m.invalidMultipart));
    }
    const status = frameworkErrorStatuses[err.code] ?? err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-level client errors (malformed JSON, wrong content type, body too large...).
      return reply.code(status).send(errorBody(errorTypes.validation, frameworkErrorMessages[err.code] ?? m.invalid));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(errorTypes.internal, 'Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(errorTypes.notFound, errorMessages[errorTypes.notFound]!));
  });
}
