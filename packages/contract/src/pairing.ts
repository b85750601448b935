import { z } from 'zod';
import { resourceId } from './ids';

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
  userNotFound: 'Usuario no encontrado',
  alreadyPaired: (email: string) => `${email} ya pertenece a una dupla activa del proceso`,
  duplicatedInBatch: (email: string) => `${email} aparece en más de una dupla`,
  notAllowed: (reason: string) => `La dupla no está permitida: ${reason}`,
  solveTimedOut: 'El cálculo de duplas tardó demasiado. Inténtalo de nuevo en unos minutos.',
  solverBusy: 'Hay demasiados cálculos en curso para calcular las duplas ahora. Inténtalo de nuevo en unos minutos.',
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

export const pairingProcessParamsSchema = z.object({ id: resourceId() });
export const pairingPairParamsSchema = z.object({ pairId: resourceId() });

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

// ── Affinity criteria and per-process weights (issue 7) ───────────────────────────────────────────────────────

/** The six criteria of a mentee–mentor affinity, in the order the admin reads them. */
export const pairCriteria = ['interests', 'objectives', 'qualities', 'businessArea', 'level', 'region'] as const;
export type PairCriterion = (typeof pairCriteria)[number];
export const pairCriterionLabels: Record<PairCriterion, string> = {
  interests: 'Intereses',
  objectives: 'Objetivos',
  qualities: 'Cualidades',
  businessArea: 'Área',
  level: 'Nivel',
  region: 'Región',
};
/** What each criterion compares, for the weights editor and the breakdown's tooltips. */
export const pairCriterionDescriptions: Record<PairCriterion, string> = {
  interests: 'Industria, especialidad y años de experiencia de los intereses de la mentee frente a los de la mentora',
  objectives: 'Objetivos de mentoría en común; el objetivo principal de la mentee pesa más',
  qualities: 'Cualidades que la mentee busca y que la mentora ofrece',
  businessArea: 'Misma área en la empresa',
  level: 'Nivel en la empresa: mejor cuanto más experimentada es la mentora',
  region: 'Misma región (o al menos el mismo país)',
};

/**
 * Weight of each criterion, 0–100 (relative: the affinity divides by their sum). Defaults: objectives lead because
 * they are why the mentoring exists, interests next, then qualities, area, level and region.
 */
export const defaultPairWeights: Readonly<Record<PairCriterion, number>> = Object.freeze({
  interests: 25,
  objectives: 30,
  qualities: 15,
  businessArea: 10,
  level: 10,
  region: 10,
});

const weight = z
  .number({ error: 'Ingrese un número' })
  .int('Ingrese un número entero')
  .min(0, 'El peso mínimo es 0')
  .max(100, 'El peso máximo es 100');
export const pairWeightsSchema = z
  .object({
    interests: weight,
    objectives: weight,
    qualities: weight,
    businessArea: weight,
    level: weight,
    region: weight,
  })
  .refine((w) => pairCriteria.some((c) => w[c] > 0), { error: 'Al menos un criterio debe tener peso mayor a 0' });
export type PairWeights = z.infer<typeof pairWeightsSchema>;

/** Why a process's weights are read-only: not a mentoring process, past pre-kickoff, or its pairs already exist. */
export const pairWeightsLocks = ['notMentoring', 'processStatus', 'pairsExist'] as const;
export type PairWeightsLock = (typeof pairWeightsLocks)[number];

export const pairWeightsResponseSchema = z.object({
  weights: pairWeightsSchema,
  defaults: pairWeightsSchema,
  /** True when the process has not changed the defaults. */
  isDefault: z.boolean(),
  /** Whether they may be changed now: DRAFT or KICKOFF, mentoring, and no pairs yet. */
  editable: z.boolean(),
  /** Why they may not be changed now (its message in pairWeightsMessages.locked); null when editable. */
  lockedBecause: z.enum(pairWeightsLocks).nullable(),
});
export type PairWeightsResponse = z.infer<typeof pairWeightsResponseSchema>;

export const pairWeightsMessages = {
  saved: 'Ponderación de criterios guardada',
  saveFailed: 'Error al guardar la ponderación de criterios',
  locked: {
    notMentoring: 'La ponderación de criterios sólo se usa en procesos de mentoría',
    processStatus: 'La ponderación sólo se puede cambiar en borrador o pre-kickoff, antes de crear las duplas',
    pairsExist:
      'La ponderación ya no se puede cambiar porque el proceso ya tiene duplas: sus afinidades se calcularon con ella',
  } satisfies Record<PairWeightsLock, string>,
} as const;

// ── Networking matches between mentees (issue 7; spec 001 §3, §4 "Matches", §5, §7, §8) ───────────────────────

export const networkingMatchMessages = {
  generateFailed: 'Error al momento de generar Matchs entre mentees',
  generated: 'Los matchs fueron generados con éxito',
  possibleValuesFailed: 'Error al calcular los posibles valores de número de matches',
  chatsEnabled: 'Los chats fueron habilitados con éxito',
  chatsFailed: 'Error al habilitar los chats',
  onlyNetworking: 'Sólo un proceso con servicio de networking tiene matchs',
  generateOnlyKickoff: 'Los matchs sólo se pueden generar en pre-kickoff',
  pendingMentees: 'Todas las mentees deben haber respondido la invitación antes de generar los matchs',
  notEnoughMentees: 'Se necesitan al menos dos mentees confirmadas para generar matchs',
  invalidNumber: (requested: number, mentees: number, values: readonly number[]) =>
    `No es posible asignar ${requested} match${requested === 1 ? '' : 's'} a cada una de las ${mentees} mentees. ` +
    (values.length > 0 ? `Valores posibles: ${values.join(', ')}.` : 'No hay valores posibles.'),
  chatsLocked: 'Los matchs ya tienen chats habilitados (es irreversible); no se pueden generar de nuevo',
  noMatches: 'Primero se deben generar los matchs',
  chatsStatus: 'Los chats sólo se pueden habilitar en pre-kickoff o en curso',
  invalidChatNumber: (requested: number, values: readonly number[]) =>
    `No es posible habilitar ${requested} chat${requested === 1 ? '' : 's'} por mentee. ` +
    (values.length > 0 ? `Valores posibles: ${values.join(', ')}.` : 'No hay valores posibles.'),
  chatsBelowEnabled: (enabled: number) =>
    `Ya hay ${enabled} chat${enabled === 1 ? '' : 's'} habilitado${enabled === 1 ? '' : 's'} por mentee y habilitar es irreversible; elija un número mayor`,
  chatsInfeasible: (requested: number) =>
    `Con los matchs actuales no es posible habilitar exactamente ${requested} chat${requested === 1 ? '' : 's'} por mentee; elija otro número`,
  noSearchResults: 'No se encontraron matchs que coincidan con el término ingresado',
  empty: 'Aún no se han generado matchs',
  exportEmpty: 'No hay matchs para descargar',
  solveTimedOut: 'El cálculo de matchs tardó demasiado. Inténtalo de nuevo en unos minutos.',
  solverBusy: 'Hay demasiados cálculos en curso para generar los matchs ahora. Inténtalo de nuevo en unos minutos.',
} as const;

export const networkingMatchErrorTypes = {
  invalidState: 'match_invalid_state',
  pendingMentees: 'match_pending_mentees',
  invalidNumber: 'match_invalid_number',
  chatsLocked: 'match_chats_locked',
  noMatches: 'match_none',
  chatsInfeasible: 'match_chats_infeasible',
} as const;

/** The networking criteria of a match's breakdown (only those the configuration counts are present). */
export const networkingCriterionLabels = {
  businessArea: 'Área',
  level: 'Nivel',
  interests: 'Intereses',
  region: 'Región',
} as const;

/**
 * GET /affinity-matrix/{processId}/possible-number-matches: the matches per mentee that every confirmed mentee can
 * get (k ≤ n − 1 and k·n even: only even values for an odd number of mentees), and the chats per mentee that can be
 * enabled on the current matches.
 */
export const possibleNumberMatchesSchema = z.object({
  menteesCount: z.number().int(),
  pendingMentees: z.number().int(),
  values: z.array(z.number().int()),
  /** Matches per mentee of the generated matches; null before generating. */
  numberOfMatch: z.number().int().nullable(),
  /** Chats enabled per mentee so far (0 before enabling). */
  numberOfChatsEnabled: z.number().int(),
  /** Chats-per-mentee values that can be enabled now: feasible, ≤ numberOfMatch and > numberOfChatsEnabled. */
  chatValues: z.array(z.number().int()),
});
export type PossibleNumberMatches = z.infer<typeof possibleNumberMatchesSchema>;

export const createMatchesRequestSchema = z.object({
  numberOfMatch: z.number({ error: 'Ingrese un número' }).int('Ingrese un número').min(1, 'Ingrese un número'),
});
export const createMatchesResponseSchema = z.object({
  message: z.string(),
  matchesCount: z.number().int(),
  numberOfMatch: z.number().int(),
  /** Percent, one decimal. */
  averageAffinity: z.number().nullable(),
});
export type CreateMatchesResponse = z.infer<typeof createMatchesResponseSchema>;

/**
 * POST /process/{id}/create_matches_chat_rooms. The spec's body also carries students and matches; the server
 * uses its own stored lists (extra keys are ignored), so a stale screen cannot enable the wrong chats.
 */
export const createMatchChatRoomsRequestSchema = z.object({
  numberOfChatsToEnable: z.number({ error: 'Ingrese un número' }).int('Ingrese un número').min(1, 'Ingrese un número'),
});
export const createMatchChatRoomsResponseSchema = z.object({
  message: z.string(),
  /** Chat rooms created by this call. */
  chatRoomsCreated: z.number().int(),
  numberOfChatsEnabled: z.number().int(),
});
export type CreateMatchChatRoomsResponse = z.infer<typeof createMatchChatRoomsResponseSchema>;

export const matchesListQuerySchema = pairsListQuerySchema;

export const matchRowSchema = z.object({
  matchId: z.string(),
  studentA: pairPersonSchema,
  studentB: pairPersonSchema,
  affinity: z.number(),
  affinityBreakdown: z.record(z.string(), z.number()),
  chatEnabled: z.boolean(),
});
export type MatchRow = z.infer<typeof matchRowSchema>;

export const matchesListSchema = z.object({
  docs: z.array(matchRowSchema),
  totalDocs: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Over all the process's matches, whatever the search; null without any. */
  stats: z.object({ average: z.number().nullable(), min: z.number().nullable(), max: z.number().nullable() }),
  numberOfMatch: z.number().int().nullable(),
  numberOfChatsEnabled: z.number().int(),
});
export type MatchesList = z.infer<typeof matchesListSchema>;

export const matchesExportFileName = (processName: string) => `Matchs-${processName}.xlsx`;
