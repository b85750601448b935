import { randomBytes } from 'node:crypto';

// A tag of this run of the module plus a counter: names stay unique when several suites share one database.
const runTag = randomBytes(3).toString('hex');
let counter = 0;

/** A short text no other call gives, for names, titles and emails that must not collide. */
export function unique(): string {
  counter += 1;
  return `${runTag}${counter}`;
}

/** The fields that are set: an override left `undefined` keeps the factory's default instead of erasing it. */
export function setFields<T extends object>(overrides: T): T {
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as T;
}
