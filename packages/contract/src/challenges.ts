import { z } from 'zod';

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
