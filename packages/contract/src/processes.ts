import { z } from 'zod';
import { requiredText } from './messages';
import { mentorTypeSchema, pageQuerySchema, paginated } from './people';
import { profileServiceTypes } from './profile';
import { resourceId } from './ids';

// ── Statuses, services and labels (spec 001 §3, §4, §9) ────────────────────────────────────────────────

export const processStatuses = ['DRAFT', 'KICKOFF', 'IN_PROGRESS', 'FINALIZED'] as const;
export const processStatusSchema = z.enum(processStatuses);
export type ProcessStatus = z.infer<typeof processStatusSchema>;
export const processStatusLabels: Record<ProcessStatus, string> = {
  DRAFT: 'Borrador',
  KICKOFF: 'Pre-kickoff',
  IN_PROGRESS: 'En curso',
  FINALIZED: 'Finalizado',
};
/** Route slugs of the per-status pages (/admin/processes/{slug}/{processId}). */
export const processStatusSlugs: Record<ProcessStatus, string> = {
  DRAFT: 'draft',
  KICKOFF: 'kickoff',
  IN_PROGRESS: 'in_progress',
  FINALIZED: 'finalized',
};

/** The same four services an invitation's `service` names (the profile wizard's context). */
export const processServiceTypes = profileServiceTypes;
export const processServiceTypeSchema = z.enum(processServiceTypes);
export type ProcessServiceType = z.infer<typeof processServiceTypeSchema>;
export const processServiceTypeLabels: Record<ProcessServiceType, string> = {
  MENTORING: 'Mentoría',
  NETWORKING: 'Networking',
  WORKSHOP: 'Talleres',
  ATTRACTION: 'Atracción de talentos',
};
/** The services the mentoring wizard offers; ATTRACTION has its own wizard. */
export const mentoringWizardServiceTypes = ['MENTORING', 'NETWORKING', 'WORKSHOP'] as const;

export const participantRoles = ['MENTOR', 'STUDENT'] as const;
export const participantRoleSchema = z.enum(participantRoles);
export type ParticipantRole = z.infer<typeof participantRoleSchema>;

export const invitationStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const invitationStatusSchema = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;
/** The invitation pie's labels (spec 001 §2 "Mentors tab"). */
export const invitationStatusLabels: Record<InvitationStatus, string> = {
  PENDING: 'Pendientes',
  REJECTED: 'Desistidas',
  APPROVED: 'Confirmadas',
};
export const INVITATION_MAILS_MAX = 3;

export const emprendeProcessTypes = ['SPECIALTY', 'MAIN'] as const;
export type EmprendeProcessType = (typeof emprendeProcessTypes)[number];

export const affinityPreferences = ['DISTINCT', 'SIMILAR', 'INDIFFERENT'] as const;
export const affinityPreferenceSchema = z.enum(affinityPreferences, { error: 'Seleccione una opción' });
export type AffinityPreference = z.infer<typeof affinityPreferenceSchema>;
export const affinityPreferenceLabels: Record<AffinityPreference, string> = {
  DISTINCT: 'Distintos',
  SIMILAR: 'Similares',
  INDIFFERENT: 'Indiferente',
};

/** Networking configuration (spec 001 §3): how mentee–mentee affinity weighs each criterion, and matches each. */
export const networkingConfigurationSchema = z.object({
  businessAreaConfiguration: affinityPreferenceSchema,
  businessPositionConfiguration: affinityPreferenceSchema,
  interestTypeConfiguration: affinityPreferenceSchema,
  regionConfiguration: affinityPreferenceSchema,
  numberOfMatch: z.number({ error: 'Ingrese un número' }).int('Ingrese un número').min(1, 'Ingrese un número').max(50),
  numberOfChatsEnabled: z.number().int().min(0).nullish(),
});
export type NetworkingConfiguration = z.infer<typeof networkingConfigurationSchema>;

/** The date range of one session (sessions 2..n; the first starts with the process). YYYY-MM-DD. */
export const sessionDateRangeSchema = z.object({
  sessionNumber: z.number().int().min(2),
  start: z.iso.date({ error: 'Selecciona una fecha' }),
  end: z.iso.date({ error: 'Selecciona una fecha' }),
});
export type SessionDateRange = z.infer<typeof sessionDateRangeSchema>;

// ── Messages (spec 001 §4, §5, §8) ─────────────────────────────────────────────────────────────────────

export const processMessages = {
  title: 'Procesos',
  empty: 'No hay procesos en este estado',
  selectTitle: 'Qué deseas crear?',
  name: 'Ingrese nombre del proceso',
  client: 'Ingrese un cliente válido',
  mdi: 'Ingrese un MDI valido',
  sessionFeedback: 'Ingrese un feedback de sesion valido',
  guide: 'Ingrese una pauta',
  startDate: 'Seleccione fecha de inicio',
  endDate: 'Seleccione fecha de termino',
  endBeforeStart: 'La fecha de término no puede ser anterior a la fecha de inicio',
  owner: 'Selecciona una coordinadora para este proceso',
  specialty: 'Seleccione una especialidad',
  mainProcess: 'Seleccione un proceso',
  serviceTypes: 'Seleccione al menos un servicio',
  campus: 'Se debe seleccionar al menos un campus para mentee y mentor/a',
  convocatory: 'Seleccione una convocatoria',
  convocatoryAssigned: 'Se ha asignado la convocatoria correctamente',
  convocatoryAssignFailed: 'Se ha generado un problema al intentar asignar esta convocatoria',
  toKickoffConfirmed: 'El proceso ahora se encuentra en etapa pre-kickoff',
  started: 'El proceso ahora se encuentra en progreso.',
  toDraft: 'Proceso convertido en borrador con exito',
  toDraftWarning:
    'Al convertir el proceso en borrador se eliminarán las duplas y los matches ya creados. ¿Deseas continuar?',
  finalized: 'Proceso finalizado con exito',
  deleted: 'Proceso eliminado con exito',
  deleteFailed: 'Error al eliminar el proceso',
  loadFailed: 'Error al obtener el proceso',
  listFailed: 'Error al cargar los procesos',
  missingProcess: 'Ha habido un problema con el proceso. Por favor recargue la página e intente nuevamente.',
  mentorsMustConfirm:
    'Para pasar a la etapa de pre-kickoff, todas las mentoras deben haber confirmado su participación en el proceso!!',
  menteesMustConfirm:
    'Para iniciar el proceso, todos los mentees deben haber confirmado su participación en el proceso!',
  countsMustMatch: 'Para pasar a la etapa de pre-kickoff, se requiere la misma cantidad de mentees que de mentores/as',
  pairsMustExist: 'Para iniciar el proceso, las duplas deben haber sido creados!',
  matchesMustExist: 'Para iniciar el proceso, los matches deben haber sido creados!',
  baselineMustBeSent: 'Para iniciar el proceso, la Linea base debe haber sido enviada!',
  notEditable: 'Un proceso finalizado no se puede modificar',
  transitionNotAllowed: (from: ProcessStatus, action: ProcessAction) =>
    `No se puede ${processActionVerbs[action]} un proceso en estado ${processStatusLabels[from]}`,
  deleteNotAllowed: 'Sólo se puede eliminar un proceso en borrador',
  invitationsSent: {
    MENTOR: 'Las mentoras fueron invitadas exitosamente!',
    STUDENT: 'Las estudiantes fueron invitadas exitosamente!',
  },
  invitationsFailed: 'Error al momento de enviar invitaciones',
  alreadyAnswered: {
    MENTOR: 'Las mentoras seleccionadas ya han respondido a la invitación.',
    STUDENT: 'Los mentees seleccionadas ya han respondido a la invitación.',
  },
  invitationLimit: 'Has llegado al límite de invitaciones',
  participantAdded: 'El participante fue agregado con éxito',
  participantsAdded: 'Los participantes fueron agregados con éxito',
  /** Spec 001 §8's words for an unknown user, for one email or each of a batch. */
  participantNotFound: 'Usuario no encontrado',
  participantAlreadyIn: 'La persona ya participa en este proceso',
  mentorRemovedForGood: 'Esta mentora fue quitada del proceso y no puede volver a agregarse',
} as const;

// ── Lifecycle (spec 001 §4) ────────────────────────────────────────────────────────────────────────────

export const processActions = ['kickoff', 'draft', 'start', 'finalize'] as const;
export const processActionSchema = z.enum(processActions);
export type ProcessAction = z.infer<typeof processActionSchema>;
export const processActionVerbs: Record<ProcessAction, string> = {
  kickoff: 'pasar a pre-kickoff',
  draft: 'convertir en borrador',
  start: 'iniciar',
  finalize: 'finalizar',
};
export const processActionLabels: Record<ProcessAction, string> = {
  kickoff: 'Pasar a pre-kickoff',
  draft: 'Convertir en borrador',
  start: 'Iniciar proceso',
  finalize: 'Finalizar',
};
export const processTransitions: Record<ProcessAction, Partial<Record<ProcessStatus, ProcessStatus>>> = {
  kickoff: { DRAFT: 'KICKOFF' },
  draft: { KICKOFF: 'DRAFT' },
  start: { KICKOFF: 'IN_PROGRESS' },
  finalize: { IN_PROGRESS: 'FINALIZED' },
};
export function nextProcessStatus(from: ProcessStatus, action: ProcessAction): ProcessStatus | null {
  return processTransitions[action][from] ?? null;
}

// ── Wizard step 1: general data (spec 001 §2, §5 "Process form") ──────────────────────────────────────

const m = processMessages;
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .pipe(z.iso.date({ error: message }));

/** The name the form proposes: '{specialty} - '{client} - {services} - {start year}' (spec 001 §5). */
export function suggestedProcessName(input: {
  clientName?: string | null;
  serviceTypes: readonly ProcessServiceType[];
  estimatedStartDate?: string | null;
  specialtyName?: string | null;
}): string {
  const services = input.serviceTypes.map((s) => processServiceTypeLabels[s]).join(' y ');
  const year = input.estimatedStartDate?.slice(0, 4);
  const parts = [input.clientName, services, year].filter((p): p is string => !!p);
  const name = parts.join(' - ');
  return input.specialtyName ? `${input.specialtyName} - ${name}` : name;
}

/** End date = start + 3 months (spec 001 §9), as YYYY-MM-DD. */
export function defaultEndDate(startDate: string, months = 3): string {
  const [y, mo, d] = startDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, mo - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Two process names of one client clash when they differ only in case or surrounding spaces. */
export function sameProcessName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');
}

export const processGeneralSchema = z
  .object({
    name: requiredText(m.name, 200),
    /** The programme's name on its certificates ('Participación Programa {fantasyName}'); empty: 'de Mentoría'. */
    fantasyName: z.string().trim().max(100).nullish(),
    clientId: z.uuid({ error: m.client }),
    serviceTypes: z.array(z.enum(mentoringWizardServiceTypes), { error: m.serviceTypes }).min(1, m.serviceTypes),
    /** A guide (pauta) or a dynamic guide; required with MENTORING. */
    mentorshipId: z.uuid({ error: m.guide }).nullish(),
    dynamicMentorshipId: z.uuid({ error: m.guide }).nullish(),
    /** Required unless 'Proceso sin MDI' (withoutMdi). */
    mdiId: z.uuid({ error: m.mdi }).nullish(),
    withoutMdi: z.boolean().default(false),
    /** Required with MENTORING. */
    sessionsFeedbackBundleId: z.uuid({ error: m.sessionFeedback }).nullish(),
    estimatedStartDate: isoDate(m.startDate),
    estimatedEndDate: isoDate(m.endDate),
    ownerId: z.uuid({ error: m.owner }),
    ungrouped: z.boolean().default(false),
    isMentorup: z.boolean().default(false),
    emprendeType: z.enum(emprendeProcessTypes).nullish(),
    specialtyName: z.string().trim().max(100).nullish(),
    emprendeMainProcessId: z.uuid({ error: m.mainProcess }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.estimatedEndDate < v.estimatedStartDate) {
      ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['estimatedEndDate'] });
    }
    const mentoring = v.serviceTypes.includes('MENTORING');
    if (mentoring && !v.mentorshipId && !v.dynamicMentorshipId) {
      ctx.addIssue({ code: 'custom', message: m.guide, path: ['mentorshipId'] });
    }
    if (v.mentorshipId && v.dynamicMentorshipId) {
      ctx.addIssue({ code: 'custom', message: m.guide, path: ['dynamicMentorshipId'] });
    }
    if (mentoring && !v.sessionsFeedbackBundleId) {
      ctx.addIssue({ code: 'custom', message: m.sessionFeedback, path: ['sessionsFeedbackBundleId'] });
    }
    if (!v.withoutMdi && !v.mdiId) ctx.addIssue({ code: 'custom', message: m.mdi, path: ['mdiId'] });
    if (v.emprendeType === 'SPECIALTY') {
      if (!v.specialtyName) ctx.addIssue({ code: 'custom', message: m.specialty, path: ['specialtyName'] });
      if (!v.emprendeMainProcessId) {
        ctx.addIssue({ code: 'custom', message: m.mainProcess, path: ['emprendeMainProcessId'] });
      }
    }
  });
export type ProcessGeneralInput = z.input<typeof processGeneralSchema>;
export type ProcessGeneral = z.output<typeof processGeneralSchema>;

/** PUT /api/process/{id}/campus (wizard step 2). */
export const processCampusRequestSchema = z.object({ campusIds: z.array(z.uuid()).max(50) });

/** PUT /api/process/{id}: owner and end date (any state but FINALIZED), networking configuration, logo. */
export const updateProcessRequestSchema = z.object({
  ownerId: z.uuid({ error: m.owner }).optional(),
  estimatedEndDate: isoDate('Seleccione fecha de fin').optional(),
  networking: networkingConfigurationSchema.optional(),
  general: processGeneralSchema.optional(),
});

export const processListQuerySchema = pageQuerySchema.extend({
  status: processStatusSchema.optional(),
  clientId: z.uuid().optional(),
  name: z.string().trim().max(100).optional(),
  /** Only Emprende main processes (the wizard's choice of a specialty's main process). */
  emprendeMainProcesses: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

// ── Participants and invitations ──────────────────────────────────────────────────────────────────────

export const processParticipantSchema = z.object({
  userId: z.string(),
  role: participantRoleSchema,
  invitationStatus: invitationStatusSchema,
  invitationMailCount: z.number().int(),
  campusId: z.string().nullable(),
  removed: z.boolean(),
  updatedAt: z.string(),
  data: z.object({
    name: z.string(),
    lastName: z.string(),
    /** '-' for an external mentor seen by a non-admin (spec 001 §6). */
    email: z.string(),
    cellphone: z.string().nullable(),
    businessArea: z.string().nullable(),
    businessPosition: z.string().nullable(),
    mentorType: mentorTypeSchema.nullable(),
  }),
});
export type ProcessParticipant = z.infer<typeof processParticipantSchema>;

/** GET /api/process/{id}/checkIfUserInvited (spec 000 §3 "Invitation check result"). */
export const invitationCheckSchema = z.object({
  isInvited: z.boolean(),
  role: participantRoleSchema.nullable(),
  status: invitationStatusSchema.nullable(),
  mustEditProfile: z.boolean(),
  /** The account has no password yet: confirming sets it (someone who signs in already has one). */
  needsPassword: z.boolean(),
});

// ── Responses ─────────────────────────────────────────────────────────────────────────────────────────

export const processSummarySchema = z.object({
  processId: z.string(),
  name: z.string(),
  status: processStatusSchema,
  serviceType: z.array(processServiceTypeSchema),
  client: z.object({ clientId: z.string(), name: z.string(), rut: z.string().nullable() }),
  owner: z.object({ userId: z.string(), name: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  estimatedStartDate: z.string(),
  estimatedEndDate: z.string(),
  mentorsCount: z.number().int(),
  studentsCount: z.number().int(),
  logoUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProcessSummary = z.infer<typeof processSummarySchema>;
export const processListSchema = paginated(processSummarySchema);

/** GET /api/process/progress-report: counts per status for the admin home (spec 001 §3 "Process report"). */
export const processReportSchema = z.object({
  totalProcesses: z.number().int(),
  draftProcesses: z.number().int(),
  kickoffProcesses: z.number().int(),
  inProgressProcesses: z.number().int(),
  finalizedProcesses: z.number().int(),
  mentorsCount: z.number().int(),
  studentsCount: z.number().int(),
});

// ── Process area: error types, detail, completeness, company-admin views (issue 6) ────────────────────────

export const processErrorTypes = {
  notFound: 'process_not_found',
  invalidTransition: 'process_invalid_transition',
  notEditable: 'process_not_editable',
  deleteNotAllowed: 'process_delete_not_allowed',
  kickoffRefused: 'process_kickoff_refused',
  startRefused: 'process_start_refused',
  /** Starting with confirmed mentees left without a pair needs the admin's confirmation (`confirmUnpaired`). */
  startUnpaired: 'process_start_unpaired',
  inUse: 'process_in_use',
  invalidLogo: 'process_invalid_logo',
  logoTooLarge: 'process_logo_too_large',
  duplicateName: 'process_duplicate_name',
} as const;

/** Messages of the process area that the spec does not word; kept beside processMessages. */
export const processAreaMessages = {
  notFound: 'El proceso no existe',
  generalNotEditable: 'Los datos generales sólo se pueden modificar en borrador o pre-kickoff',
  networkingNotEditable: 'La configuración de networking sólo se puede modificar en borrador o pre-kickoff',
  networkingNotOffered: 'El proceso no incluye el servicio de networking',
  campusNotEditable: 'Los campus sólo se pueden modificar en borrador o pre-kickoff',
  campusNotFound: 'Uno de los campus seleccionados no existe',
  sessionsUpdated: 'Sesiones actualizadas exitosamente',
  sessionsOnlyMentoring: 'Sólo un proceso de mentoría tiene sesiones',
  sessionNumbers: 'Las sesiones deben numerarse desde la 2, sin saltos ni repeticiones',
  sessionEndBeforeStart: 'La fecha de término de una sesión no puede ser anterior a su fecha de inicio',
  duplicateName: 'Ya existe un proceso con ese nombre para este cliente',
  incomplete: (missing: readonly string[]) =>
    `Para pasar a la etapa de pre-kickoff, el proceso debe estar completo. Falta: ${missing.join(', ')}`,
  startMailSubject: (name: string) => `Comienza el programa ${name}`,
  unpairedMentees: (names: readonly string[]) =>
    `${names.length === 1 ? 'Queda 1 mentee' : `Quedan ${names.length} mentees`} sin dupla: ${names.join(', ')}. ` +
    'Para iniciar el proceso de todos modos, confírmalo.',
  unpairedMenteesNotice:
    'Sus duplas se pueden agregar después, con el proceso en curso (Duplas → Agregar dupla). ' +
    '¿Iniciar el proceso de todos modos?',
  startAnyway: 'Iniciar de todos modos',
  usedBy: {
    client: 'El cliente está siendo usado por un proceso',
    guide: 'La pauta está siendo usada por un proceso',
    campus: 'El campus está siendo usado por un proceso',
    mdi: 'El MDI está siendo usado por un proceso',
    bundle: 'El feedback de sesión está siendo usado por un proceso',
    dynamicGuide: 'La pauta dinámica está siendo usada por un proceso',
  },
} as const;

export const processIdParamsSchema = z.object({ id: resourceId(processAreaMessages.notFound) });

/** What the "process complete" check may find missing (spec 001 §5), with the labels shown to the admin. */
export const processCompletenessLabels = {
  name: 'nombre',
  client: 'cliente',
  startDate: 'fecha de inicio',
  endDate: 'fecha de término',
  students: 'mentees',
  mentors: 'mentores/as',
  networking: 'configuración de networking',
} as const;
export type ProcessCompletenessField = keyof typeof processCompletenessLabels;

export interface ProcessCompletenessInput {
  name: string | null | undefined;
  clientId: string | null | undefined;
  estimatedStartDate: string | null | undefined;
  estimatedEndDate: string | null | undefined;
  serviceTypes: readonly ProcessServiceType[];
  mentorshipId?: string | null;
  dynamicMentorshipId?: string | null;
  networking?: NetworkingConfiguration | null;
  /** Non-removed participants of each role. */
  studentsCount: number;
  mentorsCount: number;
}

/**
 * Spec 001 §5 "Process complete check": name, client, estimated dates and students; with MENTORING at least one
 * student and, when a guide is set, at least one mentor; with NETWORKING a configuration that sets at least one of
 * area, position, interest or the number of matches.
 */
export function processCompleteness(input: ProcessCompletenessInput): {
  complete: boolean;
  missing: ProcessCompletenessField[];
} {
  const missing: ProcessCompletenessField[] = [];
  if (!input.name?.trim()) missing.push('name');
  if (!input.clientId) missing.push('client');
  if (!input.estimatedStartDate) missing.push('startDate');
  if (!input.estimatedEndDate) missing.push('endDate');
  if (input.studentsCount < 1) missing.push('students');
  const hasGuide = !!input.mentorshipId || !!input.dynamicMentorshipId;
  if (input.serviceTypes.includes('MENTORING') && hasGuide && input.mentorsCount < 1) missing.push('mentors');
  // An attraction process needs tutors to lead its groups.
  if (input.serviceTypes.includes('ATTRACTION') && input.mentorsCount < 1) missing.push('mentors');
  if (input.serviceTypes.includes('NETWORKING')) {
    const n = input.networking;
    const configured =
      !!n &&
      (!!n.businessAreaConfiguration ||
        !!n.businessPositionConfiguration ||
        !!n.interestTypeConfiguration ||
        n.numberOfMatch >= 1);
    if (!configured) missing.push('networking');
  }
  return { complete: missing.length === 0, missing };
}

const namedRefSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** The attraction part of a process's detail (spec 001 §3 process.attraction); null for other processes. */
export const processAttractionSchema = z
  .object({ challengeId: z.string().nullable(), challengeTitle: z.string().nullable() })
  .nullable();
export type ProcessAttraction = z.infer<typeof processAttractionSchema>;

/** GET /api/process/{id}: the summary plus everything the wizard and the status pages show. */
export const processDetailSchema = processSummarySchema.extend({
  mentorship: namedRefSchema,
  dynamicMentorship: namedRefSchema,
  mdi: namedRefSchema,
  sessionsFeedbackBundle: namedRefSchema,
  ungrouped: z.boolean(),
  isMentorup: z.boolean(),
  emprendeType: z.enum(emprendeProcessTypes).nullable(),
  specialtyName: z.string().nullable(),
  emprendeMainProcessId: z.string().nullable(),
  /** The programme's name on its certificates; null: 'de Mentoría'. */
  fantasyName: z.string().nullable().optional(),
  convocatoryId: z.string().nullable(),
  campusIds: z.array(z.string()),
  sessionsDateRanges: z.array(sessionDateRangeSchema),
  networking: networkingConfigurationSchema.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  completeness: z.object({ complete: z.boolean(), missing: z.array(z.string()) }),
  attraction: processAttractionSchema,
});
export type ProcessDetail = z.infer<typeof processDetailSchema>;

/** GET /api/process/list-partial: the most recently updated processes (the admin home shows 5). */
export const processListPartialQuerySchema = z.object({
  processStatus: processStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export const processReportQuerySchema = z.object({ clientId: z.uuid().optional() });

export const processActionParamsSchema = processIdParamsSchema.extend({ action: processActionSchema });
/** `confirmUnpaired=true`: start even though some confirmed mentees have no pair yet (pairs can be added later). */
export const processActionQuerySchema = z.object({
  confirmUnpaired: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const processActionResponseSchema = z.object({ message: z.string(), process: processDetailSchema });

/** PUT /api/process/{id}/updateSessionsDateRanges. */
export const sessionsDateRangesRequestSchema = z.object({ sessionsDates: z.array(sessionDateRangeSchema).max(100) });

/** GET /api/company-admins/me/processes: the company admin's own client's processes, two pages of 10. */
export const companyAdminProcessesQuerySchema = z.object({
  inProgressPage: z.coerce.number().int().min(1).default(1),
  finalizedPage: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const companyAdminProcessesSchema = z.object({
  inProgressCount: z.number().int(),
  finalizedCount: z.number().int(),
  inProgress: z.array(processSummarySchema),
  finalized: z.array(processSummarySchema),
});
