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

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const TEXT_COLOR = '#1f1f1f';
const MUTED_COLOR = '#595959';

/** 'Emitido en marzo de 2026'. */
export const issuedOn = (year: number, month: number) => `Emitido en ${MONTHS[month - 1]} de ${year}`;

/** The lines every look of the certificate prints, in order. */
function certificateLines(data: CertificateDocumentData) {
  return {
    heading: 'Certificado',
    lead: 'Se certifica que',
    name: data.personName,
    participated: 'participó en el',
    title: data.title,
    client: data.clientName,
    issued: issuedOn(data.issuedYear, data.issuedMonth),
    verify: `Verifica este certificado en ${data.verifyUrl}`,
  };
}

/** The certificate as an A4 landscape PDF in the brand's look: a frame in its colour on its tint, centred text. */
export function certificatePdf(data: CertificateDocumentData): Promise<Buffer> {
  const { brand } = data;
  const lines = certificateLines(data);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `${data.title} · ${data.personName}`, Author: brand.name, Subject: lines.verify },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width: pageWidth, height: pageHeight } = doc.page;
  doc.rect(0, 0, pageWidth, pageHeight).fill(brand.tintColor);
  doc
    .lineWidth(6)
    .rect(24, 24, pageWidth - 48, pageHeight - 48)
    .stroke(brand.primaryColor);
  doc
    .lineWidth(1)
    .rect(36, 36, pageWidth - 72, pageHeight - 72)
    .stroke(brand.primaryColor);

  const width = pageWidth - 160;
  const centred = (text: string, font: string, size: number, color: string, gap = 0.4) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, 80, undefined, { width, align: 'center' }).moveDown(gap);

  doc.y = 70;
  centred(brand.name, 'Helvetica-Bold', 24, brand.primaryColor, 0.8);
  centred(lines.heading.toUpperCase(), 'Helvetica-Bold', 34, TEXT_COLOR, 0.6);
  centred(lines.lead, 'Helvetica', 15, MUTED_COLOR, 0.3);
  centred(lines.name, 'Helvetica-Bold', 30, brand.primaryColor, 0.3);
  centred(lines.participated, 'Helvetica', 15, MUTED_COLOR, 0.3);
  centred(lines.title, 'Helvetica-Bold', 22, TEXT_COLOR, 0.2);
  centred(lines.client, 'Helvetica', 15, TEXT_COLOR, 1);
  centred(lines.issued, 'Helvetica', 13, MUTED_COLOR, 0.2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED_COLOR)
    .text(lines.verify, 80, pageHeight - 90, { width, align: 'center' });
  doc.end();
  return done;
}

/** The certificate as an SVG image (1600 × 1131, A4 landscape proportions), the source of the PNG. */
export function certificateSvg(data: CertificateDocumentData): string {
  const { brand } = data;
  const lines = certificateLines(data);
  const text = (y: number, value: string, size: number, color: string, weight = 'normal') =>
    `<text x="800" y="${y}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${escapeHtml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1131" viewBox="0 0 1600 1131" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<rect width="1600" height="1131" fill="${brand.tintColor}"/>
<rect x="40" y="40" width="1520" height="1051" fill="none" stroke="${brand.primaryColor}" stroke-width="12"/>
<rect x="62" y="62" width="1476" height="1007" fill="none" stroke="${brand.primaryColor}" stroke-width="2"/>
${text(170, brand.name, 48, brand.primaryColor, 'bold')}
${text(290, lines.heading.toUpperCase(), 68, TEXT_COLOR, 'bold')}
${text(390, lines.lead, 30, MUTED_COLOR)}
${text(480, lines.name, 58, brand.primaryColor, 'bold')}
${text(570, lines.participated, 30, MUTED_COLOR)}
${text(660, lines.title, 44, TEXT_COLOR, 'bold')}
${text(730, lines.client, 32, TEXT_COLOR)}
${text(840, lines.issued, 28, MUTED_COLOR)}
${text(1010, lines.verify, 20, MUTED_COLOR)}
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
