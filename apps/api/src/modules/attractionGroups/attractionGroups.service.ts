import {
  assignationWarnings,
  attractionGroupErrorTypes as types,
  attractionGroupMessages as m,
  groupFailure,
  processAreaMessages,
  processErrorTypes,
  type AddGroupStudentRequest,
  type AttractionGroupsResponse,
  type CreateGroupsRequest,
  type CreateGroupsResponse,
  type GroupPerson,
  type ProcessStatus,
  type SwapGroupMentorRequest,
  type SwapGroupsRequest,
} from '@enlaza/contract';
import type { Viewer } from '../access';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import type {
  AttractionGroupsRepository,
  LockedState,
  NewGroup,
  ParticipantRow,
  ProcessRow,
} from './attractionGroups.repository';
import { groupsWorkbook } from './attractionGroups.documents';
import { solveGroupsFor, type SolveGroupsOffThread } from './attractionGroups.solver';

/** Spec 001 §4–§5: groups are created in pre-kickoff and adjusted then or while the process runs, never after. */
const EDITABLE: ProcessStatus[] = ['KICKOFF', 'IN_PROGRESS'];
/** Spec 001 §6: an external tutor's contact is '-' for anyone but an admin. */
const MASK = '-';

const conflict = (type: string, message: string) => new AppError(type, 409, message);

const approved = (participants: readonly ParticipantRow[], role: ParticipantRow['role']) =>
  participants.filter((p) => p.role === role && p.invitationStatus === 'APPROVED');

function requireAttraction(process: ProcessRow) {
  if (!process.serviceTypes.includes('ATTRACTION')) throw conflict(types.invalidState, m.onlyAttraction);
}

/** What every creation needs, whether manual or automatic: the spec's state rules, checked under the lock. */
function requireCreatable({ process, participants }: LockedState) {
  requireAttraction(process);
  if (process.status !== 'KICKOFF') throw conflict(types.invalidState, m.onlyKickoff);
  if (participants.some((p) => p.invitationStatus === 'PENDING')) {
    throw conflict(types.pendingInvitations, m.pendingInvitations);
  }
  if (approved(participants, 'MENTOR').length === 0) throw conflict(types.invalidState, m.noTutors);
  if (approved(participants, 'STUDENT').length === 0) throw conflict(types.invalidState, m.noStudents);
}

/** A manual assignation: approved tutors once each, approved students exactly once, no group empty. */
function checkAssignation(groups: readonly NewGroup[], participants: readonly ParticipantRow[]) {
  const invalid = (message: string) => badRequest(types.invalidAssignation, message);
  const tutorIds = new Set(approved(participants, 'MENTOR').map((p) => p.userId));
  const studentIds = approved(participants, 'STUDENT').map((p) => p.userId);
  const approvedStudents = new Set(studentIds);
  const seenTutors = new Set<string>();
  const seenStudents = new Set<string>();
  for (const group of groups) {
    if (!tutorIds.has(group.mentorId)) throw invalid(m.tutorNotApproved);
    if (seenTutors.has(group.mentorId)) throw invalid(m.tutorRepeated);
    seenTutors.add(group.mentorId);
    for (const studentId of group.studentIds) {
      if (!approvedStudents.has(studentId)) throw invalid(m.studentNotApproved);
      if (seenStudents.has(studentId)) throw invalid(m.studentRepeated);
      seenStudents.add(studentId);
    }
  }
  const [warning] = assignationWarnings(groups, studentIds);
  if (warning) throw invalid(warning);
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function createAttractionGroupsService({
  repository,
  solveOffThread,
}: {
  repository: AttractionGroupsRepository;
  solveOffThread: SolveGroupsOffThread;
}) {
  async function existing(id: string): Promise<ProcessRow> {
    const process = await repository.findProcess(id);
    if (!process) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
    requireAttraction(process);
    return process;
  }

  /**
   * One group per approved tutor, sizes within one of each other, each student with the tutor that suits them
   * best under that constraint (the pairs' affinity, solved as one assignment problem).
   */
  async function automaticGroups(participants: readonly ParticipantRow[]): Promise<NewGroup[]> {
    const tutors = approved(participants, 'MENTOR');
    const students = approved(participants, 'STUDENT');
    const { profiles } = await repository.profilesOf([
      ...tutors.map((p) => ({ userId: p.userId, role: p.role })),
      ...students.map((p) => ({ userId: p.userId, role: p.role })),
    ]);
    const tutorProfiles = profiles.filter((p) => p.role === 'MENTOR');
    const studentProfiles = profiles.filter((p) => p.role === 'MENTEE');
    const groupOf = await solveGroupsFor({ students: studentProfiles, tutors: tutorProfiles }, solveOffThread);
    const groups = tutorProfiles.map((t) => ({ mentorId: t.userId, studentIds: [] as string[] }));
    studentProfiles.forEach((s, index) => groups[groupOf[index]!]!.studentIds.push(s.userId));
    return groups;
  }

  /** Spec 001 §7 GET /process/groups/{id}: groups with their chat activity, and the people to place. */
  async function list(processId: string, viewer: Viewer): Promise<AttractionGroupsResponse> {
    await existing(processId);
    const [participants, groups, activity] = await Promise.all([
      repository.participants(processId),
      repository.groups(processId),
      repository.activity(processId),
    ]);
    const isAdmin = viewer.role === 'ADMIN';
    const people = new Map(participants.map((p) => [p.userId, p]));
    const person = (userId: string): GroupPerson => {
      const p = people.get(userId);
      if (!p) return { userId, name: '', lastName: '', email: '' };
      return { userId, name: p.name, lastName: p.lastName, email: p.external && !isAdmin ? MASK : p.email };
    };
    const activityOf = new Map(activity.map((a) => [a.groupId, a]));
    return {
      processId,
      groups: groups.map((g) => {
        const a = activityOf.get(g.groupId);
        return {
          groupId: g.groupId,
          colorIndex: g.colorIndex,
          mentorId: g.mentorId,
          mentor: person(g.mentorId),
          studentIds: g.studentIds,
          students: g.studentIds.map(person),
          messages: a?.messages ?? 0,
          status: a?.status ?? 'INACTIVE',
          challengeMessageCounter: {
            startDate: a?.since?.toISOString() ?? null,
            countMessages: a?.messagesSince ?? 0,
            groupChallengeStatus: a?.statusSince ?? 'INACTIVE',
          },
        };
      }),
      tutors: approved(participants, 'MENTOR').map((p) => person(p.userId)),
      students: approved(participants, 'STUDENT').map((p) => person(p.userId)),
      pendingInvitations: participants.filter((p) => p.invitationStatus === 'PENDING').length,
    };
  }

  return {
    list,

    /** Spec 001 §7 create_groups: replaces the process's groups, in one transaction under the process's lock. */
    async createGroups(processId: string, body: CreateGroupsRequest): Promise<CreateGroupsResponse> {
      const process = await existing(processId);
      let groups: NewGroup[];
      let solvedFor: { tutors: string[]; students: string[] } | null = null;
      if (body.groupsAssignation) {
        groups = body.groupsAssignation.map((g) => ({ mentorId: g.mentorId, studentIds: [...g.studentIds] }));
      } else {
        const participants = await repository.participants(processId);
        requireCreatable({ process, participants, groups: [] });
        groups = await automaticGroups(participants);
        solvedFor = {
          tutors: approved(participants, 'MENTOR').map((p) => p.userId),
          students: approved(participants, 'STUDENT').map((p) => p.userId),
        };
      }
      await repository.underLock(processId, async (state, tx) => {
        requireCreatable(state);
        if (solvedFor) {
          // Someone answered or left meanwhile: the solve no longer covers the process's people.
          const tutorsNow = approved(state.participants, 'MENTOR').map((p) => p.userId);
          const studentsNow = approved(state.participants, 'STUDENT').map((p) => p.userId);
          if (!sameIds(tutorsNow, solvedFor.tutors) || !sameIds(studentsNow, solvedFor.students)) {
            throw conflict(types.invalidState, m.createFailed);
          }
        } else checkAssignation(groups, state.participants);
        await repository.replaceGroups(processId, groups, tx);
      });
      return { message: m.created, groupsCount: groups.length };
    },

    /** Spec 001 §5, §7 swap_groups: two students of different groups trade places, checked under the lock. */
    async swapGroups(processId: string, { group1, group2 }: SwapGroupsRequest) {
      await existing(processId);
      await repository.underLock(processId, async ({ process, groups }, tx) => {
        if (!EDITABLE.includes(process.status)) throw conflict(types.invalidState, m.notEditable);
        for (const ref of [group1, group2]) {
          const group = groups.find((g) => g.groupId === ref.groupId);
          if (!group) throw notFound(types.notFound, m.groupNotFound);
          if (!group.studentIds.includes(ref.userId)) throw conflict(types.invalidSelection, m.studentNotInGroup);
        }
        await repository.swapStudents(group1, group2, tx);
      });
      return { message: m.swapped };
    },

    /** Spec 001 §7 swap_mentor: another approved tutor, leading no other group, takes the group. */
    async swapMentor(processId: string, { groupId, oldMentorId, newMentorId }: SwapGroupMentorRequest) {
      await existing(processId);
      const fail = (message: string) => conflict(types.invalidState, groupFailure(m.mentorSwapFailed, message));
      await repository.underLock(processId, async ({ process, participants, groups }, tx) => {
        if (!EDITABLE.includes(process.status)) throw fail(m.notEditable);
        const group = groups.find((g) => g.groupId === groupId);
        if (!group) throw notFound(types.notFound, groupFailure(m.mentorSwapFailed, m.groupNotFound));
        if (group.mentorId !== oldMentorId) throw fail(m.wrongOldTutor);
        if (newMentorId === oldMentorId) throw fail(m.sameTutor);
        if (!approved(participants, 'MENTOR').some((p) => p.userId === newMentorId)) throw fail(m.tutorNotApproved);
        if (groups.some((g) => g.mentorId === newMentorId)) throw fail(m.tutorLeadsAnotherGroup);
        await repository.setMentor(groupId, newMentorId, tx);
      });
      return { message: m.mentorSwapped };
    },

    /** Spec 001 §7 add_student: an approved student of the process who is in no group joins this one. */
    async addStudent(processId: string, { groupId, userId }: AddGroupStudentRequest) {
      await existing(processId);
      const fail = (message: string) => conflict(types.invalidState, groupFailure(m.addStudentFailed, message));
      await repository.underLock(processId, async ({ process, participants, groups }, tx) => {
        if (!EDITABLE.includes(process.status)) throw fail(m.notEditable);
        if (!groups.some((g) => g.groupId === groupId)) {
          throw notFound(types.notFound, groupFailure(m.addStudentFailed, m.groupNotFound));
        }
        if (!approved(participants, 'STUDENT').some((p) => p.userId === userId)) throw fail(m.studentNotApproved);
        if (groups.some((g) => g.studentIds.includes(userId))) throw fail(m.studentInAGroup);
        await repository.addStudent(processId, groupId, userId, tx);
      });
      return { message: m.studentAdded };
    },

    /** The groups workbook (one row per group); 404 while the process has none. */
    async export(processId: string, viewer: Viewer) {
      const process = await existing(processId);
      const listed = await list(processId, viewer);
      if (listed.groups.length === 0) throw notFound(types.notFound, m.noGroups);
      return { processName: process.name, workbook: await groupsWorkbook(listed.groups) };
    },
  };
}

export type AttractionGroupsService = ReturnType<typeof createAttractionGroupsService>;
