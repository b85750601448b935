import {
  defaultPairWeights,
  pairCriteria,
  pairingErrorTypes as types,
  pairingMessages as m,
  pairWeightsMessages,
  processAreaMessages,
  processErrorTypes,
  type CreatePairsResponse,
  type MentorshipInfo,
  type PairWeights,
  type PairWeightsLock,
  type PairWeightsResponse,
  type ParticipantRole,
  type PairsList,
  type ProcessStatus,
} from '@enlaza/contract';
import { pairAllowed, scorePair, type MatchingProfile } from '../matching';
import type { Viewer } from '../access';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import type { PairAnnouncements } from './pairs.announcements';
import type { LockedPairsState, LockedProcessState, NewPair, PairsRepository, Person } from './pairs.repository';
import { solvePairs, type SolveCohortOffThread } from './pairs.solver';
import { pageOf } from '../../db/pagination';

type ProcessRow = NonNullable<Awaited<ReturnType<PairsRepository['findProcess']>>>;
type PairRowStored = NonNullable<Awaited<ReturnType<PairsRepository['findPair']>>>;

/** Spec 001 §4: pairs are reviewed and edited before publishing (pre-kickoff) and while the process runs. */
const EDITABLE: ProcessStatus[] = ['KICKOFF', 'IN_PROGRESS'];
/** The weights are chosen before the pairs exist: while the process is prepared, up to create_pairs. */
const WEIGHTS_EDITABLE: ProcessStatus[] = ['DRAFT', 'KICKOFF'];
/** Spec 001 §6: an external mentor's contact is '-' for anyone but an admin. */
const MASK = '-';

const conflict = (type: string, message: string) => new AppError(type, 409, message);
const round1 = (value: number) => Math.round(value * 10) / 10;
async function orConflict<T>(write: Promise<T>, type: string, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(type, message);
    throw error;
  }
}

const fullName = (p: Person) => `${p.name} ${p.lastName}`.trim() || p.email;

/** Only the six criteria, whatever else a stored object carries. */
const pickWeights = (weights: Readonly<PairWeights>): PairWeights =>
  Object.fromEntries(pairCriteria.map((c) => [c, weights[c]])) as PairWeights;
/** Field by field: jsonb does not keep an object's key order. */
const sameWeights = (a: Readonly<PairWeights>, b: Readonly<PairWeights>) => pairCriteria.every((c) => a[c] === b[c]);
/** The weights the process's affinities are computed with: its own, or the defaults when it has none. */
const weightsOf = (process: { pairWeights: PairWeights | null }): PairWeights =>
  pickWeights(process.pairWeights ?? defaultPairWeights);

/** Why the weights may not change now, the first reason that applies; null when they may. */
function weightsLock(
  process: Pick<LockedProcessState, 'status' | 'serviceTypes' | 'existingPairs'>,
): PairWeightsLock | null {
  if (!process.serviceTypes.includes('MENTORING')) return 'notMentoring';
  if (!WEIGHTS_EDITABLE.includes(process.status)) return 'processStatus';
  if (process.existingPairs > 0) return 'pairsExist';
  return null;
}

/** Another request changed the weights after these pairs were scored: write nothing rather than stale affinities. */
function requireWeightsUnchanged(scoredWith: PairWeights, state: LockedProcessState) {
  if (!sameWeights(scoredWith, weightsOf(state))) throw conflict(types.invalidState, m.createFailed);
}

export function createPairsService({
  repository,
  solveOffThread,
  announcements,
}: {
  repository: PairsRepository;
  solveOffThread: SolveCohortOffThread;
  /** Members see their pairs only while the process runs: changes then are told to them. */
  announcements: PairAnnouncements;
}) {
  async function existing(id: string): Promise<ProcessRow> {
    const found = await repository.findProcess(id);
    if (!found) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
    return found;
  }

  type ProcessState = Pick<ProcessRow, 'status' | 'serviceTypes'>;

  function requireMentoring(process: ProcessState) {
    if (!process.serviceTypes.includes('MENTORING')) throw conflict(types.invalidState, m.onlyMentoring);
  }

  function requireEditable(process: ProcessState) {
    requireMentoring(process);
    if (!EDITABLE.includes(process.status)) throw conflict(types.invalidState, m.editStatus);
  }

  /** The pair as the write's lock found it: gone, or disabled meanwhile, it is refused like before the lock. */
  function lockedPair(state: LockedPairsState, pairId: string) {
    const pair = state.pairs.find((p) => p.id === pairId);
    if (!pair) throw notFound(types.notFound, m.notFound);
    if (pair.disabled) throw conflict(types.invalidState, m.pairDisabled);
    return pair;
  }

  async function existingPair(pairId: string): Promise<PairRowStored> {
    const pair = await repository.findPair(pairId);
    if (!pair) throw notFound(types.notFound, m.notFound);
    return pair;
  }

  const toNewPair = (mentee: MatchingProfile, mentor: MatchingProfile, weights: PairWeights): NewPair => {
    const { affinity, breakdown } = scorePair(mentee, mentor, weights);
    return {
      studentId: mentee.userId,
      mentorId: mentor.userId,
      affinity,
      affinityBreakdown: breakdown,
      objectiveId: mentee.mainAdviceId ?? null,
    };
  };

  /**
   * Why each left-over mentee cannot be paired: the distinct hard-constraint reasons against the mentors, and when
   * some mentors were allowed, that the assignment needed them for others (no complete assignment exists).
   */
  function infeasibility(
    unassigned: readonly number[],
    mentees: readonly MatchingProfile[],
    mentors: readonly MatchingProfile[],
    persons: Map<string, Person>,
  ): string[] {
    return unassigned.map((index) => {
      const mentee = mentees[index]!;
      const reasons = new Set<string>();
      let allowed = 0;
      for (const mentor of mentors) {
        const check = pairAllowed(mentee, mentor);
        if (check.allowed) allowed++;
        else reasons.add(check.reason);
      }
      const person = persons.get(mentee.userId)!;
      const parts = [...reasons];
      if (allowed > 0) parts.push(m.allowedMentorsTaken);
      return `${fullName(person)} (${person.email}): ${parts.join(' ')}`;
    });
  }

  /** Refuses a pair that breaks a hard constraint, with the constraint's reason. */
  function checkAllowed(mentee: MatchingProfile, mentor: MatchingProfile) {
    const check = pairAllowed(mentee, mentor);
    if (!check.allowed) throw conflict(types.constraint, m.notAllowed(check.reason));
  }

  async function weightsResponse(processId: string): Promise<PairWeightsResponse> {
    const process = await existing(processId);
    const weights = weightsOf(process);
    const defaults = pickWeights(defaultPairWeights);
    const existingPairs = await repository.countPairs(processId);
    const lockedBecause = weightsLock({ ...process, existingPairs });
    return {
      weights,
      defaults,
      isDefault: sameWeights(weights, defaults),
      editable: lockedBecause === null,
      lockedBecause,
    };
  }

  return {
    /** The criterion weights of the process's affinities, and whether they may be changed now. */
    weights: weightsResponse,

    /**
     * Replaces the process's weights while its pairs do not exist yet (afterwards every stored affinity would
     * disagree with them). Writing the defaults stores none, so the process keeps following the defaults.
     */
    async saveWeights(processId: string, weights: PairWeights): Promise<PairWeightsResponse> {
      await existing(processId);
      const chosen = pickWeights(weights);
      const stored = sameWeights(chosen, defaultPairWeights) ? null : chosen;
      await repository.saveWeights(processId, stored, (state) => {
        const lockedBecause = weightsLock(state);
        if (lockedBecause) throw conflict(types.invalidState, pairWeightsMessages.locked[lockedBecause]);
      });
      return weightsResponse(processId);
    },

    /**
     * The optimal assignment of the whole cohort (spec 001 §7 create_pairs); from WORKER_THRESHOLD_PAIRS pairs the
     * solve runs on a worker thread so this instance keeps answering other requests meanwhile (503 when it takes
     * too long or too many solves are waiting).
     */
    async createPairs(processId: string): Promise<CreatePairsResponse> {
      const process = await existing(processId);
      requireMentoring(process);
      if (process.ungrouped) throw conflict(types.invalidState, m.onlyMentoring);
      if (process.status !== 'KICKOFF') throw conflict(types.invalidState, m.createOnlyKickoff);
      const counts = await repository.participantCounts(processId);
      if (counts.pending > 0) throw conflict(types.pendingInvitations, m.pendingInvitations);
      if (counts.approvedMentees !== counts.approvedMentors) throw conflict(types.countsDiffer, m.countsDiffer);
      if (counts.approvedMentees === 0) throw conflict(types.invalidState, m.noParticipants);
      if ((await repository.countPairs(processId)) > 0) throw conflict(types.alreadyCreated, m.alreadyCreated);

      const { profiles, persons } = await repository.approvedProfiles(processId);
      const mentees = profiles.filter((p) => p.role === 'MENTEE');
      const mentors = profiles.filter((p) => p.role === 'MENTOR');
      const weights = weightsOf(process);
      const solved = await solvePairs({ mentees, mentors, weights }, solveOffThread);
      if (solved.unassigned.length > 0) {
        throw conflict(types.infeasible, m.infeasible(infeasibility(solved.unassigned, mentees, mentors, persons)));
      }
      const rows: NewPair[] = solved.pairs.map((p) => ({
        studentId: mentees[p.menteeIndex]!.userId,
        mentorId: mentors[p.mentorIndex]!.userId,
        affinity: p.affinity,
        affinityBreakdown: p.breakdown,
        objectiveId: mentees[p.menteeIndex]!.mainAdviceId ?? null,
      }));
      const sessionsPerPair = await repository.sessionsPerPair(process);
      await orConflict(
        repository.createPairs(processId, rows, sessionsPerPair, (state) => {
          if (state.existingPairs > 0) throw conflict(types.alreadyCreated, m.alreadyCreated);
          requireWeightsUnchanged(weights, state);
        }),
        types.alreadyCreated,
        m.alreadyCreated,
      );
      const average = rows.length > 0 ? round1(rows.reduce((s, r) => s + r.affinity, 0) / rows.length) : null;
      return { message: m.created, pairsCount: rows.length, averageAffinity: average };
    },

    async list(
      processId: string,
      viewer: Viewer,
      query: { searchTerm?: string; page: number; limit: number },
    ): Promise<PairsList> {
      await existing(processId);
      const [{ rows, total }, stats] = await Promise.all([
        repository.listPairs(processId, query.searchTerm || undefined, query.page, query.limit),
        repository.affinityStats(processId),
      ]);
      const isAdmin = viewer.role === 'ADMIN';
      const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
      const average = num(stats?.average);
      return {
        ...pageOf(
          rows.map(({ mentorInfo, ...row }) => {
            const external = (mentorInfo as MentorshipInfo | null)?.mentorType === 'EXTERNAL';
            return {
              ...row,
              sessionsReached: Number(row.sessionsReached),
              mentor: { ...row.mentor, email: external && !isAdmin ? MASK : row.mentor.email },
            };
          }),
          total,
          query,
        ),
        stats: {
          average: average === null ? null : Math.round(average),
          min: num(stats?.min) === null ? null : round1(num(stats?.min)!),
          max: num(stats?.max) === null ? null : round1(num(stats?.max)!),
        },
      };
    },

    /**
     * Exchanges the mentors of two active pairs of the process and rescores both. In progress only while neither
     * pair has a session done: a done session belongs to the pair as it was.
     */
    async swap(processId: string, pairId1: string, pairId2: string) {
      if (pairId1 === pairId2) throw badRequest(types.invalidSelection, m.samePair);
      const process = await existing(processId);
      requireEditable(process);
      const [first, second] = await Promise.all([existingPair(pairId1), existingPair(pairId2)]);
      if (first.processId !== processId || second.processId !== processId) {
        throw badRequest(types.invalidSelection, m.notInProcess);
      }
      if (first.disabled || second.disabled) throw conflict(types.invalidState, m.pairDisabled);
      if (process.status === 'IN_PROGRESS' && (await repository.doneSessionCount([first.id, second.id])) > 0) {
        throw conflict(types.sessionsDone, m.sessionsDone);
      }
      const { profiles } = await repository.profilesOf([
        { userId: first.studentId, role: 'STUDENT' },
        { userId: first.mentorId, role: 'MENTOR' },
        { userId: second.studentId, role: 'STUDENT' },
        { userId: second.mentorId, role: 'MENTOR' },
      ]);
      const [studentA, mentorA, studentB, mentorB] = profiles as [
        MatchingProfile,
        MatchingProfile,
        MatchingProfile,
        MatchingProfile,
      ];
      checkAllowed(studentA, mentorB);
      checkAllowed(studentB, mentorA);
      // Once pairs exist the weights are frozen, so these are the weights the rest of the process was scored with.
      const weights = weightsOf(process);
      const a = scorePair(studentA, mentorB, weights);
      const b = scorePair(studentB, mentorA, weights);
      await orConflict(
        repository.swapMentors(
          first,
          second,
          [
            { affinity: a.affinity, breakdown: a.breakdown },
            { affinity: b.affinity, breakdown: b.breakdown },
          ],
          (state) => {
            // The checks above, again under the locks: the pairs were scored as they were read.
            requireEditable(state);
            const [lockedFirst, lockedSecond] = [lockedPair(state, first.id), lockedPair(state, second.id)];
            if (lockedFirst.mentorId !== first.mentorId || lockedSecond.mentorId !== second.mentorId) {
              throw conflict(types.invalidState, m.swapFailed);
            }
            if (state.status === 'IN_PROGRESS' && state.doneSessions > 0) {
              throw conflict(types.sessionsDone, m.sessionsDone);
            }
          },
          async (state, tx) => {
            if (state.status === 'IN_PROGRESS') await announcements.changed(processId, [first.id, second.id], tx);
          },
        ),
        types.invalidState,
        m.swapFailed,
      );
      return { message: m.swapped };
    },

    async remove(pairId: string) {
      const pair = await existingPair(pairId);
      requireEditable(await existing(pair.processId));
      // A disabled pair is the record of a mentoring that ended early; it is kept.
      if (pair.disabled) throw conflict(types.invalidState, m.pairDisabled);
      await repository.deletePair(pair, (state) => {
        requireEditable(state);
        lockedPair(state, pair.id);
      });
      return { message: m.deleted };
    },

    /** Irreversible: the pair stays (its history counts) and both people leave the process. */
    async disable(pairId: string) {
      const pair = await existingPair(pairId);
      const process = await existing(pair.processId);
      requireMentoring(process);
      if (process.status !== 'IN_PROGRESS') throw conflict(types.invalidState, m.disableStatus);
      if (pair.disabled) throw conflict(types.alreadyDisabled, m.alreadyDisabled);
      await repository.disablePair(pair, (state) => {
        if (state.status !== 'IN_PROGRESS') throw conflict(types.invalidState, m.disableStatus);
        const locked = state.pairs.find((p) => p.id === pair.id);
        if (!locked) throw notFound(types.notFound, m.notFound);
        if (locked.disabled) throw conflict(types.alreadyDisabled, m.alreadyDisabled);
      });
      return { message: m.disabled };
    },

    /**
     * Pairs of existing users, all or nothing: every email must name a user, nobody may already be in a pair of the
     * process or hold the other role in it, and each pair must pass the hard constraints. Each person becomes an
     * approved participant in their role.
     */
    async addFromEmails(processId: string, requested: ReadonlyArray<{ studentEmail: string; mentorEmail: string }>) {
      const process = await existing(processId);
      requireEditable(process);
      const emails = requested.flatMap((p) => [p.studentEmail, p.mentorEmail]);
      const seen = new Set<string>();
      for (const email of emails) {
        if (seen.has(email)) throw badRequest(types.invalidSelection, m.duplicatedInBatch(email));
        seen.add(email);
      }
      const found = await repository.findUsersByEmails(emails);
      const idOf = new Map(found.map((u) => [u.email.toLowerCase(), u.userId]));
      const missing = emails.filter((e) => !idOf.has(e));
      if (missing.length > 0) throw badRequest(types.userNotFound, `${m.userNotFound}: ${missing.join(', ')}`);

      const wanted = requested.map((p) => ({
        studentId: idOf.get(p.studentEmail)!,
        mentorId: idOf.get(p.mentorEmail)!,
      }));
      const roleOf = new Map<string, ParticipantRole>();
      for (const p of wanted) {
        roleOf.set(p.studentId, 'STUDENT');
        roleOf.set(p.mentorId, 'MENTOR');
      }
      const userIds = [...roleOf.keys()];
      const emailOf = new Map(found.map((u) => [u.userId, u.email]));
      const paired = await repository.pairedUsers(processId, userIds);
      for (const pair of paired) {
        const taken = roleOf.has(pair.studentId) ? pair.studentId : pair.mentorId;
        throw conflict(types.alreadyPaired, m.alreadyPaired(emailOf.get(taken)!));
      }
      for (const participant of await repository.participantsOf(processId, userIds)) {
        // A removed participant stays removed (spec 001 §4); someone cannot be mentee and mentor of one process.
        if (participant.removedAt !== null || participant.role !== roleOf.get(participant.userId)) {
          throw conflict(types.alreadyPaired, m.alreadyPaired(emailOf.get(participant.userId)!));
        }
      }
      const { profiles } = await repository.profilesOf(
        userIds.map((userId) => ({ userId, role: roleOf.get(userId)! })),
      );
      const profileOf = new Map(profiles.map((p) => [p.userId, p]));
      const weights = weightsOf(process);
      const rows = wanted.map(({ studentId, mentorId }) => {
        const mentee = profileOf.get(studentId)!;
        const mentor = profileOf.get(mentorId)!;
        checkAllowed(mentee, mentor);
        return toNewPair(mentee, mentor, weights);
      });
      const sessionsPerPair = await repository.sessionsPerPair(process);
      const pairIds = await orConflict(
        repository.addPairs(
          processId,
          userIds.map((userId) => ({ userId, role: roleOf.get(userId)! })),
          rows,
          sessionsPerPair,
          (state) => requireWeightsUnchanged(weights, state),
          // Pairs added before the start are published with it; added to a running process, they are seen now.
          async (state, pairIds, tx) => {
            if (state.status === 'IN_PROGRESS') await announcements.published(processId, pairIds, tx);
          },
        ),
        types.alreadyPaired,
        m.createFailed,
      );
      return { message: rows.length === 1 ? m.pairCreated : m.pairsAdded, pairIds };
    },
  };
}
export type PairsService = ReturnType<typeof createPairsService>;
