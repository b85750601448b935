import { describe, expect, it } from 'vitest';
import { autoSendDate } from './processMeasurements';

describe('autoSendDate', () => {
  it('sends the post-process measurement on the end date and the later ones 6 and 12 months after it', () => {
    expect(autoSendDate('POST_PROCESS', '2026-03-15')).toBe('2026-03-15');
    expect(autoSendDate('POST_PROCESS_SIX_MONTH', '2026-03-15')).toBe('2026-09-15');
    expect(autoSendDate('POST_PROCESS_TWELVE_MONTH', '2026-03-15')).toBe('2027-03-15');
  });

  it('takes the month’s last day when the month is shorter, and reads a full timestamp by its date', () => {
    expect(autoSendDate('POST_PROCESS_SIX_MONTH', '2026-08-31')).toBe('2027-02-28');
    expect(autoSendDate('POST_PROCESS_SIX_MONTH', '2027-08-31T18:30:00.000Z')).toBe('2028-02-29');
    expect(autoSendDate('POST_PROCESS_TWELVE_MONTH', '2026-12-31')).toBe('2027-12-31');
  });

  it('gives the baseline no date: it goes out in pre-kickoff', () => {
    expect(autoSendDate('BASELINE', '2026-03-15')).toBeNull();
  });
});
