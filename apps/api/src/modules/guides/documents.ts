import { guideErrorTypes, guideMessages } from '@enlaza/contract';
import { fileTypeFromBuffer } from 'file-type';
import path from 'node:path';
import { badRequest } from '../../plugins/errors';

/** Extensions the stored key gets, by the type found in the bytes. */
const extensionByMime: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/** Old Office files share one container format (CFB); its bytes do not say Word or PowerPoint, the name does. */
const legacyOfficeExtensions = new Set(['.doc', '.ppt']);

/** The longest original name kept (shown and used as the download's file name). */
const NAME_MAX = 200;

export interface CheckedDocument {
  bytes: Buffer;
  /** Extension of the stored key, from the content. */
  extension: string;
  /** The uploader's file name, cleaned for display and for Content-Disposition. */
  originalName: string;
}

/** Path separators and control characters dropped; a missing name becomes 'documento{ext}'. */
function cleanName(fileName: string, extension: string): string {
  const base = path.basename(fileName.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!cleaned) return `documento${extension}`;
  return cleaned.length > NAME_MAX ? cleaned.slice(cleaned.length - NAME_MAX) : cleaned;
}

/**
 * Checks a session document by its content, whatever its name says: PDF, Word, PowerPoint (both the current and
 * the old formats), JPG or PNG. Anything else — a text file renamed .pdf included — is refused with a 400.
 */
export async function checkGuideDocument(bytes: Buffer, fileName: string): Promise<CheckedDocument> {
  const detected = await fileTypeFromBuffer(bytes);
  let extension = detected ? extensionByMime[detected.mime] : undefined;
  if (detected?.ext === 'cfb') {
    const claimed = path.extname(fileName).toLowerCase();
    if (legacyOfficeExtensions.has(claimed)) extension = claimed;
  }
  if (!extension) throw badRequest(guideErrorTypes.invalidDocument, guideMessages.documentType);
  return { bytes, extension, originalName: cleanName(fileName, extension) };
}
