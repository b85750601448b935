import { z } from 'zod';
import { mdiSubTypeLabels, mdiSubTypeSchema, type MdiSubType } from './measurements';

// ── MDI sends of a process (spec 001 §4 "Measurement (MDI) sends", §7 "POST /process/{id}/mdi", 002 §4.3) ──────

/** At most 2 resends of each measurement (spec 001 §9). */
export const MDI_RESENDS_MAX = 2;
/** Resending (and answering the baseline) stops when this many days have passed since the process start. */
export const MDI_RESEND_TIMEOUT_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const processMeasurementMessages = {
  sent: 'Medición enviada exitosamente',
  resent: 'Medición reenviada exitosamente',
  outOfOrder: 'Las mediciones se envían en orden',
  resendsExhausted: 'Se alcanzó el máximo de reenvíos',
  resendTimedOut: `Ya pasaron ${MDI_RESEND_TIMEOUT_DAYS} días desde el inicio del proceso`,
  noMdi: 'El proceso no tiene MDI',
  notInMdi: 'El MDI del proceso no tiene esta medición',
  alreadySent: 'Esta medición ya fue enviada',
  notSent: 'Esta medición aún no ha sido enviada',
  baselineStatus: 'La línea base se envía en pre-kickoff',
  laterStatus: 'Esta medición se envía cuando el proceso está en curso o finalizado',
  previousNotSent: 'Primero debe enviarse la medición anterior',
  mailSubject: 'Tienes una nueva medición pendiente',
  mailBody: (measurementLabel: string, processName: string) =>
    `Tienes una nueva medición pendiente (${measurementLabel}) del programa ${processName}.`,
  sendFailed: 'Error al enviar la medición',
  resendFailed: 'Error al reenviar la medición',
  loadFailed: 'Error al cargar las mediciones',
  empty: 'El MDI del proceso no tiene mediciones',
  confirmSend: (label: string) => `¿Enviar la medición ${label}?`,
  confirmResend: (label: string) => `¿Reenviar la medición ${label}?`,
  confirmSendContent: 'Se enviará un correo a todas las personas confirmadas en el proceso.',
  confirmResendContent: 'Se enviará un correo a quienes aún no responden la medición.',
  autoSendBaseline: 'Envío automático al pasar a pre-kickoff',
  autoSendOn: (date: string) => `Envío automático el ${date}`,
} as const;

export const processMeasurementErrorTypes = {
  noMdi: 'process_measurement_no_mdi',
  notInMdi: 'process_measurement_not_in_mdi',
  outOfOrder: 'process_measurement_out_of_order',
  alreadySent: 'process_measurement_already_sent',
  notSent: 'process_measurement_not_sent',
  wrongStatus: 'process_measurement_wrong_status',
  resendsExhausted: 'process_measurement_resends_exhausted',
  resendTimedOut: 'process_measurement_resend_timed_out',
  noInvitation: 'process_measurement_no_invitation',
} as const;

/** Whole days since the process started (startDate, else its estimated start); negative before it starts. */
export function daysSinceProcessStart(start: string | Date, now: Date = new Date()): number {
  const from = typeof start === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(start) ? `${start}T00:00:00` : start;
  return Math.floor((now.getTime() - new Date(from).getTime()) / DAY_MS);
}

/**
 * The day a measurement marked 'Envío automático' goes out by itself (not shown in the spec; Enlaza's rule): the
 * post-process measurement on the process end date, the 6- and 12-month ones 6 and 12 months after it. The
 * baseline has no date: it goes out as soon as the process is in pre-kickoff (null here), and only within
 * MDI_RESEND_TIMEOUT_DAYS of the start, after which its answers would no longer be a baseline.
 */
export function autoSendDate(subType: MdiSubType, endDate: string): string | null {
  const monthsAfterEnd: Record<MdiSubType, number | null> = {
    BASELINE: null,
    POST_PROCESS: 0,
    POST_PROCESS_SIX_MONTH: 6,
    POST_PROCESS_TWELVE_MONTH: 12,
  };
  const months = monthsAfterEnd[subType];
  if (months === null) return null;
  const [year, month, day] = endDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  // The same day of the month, or the month's last day when it has fewer days (31 Aug + 6 months = 28/29 Feb).
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export const sendMeasurementRequestSchema = z.object({ entitySubType: mdiSubTypeSchema });
export type SendMeasurementRequest = z.infer<typeof sendMeasurementRequestSchema>;

/**
 * Body of PUT /api/process/{id}/mdi/status: an admin records one participant's measurement as answered outside the
 * platform (COMPLETED, e.g. on paper at a workshop) or opens it again to be answered (SENT; any answers are removed).
 */
export const measurementStatusRequestSchema = z.object({
  entitySubType: mdiSubTypeSchema,
  userId: z.uuid({ error: 'Selecciona una participante' }),
  status: z.enum(['SENT', 'COMPLETED'], { error: 'Estado de respuesta no válido' }),
});
export type MeasurementStatusRequest = z.infer<typeof measurementStatusRequestSchema>;
export const measurementStatusMessages = {
  completed: 'Medición marcada como respondida',
  reopened: 'La medición quedó pendiente de respuesta',
  noInvitation: 'Esta participante no tiene esa medición en el proceso',
} as const;

export const sendMeasurementResponseSchema = z.object({
  message: z.string(),
  subType: mdiSubTypeSchema,
  /** New questionary invitations (one per confirmed participant without one). */
  invitationsCreated: z.number().int(),
  /** Participants mailed ('Tienes una nueva medición pendiente'). */
  mailsSent: z.number().int(),
});
export type SendMeasurementResponse = z.infer<typeof sendMeasurementResponseSchema>;

export const processMeasurementSchema = z.object({
  measurementId: z.string(),
  subType: mdiSubTypeSchema,
  /** The measurement's own name in the MDI. */
  name: z.string(),
  /** 'Línea base', 'Post proceso'... */
  label: z.string(),
  sent: z.object({ firstSentAt: z.string(), lastSentAt: z.string(), resendCount: z.number().int() }).nullable(),
  invitationsSent: z.number().int(),
  invitationsCompleted: z.number().int(),
  canSend: z.boolean(),
  /** Why 'Enviar' is not offered (null when it is). */
  sendBlockedReason: z.string().nullable(),
  canResend: z.boolean(),
  resendBlockedReason: z.string().nullable(),
  /** 'Envío automático' is on for this measurement in the MDI. */
  autoSend: z.boolean(),
  /** With autoSend, the day (YYYY-MM-DD) it goes out by itself; null for the baseline (sent in pre-kickoff). */
  autoSendOn: z.string().nullable(),
});
export type ProcessMeasurement = z.infer<typeof processMeasurementSchema>;

export const processMeasurementsSchema = z.object({
  processId: z.string(),
  mdi: z.object({ mdiId: z.string(), name: z.string() }).nullable(),
  resendsMax: z.number().int(),
  /** Whole days since the process start (startDate, else estimatedStartDate); negative before it. */
  daysSinceStart: z.number().int(),
  measurements: z.array(processMeasurementSchema),
});
export type ProcessMeasurements = z.infer<typeof processMeasurementsSchema>;

export const measurementLabel = (subType: MdiSubType) => mdiSubTypeLabels[subType];
