import { z } from 'zod';
import { paginated } from './people';
import { resourceId } from './ids';

/**
 * Operations: what the background work left behind, for admins. The mail outbox (every mail the platform wrote,
 * delivered by a job) and the jobs that failed for good, each of which can be put back in its queue.
 */

// ── Mail outbox ─────────────────────────────────────────────────────────────────────────────────────────

/** queued: waiting for delivery (or kept, with no mail server configured); sent; failed: out of tries. */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: 'En cola',
  sent: 'Enviado',
  failed: 'Fallido',
};

export const OUTBOX_PAGE_SIZE = 10;
const SEARCH_MAX = 200;

export const outboxListQuerySchema = z.object({
  /** Only mails in this status; every status when absent. */
  status: z.enum(mailStatuses).optional(),
  /** A case-insensitive piece of the recipient's address or of the subject. */
  search: z.string().trim().max(SEARCH_MAX).optional().default(''),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(OUTBOX_PAGE_SIZE),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  /** Delivery tries made so far. */
  attempts: z.number().int(),
  /** What the mail server answered on the last failed try. */
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailStatusCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type MailStatusCounts = z.infer<typeof mailStatusCountsSchema>;

export const outboxListSchema = paginated(outboxMailSchema).extend({
  /** Mails in each status under the same search, whatever the status filter. */
  counts: mailStatusCountsSchema,
  /** Whether a mail server is configured; without one, mails stay queued in the outbox and are never sent. */
  smtpConfigured: z.boolean(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMailDetailSchema = outboxMailSchema.extend({
  fromAddress: z.string(),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  /** The calendar invitation the mail carries (an .ics of a session or an event), null when none. */
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), filename: z.string(), content: z.string() }).nullable(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>;

// ── Failed jobs ─────────────────────────────────────────────────────────────────────────────────────────

/** The background jobs by name; a job of a name not listed here is shown by its name. */
export const jobLabels: Record<string, string> = {
  'mail-delivery': 'Envío de correo',
  'measurement-auto-send': 'Envío automático de mediciones',
};
export const jobLabelOf = (name: string): string => jobLabels[name] ?? name;

export const FAILED_JOBS_PAGE_SIZE = 10;

export const failedJobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(FAILED_JOBS_PAGE_SIZE),
});
export type FailedJobListQuery = z.input<typeof failedJobListQuerySchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The job's name in Spanish (jobLabelOf). */
  label: z.string(),
  error: z.string().nullable(),
  /** Retries made after the first try. */
  retryCount: z.number().int(),
  createdOn: z.string(),
  /** When its last try failed. */
  completedOn: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobListSchema = paginated(failedJobSchema);
export type FailedJobList = z.infer<typeof failedJobListSchema>;

// ── Messages ────────────────────────────────────────────────────────────────────────────────────────────

export const retriedSchema = z.object({ message: z.string() });
export type Retried = z.infer<typeof retriedSchema>;

export const operationsMessages = {
  mailRetried: 'El correo volvió a la cola de envío',
  jobRetried: 'La tarea volvió a la cola',
  smtpNotConfigured:
    'Sin servidor de correo configurado: los correos quedan en la bandeja de salida y no se envían. ' +
    'Configure SMTP_URL para enviarlos.',
  outboxLoadError: 'No se pudo cargar la bandeja de salida',
  mailLoadError: 'No se pudo cargar el correo',
  failedJobsLoadError: 'No se pudieron cargar las tareas fallidas',
  outboxEmpty: 'Aún no hay correos en la bandeja de salida',
  outboxNoMatches: 'No hay correos que coincidan con la búsqueda',
  failedJobsEmpty: 'No hay tareas fallidas',
  retryMailConfirm: '¿Reintentar el envío de este correo?',
  retryJobConfirm: '¿Volver a ejecutar esta tarea?',
} as const;

/** 'Correos enviados' (/correos): the outbox, read-only, for anyone on an instance with the mail preview on. */
export const mailPreviewMessages = {
  title: 'Correos enviados',
  intro:
    'Los correos que escribió la plataforma: invitaciones, recuperación de contraseña y avisos. Ábrelos para ' +
    'leerlos y seguir sus enlaces. Esta página sólo existe en instalaciones de desarrollo o de demostración.',
  unavailable: 'Esta página no está disponible',
  unavailableDetail: 'Los correos de la plataforma llegan a sus destinatarios por correo electrónico.',
  back: 'Volver al inicio',
} as const;

export const operationsErrorTypes = {
  mailNotFound: 'outbox_mail_not_found',
  mailNotFailed: 'outbox_mail_not_failed',
  jobNotFound: 'failed_job_not_found',
} as const;

export const operationsErrorMessages: Record<string, string> = {
  [operationsErrorTypes.mailNotFound]: 'Correo no encontrado',
  [operationsErrorTypes.mailNotFailed]: 'Solo se pueden reintentar correos fallidos',
  [operationsErrorTypes.jobNotFound]: 'Tarea fallida no encontrada',
};

export const outboxMailParamsSchema = z.object({
  id: resourceId(operationsErrorMessages[operationsErrorTypes.mailNotFound]),
});
export const failedJobParamsSchema = z.object({
  id: resourceId(operationsErrorMessages[operationsErrorTypes.jobNotFound]),
});
