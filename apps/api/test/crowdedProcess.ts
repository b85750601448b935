import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import { processParticipants, users } from '../src/db/schema';
import { createProcess } from './factories';

/**
 * An ungrouped workshop process in pre-kickoff with `size` confirmed participants, written straight to the database
 * (a thousand people through the API would take the test's whole budget): ready for 'Iniciar proceso', which
 * mails every one of them.
 */
export async function createCrowdedProcess(db: Database, size: number) {
  const tag = randomBytes(4).toString('hex');
  const process = await createProcess(db, { status: 'KICKOFF', serviceTypes: ['WORKSHOP'], ungrouped: true });
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: size }, (_, i) => ({
        email: `persona-${tag}-${i}@enlaza.test`,
        name: `Persona ${i}`,
        roles: [],
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db.insert(processParticipants).values(
    people.map((person, i) => ({
      processId: process.id,
      userId: person.id,
      role: i % 2 === 0 ? ('STUDENT' as const) : ('MENTOR' as const),
      invitationStatus: 'APPROVED' as const,
    })),
  );
  return { processId: process.id, emails: people.map((p) => p.email) };
}
