import { z } from 'zod';
import { measurementResponseSummarySchema, rateComparisonSchema } from './mdiResponses';
import { genders, mentorTypes } from './people';
import { participantRoleSchema, processStatusSchema } from './processes';

// ── 'Panel General Empresa' (spec 001 §2 "Company-admin screens", spec 002 §2.13 /client/dashboard) ─────────
// The spec's panels hold fixed sample figures; these are the client's own, computed from its processes.

export const clientDashboardMessages = {
  title: 'Panel General Empresa',
  staffing: 'Dotación Empresa',
  processSummary: 'Resumen Proceso',
  sessionFeedback: 'Feedbacks Sesiones',
  impact: 'Impacto Proceso',
  loadFailed: 'Error al cargar el panel de la empresa',
  clientRequired: 'Seleccione un cliente para ver su panel',
  clientNotFound: 'El cliente no existe',
  noClient: 'Su cuenta no está asociada a una empresa',
  chooseClient: 'Elija un cliente para ver su panel.',
  noParticipants: 'Aún no hay participantes confirmados en los procesos de su empresa.',
  noProcesses: 'Su empresa aún no tiene procesos. Cuando la coordinación cree uno, aparecerá aquí.',
  noSessionFeedback:
    'Aún no hay evaluaciones de sesiones. Aparecen cuando las duplas marcan sus sesiones como realizadas.',
  noImpact: 'Ningún proceso de su empresa tiene mediciones de impacto (MDI).',
  noObjectives: 'Aún no hay respuestas de calificación en la línea base ni en el post proceso.',
  notStarted: 'No iniciado',
  noEvents: 'Sin eventos',
  notDeclared: 'Sin información',
} as const;

export const clientDashboardErrorTypes = {
  clientRequired: 'client_dashboard_client_required',
  clientNotFound: 'client_dashboard_client_not_found',
} as const;

/** GET /api/client-dashboard: admins name the client; a company admin always gets her own. */
export const clientDashboardQuerySchema = z.object({
  clientId: z.uuid('Cliente no válido').optional(),
});
export type ClientDashboardQuery = z.input<typeof clientDashboardQuerySchema>;

/** A count of distinct people under one label; `key` is the stored value (null: not declared). */
const countSchema = z.object({ key: z.string().nullable(), label: z.string(), count: z.number().int() });
export type DashboardCount = z.infer<typeof countSchema>;

export const staffingSchema = z.object({
  /** Distinct confirmed, not removed participants of the client's processes. */
  people: z.number().int(),
  byRole: z.array(countSchema.extend({ key: participantRoleSchema })),
  byGender: z.array(countSchema.extend({ key: z.enum(genders).nullable() })),
  byBusinessArea: z.array(countSchema),
  byBusinessLevel: z.array(countSchema),
  /** The people taking part as mentors, internal or external (users.mentorshipInfo.mentorType). */
  mentorTypes: z.array(countSchema.extend({ key: z.enum(mentorTypes).nullable() })),
});
export type Staffing = z.infer<typeof staffingSchema>;

export const dashboardProcessSchema = z.object({
  processId: z.string(),
  name: z.string(),
  status: processStatusSchema,
  statusLabel: z.string(),
  /** Spec 001 §9: done sessions of active pairs over (active pairs × guide sessions) × 100; null: 'No iniciado'. */
  progress: z.number().int().nullable(),
  activePairs: z.number().int(),
  sessionsPerPair: z.number().int(),
  sessionsDone: z.number().int(),
  /** Spec 001 §9: attendees over eligible participants of the events held, rounded; null without such events. */
  attendance: z.number().int().nullable(),
  heldEvents: z.number().int(),
});
export type DashboardProcess = z.infer<typeof dashboardProcessSchema>;

export const dashboardSessionSchema = z.object({
  sessionNumber: z.number().int(),
  invited: z.number().int(),
  answered: z.number().int(),
  /** Answered over invited × 100, rounded; null without invitations. */
  responseRate: z.number().int().nullable(),
  /** Answers to the rating questions of the session's feedback. */
  ratings: z.number().int(),
  /** Mean rating, to 2 decimals; null without ratings. */
  meanRating: z.number().nullable(),
  /** The mean rating as a share of each question's scale (lowest point 0 %, highest 100 %), rounded. */
  satisfaction: z.number().int().nullable(),
});
export type DashboardSession = z.infer<typeof dashboardSessionSchema>;

export const processImpactSchema = z.object({
  processId: z.string(),
  name: z.string(),
  /** Always the four measurements, in order, with their response rate and traffic light. */
  measurements: z.array(measurementResponseSummarySchema),
  objectives: z.array(rateComparisonSchema),
});
export type ProcessImpact = z.infer<typeof processImpactSchema>;

export const clientDashboardSchema = z.object({
  client: z.object({ clientId: z.string(), name: z.string() }),
  staffing: staffingSchema,
  processes: z.array(dashboardProcessSchema),
  sessionFeedback: z.array(dashboardSessionSchema),
  impact: z.array(processImpactSchema),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;
