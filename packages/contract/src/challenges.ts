import { z } from 'zod';
import { pageQuerySchema, paginated } from './people';
import { resourceId } from './ids';

// ── Challenges of talent-attraction processes (spec 001 §3 "Challenge", §5 "Challenge") ─────────────────────────

export const challengeMessages = {
  titleRequired: 'Ingrese título del desafío',
  messagesRequired: 'Debe ingresar al menos 1 mensaje de desafío',
  messageTitleRequired: 'Ingrese título del mensaje',
  messageTextRequired: 'Ingrese texto del mensaje',
} as const;

/** The longest title of a challenge or of one of its messages. */
export const CHALLENGE_TITLE_MAX = 200;
/** The longest text of one message (a chat message's limit: it is sent into the group chats as it is). */
export const CHALLENGE_TEXT_MAX = 4000;
/** The most messages one challenge holds. */
export const CHALLENGE_MESSAGES_MAX = 50;

export const challengeMessageSchema = z.object({
  title: z
    .string({ error: challengeMessages.messageTitleRequired })
    .trim()
    .min(1, challengeMessages.messageTitleRequired)
    .max(CHALLENGE_TITLE_MAX, `El título no puede superar los ${CHALLENGE_TITLE_MAX} caracteres`),
  text: z
    .string({ error: challengeMessages.messageTextRequired })
    .trim()
    .min(1, challengeMessages.messageTextRequired)
    .max(CHALLENGE_TEXT_MAX, `El texto no puede superar los ${CHALLENGE_TEXT_MAX} caracteres`),
});
export type ChallengeMessage = z.infer<typeof challengeMessageSchema>;

/** POST /api/challenge and PUT /api/challenge/{id}. */
export const challengeInputSchema = z.object({
  title: z
    .string({ error: challengeMessages.titleRequired })
    .trim()
    .min(1, challengeMessages.titleRequired)
    .max(CHALLENGE_TITLE_MAX, `El título no puede superar los ${CHALLENGE_TITLE_MAX} caracteres`),
  messages: z
    .array(challengeMessageSchema, { error: challengeMessages.messagesRequired })
    .min(1, challengeMessages.messagesRequired)
    .max(CHALLENGE_MESSAGES_MAX, `Un desafío tiene como máximo ${CHALLENGE_MESSAGES_MAX} mensajes`),
});
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

/** A challenge as the library lists and edits it. */
export const challengeSchema = z.object({
  challengeId: z.string(),
  title: z.string(),
  messages: z.array(z.object({ title: z.string(), text: z.string() })),
  /** Used by a process: it cannot be deleted. */
  inUse: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** Spec 001 §9: the challenges table shows 10 per page. */
export const CHALLENGES_PAGE_SIZE = 10;

/** GET /api/challenge: `searchFilter` searches the title; `pagination=false` lists them all (the wizard's select). */
export const challengeListQuerySchema = pageQuerySchema.extend({
  searchFilter: z.string().trim().max(100).optional(),
  pagination: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type ChallengeListQuery = z.input<typeof challengeListQuerySchema>;
export const challengeListSchema = paginated(challengeSchema);
export type ChallengeList = z.infer<typeof challengeListSchema>;

export const challengeIdParamsSchema = z.object({ challengeId: resourceId('El desafío no existe') });

export const challengeAreaMessages = {
  notFound: 'El desafío no existe',
  inUse: 'Este desafío está asignado a un proceso y no se puede eliminar',
  created: 'Desafío creado correctamente',
  updated: 'Desafío actualizado correctamente',
  deleted: 'Desafío eliminado correctamente',
  empty: 'No hay desafíos',
  noneFound: 'No se encontraron desafíos con ese título',
  loadFailed: 'Error al cargar los desafíos',
} as const;

export const challengeErrorTypes = { notFound: 'challenge_not_found', inUse: 'challenge_in_use' } as const;
