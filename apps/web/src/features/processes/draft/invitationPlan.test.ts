import { describe, expect, it } from 'vitest';
import { isAtMailLimit, mailCountText, planInvitations, type Invitable } from './invitationPlan';

const person = (userId: string, over: Partial<Invitable> = {}): Invitable => ({
  userId,
  invitationStatus: 'PENDING',
  invitationMailCount: 0,
  removed: false,
  ...over,
});
const ids = (people: Invitable[]) => people.map((p) => p.userId);

describe('planInvitations', () => {
  it('sends to pending people under the limit and sets aside those with 3 mails', () => {
    const plan = planInvitations([
      person('a'),
      person('b', { invitationMailCount: 2 }),
      person('c', { invitationMailCount: 3 }),
      person('d', { invitationMailCount: 5 }),
    ]);
    expect(ids(plan.toInvite)).toEqual(['a', 'b']);
    expect(ids(plan.atLimit)).toEqual(['c', 'd']);
    expect(plan.alreadyAnswered).toEqual([]);
    expect(plan.noneAwaiting).toBe(false);
  });

  it('warns when none of the selected is pending', () => {
    const plan = planInvitations([
      person('a', { invitationStatus: 'APPROVED' }),
      person('b', { invitationStatus: 'REJECTED', invitationMailCount: 3 }),
    ]);
    expect(plan.noneAwaiting).toBe(true);
    expect(plan.toInvite).toEqual([]);
    expect(plan.atLimit).toEqual([]);
    expect(ids(plan.alreadyAnswered)).toEqual(['a', 'b']);
  });

  it('treats a removed mentor as not awaiting, even if still pending', () => {
    const plan = planInvitations([person('a', { removed: true }), person('b', { invitationStatus: 'APPROVED' })]);
    expect(plan.noneAwaiting).toBe(true);
    expect(ids(plan.alreadyAnswered)).toEqual(['a', 'b']);
  });

  it('only people at the limit: nothing to send, the drawer lists them', () => {
    const plan = planInvitations([
      person('a', { invitationMailCount: 3 }),
      person('b', { invitationStatus: 'APPROVED' }),
    ]);
    expect(plan.toInvite).toEqual([]);
    expect(ids(plan.atLimit)).toEqual(['a']);
    expect(plan.noneAwaiting).toBe(false);
  });

  it('an empty selection awaits nobody', () => {
    expect(planInvitations([]).noneAwaiting).toBe(true);
  });
});

describe('mail count', () => {
  it('shows n/3 and is at the limit from 3 on', () => {
    expect(mailCountText(2)).toBe('2/3');
    expect([2, 3, 4].map(isAtMailLimit)).toEqual([false, true, true]);
  });
});
