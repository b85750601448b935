import {
  businessAges,
  businessStages,
  contactMethods,
  formatRut,
  type EntrepreneurInfoInput,
  type EntrepreneurInfoResponse,
} from '@enlaza/contract';

type BusinessAge = (typeof businessAges)[number];
type BusinessStage = (typeof businessStages)[number];
type ContactMethod = (typeof contactMethods)[number];

/** The entrepreneur form's values (spec 002 §5.1): selects start empty, RUTs are shown formatted. */
export interface EntrepreneurValues {
  businessName: string;
  rut: string;
  businessRut: string;
  commune: string | undefined;
  businessRegion: string | undefined;
  businessCommune: string | undefined;
  description: string;
  socialMedia: string;
  industry: string | undefined;
  age: BusinessAge | undefined;
  stage: BusinessStage | undefined;
  challenge: string;
  expectations: string;
  productExpectations: string;
  expectedMentors: string;
  contactMethod: ContactMethod | undefined;
  ods: number[];
  /** A new business picture chosen in the form; sent beside the data, never inside it. */
  picture: File | null;
}

/** Stored entrepreneur data as far as it can be read, and where its picture is served. */
export type StoredEntrepreneurInfo = Partial<Omit<EntrepreneurInfoResponse, 'businessPictureUrl'>> & {
  pictureUrl: string | null;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/**
 * Reads entrepreneur data: an applicant's (`businessPictureUrl`) or a member's, which the user profile carries as
 * a free-form object (its picture is the business logo, `logoUrl`). Anything unreadable is left out.
 */
export function readEntrepreneurInfo(
  info: Record<string, unknown> | EntrepreneurInfoResponse | null | undefined,
): StoredEntrepreneurInfo | null {
  if (!info) return null;
  const record = info as Record<string, unknown>;
  const ods = Array.isArray(record.ods) ? record.ods.filter((v): v is number => Number.isInteger(v)) : undefined;
  return {
    businessName: text(record.businessName),
    rut: text(record.rut),
    businessRut: text(record.businessRut) ?? null,
    commune: text(record.commune),
    businessRegion: text(record.businessRegion),
    businessCommune: text(record.businessCommune),
    description: text(record.description),
    socialMedia: text(record.socialMedia) ?? null,
    industry: text(record.industry),
    age: oneOf(businessAges, record.age),
    stage: oneOf(businessStages, record.stage),
    challenge: text(record.challenge),
    expectations: text(record.expectations),
    productExpectations: text(record.productExpectations),
    expectedMentors: text(record.expectedMentors) ?? null,
    contactMethod: oneOf(contactMethods, record.contactMethod),
    ods,
    pictureUrl: text(record.businessPictureUrl) ?? text(record.logoUrl) ?? null,
  };
}

export function entrepreneurValuesOf(info: StoredEntrepreneurInfo | null): EntrepreneurValues {
  return {
    businessName: info?.businessName ?? '',
    rut: info?.rut ? formatRut(info.rut) : '',
    businessRut: info?.businessRut ? formatRut(info.businessRut) : '',
    commune: info?.commune,
    businessRegion: info?.businessRegion,
    businessCommune: info?.businessCommune,
    description: info?.description ?? '',
    socialMedia: info?.socialMedia ?? '',
    industry: info?.industry,
    age: info?.age,
    stage: info?.stage,
    challenge: info?.challenge ?? '',
    expectations: info?.expectations ?? '',
    productExpectations: info?.productExpectations ?? '',
    expectedMentors: info?.expectedMentors ?? '',
    contactMethod: info?.contactMethod,
    ods: info?.ods ? [...info.ods] : [],
    picture: null,
  };
}

/**
 * The data to send (the form has checked every rule by then). Empty optional texts go as they are: the contract
 * turns them into null.
 */
export function entrepreneurPayload(values: EntrepreneurValues): EntrepreneurInfoInput {
  return {
    businessName: values.businessName,
    rut: values.rut,
    businessRut: values.businessRut,
    commune: values.commune ?? '',
    businessRegion: values.businessRegion ?? '',
    businessCommune: values.businessCommune ?? '',
    description: values.description,
    socialMedia: values.socialMedia.trim() ? values.socialMedia : null,
    industry: values.industry ?? '',
    age: values.age!,
    stage: values.stage!,
    challenge: values.challenge,
    expectations: values.expectations,
    productExpectations: values.productExpectations,
    expectedMentors: values.expectedMentors,
    contactMethod: values.contactMethod!,
    ods: values.ods,
  };
}
