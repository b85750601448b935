import { z } from 'zod';

/** Values and labels shared by every form and list about people (spec 000 §3, 001 §3/§9). */
export const genders = ['MALE', 'FEMALE', 'OTHER', 'NOT_SPECIFIED'] as const;
export const genderSchema = z.enum(genders, { message: 'Seleccione género' });
export type Gender = z.infer<typeof genderSchema>;
export const genderLabels: Record<Gender, string> = {
  MALE: 'Masculino',
  FEMALE: 'Femenino',
  OTHER: 'Otro',
  NOT_SPECIFIED: 'No especifica',
};

export const experienceLevels = [0, 1, 2, 3, 4] as const;
export const experienceLabels: Record<(typeof experienceLevels)[number], string> = {
  0: 'menos de 1 año',
  1: '1-3 años',
  2: '4-6',
  3: '7-10',
  4: 'más de 10',
};

export const mentorTypes = ['INTERNAL', 'EXTERNAL'] as const;
export const mentorTypeSchema = z.enum(mentorTypes);
export type MentorType = z.infer<typeof mentorTypeSchema>;
export const mentorTypeLabels: Record<MentorType, string> = { INTERNAL: 'Interna', EXTERNAL: 'Externa' };

export const mentorStatuses = ['ACTIVE', 'WARNING', 'INACTIVE'] as const;
export const mentorStatusSchema = z.enum(mentorStatuses);
export type MentorStatus = z.infer<typeof mentorStatusSchema>;
export const mentorStatusLabels: Record<MentorStatus, string> = {
  ACTIVE: 'Activa',
  WARNING: 'En Capilla',
  INACTIVE: 'Inactiva',
};

/** The roles of the admin user form: MENTOR and STUDENT are both the USER role, told apart by mentorship info. */
export const userFormRoles = ['ADMIN', 'COMPANY_ADMIN', 'MENTOR', 'STUDENT'] as const;
export const userFormRoleSchema = z.enum(userFormRoles);
export type UserFormRole = z.infer<typeof userFormRoleSchema>;

export const tutorialStatuses = ['PENDING', 'SKIPPED', 'COMPLETED'] as const;

/** Personal phone: a plus sign, then 7 to 15 digits with optional spaces (spec 000 §5). */
export const personalPhonePattern = /^\+(?:\s?\d){7,15}$/;
/** Client contact phone: a plus sign, then 6 to 14 digits with optional single spaces (spec 001 §5). */
export const clientPhonePattern = /^\+(?: ?\d){6,14}$/;

export const ADVICES_MIN = 3;
export const ADVICES_MAX = 4;
export const ATTRIBUTES_MIN_PROFILE = 1;
export const ATTRIBUTES_MIN_ADMIN_FORM = 3;
export const ATTRIBUTES_MAX_ADMIN_FORM = 4;
export const DEFAULT_COUNTRY = 'Chile';
export const AVATAR_MAX_SIDE_PX = 512;
export const AVATAR_JPEG_QUALITY = 0.75;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Server-side pagination shared by every list: page from 1, 10 per page unless the spec says otherwise. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ docs: z.array(item), totalDocs: z.number().int(), page: z.number().int(), limit: z.number().int() });
