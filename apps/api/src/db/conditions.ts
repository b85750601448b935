import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { processParticipants } from './schema';

/**
 * Someone who takes part in a process: confirmed and not removed (spec 001 §4 "Invitation status"). One condition
 * for every area that counts, mails, pairs or lists a process's people.
 */
export function activeParticipant(): SQL {
  return and(eq(processParticipants.invitationStatus, 'APPROVED'), isNull(processParticipants.removedAt))!;
}

/** `text` with LIKE's own wildcards (`%`, `_`) and its escape (`\`) taken literally, for an exact (I)LIKE match. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally (for every area's search). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

// Accents folded in SQL with the built-in translate() (PGlite has no unaccent). Written into the statement rather than
// sent as parameters, so the expression is the one the written answers' trigram index holds (migration 0019).
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';
const FOLD_LETTERS = sql.raw(`'${ACCENTED}', '${PLAIN}'`);

/** A text expression lowercased and without accents, to be searched with {@link foldedSearchPattern}. */
export function foldedText(expression: SQL): SQL {
  return sql`translate(lower(${expression}), ${FOLD_LETTERS})`;
}

/**
 * The LIKE pattern of a search term, lowercased and without accents like {@link foldedText}, so that 'ceramica'
 * finds 'Cerámica'; undefined when the term has nothing to search for.
 */
export function foldedSearchPattern(term: string | undefined): string | undefined {
  const folded = term
    ? term
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
    : '';
  return folded ? containsPattern(folded) : undefined;
}
