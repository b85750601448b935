import { inflateSync } from 'node:zlib';

/** The content streams of a PDF, decompressed when they are. */
export function pdfStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  // pdfkit writes 'stream\n' + data + '\nendstream'; no optional '\r' before 'endstream', which would eat a last data
  // byte of 0x0d (about one compressed stream in 256) and leave the stream truncated.
  return [...raw.matchAll(/(?<!end)stream\n([\s\S]*?)\nendstream/g)]
    .map(([, body]) => {
      try {
        return inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
      } catch {
        return body!;
      }
    })
    .join('\n');
}

/**
 * The text a PDF shows: pdfkit writes standard-font text as TJ arrays of hex strings (WinAnsi codes) split where
 * it kerns, so each array's strings are joined back into one line.
 */
export function pdfText(streams: string): string {
  return [...streams.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map(([, array]) =>
      [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''),
    )
    .join('\n');
}
