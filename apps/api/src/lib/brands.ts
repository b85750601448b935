import type { Config } from '../config';

export type BrandId = 'default' | 'second';

export interface Brand {
  id: BrandId;
  name: string;
  url: string;
  mailFrom: string;
  /** The coordinators' contact its people are told to write to. */
  supportEmail: string;
}

/** The brand a request speaks for: the spec's isMentorup flag selects the second brand. */
export function brandOf(config: Config, isSecondBrand: boolean): Brand {
  return isSecondBrand
    ? {
        id: 'second',
        name: 'MentorUp',
        url: config.secondBrandUrl,
        mailFrom: config.secondBrandMailFrom,
        supportEmail: config.secondBrandSupportEmail,
      }
    : {
        id: 'default',
        name: 'Enlaza',
        url: config.publicUrl,
        mailFrom: config.mailFrom,
        supportEmail: config.supportEmail,
      };
}
