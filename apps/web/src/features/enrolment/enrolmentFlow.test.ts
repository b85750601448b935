import { enrolmentStepsFor, type EnrolmentStep } from '@enlaza/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  enrolmentPageFor,
  formatOpenDate,
  isAlreadyInscribed,
  isNotOpen,
  keepInscriptionToken,
  resumeTokenFor,
  stepAfter,
  stepAfterEmail,
  stepBefore,
} from './enrolmentFlow';

const regular = enrolmentStepsFor('MASSIVE', 'STUDENT');
const emprendeMentee = enrolmentStepsFor('EMPRENDE', 'STUDENT');
const emprendeMentor = enrolmentStepsFor('EMPRENDE', 'MENTOR');

describe('stepAfterEmail', () => {
  it('a new email (a profile to fill) starts with the personal data', () => {
    expect(stepAfterEmail({ nextStep: 'PERSONAL', canEditProfile: true }, regular, false)).toBe('PERSONAL');
  });

  it.each<[EnrolmentStep, readonly EnrolmentStep[]]>([
    ['INTERESTS', regular],
    ['COMPANY', regular],
    ['EMPRENDE', emprendeMentee],
    ['MOTIVATION', emprendeMentor],
  ])('a resumed profile goes on at the first missing step (%s)', (nextStep, steps) => {
    expect(stepAfterEmail({ nextStep, canEditProfile: true }, steps, false)).toBe(nextStep);
  });

  it('without the right to edit the profile (an account, or a complete profile) only the motivation is asked', () => {
    expect(stepAfterEmail({ nextStep: 'MOTIVATION', canEditProfile: false }, regular, false)).toBe('MOTIVATION');
    // Even if the server named another step: nothing but the motivation can be sent.
    expect(stepAfterEmail({ nextStep: 'PERSONAL', canEditProfile: false }, regular, false)).toBe('MOTIVATION');
  });

  it('goToLastStep=true jumps to the last step', () => {
    expect(stepAfterEmail({ nextStep: 'PERSONAL', canEditProfile: true }, regular, true)).toBe('MOTIVATION');
    expect(stepAfterEmail({ nextStep: 'EMPRENDE', canEditProfile: true }, emprendeMentee, true)).toBe('MOTIVATION');
  });

  it('a step this enrolment does not have is never shown', () => {
    expect(stepAfterEmail({ nextStep: 'COMPANY', canEditProfile: true }, emprendeMentee, false)).toBe('MOTIVATION');
    expect(stepAfterEmail({ nextStep: 'EMAIL', canEditProfile: true }, regular, false)).toBe('MOTIVATION');
  });
});

describe('stepAfter and stepBefore', () => {
  it('walk the steps of the enrolment in order', () => {
    expect(stepAfter(regular, 'PERSONAL')).toBe('INTERESTS');
    expect(stepAfter(regular, 'COMPANY')).toBe('MOTIVATION');
    expect(stepAfter(emprendeMentee, 'PERSONAL')).toBe('EMPRENDE');
    expect(stepAfter(emprendeMentor, 'PERSONAL')).toBe('MOTIVATION');
    expect(stepBefore(regular, 'MOTIVATION', true)).toBe('COMPANY');
    expect(stepBefore(emprendeMentee, 'MOTIVATION', true)).toBe('EMPRENDE');
    expect(stepBefore(regular, 'INTERESTS', true)).toBe('PERSONAL');
  });

  it('without the right to edit the profile, going back leads to the email', () => {
    expect(stepBefore(regular, 'MOTIVATION', false)).toBe('EMAIL');
  });
});

describe('enrolmentPageFor', () => {
  it('enrols only while OPEN; DRAFT has not started; the rest has ended', () => {
    expect(enrolmentPageFor('OPEN')).toBe('enrolment');
    expect(enrolmentPageFor('DRAFT')).toBe('notStarted');
    expect(enrolmentPageFor('SELECTING')).toBe('ended');
    expect(enrolmentPageFor('FINALIZED')).toBe('ended');
  });
});

describe('errors of the enrolment', () => {
  it('recognises the two already-inscribed answers by type or by the spec words', () => {
    expect(isAlreadyInscribed(new ApiError('x', 409, 'convocatory_profile_already_inscribed'))).toBe(true);
    expect(isAlreadyInscribed(new ApiError('user already inscribed in this convocatory.', 409))).toBe(true);
    expect(isAlreadyInscribed(new ApiError('profile already inscribed in this convocatory.', 409))).toBe(true);
    expect(isAlreadyInscribed(new ApiError('Error', 500))).toBe(false);
    expect(isAlreadyInscribed(new ApiError('x', 409, 'convocatory_not_open'))).toBe(false);
    expect(isNotOpen(new ApiError('x', 409, 'convocatory_not_open'))).toBe(true);
  });
});

describe('resumeTokenFor', () => {
  it("sends the mail link's token only for the email it was sent to, else the one this browser kept", () => {
    const link = { email: 'Ana@Example.com', resume: 'from-mail' };
    expect(resumeTokenFor('ana@example.com', link, localStorage)).toBe('from-mail');
    expect(resumeTokenFor('otra@example.com', link, localStorage)).toBeUndefined();
    keepInscriptionToken('otra@example.com', 'kept', localStorage);
    expect(localStorage.getItem('enlaza_inscription_token:otra@example.com')).toBe('kept');
    expect(resumeTokenFor('otra@example.com', link, localStorage)).toBe('kept');
    expect(resumeTokenFor('otra@example.com', { email: null, resume: null }, localStorage)).toBe('kept');
  });
});

it('formats the estimated open date as DD-MM-YYYY', () => {
  expect(formatOpenDate('2026-03-09')).toBe('09-03-2026');
});
