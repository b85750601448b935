import { z } from 'zod';
import { requiredText } from './messages';
import { clientPhonePattern, paginated } from './people';
import { resourceId } from './ids';

// ── Chilean RUT ──────────────────────────────────────────────────────────────────────────────────────

/** The body digits and check digit of a RUT written with or without dots, hyphen or spaces; null when malformed. */
function splitRut(value: string): { body: string; checkDigit: string } | null {
  const compact = value.replace(/[.\s-]/g, '').toUpperCase();
  const match = /^(\d{1,9})([\dK])$/.exec(compact);
  if (!match) return null;
  return { body: match[1]!.replace(/^0+(?=\d)/, ''), checkDigit: match[2]! };
}

/** The check digit of a RUT body: modulo 11 with the weights 2..7 repeating from the right; 10 is K, 11 is 0. */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

/** Whether a RUT (with or without dots and hyphen, K in either case) has the right check digit. */
export function isValidRut(value: string): boolean {
  const parts = splitRut(value);
  return parts !== null && Number(parts.body) > 0 && rutCheckDigit(parts.body) === parts.checkDigit;
}

/** The example beside a RUT field: it carries its right check digit, so copying it passes the check. */
export const rutExample = '76.123.456-0';

/** The RUT as it is stored and sent: no dots, a hyphen before the check digit ('76.123.456-7' → '76123456-7'). */
export function cleanRut(value: string): string {
  const parts = splitRut(value);
  return parts ? `${parts.body}-${parts.checkDigit}` : value.trim();
}

/**
 * The RUT as people read it ('761234567' → '76.123.456-7'). Partial input is formatted as far as it goes, so it can
 * be applied while typing; anything that is not RUT characters is dropped.
 */
export function formatRut(value: string): string {
  const compact = value
    .replace(/[^\dkK]/g, '')
    .toUpperCase()
    .slice(0, 10);
  if (compact.length <= 1) return compact;
  const body = compact.slice(0, -1).replace(/K/g, '');
  const checkDigit = compact.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${checkDigit}`;
}

// ── Client (spec 001 §3 "Client", §5 "Client form") ─────────────────────────────────────────────────────

export const clientMessages = {
  nameRequired: 'Ingrese nombre de empresa',
  invalidRut: 'Ingrese un rut valido',
  contactNameRequired: 'Ingrese nombre de contacto',
  contactEmailRequired: 'Ingrese un mail de contacto',
  contactEmailInvalid: 'Ingrese un mail valido',
  contactPhoneRequired: 'Ingrese telefono de contacto',
  contactPhoneInvalid: 'Ingrese un telefono valido (+56 912341234)',
  invalidUrl: 'Ingrese una dirección web válida',
  tooLong: 'El texto es demasiado largo',
  created: 'Cliente creado con exito',
  updated: 'Cliente editado con exito',
  deleted: 'Cliente eliminado con exito',
} as const;

/** Error types of the client calls (spec 000 §8) and the platform's own for a refused deletion. */
export const clientErrorTypes = {
  create: 'client_service_create_client_service_error',
  update: 'client_service_update_client_service_error',
  deleteInUse: 'client_service_delete_client_in_use_error',
  notFound: 'client_not_found',
} as const;

export const clientErrorMessages: Record<string, string> = {
  [clientErrorTypes.create]: 'Error al crear cliente',
  [clientErrorTypes.update]: 'Error al actualizar cliente',
  [clientErrorTypes.deleteInUse]: 'No se puede eliminar el cliente porque tiene usuarios o procesos asociados',
  [clientErrorTypes.notFound]: 'Cliente no encontrado',
};

const TEXT_MAX = 200;
const URL_MAX = 500;

/** Blank strings count as "not given": the form omits them, and the server treats an empty one the same way. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalText = z.preprocess(blankToUndefined, z.string().trim().max(TEXT_MAX, clientMessages.tooLong).optional());

/** Web addresses are shown as links: only http(s), and 'www.example.cl' is read as https://www.example.cl. */
const optionalUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(URL_MAX, clientMessages.tooLong)
    .transform((v) => (/^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`))
    .pipe(z.url({ protocol: /^https?$/, message: clientMessages.invalidUrl }))
    .optional(),
);

const requiredClientText = (message: string) => requiredText(message, TEXT_MAX, clientMessages.tooLong);

export const clientContactPayloadSchema = z.object({
  name: requiredClientText(clientMessages.contactNameRequired),
  email: z
    .string({ error: clientMessages.contactEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: clientMessages.contactEmailRequired, abort: true })
    .max(254, clientMessages.contactEmailInvalid)
    .pipe(z.email({ error: clientMessages.contactEmailInvalid })),
  phone: z
    .string({ error: clientMessages.contactPhoneRequired })
    .trim()
    .min(1, { error: clientMessages.contactPhoneRequired, abort: true })
    .regex(clientPhonePattern, clientMessages.contactPhoneInvalid),
  businessPosition: optionalText,
  businessArea: optionalText,
});

/** Body of POST /api/clients and PUT /api/clients/{id}: the whole form; what is omitted is stored empty. */
export const clientPayloadSchema = z.object({
  name: requiredClientText(clientMessages.nameRequired),
  rut: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(20, clientMessages.invalidRut)
      .refine(isValidRut, clientMessages.invalidRut)
      .transform(cleanRut)
      .optional(),
  ),
  businessName: optionalText,
  address: optionalText,
  city: optionalText,
  websiteUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  contact: clientContactPayloadSchema,
});
export type ClientPayload = z.input<typeof clientPayloadSchema>;
export type ParsedClientPayload = z.output<typeof clientPayloadSchema>;

export const clientContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  businessPosition: z.string().nullable(),
  businessArea: z.string().nullable(),
});

export const clientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  /** Without dots, e.g. 76123456-7. */
  rut: z.string().nullable(),
  businessName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  createdAt: z.string(),
  contact: clientContactSchema,
});
export type Client = z.infer<typeof clientSchema>;

export const clientCompanyAdminSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ClientCompanyAdmin = z.infer<typeof clientCompanyAdminSchema>;

/** GET /api/clients/{id}: the client and the company admins who belong to it. */
export const clientDetailSchema = clientSchema.extend({ companyAdmins: z.array(clientCompanyAdminSchema) });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** Spec 001 §9: the client list's default filter matches everything. */
export const CLIENT_FILTER_ALL = '.*';
export const CLIENTS_PAGE_SIZE = 10;
/** The most a select gets with pagination=false. */
export const CLIENTS_SELECT_MAX = 100;

export const clientListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CLIENTS_PAGE_SIZE),
  /** '.*' (the default) lists every client; anything else is a case-insensitive substring of name, business name or RUT. */
  searchFilter: z.string().max(100).optional().default(CLIENT_FILTER_ALL),
  pagination: z
    .enum(['true', 'false'])
    .optional()
    .default('true')
    .transform((v) => v === 'true'),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientListSchema = paginated(clientSchema);
export type ClientList = z.infer<typeof clientListSchema>;

/** Any text: an id that names no client (malformed or not) answers 404, not 400. */
export const clientIdParamsSchema = z.object({ id: resourceId(clientErrorMessages[clientErrorTypes.notFound]) });
