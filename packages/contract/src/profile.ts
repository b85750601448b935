import { z } from 'zod';
import { todayInAppTimeZone } from './dates';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validationMessages, requiredText } from './messages';
import {
  ADVICES_MAX,
  ADVICES_MIN,
  ATTRIBUTES_MIN_PROFILE,
  AVATAR_MAX_BYTES,
  experienceLevels,
  genderSchema,
  mentorStatusSchema,
  mentorTypeSchema,
  personalPhonePattern,
  tutorialStatuses,
} from './people';
import { currentPasswordSchema } from './auth';
import { roleSchema } from './roles';

/** The profile wizard's messages (spec 000 §5 steps 0–2, §8), shared by the server and the web forms. */
export const profileMessages = {
  name: 'Ingrese su nombre',
  lastName: 'Ingrese su apellido',
  dateOfBirth: 'Ingrese su fecha de nacimiento',
  dateOfBirthNotPast: 'La fecha de nacimiento debe ser anterior a hoy',
  gender: 'Seleccione género',
  emailRequired: 'Ingrese su email',
  emailInvalid: 'Ingrese un email válido',
  phoneRequired: 'Ingrese teléfono de contacto',
  phoneInvalid: 'Ingrese un teléfono válido (+56 912341234)',
  country: 'Seleccione un país',
  region: 'Seleccione una región',
  password: 'Ingrese una contraseña',
  passwordConfirmation: 'Confirme su contraseña',
  passwordMin: validationMessages.passwordMin,
  passwordMax: validationMessages.passwordMax,
  passwordsDoNotMatch: validationMessages.passwordsDoNotMatch,
  industry: 'Seleccione una industria',
  specialty: 'Seleccione una especialidad',
  experience: 'Seleccione una opción',
  interestsMin: 'Debe agregar al menos un área de interés!',
  interestRepeated: 'Esta especialidad ya está en otra área de interés',
  advicesMin: 'Marque al menos 3 opciones',
  advicesMax: 'Marque como máximo 4 opciones',
  mainAdvice: 'Debes marcar 1 objetivo de mentoría principal haciendo click en la estrella',
  attributesMin: 'Marque al menos 1 opcion',
  company: 'Ingrese el nombre de la empresa',
  businessPosition: 'Seleccione su nivel',
  businessArea: 'Ingrese su cargo',
  university: 'Ingrese el nombre de la universidad/casa de estudios',
  career: 'Ingrese su carrera',
  avatarType: 'Sólo puede subir archivos de tipo JPG/PNG!',
  avatarTooLarge: `La imagen no puede pesar más de ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
  emailTaken: 'Verifique que email sea único',
  passwordAlreadySet: 'Ya tienes una contraseña. Para cambiarla usa "Cambiar contraseña"',
  unknownOption: 'Alguna de las opciones elegidas ya no existe. Recargue la página e intente nuevamente',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  saveFailed: 'Error en el envío del formulario. Intente nuevamente',
  saved: 'Perfil actualizado correctamente',
  tutorialFailed: 'Error al marcar el tutorial como completado',
  unknownTutorial: 'Tutorial no válido',
} as const;

/** Error types of the profile calls beyond the generic validation_error / forbidden / not_found. */
export const profileErrorTypes = {
  emailTaken: 'user_service_email_taken',
  invalidAvatar: 'user_invalid_avatar',
  avatarTooLarge: 'user_avatar_too_large',
  passwordAlreadySet: 'user_password_already_set',
} as const;

const m = profileMessages;
export const BIOGRAPHY_MAX_LENGTH = 2000;
const TEXT_MAX_LENGTH = 200;
const INTERESTS_MAX = 20;

const requiredProfileText = (message: string, max = TEXT_MAX_LENGTH) => requiredText(message, max, m.tooLong(max));
/** A metadata id chosen from a list; anything else gets the list's own "choose one" message. */
const optionId = (message: string) => z.uuid({ error: message });

// ---------- Step 0: personal data ----------

export const profileNameSchema = requiredProfileText(m.name, 100);
export const profileLastNameSchema = requiredProfileText(m.lastName, 100);
export const profileEmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((v) => v.toLowerCase());
export const profilePhoneSchema = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .regex(personalPhonePattern, m.phoneInvalid);
/** YYYY-MM-DD, strictly before today (America/Santiago). */
export const dateOfBirthSchema = z
  .string({ error: m.dateOfBirth })
  .min(1, m.dateOfBirth)
  .pipe(z.iso.date({ error: m.dateOfBirth }))
  .refine((v) => v >= '1900-01-01', m.dateOfBirth)
  .refine((v) => v < todayInAppTimeZone(), m.dateOfBirthNotPast);
export const profileGenderSchema = genderSchema;
export const countrySchema = requiredProfileText(m.country, 100);
export const regionSchema = requiredProfileText(m.region, 100);
export const biographySchema = z
  .string()
  .trim()
  .max(BIOGRAPHY_MAX_LENGTH, m.tooLong(BIOGRAPHY_MAX_LENGTH))
  .nullable()
  .optional();

export const contactInfoInputSchema = z.object({
  cellphone: profilePhoneSchema,
  country: countrySchema,
  region: regionSchema,
});

const firstPasswordSchema = z
  .string({ error: m.password })
  .min(1, m.password)
  .min(PASSWORD_MIN_LENGTH, m.passwordMin)
  .max(PASSWORD_MAX_LENGTH, m.passwordMax);
const passwordConfirmationSchema = z.string({ error: m.passwordConfirmation }).min(1, m.passwordConfirmation);

interface PasswordPair {
  password?: string | undefined;
  passwordConfirmation?: string | undefined;
}
/** A first password (only for users without one) needs its confirmation, equal to it. */
function checkPasswordPair(value: PasswordPair, ctx: z.RefinementCtx) {
  if (value.password === undefined) return;
  if (!value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', message: m.passwordConfirmation, path: ['passwordConfirmation'] });
  } else if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', message: m.passwordsDoNotMatch, path: ['passwordConfirmation'] });
  }
}

/** Step 0 'Informacion personal' as the wizard sends it; the avatar travels beside it as a file. */
export const personalStepSchema = z
  .object({
    name: profileNameSchema,
    lastName: profileLastNameSchema,
    email: profileEmailSchema,
    dateOfBirth: dateOfBirthSchema,
    gender: profileGenderSchema,
    contactInfo: contactInfoInputSchema,
    biography: biographySchema,
    password: firstPasswordSchema.optional(),
    passwordConfirmation: passwordConfirmationSchema.optional(),
  })
  .superRefine(checkPasswordPair);
export type PersonalStep = z.input<typeof personalStepSchema>;

// ---------- Step 1: interests, advices, qualities ----------

export const experienceYearsSchema = z
  .number({ error: m.experience })
  .int(m.experience)
  .min(experienceLevels[0], m.experience)
  .max(experienceLevels[experienceLevels.length - 1]!, m.experience);

export const interestSchema = z.object({
  industryId: optionId(m.industry),
  specialtyId: optionId(m.specialty),
  experienceYears: experienceYearsSchema,
});
export type Interest = z.infer<typeof interestSchema>;

export const interestsSchema = z
  .array(interestSchema, { error: m.interestsMin })
  .min(1, m.interestsMin)
  .max(INTERESTS_MAX)
  .superRefine((interests, ctx) => {
    const seen = new Set<string>();
    interests.forEach((interest, index) => {
      if (seen.has(interest.specialtyId)) {
        ctx.addIssue({ code: 'custom', message: m.interestRepeated, path: [index, 'specialtyId'] });
      }
      seen.add(interest.specialtyId);
    });
  });

const distinct = (ids: string[]) => new Set(ids).size === ids.length;

export const adviceIdsSchema = z
  .array(optionId(m.advicesMin), { error: m.advicesMin })
  .min(ADVICES_MIN, m.advicesMin)
  .max(ADVICES_MAX, m.advicesMax)
  .refine(distinct, m.advicesMin);
export const mainAdviceIdSchema = optionId(m.mainAdvice);
export const attributeIdsSchema = z
  .array(optionId(m.attributesMin), { error: m.attributesMin })
  .min(ATTRIBUTES_MIN_PROFILE, m.attributesMin)
  .max(50)
  .refine(distinct, m.attributesMin);

interface AdviceChoice {
  adviceIds?: string[] | undefined;
  mainAdviceId?: string | undefined;
}
/** Exactly one main objective, and it is one of the chosen ones (spec 000 §5 step 1). */
function checkMainAdvice(value: AdviceChoice, ctx: z.RefinementCtx) {
  if (value.adviceIds === undefined && value.mainAdviceId === undefined) return;
  if (value.adviceIds === undefined) {
    ctx.addIssue({ code: 'custom', message: m.advicesMin, path: ['adviceIds'] });
  } else if (value.mainAdviceId === undefined || !value.adviceIds.includes(value.mainAdviceId)) {
    ctx.addIssue({ code: 'custom', message: m.mainAdvice, path: ['mainAdviceId'] });
  }
}

/** Step 1 'Intereses'. */
export const interestsStepSchema = z
  .object({
    interests: interestsSchema,
    adviceIds: adviceIdsSchema,
    mainAdviceId: mainAdviceIdSchema,
    attributeIds: attributeIdsSchema,
  })
  .superRefine(checkMainAdvice);
export type InterestsStep = z.input<typeof interestsStepSchema>;

/** Whether the advice selection allows submitting step 1: 3 to 4 objectives and a main one among them. */
export function isAdviceSelectionValid(adviceIds: readonly string[], mainAdviceId: string | null | undefined) {
  return (
    adviceIds.length >= ADVICES_MIN &&
    adviceIds.length <= ADVICES_MAX &&
    mainAdviceId != null &&
    adviceIds.includes(mainAdviceId)
  );
}

// ---------- Step 2: company ----------

export const profileServiceTypes = ['MENTORING', 'NETWORKING', 'WORKSHOP', 'ATTRACTION'] as const;
export const profileServiceTypeSchema = z.enum(profileServiceTypes);
export type ProfileServiceType = z.infer<typeof profileServiceTypeSchema>;

/** Who fills the profile, and for which process service (the invitation's `service` query). */
export interface ProfileContext {
  service?: ProfileServiceType | null;
  isMentor?: boolean;
}

/** Company and 'Cargo' are asked for unless the service is ATTRACTION and the user is not a mentor (spec 000 §5). */
export function asksForCompany(context: ProfileContext = {}): boolean {
  return context.service !== 'ATTRACTION' || context.isMentor === true;
}

/** Step 2 'Mi empresa' as the form requires it; on the server, checked after empty values kept the stored ones. */
export function companyStepSchema(context: ProfileContext = {}) {
  const withCompany = asksForCompany(context);
  return z.object({
    professionalInfo: z.object({
      company: withCompany ? requiredProfileText(m.company) : z.string().trim().max(TEXT_MAX_LENGTH).nullish(),
      businessPositionId: optionId(m.businessPosition),
      businessArea: withCompany
        ? requiredProfileText(m.businessArea)
        : z.string().trim().max(TEXT_MAX_LENGTH).nullish(),
      university: requiredProfileText(m.university),
      carrer: requiredProfileText(m.career),
    }),
  });
}
export type CompanyStep = z.input<ReturnType<typeof companyStepSchema>>;

/** What step 2 sends: any field may come empty, and then the stored value is kept (spec 000 §5 step 2). */
const keptWhenEmpty = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH, m.tooLong(TEXT_MAX_LENGTH))
  .nullish()
  .transform((v) => (v ? v : undefined));
export const professionalInfoInputSchema = z.object({
  company: keptWhenEmpty,
  businessPositionId: z
    .union([optionId(m.businessPosition), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : undefined)),
  businessArea: keptWhenEmpty,
  university: keptWhenEmpty,
  carrer: keptWhenEmpty,
});

// ---------- PUT /api/users/myProfile/{userId} ----------

/**
 * The profile update: each wizard step sends its own fields, so every field is optional, but a field that is sent
 * follows the step's rule. Over multipart the same object travels as the JSON field `data`, the image as `avatar`.
 */
export const updateProfileRequestSchema = z
  .object({
    name: profileNameSchema.optional(),
    lastName: profileLastNameSchema.optional(),
    email: profileEmailSchema.optional(),
    dateOfBirth: dateOfBirthSchema.optional(),
    gender: profileGenderSchema.optional(),
    biography: biographySchema,
    contactInfo: contactInfoInputSchema.optional(),
    password: firstPasswordSchema.optional(),
    passwordConfirmation: passwordConfirmationSchema.optional(),
    /**
     * Required of the user themself when `email` changes and the account has a password. Without a password the new
     * email waits for the link mailed to the old address.
     */
    currentPassword: currentPasswordSchema.optional(),
    interests: interestsSchema.optional(),
    adviceIds: adviceIdsSchema.optional(),
    mainAdviceId: mainAdviceIdSchema.optional(),
    attributeIds: attributeIdsSchema.optional(),
    professionalInfo: professionalInfoInputSchema.optional(),
    isLegacy: z.boolean().optional(),
    /** The invitation's service: with ATTRACTION, company and 'Cargo' are not required of mentees. */
    service: profileServiceTypeSchema.optional(),
  })
  .superRefine(checkPasswordPair)
  .superRefine(checkMainAdvice);
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfile = z.output<typeof updateProfileRequestSchema>;

/** Multipart field names of PUT /api/users/myProfile/{userId}. */
export const profileMultipartFields = { data: 'data', avatar: 'avatar' } as const;
export const avatarMimeTypes = ['image/jpeg', 'image/png'] as const;

// ---------- GET /api/users/{id|me} ----------

export const tutorialStatusSchema = z.enum(tutorialStatuses);
export type TutorialStatus = z.infer<typeof tutorialStatusSchema>;
export const completedTutorialSchema = z.object({ tutorialName: z.string(), status: tutorialStatusSchema });
export type CompletedTutorial = z.infer<typeof completedTutorialSchema>;

export const profileFields = [
  'name',
  'email',
  'cellphone',
  'country',
  'region',
  'interests',
  'attributeIds',
  'adviceIds',
  'company',
  'businessPositionId',
  'businessArea',
  'university',
  'carrer',
] as const;
export const profileFieldSchema = z.enum(profileFields);
export type ProfileField = z.infer<typeof profileFieldSchema>;
export const profileFieldLabels: Record<ProfileField, string> = {
  name: 'Nombre',
  email: 'Email',
  cellphone: 'Teléfono',
  country: 'País',
  region: 'Región',
  interests: 'Áreas de interés',
  attributeIds: 'Cualidades',
  adviceIds: 'Objetivos de mentoría (3 a 4, con uno principal)',
  company: 'Empresa',
  businessPositionId: 'Nivel',
  businessArea: 'Cargo',
  university: 'Universidad',
  carrer: 'Carrera',
};

export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastName: z.string(),
  /** Null when hidden from the viewer (an external mentor's, for non-admins). */
  email: z.string().nullable(),
  gender: genderSchema.nullable(),
  /** Where the avatar is served (/api/files/...), null when there is none. */
  photoUrl: z.string().nullable(),
  biography: z.string().nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  contactInfo: z.object({
    /** Null when hidden from the viewer, like the email. */
    cellphone: z.string().nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
  }),
  professionalInfo: z.object({
    company: z.string().nullable(),
    businessPosition: z.object({ businessPosition: z.string() }).nullable(),
    businessPositionId: z.string().nullable(),
    /** The 'Cargo' field. */
    businessArea: z.string().nullable(),
    university: z.string().nullable(),
    carrer: z.string().nullable(),
  }),
  interests: z.array(z.object({ industryId: z.string(), specialtyId: z.string(), experienceYears: z.number().int() })),
  attributeIds: z.array(z.string()),
  adviceIds: z.array(z.string()),
  mainAdviceId: z.string().nullable(),
  mentorshipInfo: z.object({ mentorType: mentorTypeSchema, mentorStatus: mentorStatusSchema }).nullable(),
  emprendeInfo: z.record(z.string(), z.unknown()).nullable(),
  hasPassword: z.boolean(),
  isForeign: z.boolean(),
  isLegacy: z.boolean(),
  completedTutorials: z.array(completedTutorialSchema),
  /** The user's roles; `role` is the viewer's current role on /me, the user's first role otherwise. */
  roles: z.array(roleSchema),
  role: roleSchema,
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  isMentor: z.boolean(),
  isEntrepreneur: z.boolean(),
  /** What the profile still lacks (missingProfileFields, without a process service). */
  missingFields: z.array(profileFieldSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * GET /api/users/{id} for a viewer who may not see the person's private data (spec 000 §6: users may view another
 * user's profile): what the profile page shows a peer, without email, phone, date of birth or account details.
 * The full userProfileSchema goes to the user themself, admins, the partner of an active pair and the company admin
 * of the person's client.
 */
export const publicUserProfileSchema = userProfileSchema
  .pick({
    id: true,
    name: true,
    lastName: true,
    gender: true,
    photoUrl: true,
    biography: true,
    professionalInfo: true,
    interests: true,
    attributeIds: true,
    adviceIds: true,
    mainAdviceId: true,
    roles: true,
    role: true,
    isMentor: true,
    isEntrepreneur: true,
  })
  .extend({ contactInfo: userProfileSchema.shape.contactInfo.pick({ country: true, region: true }) });
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;

/** GET /api/users/{id}: the full profile, or the public one (no `email` field), depending on the viewer. */
export const userProfileViewSchema = z.union([userProfileSchema, publicUserProfileSchema]);
export type UserProfileView = z.infer<typeof userProfileViewSchema>;

/** Whether a profile answer carries the private fields (the public one has no `email` at all). */
export const isFullProfile = (profile: UserProfileView): profile is UserProfile => 'email' in profile;

// ---------- Completeness ----------

/** The parts of a profile that completeness looks at. */
export type ProfileCompletenessInput = Pick<
  UserProfile,
  'name' | 'email' | 'interests' | 'attributeIds' | 'adviceIds'
> & {
  mainAdviceId: string | null;
  contactInfo: Pick<UserProfile['contactInfo'], 'cellphone' | 'country' | 'region'>;
  professionalInfo: Pick<
    UserProfile['professionalInfo'],
    'company' | 'businessPositionId' | 'businessArea' | 'university' | 'carrer'
  >;
};

const filled = (value: string | null | undefined) => value != null && value.trim() !== '';

/**
 * Spec 000 §5 "Profile completeness": name, email, phone, country, region, interests, qualities, advices (3–4 with
 * a main one) and professional info; company and 'Cargo' only when asked for (not ATTRACTION without the mentor flag).
 */
export function missingProfileFields(profile: ProfileCompletenessInput, context: ProfileContext = {}): ProfileField[] {
  const { contactInfo: contact, professionalInfo: work } = profile;
  const present: Record<ProfileField, boolean> = {
    name: filled(profile.name),
    email: filled(profile.email),
    cellphone: filled(contact.cellphone),
    country: filled(contact.country),
    region: filled(contact.region),
    interests: profile.interests.length > 0,
    attributeIds: profile.attributeIds.length >= ATTRIBUTES_MIN_PROFILE,
    adviceIds: isAdviceSelectionValid(profile.adviceIds, profile.mainAdviceId),
    company: !asksForCompany(context) || filled(work.company),
    businessPositionId: filled(work.businessPositionId),
    businessArea: !asksForCompany(context) || filled(work.businessArea),
    university: filled(work.university),
    carrer: filled(work.carrer),
  };
  return profileFields.filter((field) => !present[field]);
}

export function isProfileComplete(profile: ProfileCompletenessInput, context: ProfileContext = {}): boolean {
  return missingProfileFields(profile, context).length === 0;
}

// ---------- POST /api/users/me/complete_tutorial ----------

/**
 * The tutorial tours the web app shows, each stored once per user by name: the member home's tour (spec 002 §2.7,
 * spec 000 §4 "Tutorial tour") and the session guide's (spec 002 §2.6). A new tour adds its name here;
 * complete_tutorial stores no other.
 */
export const tutorialNames = ['home', 'sessionGuide'] as const;
export type TutorialName = (typeof tutorialNames)[number];

/**
 * The tutorials a new account starts with: the home's tour is PENDING, so it shows on her first visit (spec 000 §4:
 * a PENDING tutorial shows its tour). Accounts made before it, and the demo's, have none and see no tour.
 */
export const newAccountTutorials: ReadonlyArray<{ tutorialName: TutorialName; status: 'PENDING' }> = [
  { tutorialName: 'home', status: 'PENDING' },
];

export const completeTutorialQuerySchema = z.object({
  tutorialName: requiredProfileText(validationMessages.required, 100).pipe(
    z.enum(tutorialNames, { error: m.unknownTutorial }),
  ),
  /** PENDING, SKIPPED or COMPLETED; 'completed' in any letter case is accepted (spec 000 §7). */
  status: z
    .string({ error: 'Estado de tutorial no válido' })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(tutorialStatuses, { error: 'Estado de tutorial no válido' })),
});
export const completedTutorialsResponseSchema = z.object({ completedTutorials: z.array(completedTutorialSchema) });
