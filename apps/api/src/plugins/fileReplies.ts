import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const safe = fileName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-').trim();
  const ascii = safe.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** Answers an Excel workbook (whole or streamed) as a download named `fileName`. */
export function sendXlsx(reply: FastifyReply, fileName: string, workbook: Buffer | Readable) {
  return reply.type(XLSX_MIME).header('content-disposition', attachmentHeader(fileName)).send(workbook);
}

/** Answers a PDF as a download named `fileName`. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName)).send(pdf);
}
