import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { create as createContentDisposition } from 'content-disposition';
import { z } from 'zod';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The success answer of a route that answers a file, not JSON: 200 with the file's media types and binary content,
 * for the API document. A file (buffer, stream or text under its own content type) is sent as it is, never serialized.
 */
export function fileResponse(description: string, ...mediaTypes: [string, ...string[]]) {
  return { 200: { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.file() }])) } };
}

/** Characters no file system takes in a name, and control characters: each becomes '-' in a file name sent. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * The Content-Disposition header of a file answered as `fileName` (RFC 6266, written by the `content-disposition`
 * package): a download unless `inline`; a name that is not plain ASCII also gets an unaccented ASCII fallback
 * (`filename="Guia.pdf"`) beside the exact UTF-8 one (`filename*=UTF-8''Gu%C3%ADa.pdf`).
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const safe = fileName.replace(UNSAFE_IN_FILE_NAME, '-').trim();
  const fallback = safe
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return createContentDisposition(safe, { type, fallback });
}

/** Answers an Excel workbook (whole or streamed) as a download named `fileName`. */
export function sendXlsx(reply: FastifyReply, fileName: string, workbook: Buffer | Readable) {
  return reply.type(XLSX_MIME).header('content-disposition', contentDisposition(fileName)).send(workbook);
}

/** Answers a PDF as a download named `fileName`. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply.type('application/pdf').header('content-disposition', contentDisposition(fileName)).send(pdf);
}
