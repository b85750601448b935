import { z } from 'zod';

/** Validation messages shared by the server and the web forms, worded as the specification gives them. */
export const validationMessages = {
  required: 'Complete este campo',
  invalidEmail: 'Ingrese un mail válido',
  passwordMin: 'La contraseña debe tener un mínimo de 8 carácteres',
  passwordMax: 'La contraseña puede tener como máximo 128 carácteres',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Generous upper bound: long passphrases are welcome, unbounded input is not. */
export const PASSWORD_MAX_LENGTH = 128;

/** A required text field: trimmed, `message` when empty, `tooLong` (or zod's Spanish default) above `max`. */
export const requiredText = (message: string, max: number, tooLong?: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, tooLong);
