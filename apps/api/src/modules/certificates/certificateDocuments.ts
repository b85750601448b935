import { certificateIssueMonth } from '@enlaza/contract';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import type { Brand } from '../../lib/brands';
import { escapeHtml } from '../../lib/html';

export interface CertificateDocumentData {
  brand: Pick<Brand, 'name' | 'primaryColor' | 'tintColor'>;
  certificateId: string;
  title: string;
  personName: string;
  clientName: string;
  issuedYear: number;
  issuedMonth: number;
  /** The public page where anyone can check it. */
  verifyUrl: string;
}

const TEXT_COLOR = '#1f1f1f';
const MUTED_COLOR = '#595959';

/** 'Emitido en marzo de 2026'. */
export const issuedOn = (year: number, month: number) => `Emitido en ${certificateIssueMonth(year, month)}`;

const WIDTH = 1600;
const HEIGHT = 1131;
/** Room for a line of text inside the frame. */
const TEXT_WIDTH = 1380;

interface Line {
  text: string;
  /** Baseline, on the 1600 × 1131 drawing. */
  y: number;
  size: number;
  color: string;
  bold?: boolean;
}

/**
 * The lines every look of the certificate prints, on a 1600 × 1131 drawing (A4 landscape proportions). A line too
 * long for the frame (a long name or programme) gets a smaller type, about 0.6 em a character.
 */
function certificateLines(data: CertificateDocumentData): Line[] {
  const { brand } = data;
  const fit = (text: string, size: number) => Math.min(size, Math.floor(TEXT_WIDTH / (text.length * 0.6)));
  const line = (text: string, y: number, size: number, color: string, bold = false): Line => ({
    text,
    y,
    size: fit(text, size),
    color,
    bold,
  });
  return [
    line(brand.name, 170, 48, brand.primaryColor, true),
    line('CERTIFICADO', 290, 68, TEXT_COLOR, true),
    line('Se certifica que', 390, 30, MUTED_COLOR),
    line(data.personName, 480, 58, brand.primaryColor, true),
    line('participó en el', 570, 30, MUTED_COLOR),
    line(data.title, 660, 44, TEXT_COLOR, true),
    line(data.clientName, 730, 32, TEXT_COLOR),
    line(issuedOn(data.issuedYear, data.issuedMonth), 840, 28, MUTED_COLOR),
    line(`Verifica este certificado en ${data.verifyUrl}`, 1010, 20, MUTED_COLOR),
  ];
}

/** The certificate as an A4 landscape PDF in the brand's look: the same drawing as the image, at the page's scale. */
export function certificatePdf(data: CertificateDocumentData): Promise<Buffer> {
  const { brand } = data;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${data.title} · ${data.personName}`, Author: brand.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const scale = doc.page.width / WIDTH;
  const at = (value: number) => value * scale;
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(brand.tintColor);
  doc.lineWidth(at(12)).rect(at(40), at(40), at(1520), at(1051)).stroke(brand.primaryColor);
  doc.lineWidth(at(2)).rect(at(62), at(62), at(1476), at(1007)).stroke(brand.primaryColor);
  for (const line of certificateLines(data)) {
    const size = at(line.size);
    doc
      .font(line.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(line.color)
      // pdfkit places text by its top; the drawing by its baseline.
      .text(line.text, at((WIDTH - TEXT_WIDTH) / 2), at(line.y) - size * 0.8, {
        width: at(TEXT_WIDTH),
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** The certificate as an SVG image (1600 × 1131), the source of the PNG. */
export function certificateSvg(data: CertificateDocumentData): string {
  const { brand } = data;
  const texts = certificateLines(data).map(
    (line) =>
      `<text x="${WIDTH / 2}" y="${line.y}" font-size="${line.size}" font-weight="${line.bold ? 'bold' : 'normal'}" ` +
      `fill="${line.color}" text-anchor="middle">${escapeHtml(line.text)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${brand.tintColor}"/>
<rect x="40" y="40" width="1520" height="1051" fill="none" stroke="${brand.primaryColor}" stroke-width="12"/>
<rect x="62" y="62" width="1476" height="1007" fill="none" stroke="${brand.primaryColor}" stroke-width="2"/>
${texts.join('\n')}
</svg>`;
}

/** The PNG keyword of a baked Open Badges 3.0 credential (Open Badges 3.0 §5.3 "Baking"). */
export const OPEN_BADGE_PNG_KEYWORD = 'openbadgecredential';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and the CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * Bakes a credential into a PNG: an uncompressed iTXt chunk with keyword 'openbadgecredential' (no language tag, no
 * translated keyword) whose text is the credential (here the compact JWT), placed before IEND.
 */
export function bakePng(png: Buffer, credential: string): Buffer {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  const data = Buffer.concat([
    Buffer.from(OPEN_BADGE_PNG_KEYWORD, 'latin1'),
    Buffer.from([0, 0, 0, 0, 0]), // keyword end, compression flag, compression method, empty language, empty translation
    Buffer.from(credential, 'utf8'),
  ]);
  const iend = png.length - 12;
  if (png.toString('latin1', iend + 4, iend + 8) !== 'IEND') throw new Error('PNG without IEND at its end');
  return Buffer.concat([png.subarray(0, iend), pngChunk('iTXt', data), png.subarray(iend)]);
}

/** Reads the baked credential back (the first 'openbadgecredential' iTXt chunk), or null. */
export function readBakedCredential(png: Buffer): string | null {
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'iTXt') {
      const keywordEnd = data.indexOf(0);
      if (data.toString('latin1', 0, keywordEnd) === OPEN_BADGE_PNG_KEYWORD && data[keywordEnd + 1] === 0) {
        const languageEnd = data.indexOf(0, keywordEnd + 3);
        const translatedEnd = data.indexOf(0, languageEnd + 1);
        return data.subarray(translatedEnd + 1).toString('utf8');
      }
    }
    offset += 12 + length;
  }
  return null;
}

/** The certificate's image as a PNG with its credential baked in. */
export async function certificatePng(data: CertificateDocumentData, credentialJwt: string): Promise<Buffer> {
  const png = await sharp(Buffer.from(certificateSvg(data)))
    .png()
    .toBuffer();
  return bakePng(png, credentialJwt);
}
