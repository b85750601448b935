import { z } from 'zod';
import { questionaryInvitationStatuses } from './answers';
import { pairSessionSchema } from './pairs';
import { pageQuerySchema } from './people';
import type { InvitationStatus } from './processes';

// ── A process's follow-up and downloads (spec 001 §2 "In-progress view", "Process detail", §9) ──────────────

/** Spec 001 §9: the pairs table of the process detail shows 5 per page. */
export const TRACKING_PAGE_SIZE = 5;

export const processReportMessages = {
  noPairsFound: 'No se encontraron duplas que hagan match con el término ingresado',
  noPairs: 'Este proceso aún no tiene duplas',
  notStarted: 'No iniciado',
  downloading: 'Descargando... ¡Por favor espere!',
  downloadParticipants: 'Descargar participantes',
  downloadSessions: 'Descargar sesiones',
  summaryPdf: 'Resumen del proceso',
  downloadFailed: 'Error al descargar el archivo',
  trackingFailed: 'Error al cargar las duplas',
  notStartedYet: 'Este proceso aún no ha comenzado',
  processesFailed: 'Error al cargar los procesos',
} as const;

/** The summary PDF's exact file name (spec 001 §9). */
export const PROCESS_SUMMARY_PDF_NAME = 'Resumen_proceso.pdf';
export const participantsExportFileName = (processName: string) => `Participantes-${processName}.xlsx`;
export const pairsExportFileName = (processName: string) => `Duplas-${processName}.xlsx`;
export const sessionsExportFileName = (processName: string) => `Sesiones-${processName}.xlsx`;

/** One person's invitation in a row (the contract's invitationStatusLabels are the plural counts). */
export const invitationStatusRowLabels: Record<InvitationStatus, string> = {
  PENDING: 'Pendiente',
  REJECTED: 'Desistida',
  APPROVED: 'Confirmada',
};
/** The label of a participant taken out of the process (a removed mentor stays listed). */
export const REMOVED_PARTICIPANT_LABEL = 'Quitada';

/** GET /api/process/{id}/tracking: pages of 5 pairs, searched by the mentee's or mentor's name. */
export const processTrackingQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(TRACKING_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});
export type ProcessTrackingQuery = z.input<typeof processTrackingQuerySchema>;

const trackingPersonSchema = z.object({ userId: z.string(), name: z.string(), lastName: z.string() });

export const trackingPairSchema = z.object({
  pairId: z.string(),
  student: trackingPersonSchema,
  /** email is '-' for an external mentor seen by a non-admin (spec 001 §6). */
  mentor: trackingPersonSchema.extend({ email: z.string() }),
  affinity: z.number().nullable(),
  disabled: z.boolean(),
  /**
   * Sessions 1..sessionsPerPair; one the pair never touched is PENDING_NO_DATE. guideStatus is the session guide's
   * (null until the pair first opens it; COMPLETED once they finish it).
   */
  sessions: z.array(pairSessionSchema.extend({ guideStatus: z.enum(questionaryInvitationStatuses).nullable() })),
  /** How many sessions the pair has done (realized or completed). */
  sessionReached: z.number().int(),
});
export type TrackingPair = z.infer<typeof trackingPairSchema>;

export const processTrackingSchema = z.object({
  /** Completed sessions over (active pairs × sessions) × 100, rounded; null when there is nothing to count. */
  progress: z.number().int().nullable(),
  sessionsPerPair: z.number().int(),
  completedSessions: z.number().int(),
  activePairs: z.number().int(),
  /** Active pairs per number of sessions done (index = sessions done), for the pie chart. */
  pairsBySessionsReached: z.array(z.number().int()),
  pairs: z.array(trackingPairSchema),
  totalDocs: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProcessTracking = z.infer<typeof processTrackingSchema>;
