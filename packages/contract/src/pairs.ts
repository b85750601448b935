import { z } from 'zod';

// ── Sessions of a pair (spec 001 §4 "Session status", 002 §4.5 "Member session") ─────────────────────────

export const sessionStatuses = ['PENDING_NO_DATE', 'PENDING_AND_SCHEDULED', 'REALIZED', 'COMPLETED'] as const;
export const sessionStatusSchema = z.enum(sessionStatuses);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;
/** What a member sees: the stored status, or DISABLED when the session is not enabled yet. */
export type SessionDisplayStatus = SessionStatus | 'DISABLED';
export const sessionStatusLabels: Record<SessionDisplayStatus, string> = {
  PENDING_NO_DATE: 'Sin agendar',
  PENDING_AND_SCHEDULED: 'Agendada',
  REALIZED: 'Sin feedback',
  COMPLETED: 'Realizada',
  DISABLED: 'No habilitada',
};
/** A session counts as done (the stepper, progress, the next one enabled) once realized. */
export const isSessionDone = (status: SessionStatus): boolean => status === 'REALIZED' || status === 'COMPLETED';

/** 'Primera' … 'Séptima' (spec 002 §2.7); beyond that, 'Sesión N'. */
export const sessionOrdinalNames = ['Primera', 'Segunda', 'Tercera', 'Cuarta', 'Quinta', 'Sexta', 'Séptima'] as const;
export function sessionOrdinalName(sessionNumber: number): string {
  const ordinal = sessionOrdinalNames[sessionNumber - 1];
  return ordinal ? `${ordinal} sesión` : `Sesión ${sessionNumber}`;
}

/**
 * Session n is enabled once session n-1 is done (the first always is): sessions happen in order, so a pair cannot
 * schedule the third before holding the second.
 */
export function isSessionEnabled(sessionNumber: number, statuses: readonly SessionStatus[]): boolean {
  if (sessionNumber <= 1) return true;
  const previous = statuses[sessionNumber - 2];
  return previous !== undefined && isSessionDone(previous);
}

/** Admin progress (spec 001 §9): completed sessions over (pairs × sessions) × 100, rounded; null = 'No iniciado'. */
export function processProgress(completedSessions: number, pairsCount: number, sessionsPerPair: number): number | null {
  const total = pairsCount * sessionsPerPair;
  if (total <= 0) return null;
  return Math.round((completedSessions / total) * 100);
}

export const pairSessionSchema = z.object({
  sessionNumber: z.number().int(),
  status: sessionStatusSchema,
  enabled: z.boolean(),
  scheduleDate: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type PairSession = z.infer<typeof pairSessionSchema>;
