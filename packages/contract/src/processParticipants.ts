import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validationMessages } from './messages';
import { pageQuerySchema, paginated } from './people';
import {
  invitationStatusSchema,
  invitationStatuses,
  participantRoleSchema,
  processMessages,
  processParticipantSchema,
  processServiceTypeSchema,
  type InvitationStatus,
  type ParticipantRole,
} from './processes';
import { resourceId } from './ids';

// ── Participants of a process and their invitations (spec 001 §2, §4, §5; spec 000 §2, §5) ────────────────

export const participantMessages = {
  invalidEmail: 'Ingrese un email válido',
  /** Adding or removing participants once the process started (spec 001 §4: only in draft or pre-kickoff). */
  participantsLocked: 'Sólo se pueden modificar los participantes de un proceso en borrador o pre-kickoff',
  /** The bulk add by email when some emails, or all, were refused (each with its reason). */
  someParticipantsRefused: 'Algunos participantes no fueron agregados',
  noParticipantsAdded: 'Ningún participante fue agregado',
  participantNotInProcess: 'La persona no participa en este proceso',
  participantPaired: 'La persona tiene una dupla en este proceso: elimina primero la dupla para quitarla',
  convocatoryNotFound: 'No existe la convocatoria',
  convocatoryOfAnotherClient: 'La convocatoria no pertenece al cliente del proceso',
  convocatoryNotSelecting: 'Sólo se puede asignar una convocatoria en selección o finalizada',
  password: 'Ingrese su contraseña',
  passwordConfirmation: 'Ingrese confirmación de contraseña',
  profileIncomplete: 'Completa tu perfil antes de confirmar tu participación',
  /** The result page's words for an invitation that can no longer be answered (spec 000 §2). */
  invitationInvalid: 'Ups! Esta invitacion ya no es valida',
  invitationAccepted: 'Gracias por aceptar este compromiso!',
  invitationAlreadyAccepted: 'Ya te has suscrito a este proceso exitosamente!',
  invitationRejected: 'Has rechazado la invitación',
  /** Accepting or rejecting once the invitation was answered (spec 002 §8); leaving afterwards is for an admin. */
  invitationAnswered: 'La invitación ya fue contestada',
} as const;

export const participantErrorTypes = {
  notEditable: 'process_not_editable',
  participantsLocked: 'process_participants_locked',
  participantNotFound: 'process_participant_not_found',
  participantPaired: 'process_participant_paired',
  participantAlreadyIn: 'process_participant_already_in',
  mentorRemovedForGood: 'process_mentor_removed',
  alreadyAnswered: 'process_invitation_already_answered',
  convocatory: 'process_convocatory_invalid',
  profileIncomplete: 'process_profile_incomplete',
  /** Maps to /process_invitation/result?status=invalid. */
  invitationInvalid: 'process_invitation_invalid',
  /** The invitation is no longer PENDING: the page reads its status again and shows that result. */
  invitationAnswered: 'process_invitation_answered',
} as const;

const emailField = z
  .string({ error: participantMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: participantMessages.invalidEmail }));

/** PUT /api/process/{id}/add_user_to_process_by_email: the role comes from the user (mentor when mentorshipInfo). */
export const addProcessParticipantRequestSchema = z.object({ email: emailField });
/** PUT /api/process/{id}/add_users_to_process_by_email: each email on its own (see the response's `refused`). */
export const addProcessParticipantsRequestSchema = z.object({
  emails: z.array(emailField).min(1).max(1000),
  convocatoryId: z.uuid().nullish(),
});

/** Why one email of the bulk add was not added. */
export const participantRefusalReasons = ['USER_NOT_FOUND', 'ALREADY_IN_PROCESS', 'REMOVED_FROM_PROCESS'] as const;
export const participantRefusalReasonSchema = z.enum(participantRefusalReasons);
export type ParticipantRefusalReason = z.infer<typeof participantRefusalReasonSchema>;
export const participantRefusalMessages: Record<ParticipantRefusalReason, string> = {
  USER_NOT_FOUND: processMessages.participantNotFound,
  ALREADY_IN_PROCESS: processMessages.participantAlreadyIn,
  REMOVED_FROM_PROCESS: processMessages.mentorRemovedForGood,
};

/**
 * The bulk add's answer (200 whenever the process takes participants, even if nobody was added): who was added, with
 * the role the server gave them, and each refused email with its reason and that reason's Spanish message.
 */
export const addProcessParticipantsResponseSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  addedParticipants: z.array(z.object({ email: z.string(), role: participantRoleSchema })),
  refused: z.array(z.object({ email: z.string(), reason: participantRefusalReasonSchema, message: z.string() })),
});
export type AddProcessParticipantsResponse = z.infer<typeof addProcessParticipantsResponseSchema>;

export const processParticipantParamsSchema = z.object({ id: resourceId(), userId: resourceId() });
export const processConvocatoryParamsSchema = z.object({ id: resourceId(), convocatoryId: resourceId() });

export const participantListQuerySchema = pageQuerySchema.extend({
  role: participantRoleSchema.optional(),
  invitationStatus: invitationStatusSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ParticipantListQuery = z.infer<typeof participantListQuerySchema>;

export const invitationCountsSchema = z.object(
  Object.fromEntries(invitationStatuses.map((s) => [s, z.number().int()])) as Record<InvitationStatus, z.ZodNumber>,
);
export type InvitationCounts = z.infer<typeof invitationCountsSchema>;
/** GET /api/process/{id}/participants: a page plus the invitation pie (counts of the role, removed left out). */
export const participantListSchema = paginated(processParticipantSchema).extend({ counts: invitationCountsSchema });
export type ParticipantList = z.infer<typeof participantListSchema>;

export const inviteMentorsRequestSchema = z.object({ mentorIds: z.array(z.uuid()).min(1).max(500) });
export const inviteStudentsRequestSchema = z.object({ studentIds: z.array(z.uuid()).min(1).max(500) });
export const inviteResponseSchema = z.object({
  message: z.string(),
  invited: z.array(z.string()),
  alreadyAnswered: z.array(z.string()),
  /** Selected people who already got INVITATION_MAILS_MAX mails ('Has llegado al límite de invitaciones'). */
  limitReached: z.array(z.string()),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

export const convocatoryAssignResponseSchema = z.object({ message: z.string(), added: z.number().int() });

/** The participant's token: query `usertoken` (header `user-token` works too). */
export const invitationQuerySchema = z.object({
  usertoken: z.string().max(2000).optional(),
  service: z.enum(['MENTORING', 'NETWORKING', 'WORKSHOP', 'ATTRACTION']).optional(),
});

/** PUT /api/process/{id}/accept_invitation (spec 000 §5 "Confirm participation"); required only without a password. */
export const acceptInvitationRequestSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, validationMessages.passwordMin)
      .max(PASSWORD_MAX_LENGTH, validationMessages.passwordMax)
      .optional(),
    passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== undefined && !v.passwordConfirmation) {
      ctx.addIssue({
        code: 'custom',
        message: participantMessages.passwordConfirmation,
        path: ['passwordConfirmation'],
      });
    } else if (v.password !== undefined && v.password !== v.passwordConfirmation) {
      ctx.addIssue({ code: 'custom', message: validationMessages.passwordsDoNotMatch, path: ['passwordConfirmation'] });
    }
  });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** The answer to a PENDING invitation; one already answered is a 409 process_invitation_answered. */
export const invitationAnswerSchema = z.object({ status: z.enum(['success', 'rejected']) });

// ── The member's pending invitations (GET /api/users/me/invitations) ──────────────────────────────────────────

/** How the member's side names the two roles. */
export const participantRoleLabels: Record<ParticipantRole, string> = { MENTOR: 'Mentora', STUDENT: 'Mentee' };

export const pendingInvitationTexts = {
  title: 'Tienes una invitación pendiente',
  role: 'Rol',
  coordinator: 'Coordinadora',
  open: 'Ver invitación',
} as const;

/**
 * An invitation the member has been sent and not answered yet, in a process still in draft or pre-kickoff.
 * `confirmationPath` is the invitation page with a token freshly signed for the member (as in the mail's link).
 */
export const pendingInvitationSchema = z.object({
  processId: z.string(),
  processName: z.string(),
  role: participantRoleSchema,
  /** The process owner's full name; null when that account no longer exists. */
  coordinatorName: z.string().nullable(),
  service: processServiceTypeSchema,
  confirmationPath: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationListSchema = z.array(pendingInvitationSchema);
