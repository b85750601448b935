import { z } from 'zod';
import { answerItemSchema } from './answers';
import { paginated } from './people';
import { questionaryRoles, questionaryTypes } from './questionnaires';
import { resourceId } from './ids';

// ── Open invitations: a questionnaire anyone answers through one link (spec 002 §2.5, §3, §5.5, §7.3, §9) ──

/** Spec 002 §9 "Workshop types". */
export const workshopTypes = ['PROCESS', 'INDEPENDENT'] as const;
export type WorkshopType = (typeof workshopTypes)[number];
export const workshopTypeLabels: Record<WorkshopType, string> = { PROCESS: 'Proceso', INDEPENDENT: 'Independiente' };

/** Spec 002 §9 "Workshop methodologies". */
export const workshopMethodologies = ['ON_SITE', 'REMOTE', 'HYBRID'] as const;
export type WorkshopMethodology = (typeof workshopMethodologies)[number];
export const workshopMethodologyLabels: Record<WorkshopMethodology, string> = {
  ON_SITE: 'Presencial',
  REMOTE: 'Remoto',
  HYBRID: 'Híbrido',
};

/** What an open invitation measures: a workshop (the only event the spec names for them). */
export const openInvitationEventTypes = ['WORKSHOP'] as const;
export type OpenInvitationEventType = (typeof openInvitationEventTypes)[number];
export const openInvitationEventTypeLabels: Record<OpenInvitationEventType, string> = { WORKSHOP: 'Taller' };

export const openInvitationMessages = {
  questionaryRequired: 'Seleccione el cuestionario',
  surveyNameRequired: 'Ingrese el nombre de la encuesta',
  roleRequired: 'Seleccione el rol de quienes responden',
  workshopRequired: 'Seleccione el taller',
  workshopTypeRequired: 'Seleccione el tipo de taller',
  methodologyRequired: 'Seleccione la metodología',
  clientRequired: 'Seleccione el cliente',
  coachRequired: 'Seleccione el coach',
  processRequired: 'Seleccione el proceso',
  tooLong: 'El texto es demasiado largo',
  created: 'Invitación abierta creada con éxito',
  updated: 'Invitación abierta editada con éxito',
  closed: 'La invitación dejó de recibir respuestas',
  reopened: 'La invitación vuelve a recibir respuestas',
  linkCopied: 'Enlace copiado',
  downloading: 'Descargando respuestas',
  downloaded: 'Respuestas descargadas',
  empty: 'No hay cuestionarios',
  noneFound: 'No se encontraron cuestionarios',
} as const;

export const openInvitationErrorTypes = {
  notFound: 'open_invitation_not_found',
  /** The answering page's refusal once an admin closed the invitation. */
  closed: 'open_invitation_closed',
  guideNotAllowed: 'open_invitation_guide_not_allowed',
  workshopNotFound: 'workshop_not_found',
  coachNotFound: 'coach_not_found',
  clientNotFound: 'open_invitation_client_not_found',
  processNotFound: 'open_invitation_process_not_found',
  processOfAnotherClient: 'open_invitation_process_client',
} as const;
export const openInvitationErrorMessages: Record<string, string> = {
  [openInvitationErrorTypes.notFound]: 'La invitación abierta no existe',
  [openInvitationErrorTypes.closed]: 'Esta encuesta ya no recibe respuestas',
  [openInvitationErrorTypes.guideNotAllowed]: 'Las pautas de sesión no se pueden responder con una invitación abierta',
  [openInvitationErrorTypes.workshopNotFound]: 'Taller no encontrado',
  [openInvitationErrorTypes.coachNotFound]: 'Coach no encontrado',
  [openInvitationErrorTypes.clientNotFound]: 'Cliente no encontrado',
  [openInvitationErrorTypes.processNotFound]: 'Proceso no encontrado',
  [openInvitationErrorTypes.processOfAnotherClient]: 'El proceso no pertenece al cliente seleccionado',
};

const m = openInvitationMessages;
export const OPEN_INVITATION_NAME_MAX = 150;
const chosenId = (message: string) => z.uuid({ error: message }).nullish();

/**
 * Body of POST /api/questionary-invitations/open and PUT /api/questionary-invitations/open/{id} (spec 002 §3 "Open
 * invitation payload", §5.5). Every field may come empty so that the refusal names the first missing one in the
 * form's order: survey name, role, workshop; with the workshop, its type, methodology, client and coach; the process
 * only for a workshop of a process (it is dropped for an independent one).
 */
export const openInvitationPayloadSchema = z
  .object({
    questionaryId: chosenId(m.questionaryRequired),
    entitySubType: z.string({ error: m.surveyNameRequired }).trim().max(OPEN_INVITATION_NAME_MAX, m.tooLong).nullish(),
    userRole: z.enum(questionaryRoles, { error: m.roleRequired }).nullish(),
    eventType: z.enum(openInvitationEventTypes).nullish(),
    workshopId: chosenId(m.workshopRequired),
    workshopType: z.enum(workshopTypes, { error: m.workshopTypeRequired }).nullish(),
    methodology: z.enum(workshopMethodologies, { error: m.methodologyRequired }).nullish(),
    clientId: chosenId(m.clientRequired),
    coachId: chosenId(m.coachRequired),
    processId: chosenId(m.processRequired),
  })
  .superRefine((value, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!value.questionaryId) missing('questionaryId', m.questionaryRequired);
    if (!value.entitySubType) missing('entitySubType', m.surveyNameRequired);
    if (!value.userRole) missing('userRole', m.roleRequired);
    if (!value.workshopId) return missing('workshopId', m.workshopRequired);
    if (!value.workshopType) missing('workshopType', m.workshopTypeRequired);
    if (!value.methodology) missing('methodology', m.methodologyRequired);
    if (!value.clientId) missing('clientId', m.clientRequired);
    if (!value.coachId) missing('coachId', m.coachRequired);
    if (value.workshopType === 'PROCESS' && !value.processId) missing('processId', m.processRequired);
  })
  .transform((value) => ({
    questionaryId: value.questionaryId!,
    entitySubType: value.entitySubType!,
    userRole: value.userRole!,
    eventType: value.eventType ?? 'WORKSHOP',
    workshopId: value.workshopId!,
    workshopType: value.workshopType!,
    methodology: value.methodology!,
    clientId: value.clientId!,
    coachId: value.coachId!,
    processId: value.workshopType === 'PROCESS' ? value.processId! : null,
  }));
export type OpenInvitationPayload = z.input<typeof openInvitationPayloadSchema>;
export type ParsedOpenInvitationPayload = z.output<typeof openInvitationPayloadSchema>;

export const openInvitationIdParamsSchema = z.object({
  invitationId: resourceId(openInvitationErrorMessages[openInvitationErrorTypes.notFound]),
});

/** The invitation as stored: its questionary, who answers, the workshop it measures, and whether it still takes answers. */
export const openInvitationSchema = z.object({
  invitationId: z.string(),
  status: z.enum(['OPEN', 'COMPLETED']),
  /** false once an admin closed it: the link refuses new answers until it is reopened. */
  acceptsAnswers: z.boolean(),
  questionaryId: z.string().nullable(),
  questionaryName: z.string().nullable(),
  questionaryType: z.enum(questionaryTypes).nullable(),
  userRole: z.enum(questionaryRoles),
  /** The survey's name, shown after answering ('Se registraron tus respuestas en …'). */
  entitySubType: z.string(),
  eventType: z.enum(openInvitationEventTypes),
  workshopId: z.string().nullable(),
  workshopType: z.enum(workshopTypes).nullable(),
  methodology: z.enum(workshopMethodologies).nullable(),
  clientId: z.string().nullable(),
  coachId: z.string().nullable(),
  processId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpenInvitation = z.infer<typeof openInvitationSchema>;

/** The names behind the invitation's ids, and the labels of its codes ('Ver información extra'). */
export const openInvitationEventMetadataSchema = z.object({
  eventType: z.enum(openInvitationEventTypes),
  eventTypeLabel: z.string(),
  workshop: z.object({ id: z.string(), name: z.string() }).nullable(),
  workshopType: z.enum(workshopTypes).nullable(),
  workshopTypeLabel: z.string().nullable(),
  methodology: z.enum(workshopMethodologies).nullable(),
  methodologyLabel: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  coach: z.object({ id: z.string(), name: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  process: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdBy: z.object({ id: z.string(), name: z.string(), lastName: z.string() }).nullable(),
});
export type OpenInvitationEventMetadata = z.infer<typeof openInvitationEventMetadataSchema>;

/** Spec 002 §3 "Open invitation response". */
export const openInvitationResponseSchema = z.object({
  invitation: openInvitationSchema,
  amountOfCompletedInvitations: z.number().int(),
  eventMetadata: openInvitationEventMetadataSchema,
});
export type OpenInvitationResponse = z.infer<typeof openInvitationResponseSchema>;

export const OPEN_INVITATIONS_PAGE_SIZE = 10;
export const openInvitationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(OPEN_INVITATIONS_PAGE_SIZE),
  /** A case-insensitive part of the survey's name; empty lists all. */
  searchFilter: z.string().max(100).optional().default(''),
});
export const openInvitationSummarySchema = z.object({
  invitationId: z.string(),
  entitySubType: z.string(),
  userRole: z.enum(questionaryRoles),
  acceptsAnswers: z.boolean(),
  questionaryName: z.string().nullable(),
  createdAt: z.string(),
});
export type OpenInvitationSummary = z.infer<typeof openInvitationSummarySchema>;
export const openInvitationListSchema = paginated(openInvitationSummarySchema);
export type OpenInvitationList = z.infer<typeof openInvitationListSchema>;

/** Spec 002 §3 "Answer export response": the questions as columns and one entry per person who answered. */
export const openAnswersExportSchema = z.object({
  invitationId: z.string(),
  entitySubType: z.string(),
  questions: z.array(z.object({ id: z.string(), title: z.string() })),
  answeredInvitations: z.array(
    z.object({
      responseId: z.string(),
      submittedAt: z.string(),
      answers: z.array(answerItemSchema.extend({ text: z.string() })),
    }),
  ),
});
export type OpenAnswersExport = z.infer<typeof openAnswersExportSchema>;

/** The answers workbook's name: 'Respuestas-{survey name}.xlsx'. */
export function openAnswersFileName(surveyName: string): string {
  return `Respuestas-${surveyName.trim() || 'encuesta'}.xlsx`;
}
