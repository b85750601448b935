import { errorTypes } from '@enlaza/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from './errors';

/** A file a form may carry: its size limit and the error (413) that names it when it is too large. */
export interface UploadField {
  maxBytes: number;
  tooLarge: () => AppError;
}

/**
 * A form sent as JSON, or as multipart with the same JSON in the field `data` and files beside it (each at most
 * its own limit). An empty file input sends a part without bytes: that is "no new file", not a broken one.
 */
export async function readJsonForm(
  request: FastifyRequest,
  uploads: Record<string, UploadField>,
): Promise<{ data: unknown; files: Record<string, Buffer> }> {
  if (!request.isMultipart()) return { data: request.body ?? {}, files: {} };
  let data: unknown = {};
  const files: Record<string, Buffer> = {};
  let current: UploadField | undefined;
  const fileSize = Math.max(0, ...Object.values(uploads).map((u) => u.maxBytes));
  try {
    for await (const part of request.parts({ limits: { fileSize, files: Object.keys(uploads).length } })) {
      if (part.type === 'file') {
        current = uploads[part.fieldname];
        if (!current) throw badRequest(errorTypes.validation, `Archivo no esperado: ${part.fieldname}`);
        const bytes = await part.toBuffer();
        if (bytes.length > current.maxBytes) throw current.tooLarge();
        if (bytes.length > 0) files[part.fieldname] = bytes;
      } else if (part.fieldname === 'data') {
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw badRequest(errorTypes.validation, 'El campo data debe ser JSON');
        }
      }
    }
  } catch (error) {
    // @fastify/multipart stops at the first file over the overall limit: the file being read is the one to name.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && current) throw current.tooLarge();
    throw error;
  }
  return { data, files };
}

/** The form's data checked by its contract schema; the first issue's Spanish message otherwise (400). */
export function parseForm<T extends z.ZodType>(
  schema: T,
  data: unknown,
  fallbackMessage = 'Datos inválidos',
): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badRequest(errorTypes.validation, parsed.error.issues[0]?.message ?? fallbackMessage);
  return parsed.data;
}
