import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation, postgresErrorCode } from './errors';

/** drizzle's error for a failed query, with the driver's error as its cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });

describe('database error codes', () => {
  it('finds the driver error behind drizzle, whichever driver gave it', () => {
    const pglite = { code: '23505', constraint: 'workshops_name_unique' };
    const postgresJs = { code: '23505', constraint_name: 'workshops_name_unique' };
    expect(isUniqueViolation(pglite)).toBe(true);
    expect(isUniqueViolation(wrapped(pglite))).toBe(true);
    expect(isUniqueViolation(wrapped(postgresJs), 'workshops_name_unique')).toBe(true);
    expect(isUniqueViolation(wrapped(pglite), 'coaches_email_unique')).toBe(false);
    expect(postgresErrorCode(wrapped({ code: '23001' }))).toBe('23001');
  });

  it('tells other failures apart', () => {
    expect(isUniqueViolation(wrapped({ code: '23503' }))).toBe(false);
    expect(isForeignKeyViolation(wrapped({ code: '23503' }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(postgresErrorCode('23505')).toBeUndefined();
  });
});
