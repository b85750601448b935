import { z } from 'zod';
import { requiredText } from './messages';
import { paginated } from './people';
import { resourceId } from './ids';

// ── Vocabulary (spec 001 §3 "Campus", "Lesson"; §6 campus access roles) ────────────────────────────────

/** Who a campus is for. */
export const campusRoles = ['STUDENT', 'MENTOR', 'STUDENT_MENTOR', 'INTERNAL_EXTERNAL_MENTOR'] as const;
export type CampusRole = (typeof campusRoles)[number];
export const campusRoleLabels: Record<CampusRole, string> = {
  STUDENT: 'Mentees',
  MENTOR: 'Mentoras',
  STUDENT_MENTOR: 'Mentees y Mentoras',
  INTERNAL_EXTERNAL_MENTOR: 'Mentoras Internas y Externas',
};

export const campusStatuses = ['ENABLED', 'DISABLED'] as const;
export type CampusStatus = (typeof campusStatuses)[number];
export const campusStatusLabels: Record<CampusStatus, string> = { ENABLED: 'Habilitado', DISABLED: 'Deshabilitado' };

/** Roles that may be given access to a campus, toggled one by one (spec 001 §6). */
export const campusAccessRoles = ['ADMIN', 'COMPANY_ADMIN', 'STUDENT', 'EXTERNAL_MENTOR', 'INTERNAL_MENTOR'] as const;
export type CampusAccessRole = (typeof campusAccessRoles)[number];
export const campusAccessRoleLabels: Record<CampusAccessRole, string> = {
  ADMIN: 'Administrador',
  COMPANY_ADMIN: 'Administrador Empresa',
  STUDENT: 'Mentee',
  EXTERNAL_MENTOR: 'Mentora Externa',
  INTERNAL_MENTOR: 'Mentora Interna',
};

/** The two tracks of lessons a campus can have: one for mentees, one for mentors. */
export const lessonAudiences = ['STUDENT', 'MENTOR'] as const;
export type LessonAudience = (typeof lessonAudiences)[number];
export const lessonAudienceLabels: Record<LessonAudience, string> = { STUDENT: 'Mentees', MENTOR: 'Mentoras' };

/** Whether a campus of this type has the mentee track (and so needs its description and duration). */
export function campusHasStudents(role: CampusRole): boolean {
  return role === 'STUDENT' || role === 'STUDENT_MENTOR';
}
/** Whether a campus of this type has the mentor track. */
export function campusHasMentors(role: CampusRole): boolean {
  return role === 'MENTOR' || role === 'STUDENT_MENTOR' || role === 'INTERNAL_EXTERNAL_MENTOR';
}
export function campusAudiences(role: CampusRole): LessonAudience[] {
  return lessonAudiences.filter((audience) =>
    audience === 'STUDENT' ? campusHasStudents(role) : campusHasMentors(role),
  );
}

export const contentTypes = ['VIDEO', 'PDF', 'PPT', 'IMAGE'] as const;
export type ContentType = (typeof contentTypes)[number];
export const contentTypeLabels: Record<ContentType, string> = {
  VIDEO: 'Video',
  PDF: 'PDF',
  PPT: 'Presentación (PPT)',
  IMAGE: 'Imagen (PNG/JPG)',
};

// ── Limits ─────────────────────────────────────────────────────────────────────────────────────────

export const CAMPUS_PAGE_SIZE = 10;
export const CAMPUS_TITLE_MAX = 150;
export const CAMPUS_DESCRIPTION_MAX = 5000;
export const CAMPUS_DURATION_MAX = 365;
export const LESSONS_PER_AUDIENCE_MAX = 100;
export const CONTENTS_PER_LESSON_MAX = 30;
export const LESSON_TITLE_MAX = 200;
export const CONTENT_DESCRIPTION_MAX = 2000;
export const CAMPUS_ILLUSTRATION_MAX_BYTES = 5 * 1024 * 1024;
export const LESSON_CONTENT_MAX_BYTES = 25 * 1024 * 1024;
/** Multipart field names of the upload calls. */
export const campusMultipartFields = {
  illustration: 'campus-illustration-upload-file',
  data: 'data',
  contentFile: 'file',
} as const;
/** What the file pickers offer; the server checks the bytes, not these names. */
export const contentFileAccept: Record<Exclude<ContentType, 'VIDEO'>, string> = {
  PDF: '.pdf,application/pdf',
  PPT: '.ppt,.pptx',
  IMAGE: '.png,.jpg,.jpeg,image/png,image/jpeg',
};
export const illustrationAccept = '.jpg,.jpeg,.png,image/jpeg,image/png';

// ── Messages (spec 001 §5 "Campus and lessons", §8 "Campus sharing") ─────────────────────────────────

export const campusMessages = {
  titleRequired: 'Ingrese nombre del campus',
  roleInvalid: 'Ingrese un tipo válido',
  studentDescriptionRequired: 'Ingrese la descripción para mentees',
  mentorDescriptionRequired: 'Ingrese la descripción para mentoras',
  durationRequired: 'Ingrese la duración',
  durationNumeric: 'La duración debe ser un número',
  durationMin: 'La duración debe ser al menos 1',
  durationMax: `La duración puede ser como máximo ${CAMPUS_DURATION_MAX}`,
  tooLong: 'El texto es demasiado largo',
  emailRequired: 'Email es requerido',
  emailInvalid: 'Email invalido',
  userNotFound: 'Usuario no encontrado',
  userAlreadyInCampus: 'Usuario ya asociado al campus',
  userNotInCampus: 'El usuario no está asociado al campus',
  userAdded: 'Usuario agregado al campus',
  userRemoved: 'Usuario eliminado del campus',
  accessRoleInvalid: 'Seleccione un rol válido',
  illustrationType: 'Sólo puede subir archivos de tipo JPG/PNG!',
  illustrationTooLarge: `La imagen no puede pesar más de ${CAMPUS_ILLUSTRATION_MAX_BYTES / (1024 * 1024)} MB`,
  fileUploaded: 'Archivo subido correctamente!',
  contentUploaded: 'Contenido cargado correctamente!',
  notFound: 'No se encontro campus',
  noLessons: 'No hay lecciones',
  created: 'Campus creado con exito',
  updated: 'Campus editado con exito',
  deleted: 'Campus eliminado con exito',
  cloned: 'Campus clonado con exito',
  lessonsSaved: 'Lecciones guardadas con exito',
  lessonTitleRequired: 'Ingrese el título de la lección',
  lessonStartDateRequired: 'Seleccione fecha de inicio',
  lessonNumberInvalid: 'Ingrese un número de lección válido',
  lessonNumberRepeated: 'Hay dos lecciones con el mismo número',
  lessonNotFound: 'Lección no encontrada',
  lessonsNotForAudience: 'Este tipo de campus no tiene lecciones para esa audiencia',
  contentTitleRequired: 'Ingrese el título del contenido',
  contentDescriptionRequired: 'Ingrese la descripción del contenido',
  contentTypeInvalid: 'Seleccione un tipo de contenido',
  contentNumberRepeated: 'Hay dos contenidos con el mismo número en la lección',
  contentFileRequired: 'Suba un archivo para este contenido',
  videoIdRequired: 'Ingrese el id del video',
  videoIdInvalid: 'Ingrese un id de video de YouTube válido',
  contentFileType: (type: ContentType) =>
    type === 'PDF'
      ? 'El archivo debe ser un PDF'
      : type === 'PPT'
        ? 'El archivo debe ser una presentación PPT o PPTX'
        : 'Sólo puede subir archivos de tipo JPG/PNG!',
  contentFileTooLarge: `El archivo no puede pesar más de ${LESSON_CONTENT_MAX_BYTES / (1024 * 1024)} MB`,
  contentFileNotForVideo: 'Un contenido de video no lleva archivo',
  contentNotFound: 'Contenido no encontrado',
} as const;

/** Error types of the campus calls; the web shows the server's message as received (spec 001 §8). */
export const campusErrorTypes = {
  notFound: 'campus_not_found',
  lessonNotFound: 'lesson_not_found',
  contentNotFound: 'lesson_content_not_found',
  userNotFound: 'NotFoundError',
  userAlreadyInCampus: 'campus_user_already_associated',
  invalidEmail: 'BadRequestError',
  userNotInCampus: 'campus_user_not_associated',
  invalidFile: 'campus_invalid_file',
  fileTooLarge: 'campus_file_too_large',
  inUse: 'campus_in_use',
} as const;

// ── Shared rules ───────────────────────────────────────────────────────────────────────────────────

const requiredCampusText = (message: string, max: number, tooLong: string = campusMessages.tooLong) =>
  requiredText(message, max, tooLong);

/** A YouTube video id; a pasted watch, share or embed link is reduced to its id. */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(text)) return text;
  const match =
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(
      text,
    );
  return match ? match[1]! : null;
}
/** The player the lesson viewer embeds (privacy-enhanced mode: no cookies until the video plays). */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
}

export interface LessonAvailabilityInput {
  startDate: string;
  status: string;
}
/**
 * Spec 001 §4: a lesson is available to members from its start date (YYYY-MM-DD, compared with today in the
 * platform's time zone) while it is enabled; an admin's preview shows every lesson.
 */
export function isLessonAvailable(
  lesson: LessonAvailabilityInput,
  today: string,
  { preview = false }: { preview?: boolean } = {},
): boolean {
  if (preview) return true;
  return lesson.status === 'ENABLED' && lesson.startDate <= today;
}

// ── Campus ─────────────────────────────────────────────────────────────────────────────────────────

const durationSchema = z
  .union([z.number(), z.string()], { error: campusMessages.durationRequired })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: campusMessages.durationRequired });
      return z.NEVER;
    }
    const number = Number(text);
    if (!Number.isInteger(number)) {
      ctx.addIssue({ code: 'custom', message: campusMessages.durationNumeric });
      return z.NEVER;
    }
    return number;
  })
  .pipe(z.number().min(1, campusMessages.durationMin).max(CAMPUS_DURATION_MAX, campusMessages.durationMax));

const audienceInfoPayload = (descriptionMessage: string) =>
  z.object(
    {
      description: requiredCampusText(descriptionMessage, CAMPUS_DESCRIPTION_MAX),
      duration: durationSchema,
    },
    { error: descriptionMessage },
  );

/**
 * Body of POST /api/campus and PUT /api/campus/{id}. The description and duration of each audience the type
 * includes are required; the other audience's are dropped.
 */
export const campusTitleSchema = requiredCampusText(campusMessages.titleRequired, CAMPUS_TITLE_MAX);
export const campusPayloadSchema = z
  .object({
    title: campusTitleSchema,
    role: z.enum(campusRoles, { error: campusMessages.roleInvalid }),
    studentCampusInfo: z.unknown().optional(),
    mentorCampusInfo: z.unknown().optional(),
    rolesWithAccess: z.array(z.enum(campusAccessRoles, { error: campusMessages.accessRoleInvalid })).optional(),
  })
  .transform((payload, ctx) => {
    const parseInfo = (value: unknown, message: string, path: string) => {
      const parsed = audienceInfoPayload(message).safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] });
        }
        return null;
      }
      return parsed.data;
    };
    const studentCampusInfo = campusHasStudents(payload.role)
      ? parseInfo(payload.studentCampusInfo, campusMessages.studentDescriptionRequired, 'studentCampusInfo')
      : null;
    const mentorCampusInfo = campusHasMentors(payload.role)
      ? parseInfo(payload.mentorCampusInfo, campusMessages.mentorDescriptionRequired, 'mentorCampusInfo')
      : null;
    return {
      title: payload.title,
      role: payload.role,
      studentCampusInfo,
      mentorCampusInfo,
      rolesWithAccess: payload.rolesWithAccess ? [...new Set(payload.rolesWithAccess)] : undefined,
    };
  });
export type CampusPayload = z.input<typeof campusPayloadSchema>;
export type ParsedCampusPayload = z.output<typeof campusPayloadSchema>;

export const campusAudienceInfoSchema = z.object({
  description: z.string(),
  duration: z.number().int(),
  /** The track's lessons in lesson-number order. */
  lessonsIds: z.array(z.string()),
});
export type CampusAudienceInfo = z.infer<typeof campusAudienceInfoSchema>;

export const campusUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type CampusUser = z.infer<typeof campusUserSchema>;

/** A campus as lists show it (without the people it is shared with). */
export const campusSummarySchema = z.object({
  campusId: z.string(),
  title: z.string(),
  role: z.enum(campusRoles),
  status: z.enum(campusStatuses),
  studentCampusInfo: campusAudienceInfoSchema.nullable(),
  mentorCampusInfo: campusAudienceInfoSchema.nullable(),
  /** Served under /api/files/...; null when there is none. */
  illustrationUrl: z.string().nullable(),
  rolesWithAccess: z.array(z.enum(campusAccessRoles)),
  usersCount: z.number().int(),
  createdAt: z.string(),
});
export type CampusSummary = z.infer<typeof campusSummarySchema>;

/** GET /api/campus/{id} and /withUsers: the campus and the people it is shared with by email. */
export const campusSchema = campusSummarySchema.extend({ users: z.array(campusUserSchema) });
export type Campus = z.infer<typeof campusSchema>;

export const campusListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CAMPUS_PAGE_SIZE),
  /** Case-insensitive part of the title; empty or '.*' lists every campus. */
  searchFilter: z.string().max(100).optional().default(''),
});
export const campusListSchema = paginated(campusSummarySchema);
export type CampusList = z.infer<typeof campusListSchema>;

export const campusIdParamsSchema = z.object({ id: resourceId(campusMessages.notFound) });

export const addUserToCampusSchema = z.object({
  email: z
    .string({ error: campusMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: campusMessages.emailRequired, abort: true })
    .max(254, campusMessages.emailInvalid)
    .pipe(z.email({ error: campusMessages.emailInvalid })),
});
export const removeUserFromCampusSchema = z.object({ userId: z.string({ error: 'Seleccione un usuario' }).max(100) });
export const toggleRoleAccessSchema = z.object({
  role: z.enum(campusAccessRoles, { error: campusMessages.accessRoleInvalid }),
});
export const myCampusesRequestSchema = z.object({ processIds: z.array(z.string().max(100)).max(200).default([]) });

// ── Lessons ────────────────────────────────────────────────────────────────────────────────────────

export const lessonContentSchema = z.object({
  contentId: z.string(),
  contentNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  contentType: z.enum(contentTypes),
  /** Served under /api/files/...; null for videos and for files not uploaded yet. */
  contentFileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  videoId: z.string().nullable(),
});
export type LessonContent = z.infer<typeof lessonContentSchema>;

export const lessonSchema = z.object({
  lessonId: z.string(),
  campusId: z.string(),
  audience: z.enum(lessonAudiences),
  lessonNumber: z.number().int(),
  title: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  status: z.enum(campusStatuses),
  contents: z.array(lessonContentSchema),
  /** Whether members see it today (isLessonAvailable without preview). */
  available: z.boolean(),
});
export type Lesson = z.infer<typeof lessonSchema>;

const videoIdSchema = z
  .string()
  .max(300)
  .transform((value, ctx) => {
    const id = youtubeVideoId(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: campusMessages.videoIdInvalid });
      return z.NEVER;
    }
    return id;
  });

/** One content of a lesson in the plan; its file travels separately (PUT /api/lesson/content/{lessonId}). */
export const lessonContentPayloadSchema = z
  .object({
    contentId: z.string().max(100).optional(),
    contentNumber: z.coerce.number().int().min(1).max(CONTENTS_PER_LESSON_MAX),
    title: requiredCampusText(campusMessages.contentTitleRequired, LESSON_TITLE_MAX),
    description: requiredCampusText(campusMessages.contentDescriptionRequired, CONTENT_DESCRIPTION_MAX),
    contentType: z.enum(contentTypes, { error: campusMessages.contentTypeInvalid }),
    videoId: z.string().max(300).nullish(),
  })
  .transform((content, ctx) => {
    if (content.contentType !== 'VIDEO') return { ...content, videoId: null };
    if (!content.videoId?.trim()) {
      ctx.addIssue({ code: 'custom', message: campusMessages.videoIdRequired, path: ['videoId'] });
      return z.NEVER;
    }
    const parsed = videoIdSchema.safeParse(content.videoId);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: campusMessages.videoIdInvalid, path: ['videoId'] });
      return z.NEVER;
    }
    return { ...content, videoId: parsed.data };
  });
export type LessonContentPayload = z.input<typeof lessonContentPayloadSchema>;

export const lessonPayloadSchema = z
  .object({
    lessonId: z.string().max(100).optional(),
    lessonNumber: z.coerce
      .number({ error: campusMessages.lessonNumberInvalid })
      .int(campusMessages.lessonNumberInvalid)
      .min(1, campusMessages.lessonNumberInvalid)
      .max(LESSONS_PER_AUDIENCE_MAX, campusMessages.lessonNumberInvalid),
    title: requiredCampusText(campusMessages.lessonTitleRequired, LESSON_TITLE_MAX),
    startDate: z
      .string({ error: campusMessages.lessonStartDateRequired })
      .min(1, { error: campusMessages.lessonStartDateRequired, abort: true })
      .pipe(z.iso.date({ error: campusMessages.lessonStartDateRequired })),
    status: z.enum(campusStatuses).optional(),
    contents: z.array(lessonContentPayloadSchema).max(CONTENTS_PER_LESSON_MAX).default([]),
  })
  .superRefine((lesson, ctx) => {
    const numbers = lesson.contents.map((content) => content.contentNumber);
    if (new Set(numbers).size !== numbers.length) {
      ctx.addIssue({ code: 'custom', message: campusMessages.contentNumberRepeated, path: ['contents'] });
    }
  });
export type LessonPayload = z.input<typeof lessonPayloadSchema>;
export type ParsedLessonPayload = z.output<typeof lessonPayloadSchema>;

const lessonTrackSchema = z
  .array(lessonPayloadSchema)
  .max(LESSONS_PER_AUDIENCE_MAX)
  .default([])
  .superRefine((lessons, ctx) => {
    const numbers = lessons.map((lesson) => lesson.lessonNumber);
    if (new Set(numbers).size !== numbers.length) {
      ctx.addIssue({ code: 'custom', message: campusMessages.lessonNumberRepeated });
    }
  });

/**
 * Body of POST and PUT /api/lesson/{campusId}: the whole lesson plan of the campus. Lessons and contents sent
 * with their ids are updated (an uploaded file stays linked), new ones are created, and those left out are deleted.
 */
export const lessonPlanPayloadSchema = z.object({
  studentLessons: lessonTrackSchema,
  mentorLessons: lessonTrackSchema,
});
export type LessonPlanPayload = z.input<typeof lessonPlanPayloadSchema>;
export type ParsedLessonPlanPayload = z.output<typeof lessonPlanPayloadSchema>;

export const lessonPlanSchema = z.object({
  studentLessons: z.array(lessonSchema),
  mentorLessons: z.array(lessonSchema),
});
export type LessonPlan = z.infer<typeof lessonPlanSchema>;

export const lessonListQuerySchema = z.object({ campusId: z.string({ error: 'Indique el campus' }).max(100) });
export const myLessonsRequestSchema = z.object({ lessonIds: z.array(z.string().max(100)).max(500) });

/**
 * The text fields of PUT /api/lesson/content/{lessonId} (multipart, beside the file `file`): the content with this
 * number is created or replaced. A file is required unless the content already has one; a video needs its id.
 */
export const lessonContentUploadFieldsSchema = z
  .object({
    contentNumber: z.coerce.number().int().min(1).max(CONTENTS_PER_LESSON_MAX),
    contentType: z.enum(contentTypes, { error: campusMessages.contentTypeInvalid }),
    title: requiredCampusText(campusMessages.contentTitleRequired, LESSON_TITLE_MAX),
    description: requiredCampusText(campusMessages.contentDescriptionRequired, CONTENT_DESCRIPTION_MAX),
    videoId: z.string().max(300).optional(),
  })
  .transform((fields, ctx) => {
    if (fields.contentType !== 'VIDEO') return { ...fields, videoId: null };
    if (!fields.videoId?.trim()) {
      ctx.addIssue({ code: 'custom', message: campusMessages.videoIdRequired, path: ['videoId'] });
      return z.NEVER;
    }
    const id = youtubeVideoId(fields.videoId);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: campusMessages.videoIdInvalid, path: ['videoId'] });
      return z.NEVER;
    }
    return { ...fields, videoId: id };
  });
export type ParsedLessonContentUpload = z.output<typeof lessonContentUploadFieldsSchema>;
