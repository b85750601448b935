import {
  convocatoryErrorTypes,
  enrolmentMessages,
  type ConvocatoryStatus,
  type EnrolmentStep,
  type StartInscriptionResponse,
} from '@enlaza/contract';
import { ApiError } from '../../lib/api';

/** The answer of POST /api/convocatory/startInscription that lets the applicant go on. */
export type ContinueAnswer = Extract<StartInscriptionResponse, { status: 'CONTINUE' }>;

/**
 * Where the applicant goes after the email step (spec 002 §4.2):
 * - without the right to edit the profile (an account holder), only the motivation is asked;
 * - with `goToLastStep=true` (back from the profile wizard) the last step;
 * - otherwise the first step the server says is still missing.
 */
export function stepAfterEmail(
  answer: Pick<ContinueAnswer, 'nextStep' | 'canEditProfile'>,
  steps: readonly EnrolmentStep[],
  goToLastStep: boolean,
): EnrolmentStep {
  const last = steps[steps.length - 1] ?? 'MOTIVATION';
  if (!answer.canEditProfile || goToLastStep) return last;
  return answer.nextStep !== 'EMAIL' && steps.includes(answer.nextStep) ? answer.nextStep : last;
}

/** The step after `step` in this enrolment (the last one stays where it is). */
export function stepAfter(steps: readonly EnrolmentStep[], step: EnrolmentStep): EnrolmentStep {
  const index = steps.indexOf(step);
  return steps[Math.min(index + 1, steps.length - 1)] ?? step;
}

/** 'Regresar' / 'Anterior': the step before; without the right to edit the profile, back to the email. */
export function stepBefore(
  steps: readonly EnrolmentStep[],
  step: EnrolmentStep,
  canEditProfile: boolean,
): EnrolmentStep {
  if (!canEditProfile) return 'EMAIL';
  const index = steps.indexOf(step);
  return steps[Math.max(index - 1, 0)] ?? 'EMAIL';
}

/** Which page a convocatory's status calls for: the enrolment only while it is OPEN (spec 002 §2.1). */
export function enrolmentPageFor(status: ConvocatoryStatus): 'enrolment' | 'notStarted' | 'ended' {
  if (status === 'OPEN') return 'enrolment';
  return status === 'DRAFT' ? 'notStarted' : 'ended';
}

/** YYYY-MM-DD shown as DD-MM-YYYY, without going through a Date (no time-zone shift). */
export function formatOpenDate(value: string): string {
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}-${month}-${year}` : value;
}

/** A second application (spec 000 §8): the applicant is sent to the result page instead of an error. */
export function isAlreadyInscribed(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return (
    error.type === convocatoryErrorTypes.profileAlreadyInscribed ||
    error.type === convocatoryErrorTypes.userAlreadyInscribed ||
    error.message === enrolmentMessages.profileAlreadyInscribed ||
    error.message === enrolmentMessages.userAlreadyInscribed
  );
}

/** The convocatory stopped taking applications while the page was open. */
export function isNotOpen(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.type === convocatoryErrorTypes.notOpen;
}

/** The enrolment token expired or is not valid any more: the applicant starts again from the email. */
export function isTokenRefused(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 401 || error.type === convocatoryErrorTypes.inscriptionTokenInvalid)
  );
}

// The browser keeps each email's enrolment token, so an interrupted enrolment goes on where it stopped.
const TOKEN_KEY_PREFIX = 'enlaza_inscription_token:';

export const inscriptionTokenKey = (email: string) => `${TOKEN_KEY_PREFIX}${email}`;

export function readInscriptionToken(email: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(inscriptionTokenKey(email));
  } catch {
    return null;
  }
}

export function keepInscriptionToken(email: string, token: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(inscriptionTokenKey(email), token);
  } catch {
    // Storage full or disabled: the enrolment still works, only resuming it in this browser does not.
  }
}

export function forgetInscriptionToken(email: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(inscriptionTokenKey(email));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * The resume token to send with the email: the mail link's (only for the email it was sent to), else the one
 * this browser kept for that email.
 */
export function resumeTokenFor(
  email: string,
  link: { email: string | null; resume: string | null },
  storage: Storage = localStorage,
): string | undefined {
  if (link.resume && link.email?.trim().toLowerCase() === email) return link.resume;
  return readInscriptionToken(email, storage) ?? undefined;
}
