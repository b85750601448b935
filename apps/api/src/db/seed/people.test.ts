import { describe, expect, it } from 'vitest';
import { demoPeople, type DemoProfile } from './people';
import { defaultAdvices, defaultAttributes, defaultBusinessPositions, defaultIndustries } from './referenceData';

/** Every filled-in profile of the data file, with whose it is. */
function profiles(): Array<[email: string, profile: DemoProfile]> {
  const { accounts, mentoringPeople, networkingMentees, attractionPeople, attractionInProgress, applicants } =
    demoPeople;
  return [
    ...accounts.flatMap((a) => (a.profile ? [[a.email, a.profile] as [string, DemoProfile]] : [])),
    ...[...mentoringPeople, ...networkingMentees, ...attractionPeople].map(
      (p) => [p.email, p.profile] as [string, DemoProfile],
    ),
    ...[...attractionInProgress.tutors, ...attractionInProgress.students].map(
      (p) => [p.email, p.profile] as [string, DemoProfile],
    ),
    ...applicants.map((a) => [a.email, a] as [string, DemoProfile]),
  ];
}

describe('the demo people (demoPeople.json)', () => {
  it('name only entries of the default reference lists, so no profile is seeded with a list left out', () => {
    const unknown: string[] = [];
    for (const [email, profile] of profiles()) {
      for (const advice of profile.advices) if (!defaultAdvices.includes(advice)) unknown.push(`${email}: ${advice}`);
      if (!profile.advices.includes(profile.mainAdvice)) unknown.push(`${email}: main ${profile.mainAdvice}`);
      for (const quality of profile.attributes) {
        if (!defaultAttributes.includes(quality)) unknown.push(`${email}: ${quality}`);
      }
      if (!defaultBusinessPositions.includes(profile.businessPosition)) {
        unknown.push(`${email}: ${profile.businessPosition}`);
      }
      for (const [industry, specialty] of profile.interests) {
        if (!defaultIndustries[industry]?.includes(specialty)) unknown.push(`${email}: ${industry} / ${specialty}`);
      }
    }
    expect(unknown).toEqual([]);
    expect(profiles().length).toBeGreaterThanOrEqual(30);
  });

  it('give every person one address of her own', () => {
    const { accounts, mentoringPeople, networkingMentees, attractionPeople, attractionInProgress, entrepreneurs } =
      demoPeople;
    const emails = [
      ...accounts,
      ...mentoringPeople,
      ...networkingMentees,
      ...attractionPeople,
      ...attractionInProgress.tutors,
      ...attractionInProgress.students,
      ...entrepreneurs,
    ].map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
