import { z } from 'zod';
import {
  answerItemSchema,
  answerableQuestionarySchema,
  questionaryInvitationStatuses,
  type QuestionaryInvitationStatus,
} from './answers';
import { resourceId } from './ids';

/**
 * A session's guide (pauta, spec 002 §2.6, §4.4): the pair answers it together, live. One of the two holds control
 * of the shared answers at a time; control is a lease the server grants and renews with each edit.
 */

/** How long control lasts after it is taken or after the last edit (spec 002 §9: auto-release after 1 s). */
export const LIVE_CONTENT_LEASE_MS = 1000;
/** The largest shared draft the server keeps (the JSON text of `content`). */
export const LIVE_CONTENT_MAX_LENGTH = 200_000;
/** The longest private notes of one person on one session. */
export const SESSION_NOTES_MAX_LENGTH = 10_000;

export const guideAnsweringMessages = {
  /** Spec 002 §4.4: the partner holds control. */
  busy: 'Tu contraparte está editando este contenido al mismo tiempo, intenta más tarde',
  sent: 'Respuestas enviadas correctamente',
  reopened: 'La pauta fue reabierta correctamente',
  notesLabel: 'Tu dupla no tendrá acceso a estas notas',
  start: 'Comenzar',
  finish: 'Terminar pauta',
  sending: 'Enviando respuestas...',
  alreadyAnswered: 'Esta pauta ya fue respondida',
  edit: 'Editar',
  stopEditing: 'Dejar de editar',
  editing: 'Editando pauta...',
  partnerEditing: 'Tu pareja está editando la pauta...',
  reopen: 'Volver a editar',
  loadError: 'Error al cargar la invitación',
  // Not worded by the spec.
  noGuide: 'Esta sesión no tiene pauta en la guía del proceso',
  sessionNotFound: 'La sesión no existe',
  liveContentNotFound: 'El contenido no existe',
  notPairPerson: 'Solo la mentora y la mentee de la dupla editan su pauta',
  adminReadOnly: 'Las administradoras solo pueden ver la pauta',
  contentInvalid: 'El contenido debe ser un objeto JSON',
  contentTooLong: `El contenido supera los ${LIVE_CONTENT_MAX_LENGTH} caracteres`,
  done: 'La pauta ya fue terminada: vuelve a editarla para cambiarla',
  notGuide: 'Esta invitación no es una pauta de sesión',
  guideSubmitElsewhere: 'Las pautas de sesión se envían al terminar la pauta',
  notCompleted: 'La pauta aún no fue terminada',
  notReopenable:
    'Esta pauta ya no se puede reabrir: solo la de la última sesión, o una cuya fecha es anterior a la de la siguiente',
  notesTooLong: `Las notas no pueden superar los ${SESSION_NOTES_MAX_LENGTH} caracteres`,
  notesSaved: 'Notas guardadas',
  pairDisabled: 'La dupla fue desactivada: su pauta es de solo lectura',
  draftRecovered: 'Recuperamos lo que escribiste antes de salir y ya lo ve tu dupla',
  draftLeftOver: 'Quedaron cambios tuyos sin enviar en este dispositivo',
  draftRecover: 'Recuperar mis cambios',
  draftDiscard: 'Descartar',
} as const;

/** How far a session's guide went, as the admin's 'Seguimiento' tab and the sessions workbook name it. */
export function guideProgressLabel(status: QuestionaryInvitationStatus | null): string {
  if (status === null) return 'Pauta sin abrir';
  return status === 'COMPLETED' ? 'Pauta terminada' : 'Pauta en curso';
}

export const guideAnsweringErrorTypes = {
  busy: 'live_content_busy',
  noGuide: 'session_guide_not_found',
  sessionNotFound: 'session_not_found',
  liveContentNotFound: 'live_content_not_found',
  contentInvalid: 'live_content_invalid',
  done: 'live_content_done',
  notGuide: 'invitation_not_guide',
  notCompleted: 'guide_not_completed',
  notReopenable: 'guide_not_reopenable',
  pairDisabled: 'pair_disabled',
} as const;

/** The person editing a live content (null: nobody holds control). */
export const liveContentEditorSchema = z.object({ userId: z.uuid(), name: z.string() });
export type LiveContentEditor = z.infer<typeof liveContentEditorSchema>;

/** A live content as GraphQL sends it; `content` is the JSON text of an object (the shared answers draft). */
export interface LiveContentState {
  liveContentId: string;
  content: string;
  version: number;
  editor: LiveContentEditor | null;
  done: boolean;
  updatedAt: string;
}

/** The web page where the pair answers a session guide (spec 002 §2.6). */
export const guideAnswerPath = (invitationId: string) => `/answer/template/${encodeURIComponent(invitationId)}`;

export const sessionGuideParamsSchema = z.object({
  pairId: resourceId('La dupla no existe'),
  sessionNumber: z.coerce
    .number({ error: guideAnsweringMessages.sessionNotFound })
    .int({ error: guideAnsweringMessages.sessionNotFound })
    .min(1, { error: guideAnsweringMessages.sessionNotFound })
    .max(100, { error: guideAnsweringMessages.sessionNotFound }),
});
export type SessionGuideParams = z.infer<typeof sessionGuideParamsSchema>;

/** POST /api/process/pair/{pairId}/session/{sessionNumber}/guide: the session's guide, opened (made) on first call. */
export const sessionGuideSchema = z.object({
  invitationId: z.uuid(),
  liveContentId: z.uuid(),
  pairId: z.uuid(),
  processId: z.uuid(),
  sessionNumber: z.number().int(),
  status: z.enum(questionaryInvitationStatuses),
  questionary: answerableQuestionarySchema,
  /** The shared answers draft (JSON text of an object), as the live content holds it. */
  content: z.string(),
  version: z.number().int(),
  editor: liveContentEditorSchema.nullable(),
  done: z.boolean(),
  /** The answers sent when the guide was finished (empty while it is open). */
  answers: z.array(answerItemSchema),
  /** Whether 'Volver a editar' is allowed now (002 §4.4); false while the guide is open. */
  reopenable: z.boolean(),
});
export type SessionGuide = z.infer<typeof sessionGuideSchema>;

export const sessionNotesSchema = z.object({
  content: z.string(),
  updatedAt: z.string().nullable(),
});
export type SessionNotes = z.infer<typeof sessionNotesSchema>;

export const saveSessionNotesSchema = z.object({
  content: z.string().max(SESSION_NOTES_MAX_LENGTH, { error: guideAnsweringMessages.notesTooLong }),
});
export type SaveSessionNotes = z.infer<typeof saveSessionNotesSchema>;

export const guideResultSchema = z.object({
  message: z.string(),
  invitationId: z.uuid(),
  status: z.enum(questionaryInvitationStatuses),
});
export type GuideResult = z.infer<typeof guideResultSchema>;

/**
 * Spec 002 §4.4: a completed guide may be reopened when its session is the latest, or when its schedule date is
 * before the next session's; the final session, while its date is in the future or unset. `sessions` are the pair's
 * sessions (number and schedule date).
 */
export function isGuideReopenable(
  sessionNumber: number,
  sessions: readonly { sessionNumber: number; scheduleDate: Date | string | null }[],
  now: Date,
): boolean {
  const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
  const ordered = [...sessions].sort((a, b) => a.sessionNumber - b.sessionNumber);
  const index = ordered.findIndex((s) => s.sessionNumber === sessionNumber);
  if (index < 0) return false;
  const own = time(ordered[index]!.scheduleDate);
  const next = ordered[index + 1];
  if (!next) return own === null || own > now.getTime();
  // "The latest": no later session has been scheduled yet.
  const laterScheduled = ordered.slice(index + 1).some((s) => s.scheduleDate !== null);
  if (!laterScheduled) return true;
  const nextTime = time(next.scheduleDate);
  return own !== null && nextTime !== null && own < nextTime;
}
