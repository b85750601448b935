import {
  businessStages,
  contactMethods,
  type DirectoryEntrepreneurInfo,
  type EntrepreneurInfoResponse,
} from '@enlaza/contract';
import { fileUrlOf } from './fileUrl';

/**
 * A user's entrepreneur info is stored as the member form or the enrolment sent it, with the logo's storage key
 * beside the fields (`businessPictureKey`, as an applicant's business picture is kept, so an applicant who becomes a
 * user keeps hers). The key never leaves the server: the views below give where the logo is served instead.
 */
export type StoredEntrepreneurInfo = Record<string, unknown>;
export const LOGO_KEY_FIELD = 'businessPictureKey';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  options.find((option) => option === value) ?? null;

export function logoKeyOf(info: StoredEntrepreneurInfo | null | undefined): string | null {
  return text(info?.[LOGO_KEY_FIELD]);
}

/** The stored info as a user's profile carries it: the fields, and the logo as `logoUrl` (spec 002 §3). */
export function entrepreneurInfoView(info: StoredEntrepreneurInfo | null): Record<string, unknown> | null {
  if (!info) return null;
  const { [LOGO_KEY_FIELD]: _key, ...fields } = info;
  return { ...fields, logoUrl: fileUrlOf(logoKeyOf(info)) };
}

/** What the member form saves next to the logo's key. */
export function storedEntrepreneurInfo(
  fields: Omit<EntrepreneurInfoResponse, 'businessPictureUrl'>,
  logoKey: string | null,
): StoredEntrepreneurInfo {
  return { ...fields, [LOGO_KEY_FIELD]: logoKey };
}

/** A directory card's business data, read field by field: rows written by older forms may lack some. */
export function directoryEntrepreneurInfo(
  info: StoredEntrepreneurInfo,
  industryName: string | null,
): DirectoryEntrepreneurInfo {
  return {
    logoUrl: fileUrlOf(logoKeyOf(info)),
    businessName: text(info.businessName) ?? '',
    description: text(info.description),
    industryId: text(info.industry),
    industryName,
    stage: oneOf(businessStages, info.stage),
    businessRegion: text(info.businessRegion),
    businessCommune: text(info.businessCommune),
    socialMedia: text(info.socialMedia),
    contactMethod: oneOf(contactMethods, info.contactMethod),
  };
}
