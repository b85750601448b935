import { z } from 'zod';

// ── Pairs of a mentoring process: creation, review, swap, add, delete, disable (spec 001 §4–§8, issue 7) ──────

/** Spec 001 §8 wording where it gives it; the rest ours, in the same voice. */
export const pairingMessages = {
  created: 'Las duplas fueron creadas con éxito',
  createFailed: 'Error al crear las duplas',
  swapFailed: 'Error al reasignar las duplas',
  swapped: 'Las duplas fueron reasignadas con éxito',
  deleteFailed: 'Error al eliminar dupla',
  disableFailed: 'Error al desactivar la dupla',
  pairCreated: 'La dupla fue creada con éxito',
  pairsAdded: 'Las duplas fueron creadas con éxito',
  deleted: 'La dupla fue eliminada con éxito',
  disabled: 'La dupla fue desactivada con éxito',
  noSearchResults: 'No se encontraron duplas que hagan match con el término ingresado',
  notFound: 'La dupla no existe',
  createOnlyKickoff: 'Las duplas sólo se pueden crear en pre-kickoff',
  onlyMentoring: 'Sólo un proceso de mentoría con duplas predefinidas tiene duplas',
  pendingInvitations: 'Todas las personas deben haber respondido la invitación antes de crear las duplas',
  countsDiffer: 'Debe haber la misma cantidad de mentees que de mentores/as',
  noParticipants: 'El proceso no tiene participantes confirmadas para formar duplas',
  alreadyCreated: 'El proceso ya tiene duplas; elimínelas o vuelva el proceso a borrador para crearlas de nuevo',
  infeasible: (details: readonly string[]) =>
    `No es posible formar duplas para todas las personas: ${details.join(' ')}`,
  allowedMentorsTaken: 'Los mentores/as con quienes sí puede formar dupla son necesarios para otras personas.',
  editStatus: 'Las duplas sólo se pueden modificar en pre-kickoff o en curso',
  disableStatus: 'Sólo se puede desactivar una dupla de un proceso en curso',
  alreadyDisabled: 'La dupla ya está desactivada',
  pairDisabled: 'La dupla está desactivada',
  samePair: 'Seleccione dos duplas distintas',
  notInProcess: 'La dupla no pertenece a este proceso',
  sessionsDone: 'No se pueden reasignar duplas que ya tienen sesiones realizadas',
  userNotFound: 'No existe una usuaria con ese email',
  alreadyPaired: (email: string) => `${email} ya pertenece a una dupla activa del proceso`,
  duplicatedInBatch: (email: string) => `${email} aparece en más de una dupla`,
  notAllowed: (reason: string) => `La dupla no está permitida: ${reason}`,
} as const;

export const pairingErrorTypes = {
  notFound: 'pair_not_found',
  invalidState: 'pair_invalid_state',
  pendingInvitations: 'pair_pending_invitations',
  countsDiffer: 'pair_counts_differ',
  alreadyCreated: 'pair_already_created',
  infeasible: 'pair_infeasible',
  alreadyDisabled: 'pair_already_disabled',
  constraint: 'pair_constraint',
  alreadyPaired: 'pair_already_paired',
  userNotFound: 'pair_user_not_found',
  sessionsDone: 'pair_sessions_done',
  invalidSelection: 'pair_invalid_selection',
} as const;

export const pairingProcessParamsSchema = z.object({ id: z.uuid() });
export const pairingPairParamsSchema = z.object({ pairId: z.uuid() });

export const createPairsResponseSchema = z.object({
  message: z.string(),
  pairsCount: z.number().int(),
  /** Percent, one decimal; null when no pair was created. */
  averageAffinity: z.number().nullable(),
});
export type CreatePairsResponse = z.infer<typeof createPairsResponseSchema>;

export const pairPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  /** '-' for an external mentor when the viewer is not an admin (spec 001 §6). */
  email: z.string(),
});

export const pairRowSchema = z.object({
  pairId: z.string(),
  student: pairPersonSchema,
  mentor: pairPersonSchema,
  affinity: z.number().nullable(),
  affinityBreakdown: z.record(z.string(), z.number()).nullable(),
  disabled: z.boolean(),
  /** Sessions REALIZED or COMPLETED. */
  sessionsReached: z.number().int(),
});
export type PairRow = z.infer<typeof pairRowSchema>;

export const pairsListQuerySchema = z.object({
  searchTerm: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const pairsListSchema = z.object({
  docs: z.array(pairRowSchema),
  totalDocs: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Over the process's active pairs with an affinity, whatever the search; null without any. */
  stats: z.object({ average: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable() }),
});
export type PairsList = z.infer<typeof pairsListSchema>;

export const swapPairsRequestSchema = z.object({ pairId1: z.uuid(), pairId2: z.uuid() });

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ingrese un mail válido' }));
export const pairEmailsSchema = z.object({ studentEmail: email, mentorEmail: email });
export const addPairsFromEmailsRequestSchema = z.object({ pairs: z.array(pairEmailsSchema).min(1).max(500) });

export const pairingMessageResponseSchema = z.object({ message: z.string() });
export const pairsWrittenResponseSchema = z.object({ message: z.string(), pairIds: z.array(z.string()) });
