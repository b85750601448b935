import { z } from 'zod';
import { campusHasMentors, campusHasStudents, type CampusRole } from './campus';
import {
  processParticipantSchema,
  type ParticipantRole,
  type ProcessServiceType,
  type ProcessStatus,
} from './processes';

// ── The mentoring process wizard (spec 001 §2 "Process creation wizard", §5, §7) ────────────────────────

/** The seven steps, 1-based as in the URL (?step=N). */
export const processWizardSteps = [
  { step: 1, title: 'Crear proceso' },
  { step: 2, title: 'Campus' },
  { step: 3, title: 'Convocatoria' },
  { step: 4, title: 'Asignar usuarios' },
  { step: 5, title: 'Networking' },
  { step: 6, title: 'Eventos' },
  { step: 7, title: 'Resumen' },
] as const;
export const PROCESS_WIZARD_FIRST_STEP = 1;
export const PROCESS_WIZARD_LAST_STEP = 7;
export const PROCESS_WIZARD_NETWORKING_STEP = 5;
/** Only these states are set up in the wizard; any other opens its status page. */
export const processWizardStatuses: readonly ProcessStatus[] = ['DRAFT', 'KICKOFF'];
/** Spec 001 §9: 1..10 matches per mentee are offered, 1 by default. */
export const NETWORKING_MATCHES_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const NETWORKING_DEFAULT_MATCHES = 1;

/** Words of the wizard that the spec does not give (the spec's own are in processMessages and eventMessages). */
export const processWizardMessages = {
  kindTitle: 'Qué deseas crear?',
  mentoringCard: 'Crear Proceso Mentoria',
  attractionCard: 'Crear Proceso de Atracción',
  comingSoon: 'Próximamente',
  created: 'Proceso creado con exito',
  saved: 'Proceso editado con exito',
  campusSaved: 'Campus guardados con exito',
  usersAssigned: 'Usuarios asignados con exito',
  networkingSaved: 'Configuración guardada con exito',
  convocatoriesLoadFailed: 'Error cargando las convocatorias',
  noConvocatories: 'Este cliente no tiene convocatorias en selección o finalizadas',
  skipConvocatory: 'Puedes continuar sin convocatoria y agregar participantes por email en el paso siguiente.',
  noParticipants: 'No hay participantes por asignar',
  addByEmailHint: 'Sin convocatoria, agrégalos por email más abajo',
  unassigned: 'Sin campus',
  confirmEvents: '¿Confirmas los eventos del proceso?',
  logoType: 'Sólo puede subir archivos de tipo JPG/PNG!',
  /** PUT /api/process/{id}/campus/users. */
  assignmentUserNotParticipant: 'Una de las personas no participa en el proceso con ese rol',
  assignmentCampusNotInProcess: 'Uno de los campus no pertenece al proceso o no corresponde a ese rol',
  assignmentEmpty: 'Seleccione al menos un participante',
} as const;

/** Which campus types serve an audience (STUDENT: STUDENT, STUDENT_MENTOR; MENTOR: MENTOR, STUDENT_MENTOR, INTERNAL_EXTERNAL_MENTOR). */
export function campusServesRole(campusRole: CampusRole, role: ParticipantRole): boolean {
  return role === 'STUDENT' ? campusHasStudents(campusRole) : campusHasMentors(campusRole);
}

/**
 * The step to show for `?step=`: a whole number 1..7, else null (the page then goes back to /admin/processes).
 * Step 5 is only for processes with NETWORKING: there it moves on to the step in the direction of travel.
 */
export function parseWizardStep(raw: string | null | undefined): number | null {
  if (raw == null || raw === '') return PROCESS_WIZARD_FIRST_STEP;
  if (!/^\d+$/.test(raw)) return null;
  const step = Number(raw);
  return step >= PROCESS_WIZARD_FIRST_STEP && step <= PROCESS_WIZARD_LAST_STEP ? step : null;
}

/** The step after `step`, skipping Networking without the NETWORKING service. */
export function nextWizardStep(step: number, serviceTypes: readonly ProcessServiceType[]): number {
  const next = step + 1;
  if (next === PROCESS_WIZARD_NETWORKING_STEP && !serviceTypes.includes('NETWORKING')) return next + 1;
  return Math.min(next, PROCESS_WIZARD_LAST_STEP);
}

/** The step before `step`, skipping Networking without the NETWORKING service; 0 means leave the wizard. */
export function previousWizardStep(step: number, serviceTypes: readonly ProcessServiceType[]): number {
  const previous = step - 1;
  if (previous === PROCESS_WIZARD_NETWORKING_STEP && !serviceTypes.includes('NETWORKING')) return previous - 1;
  return previous;
}

/** Where the wizard goes once the process exists: step 2, or the summary for a specialty Emprende process. */
export function stepAfterCreation(emprendeType: string | null | undefined): number {
  return emprendeType === 'SPECIALTY' ? PROCESS_WIZARD_LAST_STEP : 2;
}

// ── PUT /api/process/{id}/campus/users (spec 001 §7) ──────────────────────────────────────────────────────

const assignmentSchema = z.object({ userId: z.uuid(), campusId: z.uuid() });
export type CampusUserAssignment = z.infer<typeof assignmentSchema>;

export const campusUsersAssignmentSchema = z
  .object({
    mentorsAssignation: z.array(assignmentSchema).max(2000).default([]),
    studentsAssignation: z.array(assignmentSchema).max(2000).default([]),
  })
  .refine((v) => v.mentorsAssignation.length + v.studentsAssignation.length > 0, {
    error: processWizardMessages.assignmentEmpty,
  });
export type CampusUsersAssignment = z.input<typeof campusUsersAssignmentSchema>;

/** The participants whose campus changed, as the participant list shows them. */
export const campusUsersAssignmentResponseSchema = z.object({
  message: z.string(),
  participants: z.array(processParticipantSchema),
});
export type CampusUsersAssignmentResponse = z.infer<typeof campusUsersAssignmentResponseSchema>;

export const campusAssignmentErrorTypes = {
  userInvalid: 'process_assignment_user_invalid',
  campusInvalid: 'process_assignment_campus_invalid',
} as const;
