import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { processParticipants } from './schema';

/**
 * Someone who takes part in a process: confirmed and not removed (spec 001 §4 "Invitation status"). One condition
 * for every area that counts, mails, pairs or lists a process's people.
 */
export function activeParticipant(): SQL {
  return and(eq(processParticipants.invitationStatus, 'APPROVED'), isNull(processParticipants.removedAt))!;
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally (for every area's search). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
