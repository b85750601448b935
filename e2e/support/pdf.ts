import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, one line per text item, as a PDF reader extracts it (PDF.js). */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  await document.destroy();
  return lines.join('\n');
}
