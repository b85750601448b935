import { describe, expect, it } from 'vitest';
import { createLiveLogins } from './liveLogins';

describe('logins known live', () => {
  it('keeps an answer for its time only', () => {
    let time = 1_000;
    const logins = createLiveLogins(5_000, () => time);
    expect(logins.knownLive('s1')).toBe(false);
    logins.remember('s1', 'u1', logins.mark());
    time += 5_000;
    expect(logins.knownLive('s1')).toBe(true);
    time += 1;
    expect(logins.knownLive('s1')).toBe(false);
  });

  it('forgets ended logins by id or by user', () => {
    const logins = createLiveLogins(60_000);
    for (const [session, user] of [
      ['s1', 'u1'],
      ['s2', 'u1'],
      ['s3', 'u2'],
    ] as const)
      logins.remember(session, user, logins.mark());
    logins.forget({ userId: 'u1' });
    expect([logins.knownLive('s1'), logins.knownLive('s2'), logins.knownLive('s3')]).toEqual([false, false, true]);
    logins.forget({ sessionIds: ['s3'] });
    expect(logins.knownLive('s3')).toBe(false);
  });

  it('ignores a live answer that a login ending overtook while the database was asked', () => {
    const logins = createLiveLogins(60_000);
    const mark = logins.mark();
    logins.forget({ sessionIds: ['s1'] });
    logins.remember('s1', 'u1', mark);
    expect(logins.knownLive('s1')).toBe(false);
  });

  it('asks every time when its time is zero', () => {
    const logins = createLiveLogins(0);
    logins.remember('s1', 'u1', logins.mark());
    expect(logins.knownLive('s1')).toBe(false);
  });
});
