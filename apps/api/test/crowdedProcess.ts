import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database';
import { clients, processes, processParticipants, users } from '../src/db/schema';

/**
 * An ungrouped workshop process in pre-kickoff with `size` confirmed participants, written straight to the database
 * (a thousand people through the API would take the test's whole budget): ready for 'Iniciar proceso', which
 * mails every one of them.
 */
export async function createCrowdedProcess(db: Database, size: number) {
  const tag = randomBytes(4).toString('hex');
  const [client] = await db
    .insert(clients)
    .values({ name: `Cliente ${tag}`, rut: '76123456-0' })
    .returning();
  const [process] = await db
    .insert(processes)
    .values({
      name: `Programa ${tag}`,
      status: 'KICKOFF',
      serviceTypes: ['WORKSHOP'],
      clientId: client!.id,
      estimatedStartDate: '2026-01-05',
      estimatedEndDate: '2026-04-05',
      ungrouped: true,
    })
    .returning();
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
      processId: process!.id,
      userId: person.id,
      role: i % 2 === 0 ? ('STUDENT' as const) : ('MENTOR' as const),
      invitationStatus: 'APPROVED' as const,
    })),
  );
  return { processId: process!.id, emails: people.map((p) => p.email) };
}
