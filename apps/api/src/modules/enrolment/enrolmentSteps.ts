import {
  ATTRIBUTES_MIN_PROFILE,
  enrolmentStepsFor,
  isAdviceSelectionValid,
  type ConvocatoryType,
  type EnrolmentStep,
  type InscriptionType,
} from '@enlaza/contract';

/** The stored applicant data the enrolment steps look at. */
export interface StepCompletenessInput {
  name: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: string | null;
  cellphone: string | null;
  country: string | null;
  region: string | null;
  interests: readonly unknown[];
  adviceIds: readonly string[];
  mainAdviceId: string | null;
  attributeIds: readonly string[];
  company: string | null;
  businessPositionId: string | null;
  businessArea: string | null;
  university: string | null;
  career: string | null;
  emprendeInfo: object | null;
}

const filled = (value: string | null) => value != null && value.trim() !== '';

/** Whether the applicant already gave what a profile step asks for; EMAIL and MOTIVATION are never "stored". */
export function isEnrolmentStepComplete(step: EnrolmentStep, profile: StepCompletenessInput): boolean {
  switch (step) {
    case 'PERSONAL':
      return [
        profile.name,
        profile.lastName,
        profile.dateOfBirth,
        profile.gender,
        profile.cellphone,
        profile.country,
        profile.region,
      ].every(filled);
    case 'INTERESTS':
      return (
        profile.interests.length > 0 &&
        isAdviceSelectionValid(profile.adviceIds, profile.mainAdviceId) &&
        profile.attributeIds.length >= ATTRIBUTES_MIN_PROFILE
      );
    case 'COMPANY':
      return [
        profile.company,
        profile.businessPositionId,
        profile.businessArea,
        profile.university,
        profile.career,
      ].every(filled);
    case 'EMPRENDE':
      return profile.emprendeInfo != null;
    case 'EMAIL':
    case 'MOTIVATION':
      return true;
  }
}

/** The profile steps of this convocatory and role that the applicant has not completed yet, in the flow's order. */
export function missingEnrolmentSteps(
  profile: StepCompletenessInput,
  convocatoryType: ConvocatoryType,
  inscriptionType: InscriptionType,
): EnrolmentStep[] {
  return enrolmentStepsFor(convocatoryType, inscriptionType).filter(
    (step) => step !== 'EMAIL' && step !== 'MOTIVATION' && !isEnrolmentStepComplete(step, profile),
  );
}
