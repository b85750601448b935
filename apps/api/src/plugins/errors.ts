import { errorMessages, errorTypes, type ErrorResponse } from '@enlaza/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the client should see: a catalogue type, an HTTP status and a Spanish message. */
export class AppError extends Error {
  constructor(
    public readonly type: string,
    public readonly statusCode: number,
    message?: string,
  ) {
    super(message ?? errorMessages[type] ?? 'Error');
  }
}

export const badRequest = (type: string, message?: string) => new AppError(type, 400, message);
export const unauthorized = (type: string = errorTypes.unauthorized, message?: string) =>
  new AppError(type, 401, message);
export const forbidden = (type: string = errorTypes.forbidden, message?: string) => new AppError(type, 403, message);
export const notFound = (type: string = errorTypes.notFound, message?: string) => new AppError(type, 404, message);

export function errorBody(type: string, message: string): ErrorResponse {
  return { error: { type, message } };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(errorBody(err.type, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const message = first?.message ?? 'Datos inválidos';
      return reply.code(400).send(errorBody(errorTypes.validation, message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-level client errors (malformed JSON, wrong content type, body too large...).
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Tipo de contenido no soportado'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'El contenido enviado es demasiado grande'
            : 'Solicitud inválida';
      return reply.code(status).send(errorBody(errorTypes.validation, message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody(errorTypes.internal, 'Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(errorTypes.notFound, 'No encontrado'));
  });
}
