import { z } from 'zod';

/** Error types of the specification's catalogues, plus the platform's own. */
export const errorTypes = {
  authFailed: 'auth_failed',
  recoverPasswordUnknownEmail: 'auth_service_recover_password_service_error',
  recoverPasswordInvalidEmail: 'auth_api_recover_password_error',
  resetPasswordInvalidLink: 'auth_service_reset_password_auth_service_error',
  unauthorized: 'unauthorized',
  invalidRefreshToken: 'auth_invalid_refresh_token',
  roleNotHeld: 'auth_role_not_held',
  forbidden: 'forbidden',
  oidcNotConfigured: 'auth_oidc_not_configured',
  oidcFailed: 'auth_oidc_failed',
  oidcUnknownUser: 'auth_oidc_unknown_user',
  validation: 'validation_error',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  /** A large solve (pairs, networking matches) ran past its time-out, or too many were waiting: 503. */
  solveTimedOut: 'solve_timed_out',
  solverBusy: 'solver_busy',
  internal: 'internal_error',
} as const;
export type ErrorType = (typeof errorTypes)[keyof typeof errorTypes];

/** Spanish messages by error type (spec 000 §8), used by the server when it raises them and by the web to show them. */
export const errorMessages: Record<string, string> = {
  [errorTypes.authFailed]: 'Email o contraseña incorrectas',
  [errorTypes.recoverPasswordUnknownEmail]: 'No existe una administradora con ese email',
  [errorTypes.recoverPasswordInvalidEmail]: 'Ingrese un email válido',
  [errorTypes.resetPasswordInvalidLink]: 'Error al actualizar contraseña, este link no es válido',
  [errorTypes.unauthorized]: 'Tu sesión expiró. Inicia sesión nuevamente',
  [errorTypes.invalidRefreshToken]: 'Tu sesión expiró. Inicia sesión nuevamente',
  [errorTypes.roleNotHeld]: 'No tienes ese rol',
  [errorTypes.forbidden]: 'No tienes permiso para realizar esta acción',
  [errorTypes.oidcNotConfigured]: 'Este método de ingreso no está disponible',
  [errorTypes.oidcFailed]: 'No pudimos completar el ingreso con tu cuenta externa. Intenta nuevamente',
  [errorTypes.oidcUnknownUser]:
    'No encontramos una cuenta con ese email. Ingresa con tu email y contraseña o contacta a tu coordinadora',
  [errorTypes.notFound]: 'No encontrado',
  [errorTypes.rateLimited]: 'Demasiados intentos. Espera un momento e inténtalo nuevamente',
  [errorTypes.solveTimedOut]: 'El cálculo tardó demasiado. Inténtalo de nuevo en unos minutos.',
  [errorTypes.solverBusy]: 'Hay demasiados cálculos en curso. Inténtalo de nuevo en unos minutos.',
  [errorTypes.internal]: 'Error',
};

/**
 * What the server answers, in the `{ error: { message, type } }` envelope, to a request it cannot read: framework and
 * transport errors (malformed JSON or multipart, wrong content type, too large, too long) and the characters
 * PostgreSQL refuses to store.
 */
export const requestErrorMessages = {
  invalid: 'Solicitud inválida',
  invalidJson: 'El contenido enviado no es un JSON válido',
  emptyJson: 'Falta el contenido JSON de la solicitud',
  invalidMultipart: 'El formulario enviado no es válido',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  bodyTooLarge: 'El contenido enviado es demasiado grande',
  nulCharacter: 'El texto enviado contiene un carácter no permitido (NUL)',
  invalidId: 'Identificador no válido',
  badUrl: 'La dirección solicitada no es válida',
  uriTooLong: 'La dirección solicitada es demasiado larga',
  headersTooLarge: 'Las cabeceras de la solicitud son demasiado grandes',
  timeout: 'La solicitud tardó demasiado en llegar',
} as const;

export const genericErrorMessage = 'Error';
export const connectionErrorMessage = 'Error al conectar con el servidor';

export const errorResponseSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    /** The items the message is about, when a screen lists them (e.g. the mentees left without a pair). */
    details: z.array(z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
