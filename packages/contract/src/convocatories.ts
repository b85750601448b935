import { z } from 'zod';
import { isMentorupSchema } from './auth';
import { cleanRut, isValidRut } from './clients';
import { requiredText, validationMessages } from './messages';
import { genderSchema, mentorTypes, mentorTypeSchema, pageQuerySchema, paginated } from './people';
import {
  adviceIdsSchema,
  attributeIdsSchema,
  biographySchema,
  contactInfoInputSchema,
  dateOfBirthSchema,
  interestsSchema,
  mainAdviceIdSchema,
  professionalInfoInputSchema,
  profileGenderSchema,
  profileLastNameSchema,
  profileNameSchema,
} from './profile';
import { resourceId } from './ids';

// ── Statuses, types and labels (spec 002 §3, §4.1) ─────────────────────────────────────────────────────

export const convocatoryStatuses = ['DRAFT', 'OPEN', 'SELECTING', 'FINALIZED'] as const;
export const convocatoryStatusSchema = z.enum(convocatoryStatuses);
export type ConvocatoryStatus = z.infer<typeof convocatoryStatusSchema>;
export const convocatoryStatusLabels: Record<ConvocatoryStatus, string> = {
  DRAFT: 'Borrador',
  OPEN: 'Abierta',
  SELECTING: 'Seleccionando participantes',
  FINALIZED: 'Finalizada',
};
export const convocatoryStatusColors: Record<ConvocatoryStatus, string> = {
  DRAFT: '#6cdbf0',
  OPEN: '#f78b23',
  SELECTING: '#f08c77',
  FINALIZED: '#e0e5f1',
};

export const convocatoryTypes = ['MASSIVE', 'DIRECTED', 'EMPRENDE'] as const;
export const convocatoryTypeSchema = z.enum(convocatoryTypes, { error: 'Seleccione el tipo de convocatoria' });
export type ConvocatoryType = z.infer<typeof convocatoryTypeSchema>;
export const convocatoryTypeLabels: Record<ConvocatoryType, string> = {
  MASSIVE: 'Masiva',
  DIRECTED: 'Dirigida',
  EMPRENDE: 'Emprende',
};

/** Who an enrolment link is for (spec 002 §6 "Inscription types"). */
export const inscriptionTypes = ['STUDENT', 'MENTOR'] as const;
export const inscriptionTypeSchema = z.enum(inscriptionTypes);
export type InscriptionType = z.infer<typeof inscriptionTypeSchema>;
/** The enrolment page's subtitle (spec 002 §2.1). */
export const inscriptionTypeSubtitles: Record<InscriptionType, string> = { STUDENT: 'Mentee', MENTOR: 'Mentor/a' };

/** The `{role}` of /convocatory/inscription/{convocatoryId}/{role}, in any letter case; null when it is no role. */
export function parseInscriptionType(value: string | undefined): InscriptionType | null {
  const upper = value?.toUpperCase();
  return inscriptionTypes.find((t) => t === upper) ?? null;
}

export const CONVOCATORIES_PAGE_SIZE = 10;
export const INSCRIPTIONS_PAGE_SIZE = 10;
export const CONVOCATORY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const convocatoryLogoMimeTypes = ['image/jpeg', 'image/png'] as const;
export const BUSINESS_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const MOTIVATION_MAX_LENGTH = 3000;
/** Multipart field names: the JSON payload and the image. */
export const convocatoryMultipartFields = { data: 'data', logo: 'logo' } as const;
export const applicantMultipartFields = { data: 'data', avatar: 'avatar', businessPicture: 'businessPicture' } as const;
/** Header that carries the enrolment token to the applicant's own calls (profile update, inscribe). */
export const INSCRIPTION_TOKEN_HEADER = 'inscription-token';

// ── Messages (spec 002 §5.2, §8; 000 §5, §8) ──────────────────────────────────────────────────────────

export const convocatoryMessages = {
  title: 'Convocatorias',
  add: 'Añadir nueva convocatoria',
  newTitle: 'Convocatorias / Nueva Convocatoria',
  editTitle: 'Editar Convocatoria',
  name: 'Ingrese el nombre de la convocatoria',
  openDate: 'Seleccione la fecha de apertura',
  closeDate: 'Seleccione la fecha de cierre',
  closeBeforeOpen: 'La fecha de cierre no puede ser anterior a la fecha de apertura',
  mentorType: 'Seleccione el tipo de mentoría',
  client: 'Seleccione un cliente',
  responsible: 'Seleccione un responsable',
  responsibleNotOfClient: 'El responsable debe ser administrador empresa del cliente elegido',
  convocatoryType: 'Seleccione el tipo de convocatoria',
  pairsNumber: 'Indique la cantidad de duplas',
  socialMedia: 'Ingrese un enlace válido (https://...)',
  logoType: 'Sólo puede subir archivos de tipo JPG/PNG!',
  logoTooLarge: `El logo no puede pesar más de ${CONVOCATORY_LOGO_MAX_BYTES / (1024 * 1024)} MB`,
  lockedOnEdit: 'El cliente, el responsable y el tipo de mentoría no se pueden cambiar',
  created: 'Convocatoria creada con éxito',
  edited: 'Convocatoria editada con éxito',
  deleteConfirm: 'Deseas borrar esta convocatoria?',
  deleted: 'Convocatoria eliminada con éxito',
  deleteFailed: 'Error al eliminar convocatoria',
  formFailed: 'Error en el envío del formulario. Intente nuevamente',
  notFound: 'La convocatoria no existe',
  editNotAllowed: 'Sólo se puede editar una convocatoria en borrador o abierta',
  deleteNotAllowed: 'Sólo se puede eliminar una convocatoria en borrador',
  transitionNotAllowed: (from: ConvocatoryStatus, action: ConvocatoryAction) =>
    `No se puede ${convocatoryActionVerbs[action]} una convocatoria en estado ${convocatoryStatusLabels[from]}`,
  selectionNotAllowed: 'Sólo se pueden seleccionar participantes en estado Seleccionando participantes',
  noStudents: 'No hay estudiantes inscritas',
  noMentors: 'No hay tutoras inscritas',
  nothingToExport: 'No hay usuarios inscritos',
  inscriptionNotFound: 'La inscripción no existe',
} as const;

/** Load errors of the four tables (spec 002 §8); any other status gives 'Error-{status}'. */
export function convocatoryListLoadError(status: string): string {
  switch (status) {
    case 'DRAFT':
      return 'Error al cargar convocatorias en borrador.';
    case 'OPEN':
      return 'Error al cargar convocatorias abiertas.';
    case 'SELECTING':
      return 'Error al cargar convocatorias en estado de selección de participantes.';
    case 'FINALIZED':
      return 'Error al cargar convocatorias finalizadas.';
    default:
      return `Error-${status}`;
  }
}

export const enrolmentMessages = {
  title: (name: string) => `Inscripción al programa ${name}`,
  emailInvalid: 'Ingrese un email válido',
  emailRequired: validationMessages.required,
  terms: 'Debes aceptar los Términos y Condiciones y la Política de Privacidad para empezar tu inscripción.',
  motivation: validationMessages.required,
  motivationTooLong: `Máximo ${MOTIVATION_MAX_LENGTH} caracteres`,
  back: 'Regresar',
  send: 'Enviar',
  inscribed: 'Inscrito exitosamente',
  inscriptionFailed: 'Error al inscribirse a la convocatoria',
  profileCreationFailed: 'Error al crear perfil',
  /** The server's words for a second application (spec 000 §8); the web sends the applicant to the result page. */
  profileAlreadyInscribed: 'profile already inscribed in this convocatory.',
  userAlreadyInscribed: 'user already inscribed in this convocatory.',
  resultThanks: 'Nos contactaremos contigo para comunicarte los siguientes pasos a seguir',
  notStarted: 'Esta convocatoria aún no ha comenzado',
  ended: 'Esta convocatoria ya finalizó',
  estimatedOpen: (date: string) => `Fecha estimada de apertura: ${date}`,
  notOpen: 'Esta convocatoria no está recibiendo inscripciones',
  resumeLinkSent: (email: string) =>
    `Ya comenzaste una inscripción con ${email}. Te enviamos un correo con un enlace para continuar donde quedaste.`,
  /** An account's email typed without being signed in as that account (issue 13). */
  accountLinkSent: (email: string) =>
    `${email} ya tiene una cuenta. Te enviamos un enlace a tu correo para continuar tu inscripción, o inicia sesión para seguir ahora.`,
  invalidLink: 'El enlace de inscripción no es válido',
  tokenInvalid: 'Tu sesión de inscripción expiró. Ingresa tu email nuevamente para continuar',
  stepsMissing: 'Faltan datos de tu perfil para completar la inscripción',
  /** The email step's consent box of a convocatory with a data-sharing partner (spec 002 §2.1). */
  partnerConsentLabel: (partner: string) => `Acepto que mis datos sean compartidos con ${partner}`,
  partnerConsentRequired: (partner: string) =>
    `Debes aceptar que tus datos sean compartidos con ${partner} para inscribirte en esta convocatoria.`,
} as const;

/** The enrolment page's subtitle (spec 002 §2.1): 'Mentor/a', 'Mentee', or the PIT convocatoria's own word. */
export function inscriptionSubtitle(convocatory: { isPit: boolean }, inscriptionType: InscriptionType): string {
  return convocatory.isPit && inscriptionType === 'STUDENT'
    ? 'Profesional en Entrenamiento (PIT)'
    : inscriptionTypeSubtitles[inscriptionType];
}

// ── Error types ───────────────────────────────────────────────────────────────────────────────────────

export const convocatoryErrorTypes = {
  invalidTransition: 'convocatory_invalid_transition',
  notEditable: 'convocatory_not_editable',
  notDeletable: 'convocatory_not_deletable',
  selectionClosed: 'convocatory_selection_closed',
  invalidLogo: 'convocatory_invalid_logo',
  logoTooLarge: 'convocatory_logo_too_large',
  notOpen: 'convocatory_not_open',
  profileAlreadyInscribed: 'convocatory_profile_already_inscribed',
  userAlreadyInscribed: 'convocatory_user_already_inscribed',
  inscriptionTokenInvalid: 'convocatory_inscription_token_invalid',
  stepsMissing: 'convocatory_inscription_steps_missing',
  invalidLink: 'convocatory_invalid_link',
  inUse: 'convocatory_client_in_use',
} as const;

// ── Lifecycle (spec 002 §4.1) ──────────────────────────────────────────────────────────────────────────

export const convocatoryActions = ['open', 'close', 'finish', 'return-status'] as const;
export const convocatoryActionSchema = z.enum(convocatoryActions);
export type ConvocatoryAction = z.infer<typeof convocatoryActionSchema>;
export const convocatoryActionVerbs: Record<ConvocatoryAction, string> = {
  open: 'abrir',
  close: 'cerrar las inscripciones de',
  finish: 'finalizar',
  'return-status': 'volver al estado anterior',
};
/** Button labels of the detail page. */
export const convocatoryActionLabels: Record<ConvocatoryAction, string> = {
  open: 'Abrir convocatoria',
  close: 'Cerrar inscripciones',
  finish: 'Finalizar convocatoria',
  'return-status': 'Volver al estado anterior',
};

/** The state each action leads to from each state that allows it; anything missing is refused with 409. */
export const convocatoryTransitions: Record<
  ConvocatoryAction,
  Partial<Record<ConvocatoryStatus, ConvocatoryStatus>>
> = {
  open: { DRAFT: 'OPEN' },
  close: { OPEN: 'SELECTING' },
  finish: { SELECTING: 'FINALIZED' },
  'return-status': { OPEN: 'DRAFT', SELECTING: 'OPEN' },
};

export function nextConvocatoryStatus(from: ConvocatoryStatus, action: ConvocatoryAction): ConvocatoryStatus | null {
  return convocatoryTransitions[action][from] ?? null;
}
export const isConvocatoryEditable = (status: ConvocatoryStatus) => status === 'DRAFT' || status === 'OPEN';
export const isConvocatoryDeletable = (status: ConvocatoryStatus) => status === 'DRAFT';
export const isSelectionOpen = (status: ConvocatoryStatus) => status === 'SELECTING';

/** A social media link is shown only for these hosts and their subdomains (spec 002 §2.2). */
const SOCIAL_HOSTS = ['instagram.com', 'facebook.com', 'twitter.com', 'linkedin.com'] as const;
export function isShownSocialLink(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const { protocol, hostname } = new URL(url);
    if (protocol !== 'https:' && protocol !== 'http:') return false;
    return SOCIAL_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
}

// ── Admin form (spec 002 §5.2) ────────────────────────────────────────────────────────────────────────

const m = convocatoryMessages;
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .pipe(z.iso.date({ error: message }));
const socialMediaSchema = z
  .string()
  .trim()
  .max(500, m.socialMedia)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), m.socialMedia);

const convocatoryFields = {
  name: requiredText(m.name, 150),
  estimatedOpenDate: isoDate(m.openDate),
  estimatedCloseDate: isoDate(m.closeDate),
  convocatoryType: convocatoryTypeSchema,
  /** Required (at least 1) unless the convocatory type is EMPRENDE; ignored for EMPRENDE. */
  pairsNumber: z.number({ error: m.pairsNumber }).int(m.pairsNumber).min(1, m.pairsNumber).max(100000).nullish(),
  socialMediaUrl: socialMediaSchema,
  /** Mentees enrol as 'Profesional en Entrenamiento (PIT)'. */
  isPit: z.boolean().default(false),
  /** The partner company applicants' data is shared with; the enrolment then asks for consent. */
  dataSharingPartner: z
    .string()
    .trim()
    .max(120, 'Máximo 120 caracteres')
    .nullish()
    .transform((v) => (v ? v : null)),
};

interface DatesAndPairs {
  estimatedOpenDate: string;
  estimatedCloseDate: string;
  convocatoryType: ConvocatoryType;
  pairsNumber?: number | null | undefined;
}
function checkDatesAndPairs(value: DatesAndPairs, ctx: z.RefinementCtx) {
  if (value.estimatedCloseDate < value.estimatedOpenDate) {
    ctx.addIssue({ code: 'custom', message: m.closeBeforeOpen, path: ['estimatedCloseDate'] });
  }
  if (value.convocatoryType !== 'EMPRENDE' && value.pairsNumber == null) {
    ctx.addIssue({ code: 'custom', message: m.pairsNumber, path: ['pairsNumber'] });
  }
}

/** POST /api/convocatory (JSON, or multipart with this object in `data` and the image in `logo`). */
export const createConvocatoryRequestSchema = z
  .object({
    ...convocatoryFields,
    mentorType: z.enum(mentorTypes, { error: m.mentorType }),
    clientId: z.uuid({ error: m.client }),
    responsibleId: z.uuid({ error: m.responsible }),
  })
  .superRefine(checkDatesAndPairs);
export type CreateConvocatoryRequest = z.input<typeof createConvocatoryRequestSchema>;

/** PUT /api/convocatory/{id}: client, responsible and mentorship type are locked on edit (spec 002 §2.2). */
export const updateConvocatoryRequestSchema = z.object(convocatoryFields).superRefine(checkDatesAndPairs);
export type UpdateConvocatoryRequest = z.input<typeof updateConvocatoryRequestSchema>;

export const convocatoryListQuerySchema = pageQuerySchema.extend({
  status: convocatoryStatusSchema,
  search: z.string().trim().max(100).optional(),
  clientId: z.uuid().optional(),
});
export type ConvocatoryListQuery = z.input<typeof convocatoryListQuerySchema>;

export const convocatoryIdParamsSchema = z.object({ id: resourceId(convocatoryMessages.notFound) });

// ── Responses ─────────────────────────────────────────────────────────────────────────────────────────

export const convocatoryClientSchema = z.object({ clientId: z.string(), name: z.string(), rut: z.string().nullable() });

export const convocatorySummarySchema = z.object({
  convocatoryId: z.string(),
  name: z.string(),
  status: convocatoryStatusSchema,
  convocatoryType: convocatoryTypeSchema,
  client: convocatoryClientSchema,
  /** YYYY-MM-DD. */
  estimatedOpenDate: z.string(),
  estimatedCloseDate: z.string(),
  logoUrl: z.string().nullable(),
});
export type ConvocatorySummary = z.infer<typeof convocatorySummarySchema>;
export const convocatoryListSchema = paginated(convocatorySummarySchema);
export type ConvocatoryList = z.infer<typeof convocatoryListSchema>;

export const convocatorySchema = convocatorySummarySchema.extend({
  mentorType: mentorTypeSchema,
  pairsNumber: z.number().int().nullable(),
  /** ISO timestamp of the actual close of enrolment, null while not closed. */
  closeDate: z.string().nullable(),
  clientResponsable: z
    .object({ userId: z.string(), name: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  socialMediaUrl: z.string().nullable(),
  isPit: z.boolean(),
  dataSharingPartner: z.string().nullable(),
  /** Public enrolment links (absolute, with a signed token naming the convocatory and the role). */
  studentFormLink: z.string(),
  mentorFormLink: z.string(),
  studentsCount: z.number().int(),
  mentorsCount: z.number().int(),
  studentSelectedCount: z.number().int(),
  mentorSelectedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Convocatory = z.infer<typeof convocatorySchema>;

export const inscriptionListQuerySchema = pageQuerySchema.extend({
  inscriptionType: inscriptionTypeSchema,
  search: z.string().trim().max(100).optional(),
});
export type InscriptionListQuery = z.input<typeof inscriptionListQuerySchema>;

export const inscriptionSchema = z.object({
  inscriptionId: z.string(),
  inscriptionType: inscriptionTypeSchema,
  /** Exactly one of userId (an account) and profileId (an applicant without one) is set. */
  userId: z.string().nullable(),
  profileId: z.string().nullable(),
  motivation: z.string(),
  selected: z.boolean(),
  createdAt: z.string(),
  person: z.object({
    name: z.string(),
    lastName: z.string(),
    email: z.string(),
    cellphone: z.string().nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    company: z.string().nullable(),
    businessArea: z.string().nullable(),
    photoUrl: z.string().nullable(),
    businessName: z.string().nullable(),
  }),
});
export type Inscription = z.infer<typeof inscriptionSchema>;
export const inscriptionListSchema = paginated(inscriptionSchema);
export type InscriptionList = z.infer<typeof inscriptionListSchema>;

/** PUT /api/convocatory/inscription/{inscriptionId}: select or unselect an applicant (only in SELECTING). */
export const selectInscriptionRequestSchema = z.object({ selected: z.boolean() });
export const selectInscriptionResponseSchema = z.object({
  inscription: inscriptionSchema,
  studentSelectedCount: z.number().int(),
  mentorSelectedCount: z.number().int(),
});

// ── Public enrolment (spec 002 §2.1, §4.2; 000 §5, §7) ─────────────────────────────────────────────────

/** GET /api/convocatory/public/{id}: what the enrolment page shows, nothing about applicants. */
export const publicConvocatorySchema = z.object({
  convocatoryId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  status: convocatoryStatusSchema,
  convocatoryType: convocatoryTypeSchema,
  estimatedOpenDate: z.string(),
  estimatedCloseDate: z.string(),
  /** Mentees enrol as 'Profesional en Entrenamiento (PIT)'. */
  isPit: z.boolean(),
  /** The partner applicants' data is shared with: the email step asks for consent. */
  dataSharingPartner: z.string().nullable(),
});
export type PublicConvocatory = z.infer<typeof publicConvocatorySchema>;

/** GET /api/convocatory/public/open?type=: the types a public landing page lists (directed ones go by invitation). */
export const publicConvocatoryListTypes = ['MASSIVE', 'EMPRENDE'] as const;
export type PublicConvocatoryListType = (typeof publicConvocatoryListTypes)[number];
export const openConvocatoriesQuerySchema = z.object({
  type: z.enum(publicConvocatoryListTypes, { error: 'Tipo de convocatoria no válido' }),
});
/** At most this many open convocatories are listed on a landing page. */
export const OPEN_CONVOCATORIES_LISTED = 20;

/** GET /api/convocatory/public/link/{token}: the convocatory and role a signed enrolment link stands for. */
export const enrolmentLinkSchema = z.object({
  convocatory: publicConvocatorySchema,
  inscriptionType: inscriptionTypeSchema,
});

export const enrolmentSteps = ['EMAIL', 'PERSONAL', 'INTERESTS', 'COMPANY', 'EMPRENDE', 'MOTIVATION'] as const;
export type EnrolmentStep = (typeof enrolmentSteps)[number];
export const enrolmentStepSchema = z.enum(enrolmentSteps);
export const enrolmentStepTitles: Record<EnrolmentStep, string> = {
  EMAIL: 'Email',
  PERSONAL: 'Información personal',
  INTERESTS: 'Intereses',
  COMPANY: 'Mi empresa',
  EMPRENDE: 'Emprende',
  MOTIVATION: 'Motivación',
};

/** The steps of a convocatory's enrolment for a role (spec 002 §2.1): 5 regular, 4 Emprende mentee, 3 otherwise. */
export function enrolmentStepsFor(convocatoryType: ConvocatoryType, inscriptionType: InscriptionType): EnrolmentStep[] {
  if (convocatoryType !== 'EMPRENDE') return ['EMAIL', 'PERSONAL', 'INTERESTS', 'COMPANY', 'MOTIVATION'];
  if (inscriptionType === 'STUDENT') return ['EMAIL', 'PERSONAL', 'EMPRENDE', 'MOTIVATION'];
  return ['EMAIL', 'PERSONAL', 'MOTIVATION'];
}

export const enrolmentEmailSchema = z
  .string({ error: enrolmentMessages.emailRequired })
  .trim()
  .min(1, enrolmentMessages.emailRequired)
  .max(254, enrolmentMessages.emailInvalid)
  .pipe(z.email({ error: enrolmentMessages.emailInvalid }))
  .transform((v) => v.toLowerCase());

/** POST /api/convocatory/startInscription. */
export const startInscriptionRequestSchema = z.object({
  convocatoryId: z.uuid({ error: enrolmentMessages.invalidLink }),
  inscriptionType: inscriptionTypeSchema,
  email: enrolmentEmailSchema,
  termsAccepted: z.literal(true, { error: enrolmentMessages.terms }),
  /** Consent to share the data with the convocatory's partner; required (true) when it has one. */
  partnerConsent: z.boolean().optional(),
  /** An earlier enrolment token for this email (kept by the browser, or from the resume mail). */
  resumeToken: z.string().max(2000).optional(),
  /** The page's brand: the mailed link leads back to it, and the mail carries its name and sender. */
  isMentorup: isMentorupSchema,
});
export type StartInscriptionRequest = z.input<typeof startInscriptionRequestSchema>;

// ── Entrepreneur information (spec 002 §3, §5.1) ──────────────────────────────────────────────────────

export const businessAges = ['LESS_THAN_1', 'FROM_1_TO_3', 'FROM_4_TO_6', 'MORE_THAN_7'] as const;
export const businessAgeLabels: Record<(typeof businessAges)[number], string> = {
  LESS_THAN_1: 'Menos de 1 año',
  FROM_1_TO_3: '1 a 3 años',
  FROM_4_TO_6: '4 a 6 años',
  MORE_THAN_7: 'Más de 7 años',
};
export const businessStages = ['IDEA', 'VALIDATING', 'SELLING', 'SCALING'] as const;
export const businessStageLabels: Record<(typeof businessStages)[number], string> = {
  IDEA: 'Idea de negocio',
  VALIDATING: 'Validando prototipo comercialmente',
  SELLING: 'Generando ventas',
  SCALING: 'Escalando',
};
export const contactMethods = ['EMAIL', 'WHATSAPP', 'PHONE'] as const;
export const contactMethodLabels: Record<(typeof contactMethods)[number], string> = {
  EMAIL: 'Email',
  WHATSAPP: 'WhatsApp',
  PHONE: 'Teléfono',
};

export const entrepreneurMessages = {
  title: 'Cuéntanos más sobre tu emprendimiento',
  sections: [
    'Información general',
    'Ubicación del emprendimiento',
    'Detalles del emprendimiento',
    'Información adicional',
  ],
  businessName: 'Por favor ingresa el nombre de tu emprendimiento',
  rut: 'Por favor ingresa tu RUT',
  businessRut: 'Por favor ingresa el RUT de tu emprendimiento',
  invalidRut: 'Ingrese un rut valido',
  commune: 'Por favor ingresa la comuna donde resides',
  businessRegion: 'Por favor ingresa la región del emprendimiento',
  businessCommune: 'Por favor ingresa la comuna del emprendimiento',
  businessCommuneNotInRegion: 'La comuna no pertenece a la región elegida',
  description: 'Por favor describe tu emprendimiento',
  industry: 'Por favor selecciona la industria de tu emprendimiento',
  age: 'Por favor selecciona la antigüedad de tu emprendimiento',
  stage: 'Por favor selecciona la etapa de tu emprendimiento',
  challenge: 'Por favor cuéntanos el principal desafío de tu emprendimiento',
  expectations: 'Por favor cuéntanos qué esperas de la mentoría',
  productExpectations: 'Por favor cuéntanos qué esperas del programa',
  expectedMentors: 'Por favor sugiere 3 perfiles de mentoras que te gustaría tener',
  contactMethod: 'Por favor selecciona cómo prefieres que te contactemos',
  ods: 'Por favor selecciona al menos un ODS',
  socialMedia: 'Ingrese un enlace válido (https://...)',
  pictureType: 'Sólo puede subir archivos de tipo JPG/PNG!',
  pictureTooLarge: `La imagen no puede pesar más de ${BUSINESS_PICTURE_MAX_BYTES / (1024 * 1024)} MB`,
  saved: 'Datos del emprendimiento guardados',
} as const;
const em = entrepreneurMessages;

/** Error types of the business picture (applicant profile) and logo (member form) uploads. */
export const entrepreneurErrorTypes = {
  invalidPicture: 'entrepreneur_invalid_picture',
  pictureTooLarge: 'entrepreneur_picture_too_large',
} as const;

const longText = (message: string) => requiredText(message, 2000, 'Máximo 2000 caracteres');
const rutOf = (message: string) =>
  requiredText(message, 20)
    .refine(isValidRut, em.invalidRut)
    .transform((v) => cleanRut(v));
const optionalRut = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isValidRut(v), em.invalidRut)
  .transform((v) => (v ? cleanRut(v) : null));
/** The ODS field's options (reference/ods.ts `odsOptions`): 'No asociado a ningún ODS', then the 17 goals. */
export const ODS_OPTION_COUNT = 18;
/** 0 is 'No asociado a ningún ODS', 1–17 the goals (the index in `odsOptions`). */
const odsSchema = z
  .array(
    z
      .number({ error: em.ods })
      .int(em.ods)
      .min(0, em.ods)
      .max(ODS_OPTION_COUNT - 1, em.ods),
    { error: em.ods },
  )
  .min(1, em.ods)
  .max(ODS_OPTION_COUNT)
  .refine((v) => new Set(v).size === v.length, em.ods)
  .refine((v) => !v.includes(0) || v.length === 1, 'El ODS "No asociado" no se combina con otros');

const entrepreneurFields = {
  businessName: requiredText(em.businessName, 150),
  rut: rutOf(em.rut),
  businessRut: rutOf(em.businessRut),
  commune: requiredText(em.commune, 100),
  businessRegion: requiredText(em.businessRegion, 100),
  businessCommune: requiredText(em.businessCommune, 100),
  description: longText(em.description),
  socialMedia: z
    .string()
    .trim()
    .max(500, em.socialMedia)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), em.socialMedia),
  /** An industry id of the metadata list. */
  industry: z.uuid({ error: em.industry }),
  age: z.enum(businessAges, { error: em.age }),
  stage: z.enum(businessStages, { error: em.stage }),
  challenge: longText(em.challenge),
  expectations: longText(em.expectations),
  /** 'What do you expect of {product}?' (spec 002 §3 "{product}Expectations"). */
  productExpectations: longText(em.productExpectations),
  expectedMentors: longText(em.expectedMentors),
  contactMethod: z.enum(contactMethods, { error: em.contactMethod }),
  ods: odsSchema,
};

/** The Emprende step of the enrolment: everything but the social link (and the picture) is required. */
export const entrepreneurInfoSchema = z.object(entrepreneurFields);
export type EntrepreneurInfoInput = z.input<typeof entrepreneurInfoSchema>;
export type EntrepreneurInfo = z.output<typeof entrepreneurInfoSchema>;

/** The member's own business form: business RUT, social link and expected mentors are optional (spec 002 §5.1). */
export const memberEntrepreneurInfoSchema = z.object({
  ...entrepreneurFields,
  businessRut: optionalRut,
  expectedMentors: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** Entrepreneur data as the API answers it: the stored fields plus where the business picture is served. */
export const entrepreneurInfoResponseSchema = z.object({
  businessName: z.string(),
  rut: z.string(),
  businessRut: z.string().nullable(),
  commune: z.string(),
  businessRegion: z.string(),
  businessCommune: z.string(),
  description: z.string(),
  socialMedia: z.string().nullable(),
  industry: z.string(),
  age: z.enum(businessAges),
  stage: z.enum(businessStages),
  challenge: z.string(),
  expectations: z.string(),
  productExpectations: z.string(),
  expectedMentors: z.string().nullable(),
  contactMethod: z.enum(contactMethods),
  ods: z.array(z.number().int()),
  businessPictureUrl: z.string().nullable(),
});
export type EntrepreneurInfoResponse = z.infer<typeof entrepreneurInfoResponseSchema>;

// ── Applicant profile (PUT /api/profiles/{profileId}) ─────────────────────────────────────────────────

/** What an applicant without an account has entered so far; shaped like the user profile's wizard fields. */
export const applicantProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  gender: genderSchema.nullable(),
  photoUrl: z.string().nullable(),
  biography: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  contactInfo: z.object({
    cellphone: z.string().nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
  }),
  professionalInfo: z.object({
    company: z.string().nullable(),
    businessPositionId: z.string().nullable(),
    businessArea: z.string().nullable(),
    university: z.string().nullable(),
    carrer: z.string().nullable(),
  }),
  interests: z.array(z.object({ industryId: z.string(), specialtyId: z.string(), experienceYears: z.number().int() })),
  attributeIds: z.array(z.string()),
  adviceIds: z.array(z.string()),
  mainAdviceId: z.string().nullable(),
  emprendeInfo: entrepreneurInfoResponseSchema.nullable(),
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

/**
 * PUT /api/profiles/{profileId} with the enrolment token in the `inscription-token` header. Each step sends its own
 * fields; a field that is sent follows its step's rule. Over multipart the object travels as `data`, the avatar as
 * `avatar` and the business picture as `businessPicture`. The email is the one the enrolment started with: it is
 * not changed here.
 */
export const updateApplicantProfileRequestSchema = z.object({
  name: profileNameSchema.optional(),
  lastName: profileLastNameSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  gender: profileGenderSchema.optional(),
  biography: biographySchema,
  contactInfo: contactInfoInputSchema.optional(),
  interests: interestsSchema.optional(),
  adviceIds: adviceIdsSchema.optional(),
  mainAdviceId: mainAdviceIdSchema.optional(),
  attributeIds: attributeIdsSchema.optional(),
  professionalInfo: professionalInfoInputSchema.optional(),
  emprendeInfo: entrepreneurInfoSchema.optional(),
});
export type UpdateApplicantProfileRequest = z.input<typeof updateApplicantProfileRequestSchema>;
export type UpdateApplicantProfile = z.output<typeof updateApplicantProfileRequestSchema>;

/** PUT /api/users/emprendeInfo/{userId}/: the member's own business data (JSON, or multipart `data` + `logo`). */
export const updateUserEntrepreneurInfoRequestSchema = memberEntrepreneurInfoSchema;
export const userEntrepreneurMultipartFields = { data: 'data', logo: 'logo' } as const;

/**
 * POST /api/convocatory/startInscription: where the applicant continues, or that a link was mailed to the email
 * typed. Nobody gets the ids of someone else's account or profile: CONTINUE only for a new email, or for a caller who
 * proved the email is theirs (signed in as that account, or a resume token / mailed link of that person).
 */
export const startInscriptionResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('CONTINUE'),
    /** The caller's own account (signed in as it, or from its mailed link); null for an applicant profile. */
    userId: z.string().nullable(),
    profileId: z.string().nullable(),
    /** Sent back in the `inscription-token` header; also the browser's resume token for this email. */
    inscriptionToken: z.string(),
    /** The first step still missing for this convocatory (MOTIVATION when the profile is complete). */
    nextStep: enrolmentStepSchema,
    /** The applicant profile's data (null for an account, whose data is not changed here). */
    profile: applicantProfileSchema.nullable(),
    /** Whether the token lets the applicant change the profile: false for an account (only the motivation is asked). */
    canEditProfile: z.boolean(),
  }),
  /** An applicant profile already has this email: the link to continue was mailed to it. */
  z.object({ status: z.literal('RESUME_LINK_SENT') }),
  /** An account has this email and the caller is not signed in as it: the link was mailed, or the caller signs in. */
  z.object({ status: z.literal('ACCOUNT_LINK_SENT') }),
]);
export type StartInscriptionResponse = z.infer<typeof startInscriptionResponseSchema>;

/** POST /api/convocatory/inscribe (spec 002 §3 "Inscription body"), with the enrolment token header. */
export const inscribeRequestSchema = z.object({
  convocatoryId: z.uuid(),
  inscriptionType: inscriptionTypeSchema,
  profileId: z.uuid().nullish(),
  userId: z.uuid().nullish(),
  motivation: requiredText(enrolmentMessages.motivation, MOTIVATION_MAX_LENGTH, enrolmentMessages.motivationTooLong),
  /** The email step's consent to the convocatory's partner, recorded with the application; required when it has one. */
  partnerConsent: z.boolean().optional(),
});
export type InscribeRequest = z.input<typeof inscribeRequestSchema>;
export const inscribeResponseSchema = z.object({ inscriptionId: z.string(), message: z.string() });

// ── Live updates (GraphQL subscription) ──────────────────────────────────────────────────────────────

/** What the `convocatoryInscriptions(convocatoryId)` subscription sends when an application arrives or changes. */
export const inscriptionEventSchema = z.object({
  convocatoryId: z.string(),
  inscriptionId: z.string(),
  inscriptionType: inscriptionTypeSchema,
  kind: z.enum(['CREATED', 'SELECTION_CHANGED']),
});
export type InscriptionEvent = z.infer<typeof inscriptionEventSchema>;
