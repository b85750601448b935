import {
  DEFAULT_COUNTRY,
  type Gender,
  type ProfileServiceType,
  type UpdateProfileRequest,
  type UserProfile,
} from '@enlaza/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../lib/dates';

/**
 * The form values of each step, and how they come from a profile and go to PUT /users/myProfile. The value
 * helpers read only the wizard's fields, so an applicant's profile of a convocatory enrolment (the same fields)
 * fills the same steps.
 */

/** The wizard's fields of a profile: a user's, or an applicant's (ApplicantProfile). */
export type WizardProfile = Pick<
  UserProfile,
  'name' | 'lastName' | 'email' | 'dateOfBirth' | 'gender' | 'biography' | 'interests' | 'adviceIds' | 'attributeIds'
> & {
  mainAdviceId: string | null;
  contactInfo: Pick<UserProfile['contactInfo'], 'cellphone' | 'country' | 'region'>;
  professionalInfo: Pick<
    UserProfile['professionalInfo'],
    'company' | 'businessPositionId' | 'businessArea' | 'university' | 'carrer'
  >;
};

export interface PersonalValues {
  name: string;
  lastName: string;
  email: string;
  dateOfBirth: Dayjs | null;
  gender: Gender | undefined;
  cellphone: string;
  country: string;
  region: string | undefined;
  biography: string;
  password?: string;
  passwordConfirmation?: string;
  /** Asked only when the email changes on an account with a password. */
  currentPassword?: string;
}

export function personalValuesOf(profile: WizardProfile): PersonalValues {
  return {
    name: profile.name,
    lastName: profile.lastName,
    email: profile.email ?? '',
    dateOfBirth: profile.dateOfBirth ? dayjs(profile.dateOfBirth) : null,
    gender: profile.gender ?? undefined,
    cellphone: profile.contactInfo.cellphone ?? '',
    country: profile.contactInfo.country ?? DEFAULT_COUNTRY,
    region: profile.contactInfo.region ?? undefined,
    biography: profile.biography ?? '',
  };
}

export function personalPayload(values: PersonalValues): UpdateProfileRequest {
  return {
    name: values.name,
    lastName: values.lastName,
    email: values.email,
    dateOfBirth: values.dateOfBirth?.format('YYYY-MM-DD'),
    gender: values.gender,
    contactInfo: { cellphone: values.cellphone, country: values.country, region: values.region ?? '' },
    biography: values.biography?.trim() ? values.biography : null,
    ...(values.password ? { password: values.password, passwordConfirmation: values.passwordConfirmation } : {}),
    ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
  };
}

export interface InterestValues {
  industryId?: string;
  specialtyId?: string;
  experienceYears?: number;
}

/** The advice picker's value: the chosen objectives and the main one (the star). */
export interface AdviceValue {
  adviceIds: string[];
  mainAdviceId: string | null;
}

export interface InterestsValues {
  interests: InterestValues[];
  advice: AdviceValue;
  attributeIds: string[];
}

export function interestsValuesOf(profile: WizardProfile): InterestsValues {
  return {
    // A first, empty area so the step starts with the row to fill.
    interests: profile.interests.length ? profile.interests.map((i) => ({ ...i })) : [{}],
    advice: { adviceIds: [...profile.adviceIds], mainAdviceId: profile.mainAdviceId },
    attributeIds: [...profile.attributeIds],
  };
}

export function interestsPayload(values: InterestsValues): UpdateProfileRequest {
  return {
    interests: values.interests.map((i) => ({
      industryId: i.industryId ?? '',
      specialtyId: i.specialtyId ?? '',
      experienceYears: i.experienceYears ?? -1,
    })),
    adviceIds: values.advice.adviceIds,
    mainAdviceId: values.advice.mainAdviceId ?? undefined,
    attributeIds: values.attributeIds,
  };
}

export interface CompanyValues {
  company?: string;
  businessPositionId?: string;
  businessArea?: string;
  university: string;
  carrer: string;
}

export function companyValuesOf(profile: WizardProfile): CompanyValues {
  const work = profile.professionalInfo;
  return {
    company: work.company ?? '',
    businessPositionId: work.businessPositionId ?? undefined,
    businessArea: work.businessArea ?? '',
    university: work.university ?? '',
    carrer: work.carrer ?? '',
  };
}

/** Hidden fields are not sent: the server keeps what it has. */
export function companyPayload(
  values: CompanyValues,
  service: ProfileServiceType | null,
  asksCompany: boolean,
): UpdateProfileRequest {
  return {
    professionalInfo: {
      businessPositionId: values.businessPositionId,
      university: values.university,
      carrer: values.carrer,
      ...(asksCompany ? { company: values.company, businessArea: values.businessArea } : {}),
    },
    ...(service ? { service } : {}),
  };
}
