import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_SIDE_PX,
  avatarMimeTypes,
  profileErrorTypes,
  profileMessages,
} from '@enlaza/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../plugins/errors';

/** A decoded image larger than this many pixels is refused before it is decompressed (a "pixel bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an uploaded avatar by its content (JPG or PNG, whatever its name says) and turns it into what is stored:
 * EXIF orientation applied, longest side at most 512 px, transparency flattened on white, JPEG at quality 75,
 * no metadata (location, camera) kept.
 */
export async function prepareAvatar(upload: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !(avatarMimeTypes as readonly string[]).includes(detected.mime)) {
    throw badRequest(profileErrorTypes.invalidAvatar, profileMessages.avatarType);
  }
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE_PX, height: AVATAR_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(AVATAR_JPEG_QUALITY * 100) })
      .toBuffer();
  } catch {
    // Right signature but undecodable (truncated, corrupt, or too many pixels).
    throw badRequest(profileErrorTypes.invalidAvatar, profileMessages.avatarType);
  }
}
