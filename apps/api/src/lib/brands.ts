import type { Config } from '../config';

export type BrandId = 'default' | 'second';

export interface Brand {
  id: BrandId;
  name: string;
  url: string;
  mailFrom: string;
  /** The coordinators' contact its people are told to write to. */
  supportEmail: string;
  /** The brand's colours as the web app shows them (apps/web brand.ts), for documents made on the server. */
  primaryColor: string;
  /** A pale tint of the primary colour, for backgrounds. */
  tintColor: string;
}

/** What each brand looks like, whatever the deployment: its name and the colours the web app shows (apps/web brandWords.ts). */
export const brandLooks: Record<BrandId, Pick<Brand, 'name' | 'primaryColor' | 'tintColor'>> = {
  default: { name: 'Enlaza', primaryColor: '#5b2a86', tintColor: '#f4eefa' },
  second: { name: 'MentorUp', primaryColor: '#0f6b63', tintColor: '#e8f4f2' },
};

/** The brand a request speaks for: the spec's isMentorup flag selects the second brand. */
export function brandOf(config: Config, isSecondBrand: boolean): Brand {
  return isSecondBrand
    ? {
        id: 'second',
        ...brandLooks.second,
        url: config.secondBrandUrl,
        mailFrom: config.secondBrandMailFrom,
        supportEmail: config.secondBrandSupportEmail,
      }
    : {
        id: 'default',
        ...brandLooks.default,
        url: config.publicUrl,
        mailFrom: config.mailFrom,
        supportEmail: config.supportEmail,
      };
}
