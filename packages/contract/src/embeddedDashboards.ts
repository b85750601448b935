import { z } from 'zod';

// ── Dashboards embedded from Metabase (spec 000 §7 POST /auth/metabaseCredentials/, spec 001 §2 'Reportes') ──────

/** The dashboards the platform names: 'MDI-Feedback' (/admin/reports) and 'Talleres' (/admin/workshop-report). */
export const embeddedDashboardNames = ['reports', 'workshops'] as const;
export type EmbeddedDashboardName = (typeof embeddedDashboardNames)[number];

/** How long an embedding token lasts (Metabase's static embedding reads `exp`). */
export const EMBEDDED_DASHBOARD_TOKEN_MINUTES = 10;

/** The parameter a company admin's embedding is always locked to (her client). */
export const EMBEDDED_DASHBOARD_CLIENT_PARAMETER = 'client_id';

export const embeddedDashboardMessages = {
  tab: 'Tablero externo',
  notConfigured: 'El tablero externo no está configurado',
  unknownDashboard: 'El tablero pedido no está configurado',
  loading: 'Cargando el tablero…',
  loadFailed: 'Error al cargar el tablero externo',
  frameTitle: (name: EmbeddedDashboardName) =>
    name === 'reports' ? 'Tablero externo de Reportes MDI-Feedback' : 'Tablero externo de Reportes Talleres',
} as const;

export const embeddedDashboardErrorTypes = {
  notConfigured: 'metabase_not_configured',
  unknownDashboard: 'metabase_unknown_dashboard',
} as const;

/** Locked parameters: names to a value, or several (Metabase filters take a value or a list). */
const lockedValueSchema = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(200), z.number()])).max(100),
]);

export const metabaseCredentialsRequestSchema = z.object({
  /** The dashboard by name, or by the numeric id of one of the configured dashboards. */
  dashboard: z.union([z.enum(embeddedDashboardNames), z.coerce.number().int().positive()]),
  lockedParameters: z
    .record(z.string().min(1).max(100), lockedValueSchema)
    .refine((value) => Object.keys(value).length <= 20, 'Demasiados parámetros')
    .optional(),
});
export type MetabaseCredentialsRequest = z.input<typeof metabaseCredentialsRequestSchema>;

export const metabaseCredentialsSchema = z.object({
  /** The signed embedding token (HS256 with the Metabase secret). */
  token: z.string(),
  /** The page to frame: `${site}/embed/dashboard/${token}#bordered=true&titled=true`. */
  url: z.string(),
  /** ISO instant after which Metabase refuses the token. */
  expiresAt: z.string(),
});
export type MetabaseCredentials = z.infer<typeof metabaseCredentialsSchema>;
