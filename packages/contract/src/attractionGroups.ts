import { z } from 'zod';
import { resourceId } from './ids';

// ── Groups of a talent-attraction process (spec 001 §3 "Group", §4 "Attraction groups", §5 "Groups", §7, §8) ──

/** Spec 001 §5 and §8 wording where it gives it; the rest ours, in the same voice. */
export const attractionGroupMessages = {
  created: 'Grupos creados correctamente',
  createFailed: 'Error en la creación de grupos',
  swapped: 'Grupos reasignados correctamente',
  swapFailed: 'Error al reasignar los grupos',
  mentorSwapped: 'El tutor del grupo fue cambiado correctamente',
  mentorSwapFailed: 'Error al realizar el cambio de grupo',
  studentAdded: 'La estudiante fue añadida al grupo correctamente',
  addStudentFailed: 'Error al añadir a la estudiante al grupo',
  listFailed: 'Error al listar grupos.',
  everyStudentInAGroup: 'Todos los estudiantes deben pertenecer a un grupo',
  noEmptyGroups: 'No pueden haber grupos sin estudiantes',
  onePerGroup: 'Solo puede seleccionar como maximo 1 estudiante por grupo',
  twoStudents: 'Solo puede seleccionar a 2 estudiantes',
  onlyAttraction: 'Sólo un proceso de atracción de talento tiene grupos',
  onlyKickoff: 'Los grupos sólo se pueden crear en pre-kickoff',
  pendingInvitations: 'Todas las personas deben haber respondido la invitación antes de crear los grupos',
  noTutors: 'El proceso no tiene tutores confirmados para formar grupos',
  noStudents: 'El proceso no tiene estudiantes confirmadas para formar grupos',
  tutorNotApproved: 'El tutor no es un tutor confirmado del proceso',
  tutorRepeated: 'Un tutor no puede liderar más de un grupo',
  studentNotApproved: 'La estudiante no es una estudiante confirmada del proceso',
  studentRepeated: 'Una estudiante no puede pertenecer a más de un grupo',
  groupNotFound: 'El grupo no pertenece a este proceso',
  studentNotInGroup: 'La estudiante no pertenece al grupo indicado',
  notEditable: 'Los grupos sólo se pueden modificar en pre-kickoff o en curso',
  wrongOldTutor: 'El tutor actual del grupo no es el indicado',
  sameTutor: 'El nuevo tutor es el mismo que el actual',
  tutorLeadsAnotherGroup: 'El nuevo tutor ya lidera otro grupo',
  studentInAGroup: 'La estudiante ya pertenece a un grupo',
  noGroups: 'El proceso aún no tiene grupos',
  solveTimedOut: 'El cálculo de grupos tardó demasiado. Inténtalo de nuevo en unos minutos.',
  solverBusy: 'Hay demasiados cálculos en curso para formar los grupos ahora. Inténtalo de nuevo en unos minutos.',
} as const;

/** Why an operation failed, after the UI's prefix (spec 001 §8 words the prefixes). */
export const groupFailure = (prefix: string, reason: string) => `${prefix}: ${reason}`;

export const attractionGroupErrorTypes = {
  invalidState: 'group_invalid_state',
  pendingInvitations: 'group_pending_invitations',
  invalidAssignation: 'group_invalid_assignation',
  invalidSelection: 'group_invalid_selection',
  notFound: 'group_not_found',
} as const;

/** Spec 001 §4: INACTIVE nobody wrote, ACTIVE someone did, PARTICIPATIVE everyone did, SUCCESSFUL everyone ≥ 200 words. */
export const groupActivityStatuses = ['INACTIVE', 'ACTIVE', 'PARTICIPATIVE', 'SUCCESSFUL'] as const;
export const groupActivityStatusSchema = z.enum(groupActivityStatuses);
export type GroupActivityStatus = z.infer<typeof groupActivityStatusSchema>;
export const groupActivityStatusLabels: Record<GroupActivityStatus, string> = {
  INACTIVE: 'Inactivo',
  ACTIVE: 'Activo',
  PARTICIPATIVE: 'Participativo',
  SUCCESSFUL: 'Exitoso',
};
export const groupActivityStatusDescriptions: Record<GroupActivityStatus, string> = {
  INACTIVE: 'Nadie ha escrito en el chat del grupo',
  ACTIVE: 'Al menos una persona del grupo ha escrito',
  PARTICIPATIVE: 'Todas las personas del grupo han escrito',
  SUCCESSFUL: 'Todas las personas del grupo han escrito 200 palabras o más',
};
/** Words each member must have written in the group chat for the group to be SUCCESSFUL. */
export const SUCCESSFUL_GROUP_WORDS = 200;

export const attractionProcessParamsSchema = z.object({ id: resourceId() });

/** POST /api/process/{id}/create_groups: without an assignation the groups are formed by affinity. */
export const createGroupsRequestSchema = z.object({
  groupsAssignation: z
    .array(z.object({ mentorId: z.uuid(), studentIds: z.array(z.uuid()).max(5000) }))
    .max(1000)
    .optional(),
});
export type CreateGroupsRequest = z.infer<typeof createGroupsRequestSchema>;

export const createGroupsResponseSchema = z.object({ message: z.string(), groupsCount: z.number().int() });
export type CreateGroupsResponse = z.infer<typeof createGroupsResponseSchema>;

/**
 * What is wrong with a manual assignation before it is sent, in the order spec 001 §5 gives the warnings; the web
 * shows them above the cards and the server answers the first one.
 */
export function assignationWarnings(
  groups: ReadonlyArray<{ studentIds: readonly string[] }>,
  approvedStudentIds: readonly string[],
): string[] {
  const placed = new Set(groups.flatMap((g) => g.studentIds));
  const warnings: string[] = [];
  if (approvedStudentIds.some((id) => !placed.has(id))) warnings.push(attractionGroupMessages.everyStudentInAGroup);
  if (groups.some((g) => g.studentIds.length === 0)) warnings.push(attractionGroupMessages.noEmptyGroups);
  return warnings;
}

export const groupMemberRefSchema = z.object({ userId: z.uuid(), groupId: z.uuid() });
export type GroupMemberRef = z.infer<typeof groupMemberRefSchema>;

/** Why a selection of students cannot be swapped (spec 001 §5), or null when it can. */
export function swapSelectionError(selection: readonly GroupMemberRef[]): string | null {
  if (new Set(selection.map((s) => s.groupId)).size < selection.length) return attractionGroupMessages.onePerGroup;
  if (new Set(selection.map((s) => s.userId)).size !== 2 || selection.length !== 2) {
    return attractionGroupMessages.twoStudents;
  }
  return null;
}

/** POST /api/process/{id}/swap_groups: two students of different groups trade places. */
export const swapGroupsRequestSchema = z
  .object({ group1: groupMemberRefSchema, group2: groupMemberRefSchema })
  .superRefine((body, ctx) => {
    const error = swapSelectionError([body.group1, body.group2]);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['group2'] });
  });
export type SwapGroupsRequest = z.infer<typeof swapGroupsRequestSchema>;

/** PUT /api/process/attraction/{id}/swap_mentor. */
export const swapGroupMentorRequestSchema = z.object({
  groupId: z.uuid(),
  oldMentorId: z.uuid(),
  newMentorId: z.uuid(),
});
export type SwapGroupMentorRequest = z.infer<typeof swapGroupMentorRequestSchema>;

/** PUT /api/process/attraction/{id}/add_student. */
export const addGroupStudentRequestSchema = z.object({ groupId: z.uuid(), userId: z.uuid() });
export type AddGroupStudentRequest = z.infer<typeof addGroupStudentRequestSchema>;

export const groupsMessageResponseSchema = z.object({ message: z.string() });

export const groupPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  /** '-' for an external tutor when the viewer is not an admin (spec 001 §6). */
  email: z.string(),
});
export type GroupPerson = z.infer<typeof groupPersonSchema>;

export const attractionGroupSchema = z.object({
  groupId: z.string(),
  /** Index in the group palette (spec 001 §9), in creation order. */
  colorIndex: z.number().int(),
  mentorId: z.string(),
  mentor: groupPersonSchema,
  studentIds: z.array(z.string()),
  students: z.array(groupPersonSchema),
  /** Messages the current members wrote in the group chat. */
  messages: z.number().int(),
  status: groupActivityStatusSchema,
  /** The same since the latest challenge sent to the process; startDate null when none was sent. */
  challengeMessageCounter: z.object({
    startDate: z.string().nullable(),
    countMessages: z.number().int(),
    groupChallengeStatus: groupActivityStatusSchema,
  }),
});
export type AttractionGroup = z.infer<typeof attractionGroupSchema>;

/** GET /api/process/groups/{id}: the groups, and the people the creation and edit views place. */
export const attractionGroupsResponseSchema = z.object({
  processId: z.string(),
  groups: z.array(attractionGroupSchema),
  /** Confirmed tutors (mentors) of the process, whether or not they lead a group. */
  tutors: z.array(groupPersonSchema),
  /** Confirmed students of the process, whether or not they are in a group. */
  students: z.array(groupPersonSchema),
  /** Invitations not yet answered: groups cannot be created while any is left. */
  pendingInvitations: z.number().int(),
});
export type AttractionGroupsResponse = z.infer<typeof attractionGroupsResponseSchema>;

export const groupsExportFileName = (processName: string) => `Grupos-${processName}.xlsx`;
