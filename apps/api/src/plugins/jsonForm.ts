import { errorTypes } from '@enlaza/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from './errors';

/**
 * The multipart limits of the whole API, registered once with @fastify/multipart (app.ts): one file, ten fields of at
 * most 1 MB, twenty parts. A form read below raises the file count (and the parts with it) to the files it names.
 */
export const multipartLimits = { files: 1, fields: 10, fieldSize: 1024 * 1024, parts: 20 };

/** A file a form may carry: its size limit and the error (413) that names it when it is too large. */
export interface UploadField {
  maxBytes: number;
  tooLarge: () => AppError;
}

export interface JsonFormOptions {
  /** At most this many text fields (default multipartLimits.fields). */
  maxFields?: number;
  /** The error for a file in a field the form does not name (default 400 "Archivo no esperado: field"). */
  unexpectedFile?: (fieldName: string) => AppError;
}

export interface JsonForm {
  /** The JSON of the field `data` (the body itself when the request is not multipart); `{}` without it. */
  data: unknown;
  /** Every text field as sent, `data` included (for forms of plain fields). */
  fields: Record<string, string>;
  /** The bytes of each non-empty file, by field. */
  files: Record<string, Buffer>;
  /** The name the browser gave each file part, by field: empty ones too (an empty upload, not a missing one). */
  fileNames: Record<string, string>;
}

/**
 * A form sent as JSON, or as multipart with the same JSON in the field `data` and files beside it (each at most
 * its own limit). An empty file input sends a part without bytes: that is "no new file", not a broken one.
 */
export async function readJsonForm(
  request: FastifyRequest,
  uploads: Record<string, UploadField>,
  options: JsonFormOptions = {},
): Promise<JsonForm> {
  if (!request.isMultipart()) return { data: request.body ?? {}, fields: {}, files: {}, fileNames: {} };
  const form: JsonForm = { data: {}, fields: {}, files: {}, fileNames: {} };
  let current: UploadField | undefined;
  const fileSize = Math.max(0, ...Object.values(uploads).map((u) => u.maxBytes));
  const files = Object.keys(uploads).length;
  const fields = options.maxFields ?? multipartLimits.fields;
  const limits = { fileSize, files, fields, parts: Math.max(multipartLimits.parts, files + fields) };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        current = uploads[part.fieldname];
        if (!current) {
          throw (
            options.unexpectedFile?.(part.fieldname) ??
            badRequest(errorTypes.validation, `Archivo no esperado: ${part.fieldname}`)
          );
        }
        const bytes = await part.toBuffer();
        if (bytes.length > current.maxBytes) throw current.tooLarge();
        if (bytes.length > 0) form.files[part.fieldname] = bytes;
        form.fileNames[part.fieldname] = part.filename;
      } else {
        form.fields[part.fieldname] = String(part.value);
        if (part.fieldname === 'data') {
          try {
            form.data = JSON.parse(String(part.value));
          } catch {
            throw badRequest(errorTypes.validation, 'El campo data debe ser JSON');
          }
        }
      }
    }
  } catch (error) {
    // @fastify/multipart stops at the first file over the overall limit: the file being read is the one to name.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && current) throw current.tooLarge();
    throw error;
  }
  return form;
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
