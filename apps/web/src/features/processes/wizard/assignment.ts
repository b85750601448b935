import type { CampusUserAssignment } from '@enlaza/contract';

/** The column of participants without a campus (a drop target for nobody). */
export const UNASSIGNED = 'unassigned';

interface AssignableParticipant {
  userId: string;
  role: 'MENTOR' | 'STUDENT';
  campusId: string | null;
  removed: boolean;
}

/** The moves that change someone's campus, split by role as PUT /api/process/{id}/campus/users takes them. */
export function pendingAssignments(
  moves: Readonly<Record<string, string>>,
  participants: readonly AssignableParticipant[],
): { mentorsAssignation: CampusUserAssignment[]; studentsAssignation: CampusUserAssignment[] } {
  const mentorsAssignation: CampusUserAssignment[] = [];
  const studentsAssignation: CampusUserAssignment[] = [];
  for (const p of participants) {
    const campusId = moves[p.userId];
    if (!campusId || campusId === UNASSIGNED || p.removed || campusId === p.campusId) continue;
    (p.role === 'MENTOR' ? mentorsAssignation : studentsAssignation).push({ userId: p.userId, campusId });
  }
  return { mentorsAssignation, studentsAssignation };
}
