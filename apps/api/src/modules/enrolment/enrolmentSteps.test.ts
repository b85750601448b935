import { describe, expect, it } from 'vitest';
import { isEnrolmentStepComplete, missingEnrolmentSteps, type StepCompletenessInput } from './enrolmentSteps';

const empty: StepCompletenessInput = {
  name: '',
  lastName: '',
  dateOfBirth: null,
  gender: null,
  cellphone: null,
  country: null,
  region: null,
  interests: [],
  adviceIds: [],
  mainAdviceId: null,
  attributeIds: [],
  company: null,
  businessPositionId: null,
  businessArea: null,
  university: null,
  career: null,
  emprendeInfo: null,
};
const personal = {
  name: 'Daniela',
  lastName: 'Fuentes',
  dateOfBirth: '1990-04-12',
  gender: 'FEMALE',
  cellphone: '+56 912341234',
  country: 'Chile',
  region: 'Región de Valparaíso',
};
const interests = {
  interests: [{ industryId: 'i', specialtyId: 's', experienceYears: 1 }],
  adviceIds: ['a', 'b', 'c'],
  mainAdviceId: 'b',
  attributeIds: ['x'],
};
const company = {
  company: 'Minera Andina',
  businessPositionId: 'p',
  businessArea: 'Jefa de proyectos',
  university: 'Universidad de Chile',
  career: 'Ingeniería',
};

describe('enrolment step completeness', () => {
  it('needs every personal field, and a blank one counts as missing', () => {
    expect(isEnrolmentStepComplete('PERSONAL', { ...empty, ...personal })).toBe(true);
    for (const field of Object.keys(personal) as (keyof typeof personal)[]) {
      expect(isEnrolmentStepComplete('PERSONAL', { ...empty, ...personal, [field]: null })).toBe(false);
      expect(isEnrolmentStepComplete('PERSONAL', { ...empty, ...personal, [field]: '  ' })).toBe(false);
    }
  });

  it('needs an interest, 3 to 4 objectives with the main one among them, and a quality', () => {
    expect(isEnrolmentStepComplete('INTERESTS', { ...empty, ...interests })).toBe(true);
    expect(isEnrolmentStepComplete('INTERESTS', { ...empty, ...interests, interests: [] })).toBe(false);
    expect(isEnrolmentStepComplete('INTERESTS', { ...empty, ...interests, adviceIds: ['a', 'b'] })).toBe(false);
    expect(isEnrolmentStepComplete('INTERESTS', { ...empty, ...interests, adviceIds: ['a', 'b', 'c', 'd', 'e'] })).toBe(
      false,
    );
    expect(isEnrolmentStepComplete('INTERESTS', { ...empty, ...interests, mainAdviceId: 'z' })).toBe(false);
    expect(isEnrolmentStepComplete('INTERESTS', { ...empty, ...interests, mainAdviceId: null })).toBe(false);
    expect(isEnrolmentStepComplete('INTERESTS', { ...empty, ...interests, attributeIds: [] })).toBe(false);
  });

  it('needs company, level, position, university and career; Emprende needs its answers', () => {
    expect(isEnrolmentStepComplete('COMPANY', { ...empty, ...company })).toBe(true);
    for (const field of Object.keys(company) as (keyof typeof company)[]) {
      expect(isEnrolmentStepComplete('COMPANY', { ...empty, ...company, [field]: null })).toBe(false);
    }
    expect(isEnrolmentStepComplete('EMPRENDE', empty)).toBe(false);
    expect(isEnrolmentStepComplete('EMPRENDE', { ...empty, emprendeInfo: { businessName: 'x' } })).toBe(true);
  });

  it('lists the missing steps of the convocatory type and role only, in the order of the flow', () => {
    expect(missingEnrolmentSteps(empty, 'MASSIVE', 'STUDENT')).toEqual(['PERSONAL', 'INTERESTS', 'COMPANY']);
    expect(missingEnrolmentSteps(empty, 'DIRECTED', 'MENTOR')).toEqual(['PERSONAL', 'INTERESTS', 'COMPANY']);
    expect(missingEnrolmentSteps(empty, 'EMPRENDE', 'STUDENT')).toEqual(['PERSONAL', 'EMPRENDE']);
    expect(missingEnrolmentSteps(empty, 'EMPRENDE', 'MENTOR')).toEqual(['PERSONAL']);
    const personalOnly = { ...empty, ...personal };
    expect(missingEnrolmentSteps(personalOnly, 'EMPRENDE', 'MENTOR')).toEqual([]);
    expect(missingEnrolmentSteps(personalOnly, 'EMPRENDE', 'STUDENT')).toEqual(['EMPRENDE']);
    expect(missingEnrolmentSteps({ ...personalOnly, ...company }, 'MASSIVE', 'STUDENT')).toEqual(['INTERESTS']);
  });
});
