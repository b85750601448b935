import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/testDatabase';
import type { DatabaseHandle } from '../database';
import * as schema from '../schema';
import { seedDemoData } from './demo';
import { seedDemoLibrary } from './library';
import { ensureReferenceData } from './referenceData';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type TableName =
  | 'users'
  | 'questionaries'
  | 'mentorships'
  | 'mentorshipSessions'
  | 'campuses'
  | 'lessons'
  | 'mdis'
  | 'mdiMeasurements'
  | 'questionaryBundles'
  | 'dynamicMentorships'
  | 'questionaryInvitations'
  | 'questionaryResponses';
const count = (table: TableName) => database.db.$count(schema[table]);

describe('demo seed', () => {
  it('fills a fresh database with the accounts and a content library the process area can use', async () => {
    await ensureReferenceData(database.db);
    await seedDemoData(database.db);
    await seedDemoLibrary(database.db);
    expect(await count('users')).toBe(6);
    expect(await count('mentorships')).toBeGreaterThanOrEqual(1);
    expect(await count('mentorshipSessions')).toBeGreaterThanOrEqual(4);
    expect(await count('campuses')).toBeGreaterThanOrEqual(2);
    expect(await count('lessons')).toBeGreaterThanOrEqual(6);
    expect(await count('mdis')).toBeGreaterThanOrEqual(1);
    expect(await count('mdiMeasurements')).toBeGreaterThanOrEqual(2);
    expect(await count('questionaryBundles')).toBeGreaterThanOrEqual(2);
    expect(await count('dynamicMentorships')).toBeGreaterThanOrEqual(1);
    // An open invitation to a workshop's feedback, already answered.
    expect(await count('questionaryInvitations')).toBeGreaterThanOrEqual(1);
    expect(await count('questionaryResponses')).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing when run again', async () => {
    const tables: TableName[] = [
      'users',
      'questionaries',
      'mentorships',
      'campuses',
      'lessons',
      'mdis',
      'questionaryBundles',
      'questionaryInvitations',
      'questionaryResponses',
    ];
    const before = await Promise.all(tables.map(count));
    await ensureReferenceData(database.db);
    await seedDemoData(database.db);
    await seedDemoLibrary(database.db);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
