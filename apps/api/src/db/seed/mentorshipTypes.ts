import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import { mentorshipTypes } from '../schema';

/** The tags a new installation offers for mentoring guides (GET /api/mentorships/metadata/mentorship_types). */
export const defaultMentorshipTypes = [
  'Liderazgo',
  'Desarrollo de carrera',
  'Emprendimiento',
  'Habilidades digitales',
  'Comunicación efectiva',
  'Negociación',
  'Networking',
  'Equilibrio vida personal y laboral',
  'Primer empleo',
  'Retorno laboral',
];

/** Fills the guide tags when the list is empty; a list already there (edited or not) is left alone. */
export async function ensureMentorshipTypes(db: Database): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mentorshipTypes);
  if (row?.n !== 0) return;
  await db
    .insert(mentorshipTypes)
    .values(defaultMentorshipTypes.map((name) => ({ name })))
    .onConflictDoNothing();
}
