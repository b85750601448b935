import { AVATAR_JPEG_QUALITY, AVATAR_MAX_SIDE_PX, profileErrorTypes, profileMessages } from '@enlaza/contract';
import { badRequest } from '../../plugins/errors';
import { normalizeUploadedImage } from '../../lib/images';

/**
 * Checks an uploaded avatar by its content (JPG or PNG, whatever its name says) and turns it into what is stored:
 * longest side at most 512 px, JPEG at quality 75, no metadata kept (see normalizeUploadedImage).
 */
export async function prepareAvatar(upload: Buffer): Promise<Buffer> {
  const image = await normalizeUploadedImage(upload, {
    maxSidePx: AVATAR_MAX_SIDE_PX,
    jpegQuality: AVATAR_JPEG_QUALITY,
  });
  if (!image) throw badRequest(profileErrorTypes.invalidAvatar, profileMessages.avatarType);
  return image;
}
