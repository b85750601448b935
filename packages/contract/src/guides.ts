import { z } from 'zod';
import { requiredText } from './messages';
import { paginated } from './people';
import { resourceId } from './ids';

// ── Mentoring guides ("pautas", spec 001 §3 "Mentorship guide", §5 "Guide (pauta)", §7, §8) ─────────────────

export const guideMessages = {
  nameRequired: 'Ingrese nombre de la pauta',
  tagsRequired: 'Marque al menos 1 opción',
  sessionTitleRequired: 'Ingrese titulo de la sesión',
  templateRequired: 'Ingrese una pauta',
  sessionsRequired: 'Agregue al menos 1 sesión',
  tooManySessions: 'Una pauta puede tener como máximo 20 sesiones',
  tooLong: 'El texto es demasiado largo',
  invalidLink: 'Ingrese un link válido (https://…)',
  created: 'Pauta creada con exito',
  updated: 'Pauta editada con exito',
  duplicated: 'Pauta duplicada con exito',
  deleted: 'Pauta eliminada con exito',
  uploaded: 'Archivo subido correctamente!',
  documentDeleted: 'Documento eliminado con exito',
  createFailed: 'Error al crear la Pauta',
  updateFailed: 'Error al editar Pauta',
  duplicateFailed: 'Error al duplicar la pauta',
  locked: 'Esta pauta ha sido utilizada en al menos un proceso, por lo que no se puede editar.',
  documentType: 'El documento debe ser PDF, Word, PowerPoint o una imagen (JPG o PNG)',
  documentTooLarge: 'El documento no puede superar los 20 MB',
  documentAndLink: 'Suba un documento o ingrese un link, no ambos',
  unexpectedFile: 'Archivo no esperado',
  invalidData: 'El campo data debe ser JSON',
} as const;

export const guideErrorTypes = {
  notFound: 'mentorship_not_found',
  sessionNotFound: 'mentorship_session_not_found',
  documentNotFound: 'mentorship_document_not_found',
  locked: 'mentorship_locked',
  invalidTemplate: 'mentorship_invalid_template',
  invalidTag: 'mentorship_invalid_tag',
  invalidDocument: 'mentorship_invalid_document',
  documentTooLarge: 'mentorship_document_too_large',
} as const;

export const guideErrorMessages: Record<string, string> = {
  [guideErrorTypes.notFound]: 'Pauta no encontrada',
  [guideErrorTypes.sessionNotFound]: 'Sesión no encontrada',
  [guideErrorTypes.documentNotFound]: 'Documento no encontrado',
  [guideErrorTypes.locked]: guideMessages.locked,
  [guideErrorTypes.invalidTemplate]: 'La pauta seleccionada no existe o no es un cuestionario de pauta de mentoría',
  [guideErrorTypes.invalidTag]: 'Una de las etiquetas seleccionadas no existe',
  [guideErrorTypes.invalidDocument]: guideMessages.documentType,
  [guideErrorTypes.documentTooLarge]: guideMessages.documentTooLarge,
};

export const GUIDES_PAGE_SIZE = 10;
/** The most a select gets with pagination=false. */
export const GUIDES_SELECT_MAX = 100;
export const GUIDE_SESSIONS_MAX = 20;
export const GUIDE_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
const GUIDE_NAME_MAX = 200;
const GUIDE_DESCRIPTION_MAX = 5000;
const LINK_MAX = 500;

/** Who a session document is for: mentors ('Mentora') or mentees ('Mentee'). */
export const guideAudiences = ['MENTOR', 'STUDENT'] as const;
export const guideAudienceSchema = z.enum(guideAudiences);
export type GuideAudience = z.infer<typeof guideAudienceSchema>;
export const guideAudienceLabels: Record<GuideAudience, string> = { MENTOR: 'Mentora', STUDENT: 'Mentee' };
/** The key of each audience in a session, in payloads and responses. */
export const guideAudienceFields: Record<GuideAudience, 'mentor' | 'student'> = {
  MENTOR: 'mentor',
  STUDENT: 'student',
};

/** Accepted session documents, decided from the bytes: PDF, Word, PowerPoint, JPG or PNG. */
export const GUIDE_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.jpg,.jpeg,.png';

/** Multipart: the JSON payload goes in the field `data`, each document in the file field named by this function. */
export const GUIDE_DATA_FIELD = 'data';
export const guideDocumentField = (sessionIndex: number, audience: GuideAudience) =>
  `session-${sessionIndex}-${guideAudienceFields[audience]}`;
export const GUIDE_DOCUMENT_FIELD_PATTERN = /^session-(\d{1,2})-(mentor|student)$/;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** A link shown to participants: only http(s); 'www.example.cl' is read as https://www.example.cl. */
const linkSchema = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(LINK_MAX, guideMessages.tooLong)
    .transform((v) => (/^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`))
    .pipe(z.url({ protocol: /^https?$/, message: guideMessages.invalidLink }))
    .nullable(),
);

const requiredGuideText = (message: string, max: number) => requiredText(message, max, guideMessages.tooLong);

const optionalDescription = z
  .string()
  .trim()
  .max(GUIDE_DESCRIPTION_MAX, guideMessages.tooLong)
  .nullish()
  .transform((value) => value ?? '');

/**
 * One audience's material in the payload: a link, or nothing. A document is uploaded as a file next to the JSON;
 * a stored document is kept until a new file or a link replaces it, or it is deleted with delete_session_document.
 */
export const guideMaterialPayloadSchema = z.object({ link: linkSchema.optional().default(null) });

export const guideSessionPayloadSchema = z.object({
  /** An existing session of this guide when editing; absent for a new session. */
  sessionId: z.string().max(100).optional(),
  title: requiredGuideText(guideMessages.sessionTitleRequired, GUIDE_NAME_MAX),
  description: optionalDescription,
  templateQuestionaryId: z
    .string({ error: guideMessages.templateRequired })
    .trim()
    .min(1, guideMessages.templateRequired),
  mentor: guideMaterialPayloadSchema.optional().default({ link: null }),
  student: guideMaterialPayloadSchema.optional().default({ link: null }),
});

/** The JSON of POST /api/mentorships and PUT /api/mentorships/{id} (field `data`); sessions are numbered in order. */
export const guidePayloadSchema = z.object({
  name: requiredGuideText(guideMessages.nameRequired, GUIDE_NAME_MAX),
  description: optionalDescription,
  mentorshipTypeIds: z
    .array(z.string().max(100), { error: guideMessages.tagsRequired })
    .min(1, guideMessages.tagsRequired)
    .transform((ids) => [...new Set(ids)]),
  sessions: z
    .array(guideSessionPayloadSchema, { error: guideMessages.sessionsRequired })
    .min(1, guideMessages.sessionsRequired)
    .max(GUIDE_SESSIONS_MAX, guideMessages.tooManySessions),
});
export type GuidePayload = z.input<typeof guidePayloadSchema>;
export type ParsedGuidePayload = z.output<typeof guidePayloadSchema>;

export const mentorshipTypeSchema = z.object({ id: z.string(), name: z.string() });
export type MentorshipType = z.infer<typeof mentorshipTypeSchema>;
export const mentorshipTypeListSchema = z.array(mentorshipTypeSchema);

/** One audience's material: a stored document (key, original name, download path) or a link, or neither. */
export const guideMaterialSchema = z.object({
  documentKey: z.string().nullable(),
  documentName: z.string().nullable(),
  /** GET path of the download (needs the bearer token). */
  documentUrl: z.string().nullable(),
  link: z.string().nullable(),
});
export type GuideMaterial = z.infer<typeof guideMaterialSchema>;

export const guideSessionSchema = z.object({
  sessionId: z.string(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  templateQuestionaryId: z.string().nullable(),
  templateQuestionaryName: z.string().nullable(),
  mentor: guideMaterialSchema,
  student: guideMaterialSchema,
});
export type GuideSession = z.infer<typeof guideSessionSchema>;

export const guideSchema = z.object({
  mentorshipId: z.string(),
  name: z.string(),
  description: z.string(),
  mentorshipTypeIds: z.array(z.string()),
  mentorshipTypes: z.array(mentorshipTypeSchema),
  sessions: z.array(guideSessionSchema),
  /** The processes that use this guide (filled once processes exist). */
  processes: z.array(z.object({ processId: z.string(), name: z.string() })),
  createdAt: z.string(),
  /** Used by a process: read-only. */
  locked: z.boolean(),
});
export type Guide = z.infer<typeof guideSchema>;

export const guideSummarySchema = z.object({
  mentorshipId: z.string(),
  name: z.string(),
  description: z.string(),
  sessionsCount: z.number().int(),
  mentorshipTypes: z.array(mentorshipTypeSchema),
  createdAt: z.string(),
  locked: z.boolean(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;
export const guideListSchema = paginated(guideSummarySchema);
export type GuideList = z.infer<typeof guideListSchema>;

/** GET /api/mentorships/list-partial: what a select needs. */
export const guidePartialSchema = z.object({
  mentorshipId: z.string(),
  name: z.string(),
  sessionsCount: z.number().int(),
  createdAt: z.string(),
});
export type GuidePartial = z.infer<typeof guidePartialSchema>;
export const guidePartialListSchema = paginated(guidePartialSchema);
export type GuidePartialList = z.infer<typeof guidePartialListSchema>;

export const guideListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(GUIDES_SELECT_MAX).default(GUIDES_PAGE_SIZE),
  /** Case-insensitive part of the name; empty or '.*' lists every guide. */
  searchFilter: z.string().max(100).optional().default(''),
  pagination: z
    .enum(['true', 'false'])
    .optional()
    .default('true')
    .transform((v) => v === 'true'),
});
export type GuideListQuery = z.input<typeof guideListQuerySchema>;

/** Any text: an id that names no guide (malformed or not) answers 404, not 400. */
export const guideIdParamsSchema = z.object({ id: resourceId(guideErrorMessages[guideErrorTypes.notFound]) });
export const guideDownloadParamsSchema = z.object({
  id: resourceId(guideErrorMessages[guideErrorTypes.notFound]),
  sessionId: resourceId(guideErrorMessages[guideErrorTypes.sessionNotFound]),
  role: guideAudienceSchema,
});
export const deleteSessionDocumentRequestSchema = z.object({
  documentKey: z.string({ error: 'Indique el documento' }).trim().min(1, 'Indique el documento').max(300),
});
export type DeleteSessionDocumentRequest = z.infer<typeof deleteSessionDocumentRequestSchema>;

/** The download path of a session document, as guideMaterialSchema.documentUrl gives it. */
export const guideDocumentPath = (mentorshipId: string, sessionId: string, audience: GuideAudience) =>
  `/api/mentorships/${mentorshipId}/session/${sessionId}/download/${audience}`;
