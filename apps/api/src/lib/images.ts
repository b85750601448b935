/**
 * Checks and normalizes uploaded pictures; area-less: avatars (users, enrolment), campus illustrations and blog images
 * use it.
 */
import { avatarMimeTypes } from '@enlaza/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** A decoded image larger than this many pixels is refused before it is decompressed (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The pictures people upload (avatars, campus illustrations): JPG or PNG, judged by content. */
const uploadedImageMimeTypes: readonly string[] = avatarMimeTypes;

export interface ImageLimits {
  maxSidePx: number;
  /** 0–1, as the spec gives it (0.75). */
  jpegQuality: number;
  /** The formats taken, judged by content; JPG and PNG unless the upload says otherwise (blog images add WebP). */
  mimeTypes?: readonly string[];
}

/**
 * Checks an uploaded picture by its content (JPG or PNG, or the formats the limits name, whatever its name says) and
 * turns it into what is stored: EXIF orientation applied, longest side at most `maxSidePx`, transparency flattened on white, JPEG, no metadata
 * (location, camera) kept. Null when the bytes are not a decodable picture of those formats: the caller words the
 * refusal.
 */
export async function normalizeUploadedImage(upload: Buffer, limits: ImageLimits): Promise<Buffer | null> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !(limits.mimeTypes ?? uploadedImageMimeTypes).includes(detected.mime)) return null;
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: limits.maxSidePx, height: limits.maxSidePx, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(limits.jpegQuality * 100) })
      .toBuffer();
  } catch {
    // Right signature but undecodable (truncated, corrupt, or too many pixels).
    return null;
  }
}
