import { z } from 'zod';
import { requiredText } from './messages';
import {
  ADVICES_MAX,
  ADVICES_MIN,
  ATTRIBUTES_MAX_ADMIN_FORM,
  ATTRIBUTES_MIN_ADMIN_FORM,
  genderSchema,
  genders,
  mentorStatusSchema,
  mentorTypeSchema,
  pageQuerySchema,
  paginated,
  personalPhonePattern,
  userFormRoleSchema,
  type UserFormRole,
} from './people';

/**
 * The directory: admin user lists, the admin user form and the Excel import of mentors and mentees
 * (spec 001 §2 "User list pages", §3 "User (admin lists)", §5 "User form" and "Excel import").
 */

/** Spanish messages of the admin user form (spec 001 §5), the lists and the import (001 §8, 000 §8). */
export const directoryMessages = {
  name: 'Ingrese su nombre!',
  lastName: 'Ingrese su apellido!',
  phone: 'Ingrese un teléfono válido (+56 912341234)',
  roles: 'Marque al menos 1 opción',
  rolesExclusive: 'Mentora y Mentee no pueden marcarse a la vez',
  country: 'Seleccione un país',
  region: 'Seleccione una región',
  gender: 'Seleccione género',
  emailInvalid: 'Ingrese un email válido',
  emailRequired: 'Ingrese su email',
  client: 'Ingrese un cliente válido',
  mentorType: 'Seleccione el tipo de mentora',
  advicesMin: 'Marque al menos 3 opciones',
  advicesMax: 'Marque como máximo 4 opciones',
  mainAdvice: 'Debes marcar 1 objetivo de mentoría principal haciendo click en la estrella',
  attributesMin: 'Marque al menos 3 opciones',
  attributesMax: 'Marque como máximo 4 opciones',
  company: 'Ingrese el nombre de la empresa',
  businessPosition: 'Seleccione su nivel',
  businessArea: 'Ingrese su cargo',
  university: 'Ingrese el nombre de la universidad/casa de estudios',
  career: 'Ingrese su carrera',
  duplicateEmail: 'Verifique que email sea único',
  importFormat:
    'El excel subido tiene problemas de formato revise que ninguna celda esté vacía y cambie el nombre del archivo',
  importFallback: 'Error, revise formato y datos de excel',
  importNoFile: 'Debes seleccionar un archivo excel primero',
  loadMentors: 'Error al cargar mentoras',
  loadStudents: 'Error al cargar mentees',
  deleteAdmin: 'Error al eliminar administradora',
  deleteCompanyAdmin: 'Error al eliminar administrador de empresa',
  deleteSelf: 'No puedes eliminar tu propia cuenta',
  removeOwnAdminRole: 'No puedes quitarte tu propio rol de administradora',
  adminRoleOnlyByAdmin: 'Sólo una administradora puede dar el rol de administradora',
  unknownAdvice: 'Alguno de los objetivos de mentoría no existe',
  unknownAttribute: 'Alguna de las cualidades no existe',
  unknownBusinessPosition: 'El nivel seleccionado no existe',
  userNotFound: 'Usuario no encontrado',
  companyAdminUnknownEmail: 'Usuario no encontrado: no hay una cuenta con ese email. Puedes crearla como cuenta nueva',
  companyAdminAlready: 'Esta persona ya es administradora de empresa de este cliente',
  companyAdminNotOfClient: 'Esta persona no es administradora de empresa de este cliente',
  companyAdminOnlyRole:
    'Administradora de empresa es el único rol de esta cuenta: para quitarla de este cliente, elimina la cuenta',
} as const;

/** A person belongs to one client at most (users.clientId): another client's person cannot administer this one. */
export const companyAdminOfOtherClientMessage = (clientName: string) =>
  `Esta persona pertenece a otro cliente (${clientName}); una cuenta sólo puede pertenecer a un cliente`;

/** Error types of the directory (the create/update ones are the spec's catalogue types, 000 §8 and 001 §8). */
export const directoryErrorTypes = {
  createUser: 'user_service_create_user_service_error',
  updateUser: 'user_service_update_user_service_error',
  deleteUser: 'user_service_delete_user_service_error',
  importStudents: 'student_api_create_many_validation_error',
  importMentors: 'mentor_api_create_many_validation_error',
  importFileTooLarge: 'import_file_too_large',
  importUnsupportedFile: 'import_unsupported_file',
  addCompanyAdmin: 'company_admin_add_error',
  removeCompanyAdmin: 'company_admin_remove_error',
} as const;

/** Import guards: the spreadsheet is read entirely in memory, so its size and row count are bounded. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** Zip-based formats (xlsx, ods): the declared uncompressed total and compression ratio a file may have. */
export const IMPORT_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_COMPRESSION_RATIO = 200;
export const IMPORT_ACCEPTED_EXTENSIONS = ['.xlsx', '.xls', '.csv', '.ods'] as const;

/** The import file's columns, in the order of the downloadable template (spec 001 §3). */
export const importColumns = ['Nombre', 'Apellido', 'Email', 'Género', 'Área', 'Cargo', 'Extranjero'] as const;
/** Extra columns the mentors' import understands; without them a mentor is Interna and Activa. */
export const mentorImportColumns = ['Tipo', 'Estado'] as const;

// ── Lists ────────────────────────────────────────────────────────────────────────────────────────────

export const mentorshipInfoSchema = z.object({ mentorType: mentorTypeSchema, mentorStatus: mentorStatusSchema });
export type MentorshipInfo = z.infer<typeof mentorshipInfoSchema>;

/** One person of an admin list, with what the admin user form needs to edit them. */
export const directoryUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  gender: genderSchema.nullable(),
  cellphone: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  /** The form's roles: USER is shown as MENTOR (with mentorship info) or STUDENT (without). */
  roles: z.array(userFormRoleSchema),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  mentorshipInfo: mentorshipInfoSchema.nullable(),
  isForeign: z.boolean(),
  biography: z.string().nullable(),
  professionalInfo: z.object({
    businessArea: z.string().nullable(),
    company: z.string().nullable(),
    university: z.string().nullable(),
    career: z.string().nullable(),
    businessPositionId: z.string().nullable(),
  }),
  adviceIds: z.array(z.string()),
  mainAdviceId: z.string().nullable(),
  attributeIds: z.array(z.string()),
  createdAt: z.string(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

export const directoryPageSchema = paginated(directoryUserSchema);
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

const searchTermSchema = z.string().trim().max(100).optional();

export const directoryListQuerySchema = pageQuerySchema.extend({ searchTerm: searchTermSchema });
export type DirectoryListQuery = z.infer<typeof directoryListQuerySchema>;

/** `mentorTypes` is a comma-separated list, e.g. `INTERNAL,EXTERNAL`. */
export const mentorsListQuerySchema = directoryListQuerySchema.extend({
  clientId: z.uuid('Cliente no válido').optional(),
  mentorTypes: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(mentorTypeSchema, { message: 'Tipo de mentora no válido' }).optional()),
});
export type MentorsListQuery = z.input<typeof mentorsListQuerySchema>;

// ── The admin user form ──────────────────────────────────────────────────────────────────────────────

const m = directoryMessages;
const requiredDirectoryText = (message: string, max = 200) => requiredText(message, max);
/** Empty text is the same as not given. */
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Each field's own rule, for the web form; the payload schema adds the rules that tie fields together. */
export const userFormFieldSchemas = {
  name: requiredDirectoryText(m.name, 100),
  lastName: requiredDirectoryText(m.lastName, 100),
  email: z
    .string({ message: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.emailInvalid)
    .pipe(z.email({ message: m.emailInvalid }))
    .transform((v) => v.toLowerCase()),
  cellphone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || personalPhonePattern.test(v), m.phone),
  country: requiredDirectoryText(m.country, 100),
  roles: z
    .array(userFormRoleSchema, { message: m.roles })
    .min(1, m.roles)
    .refine((roles) => new Set(roles).size === roles.length, m.roles)
    .refine((roles) => !(roles.includes('MENTOR') && roles.includes('STUDENT')), m.rolesExclusive),
  adviceIds: z
    .array(z.string(), { message: m.advicesMin })
    .min(ADVICES_MIN, m.advicesMin)
    .max(ADVICES_MAX, m.advicesMax),
  attributeIds: z
    .array(z.string(), { message: m.attributesMin })
    .min(ATTRIBUTES_MIN_ADMIN_FORM, m.attributesMin)
    .max(ATTRIBUTES_MAX_ADMIN_FORM, m.attributesMax),
} as const;

const isProgrammeUser = (roles: readonly UserFormRole[]) => roles.includes('MENTOR') || roles.includes('STUDENT');

/**
 * POST /api/users and PUT /api/users/:id. The roles are kept in the order given: the first is the one a login
 * starts with (the form puts the list's own type first). Mentors and mentees also fill the profile step.
 */
export const userFormSchema = z
  .object({
    name: userFormFieldSchemas.name,
    lastName: userFormFieldSchemas.lastName,
    email: userFormFieldSchemas.email,
    cellphone: userFormFieldSchemas.cellphone,
    country: userFormFieldSchemas.country,
    region: optionalText(100),
    gender: genderSchema.nullish().transform((v) => v ?? null),
    roles: userFormFieldSchemas.roles,
    clientId: z
      .uuid(m.client)
      .nullish()
      .or(z.literal(''))
      .transform((v) => (v ? v : null)),
    mentorType: mentorTypeSchema.nullish().transform((v) => v ?? null),
    /** 'Mentora Activa' checked is ACTIVE, unchecked INACTIVE; WARNING ('En Capilla') is kept when sent back. */
    mentorStatus: mentorStatusSchema.default('ACTIVE'),
    isForeign: z.boolean().default(false),
    biography: optionalText(2000),
    company: optionalText(),
    businessArea: optionalText(),
    businessPositionId: z
      .uuid(m.businessPosition)
      .nullish()
      .transform((v) => v ?? null),
    university: optionalText(),
    career: optionalText(),
    adviceIds: z.array(z.uuid(m.advicesMin)).max(20).default([]),
    mainAdviceId: z
      .uuid(m.mainAdvice)
      .nullish()
      .transform((v) => v ?? null),
    attributeIds: z.array(z.uuid(m.attributesMin)).max(20).default([]),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (form.roles.includes('COMPANY_ADMIN') && !form.clientId) issue('clientId', m.client);
    if (form.roles.includes('MENTOR') && !form.mentorType) issue('mentorType', m.mentorType);
    if (!isProgrammeUser(form.roles)) return;
    const required: Array<[keyof typeof form, string]> = [
      ['region', m.region],
      ['gender', m.gender],
      ['company', m.company],
      ['businessArea', m.businessArea],
      ['businessPositionId', m.businessPosition],
      ['university', m.university],
      ['career', m.career],
    ];
    for (const [field, message] of required) if (!form[field]) issue(field, message);
    const advices = userFormFieldSchemas.adviceIds.safeParse(form.adviceIds);
    if (!advices.success) issue('adviceIds', advices.error.issues[0]!.message);
    else if (new Set(form.adviceIds).size !== form.adviceIds.length) issue('adviceIds', m.advicesMin);
    if (!form.mainAdviceId || !form.adviceIds.includes(form.mainAdviceId)) issue('mainAdviceId', m.mainAdvice);
    const attributes = userFormFieldSchemas.attributeIds.safeParse(form.attributeIds);
    if (!attributes.success) issue('attributeIds', attributes.error.issues[0]!.message);
    else if (new Set(form.attributeIds).size !== form.attributeIds.length) issue('attributeIds', m.attributesMin);
  });
export type UserFormInput = z.input<typeof userFormSchema>;

/**
 * POST /api/company-admins/{clientId}: an existing account (found by email) becomes a company admin of the client.
 * A new account is created with the user form (POST /api/users, role COMPANY_ADMIN and the client), which mails it a
 * link to choose its password.
 */
export const addCompanyAdminSchema = z.object({ email: userFormFieldSchemas.email });
export type AddCompanyAdminInput = z.input<typeof addCompanyAdminSchema>;
export type UserFormPayload = z.output<typeof userFormSchema>;

/** Whether a form with these roles shows the profile step (career, advices, qualities...). */
export function userFormNeedsProfile(roles: readonly UserFormRole[]): boolean {
  return isProgrammeUser(roles);
}

// ── Excel import ─────────────────────────────────────────────────────────────────────────────────────

/** Answer of POST /api/students/createMany and /api/mentors/createMany (201). */
export const importResultSchema = z.object({
  /** Data rows read from the file (blank rows are skipped). */
  total: z.number().int(),
  /** People created now. */
  created: z.number().int(),
  /** Emails of the file that already belonged to someone: left untouched. */
  existing: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Spreadsheet gender cells: the spec's labels or the codes, any case. */
export const importGenderValues: Record<string, (typeof genders)[number]> = {
  femenino: 'FEMALE',
  female: 'FEMALE',
  masculino: 'MALE',
  male: 'MALE',
  otro: 'OTHER',
  other: 'OTHER',
  'no especifica': 'NOT_SPECIFIED',
  not_specified: 'NOT_SPECIFIED',
};
