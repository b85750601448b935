import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, lessons } from '../../db/schema';
import { seedDemoCampus } from '../../db/seed/library/campus';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedDemoCampus', () => {
  it('creates a mentee campus and a mentor campus with open and upcoming lessons, once', async () => {
    await seedDemoCampus(t.db, '2026-06-15');
    await seedDemoCampus(t.db, '2026-06-15');
    const rows = await t.db.select().from(campuses);
    expect(rows.map((row) => row.role).sort()).toEqual(['MENTOR', 'STUDENT']);
    const lessonRows = await t.db.select().from(lessons);
    for (const campus of rows) {
      const own = lessonRows.filter((lesson) => lesson.campusId === campus.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.some((lesson) => lesson.startDate < '2026-06-15')).toBe(true);
      expect(own.some((lesson) => lesson.startDate > '2026-06-15')).toBe(true);
      expect(own.every((lesson) => lesson.audience === campus.role)).toBe(true);
    }
    const [total] = await t.db.select({ value: count() }).from(campuses);
    expect(total?.value).toBe(2);
  });
});
