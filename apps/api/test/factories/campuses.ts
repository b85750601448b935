import type { Database } from '../../src/db/database';
import { campuses } from '../../src/db/schema';
import { setFields, unique } from './unique';

export type CampusRow = typeof campuses.$inferSelect;

/** An enabled campus for mentors and mentees, with both audiences' descriptions. */
export async function createCampus(
  db: Database,
  overrides: Partial<typeof campuses.$inferInsert> = {},
): Promise<CampusRow> {
  const [row] = await db
    .insert(campuses)
    .values({
      title: `Campus ${unique()}`,
      role: 'STUDENT_MENTOR',
      status: 'ENABLED',
      studentCampusInfo: { description: 'Lecciones para mentees', duration: 4 },
      mentorCampusInfo: { description: 'Lecciones para mentores', duration: 4 },
      rolesWithAccess: ['STUDENT', 'INTERNAL_MENTOR', 'EXTERNAL_MENTOR'],
      ...setFields(overrides),
    })
    .returning();
  return row!;
}
