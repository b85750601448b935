import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validationMessages as m } from './messages';
import { roleSchema } from './roles';

const requiredString = z.string({ message: m.required }).trim().min(1, m.required);

/** Emails are compared lowercased everywhere: the form lowercases as typed, the server again on arrival. */
export const emailSchema = requiredString
  .max(254, m.invalidEmail)
  .pipe(z.email({ message: m.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const newPasswordSchema = z
  .string({ message: m.required })
  .min(1, m.required)
  .min(PASSWORD_MIN_LENGTH, m.passwordMin)
  .max(PASSWORD_MAX_LENGTH, m.passwordMax);

export const isMentorupSchema = z.boolean().optional().default(false);

export const loginRequestSchema = z.object({
  email: requiredString.max(254).transform((v) => v.toLowerCase()),
  password: z
    .string({ message: m.required })
    .min(1, m.required)
    .max(PASSWORD_MAX_LENGTH * 8),
  isMentorup: isMentorupSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: requiredString.max(512),
});

export const logoutRequestSchema = z.object({
  refreshToken: z.string().max(512).optional(),
});

export const swapRoleRequestSchema = z.object({ role: roleSchema });

export const recoverPasswordRequestSchema = z.object({
  email: emailSchema,
  isMentorup: isMentorupSchema,
});

// ── Proving the account before changing its credentials (issue 13) ─────────────────────────────────────

/** Changing one's email or password asks for the current password; without one, the old address confirms. */
export const credentialMessages = {
  currentPasswordRequired: 'Ingresa tu contraseña actual para cambiar tu email o tu contraseña',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  emailChangeConfirmationSent: (oldEmail: string) =>
    `Te enviamos un correo a ${oldEmail} para confirmar el cambio de email. El cambio se hará al abrir ese enlace.`,
  emailChanged: 'Tu email fue actualizado',
  emailChangeLinkInvalid: 'El enlace para confirmar el cambio de email no es válido o ya fue usado',
  ownEmailInDirectory: 'Cambia tu propio email desde tu perfil, con tu contraseña actual',
} as const;

export const credentialErrorTypes = {
  currentPasswordRequired: 'auth_current_password_required',
  currentPasswordWrong: 'auth_current_password_wrong',
  emailChangeLinkInvalid: 'auth_email_change_link_invalid',
  ownEmailInDirectory: 'directory_own_email',
} as const;

/** The account's current password, sent with a change of email or password (checked by the server, never stored). */
export const currentPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH * 8);

/**
 * PUT /api/auth/resetPassword/: with the recovery mail's token as bearer, or signed in with the access token; then
 * `currentPassword` is required when the account has a password.
 */
export const resetPasswordRequestSchema = z
  .object({
    password: newPasswordSchema,
    passwordConfirmation: z.string({ message: m.required }).min(1, m.required),
    currentPassword: currentPasswordSchema.optional(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: m.passwordsDoNotMatch,
    path: ['passwordConfirmation'],
  });

export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/users/confirm_email_change: the token of the link mailed to the old address. */
export const confirmEmailChangeRequestSchema = z.object({ token: z.string().min(1).max(2000) });

/** Claims of the access token (spec 000 §3 "Token (decoded)"), plus the login session id used to revoke it. */
export const accessTokenClaimsSchema = z.object({
  userId: z.string(),
  role: roleSchema,
  roles: z.array(roleSchema),
  sid: z.string(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const oidcProviders = ['google', 'microsoft'] as const;
export const oidcProviderSchema = z.enum(oidcProviders);
export type OidcProvider = z.infer<typeof oidcProviderSchema>;

/** What the identity-provider pop-up posts to the window that opened it. */
export const oidcMessageSchema = z.discriminatedUnion('status', [
  z.object({
    source: z.literal('enlaza-auth'),
    status: z.literal('success'),
    accessToken: z.string(),
    refreshToken: z.string(),
  }),
  z.object({ source: z.literal('enlaza-auth'), status: z.literal('error'), message: z.string() }),
]);
export type OidcMessage = z.infer<typeof oidcMessageSchema>;
