import { lazy } from 'react';

/**
 * The enrolment's steps after the email, each loaded when first needed: an applicant opening the link on a phone
 * downloads only the email step (no date picker, no region and commune lists, no upload) until she gives her email.
 */
const stepModules = {
  personal: () => import('../profile/PersonalStepForm'),
  avatar: () => import('../profile/AvatarField'),
  interests: () => import('../profile/InterestsStepForm'),
  company: () => import('../profile/CompanyStepForm'),
  entrepreneur: () => import('../profile/EntrepreneurForm'),
  motivation: () => import('./MotivationStep'),
};

export const PersonalStepForm = lazy(() => stepModules.personal().then((m) => ({ default: m.PersonalStepForm })));
export const AvatarField = lazy(() => stepModules.avatar().then((m) => ({ default: m.AvatarField })));
export const InterestsStepForm = lazy(() => stepModules.interests().then((m) => ({ default: m.InterestsStepForm })));
export const CompanyStepForm = lazy(() => stepModules.company().then((m) => ({ default: m.CompanyStepForm })));
export const EntrepreneurForm = lazy(() => stepModules.entrepreneur().then((m) => ({ default: m.EntrepreneurForm })));
export const MotivationStep = lazy(() => stepModules.motivation().then((m) => ({ default: m.MotivationStep })));

/** Starts loading every later step while the email is being checked, so the next one shows without a wait. */
export function preloadEnrolmentSteps(): void {
  for (const load of Object.values(stepModules)) void load();
}
