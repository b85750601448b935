import { describe, expect, it } from 'vitest';
import {
  companyStepSchema,
  isAdviceSelectionValid,
  isProfileComplete,
  missingProfileFields,
  personalStepSchema,
  profileMessages as m,
  type ProfileCompletenessInput,
} from './profile';
import { todayInAppTimeZone } from './dates';

const complete: ProfileCompletenessInput = {
  name: 'Camila',
  email: 'camila@example.com',
  contactInfo: { cellphone: '+56 912341234', country: 'Chile', region: 'Región Metropolitana de Santiago' },
  interests: [{ industryId: 'i', specialtyId: 's', experienceYears: 1 }],
  attributeIds: ['a'],
  adviceIds: ['x', 'y', 'z'],
  mainAdviceId: 'y',
  professionalInfo: {
    company: 'Compañía Demo',
    businessPositionId: 'p',
    businessArea: 'Analista',
    university: 'Universidad de Chile',
    carrer: 'Ingeniería comercial',
  },
};

describe('missingProfileFields', () => {
  it('finds nothing missing in a complete profile', () => {
    expect(missingProfileFields(complete)).toEqual([]);
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('lists every required part that is empty, in the order of the wizard', () => {
    const empty: ProfileCompletenessInput = {
      name: ' ',
      email: null,
      contactInfo: { cellphone: null, country: null, region: '' },
      interests: [],
      attributeIds: [],
      adviceIds: [],
      mainAdviceId: null,
      professionalInfo: { company: null, businessPositionId: null, businessArea: null, university: null, carrer: null },
    };
    expect(missingProfileFields(empty)).toEqual([
      'name',
      'email',
      'cellphone',
      'country',
      'region',
      'interests',
      'attributeIds',
      'adviceIds',
      'company',
      'businessPositionId',
      'businessArea',
      'university',
      'carrer',
    ]);
  });

  it('counts advices only with 3 to 4 and a main one among them', () => {
    expect(missingProfileFields({ ...complete, adviceIds: ['x', 'y'] })).toEqual(['adviceIds']);
    expect(missingProfileFields({ ...complete, mainAdviceId: null })).toEqual(['adviceIds']);
    expect(missingProfileFields({ ...complete, mainAdviceId: 'w' })).toEqual(['adviceIds']);
  });

  it('does not ask a mentee in an ATTRACTION process for company and position, but does ask a mentor', () => {
    const withoutCompany = {
      ...complete,
      professionalInfo: { ...complete.professionalInfo, company: null, businessArea: null },
    };
    expect(missingProfileFields(withoutCompany, { service: 'ATTRACTION' })).toEqual([]);
    expect(missingProfileFields(withoutCompany, { service: 'ATTRACTION', isMentor: true })).toEqual([
      'company',
      'businessArea',
    ]);
    expect(missingProfileFields(withoutCompany, { service: 'MENTORING' })).toEqual(['company', 'businessArea']);
  });
});

describe('wizard rules', () => {
  const personal = {
    name: 'Camila',
    lastName: 'González',
    email: 'Camila@Example.com',
    dateOfBirth: '1995-02-28',
    gender: 'FEMALE',
    contactInfo: { cellphone: '+56 9 1234 1234', country: 'Chile', region: 'Región de Los Lagos' },
  };

  it('lowercases the email and accepts a date before today', () => {
    const parsed = personalStepSchema.parse(personal);
    expect(parsed.email).toBe('camila@example.com');
  });

  it('refuses today as a date of birth', () => {
    const result = personalStepSchema.safeParse({ ...personal, dateOfBirth: todayInAppTimeZone() });
    expect(result.error?.issues[0]?.message).toBe(m.dateOfBirthNotPast);
  });

  it('asks for the confirmation of a first password', () => {
    const result = personalStepSchema.safeParse({ ...personal, password: 'Segura123' });
    expect(result.error?.issues[0]?.message).toBe(m.passwordConfirmation);
  });

  it('allows submitting advices only with 3 to 4 and the main one among them', () => {
    expect(isAdviceSelectionValid(['a', 'b', 'c'], 'b')).toBe(true);
    expect(isAdviceSelectionValid(['a', 'b', 'c', 'd'], 'd')).toBe(true);
    expect(isAdviceSelectionValid(['a', 'b'], 'a')).toBe(false);
    expect(isAdviceSelectionValid(['a', 'b', 'c', 'd', 'e'], 'a')).toBe(false);
    expect(isAdviceSelectionValid(['a', 'b', 'c'], 'z')).toBe(false);
    expect(isAdviceSelectionValid(['a', 'b', 'c'], null)).toBe(false);
  });

  it('requires the company in step 2 unless ATTRACTION without the mentor flag', () => {
    const info = {
      professionalInfo: {
        businessPositionId: '0b6f3f53-3a57-4d4a-8d59-4d7d4a1f2a10',
        university: 'UC',
        carrer: 'Derecho',
      },
    };
    expect(companyStepSchema().safeParse(info).error?.issues[0]?.message).toBe(m.company);
    expect(companyStepSchema({ service: 'ATTRACTION' }).safeParse(info).success).toBe(true);
  });
});
