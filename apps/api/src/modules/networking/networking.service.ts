import {
  networkingBreakdown,
  networkingMatchErrorTypes as types,
  networkingMatchMessages as m,
  processAreaMessages,
  processErrorTypes,
  type CreateMatchChatRoomsResponse,
  type CreateMatchesResponse,
  type MatchesList,
  type MemberNetworking,
  type NetworkingConfiguration,
  type PossibleNumberMatches,
} from '@enlaza/contract';
import { FORBIDDEN, networkingMatches, possibleNumberOfMatches } from '../matching';
import { AppError, badRequest, notFound } from '../../plugins/errors';
import { photoUrlOf } from '../users';
import { matchesWorkbook } from './networking.documents';
import type { MatchTally, NetworkingRepository, StoredMatch } from './networking.repository';
import { matchRows, type SolveMatchesOffThread } from './networking.solver';
import { pageOf } from '../../db/pagination';

type ProcessRow = NonNullable<Awaited<ReturnType<NetworkingRepository['findProcess']>>>;

const conflict = (type: string, message: string) => new AppError(type, 409, message);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A process with NETWORKING but no saved configuration weighs nothing: any partner is as good as another. */
const INDIFFERENT_CONFIGURATION: NetworkingConfiguration = {
  businessAreaConfiguration: 'INDIFFERENT',
  businessPositionConfiguration: 'INDIFFERENT',
  interestTypeConfiguration: 'INDIFFERENT',
  regionConfiguration: 'INDIFFERENT',
  numberOfMatch: 1,
  numberOfChatsEnabled: 0,
};
/**
 * Added to the score of a match whose chat is already open when choosing which chats to open: the choice keeps
 * every open chat (enabling is irreversible) before it looks at affinity. Far above any affinity (0–100).
 */
const OPEN_CHAT_BONUS = 1000;

/**
 * Which matches get a chat so that every matched mentee has exactly k open chats, keeping the ones already open and
 * preferring higher affinity: a k-regular sub-selection of the k-regular match graph, found with the same
 * networking solver on a matrix where only existing matches are allowed. Null when the solver finds none that uses
 * only matches and keeps every open chat (for some match graphs and odd k none exists).
 */
export function chooseChatMatches(matches: readonly StoredMatch[], numberOfMatch: number, k: number): string[] | null {
  if (k === numberOfMatch) return matches.map((match) => match.id);
  const ids = [...new Set(matches.flatMap((match) => [match.studentAId, match.studentBId]))].sort();
  const index = new Map(ids.map((id, i) => [id, i]));
  const n = ids.length;
  const scores = new Float64Array(n * n).fill(FORBIDDEN);
  const byCell = new Map<number, StoredMatch>();
  for (const match of matches) {
    const a = index.get(match.studentAId)!;
    const b = index.get(match.studentBId)!;
    const value = match.affinity + (match.chatEnabled ? OPEN_CHAT_BONUS : 0);
    scores[a * n + b] = value;
    scores[b * n + a] = value;
    byCell.set(Math.min(a, b) * n + Math.max(a, b), match);
  }
  if (!possibleNumberOfMatches(n).includes(k)) return null;
  const chosen: string[] = [];
  for (const edge of networkingMatches(scores, n, k).matches) {
    const match = byCell.get(edge.a * n + edge.b);
    if (!match) return null;
    chosen.push(match.id);
  }
  const chosenSet = new Set(chosen);
  if (matches.some((match) => match.chatEnabled && !chosenSet.has(match.id))) return null;
  return chosen;
}

/** The tally of matches already loaded (a mentee added after generating is in none). */
const tallyOf = (matches: readonly StoredMatch[]): MatchTally => ({
  matches: matches.length,
  open: matches.filter((match) => match.chatEnabled).length,
  mentees: new Set(matches.flatMap((match) => [match.studentAId, match.studentBId])).size,
});

export function createNetworkingService({
  repository,
  solveOffThread,
}: {
  repository: NetworkingRepository;
  solveOffThread: SolveMatchesOffThread;
}) {
  async function existing(id: string): Promise<ProcessRow> {
    const found = await repository.findProcess(id);
    if (!found) throw notFound(processErrorTypes.notFound, processAreaMessages.notFound);
    return found;
  }

  function requireNetworking(process: ProcessRow) {
    if (!process.serviceTypes.includes('NETWORKING')) throw conflict(types.invalidState, m.onlyNetworking);
  }

  /**
   * Matches per mentee and chats open per mentee, read from the stored matches themselves (each mentee has the same
   * number of each): the process's networking configuration may be edited after generating, so its numberOfMatch is
   * only the default offered for the next generation. null / 0 before generating.
   */
  function generatedState({ matches, open, mentees }: MatchTally) {
    if (matches === 0) return { numberOfMatch: null, numberOfChatsEnabled: 0 };
    return {
      numberOfMatch: Math.round((2 * matches) / mentees),
      numberOfChatsEnabled: Math.round((2 * open) / mentees),
    };
  }

  /** Chats per mentee that can be enabled now: feasible for the matched mentees, ≤ matches, above those open. */
  function chatValues(tally: MatchTally): number[] {
    const { numberOfMatch, numberOfChatsEnabled } = generatedState(tally);
    if (numberOfMatch === null) return [];
    return possibleNumberOfMatches(tally.mentees).filter((k) => k <= numberOfMatch && k > numberOfChatsEnabled);
  }

  return {
    /** Spec 001 §5: the options of 'Matchs por mentee' and of the chats to enable. */
    async possibleNumbers(processId: string): Promise<PossibleNumberMatches> {
      const process = await existing(processId);
      requireNetworking(process);
      const [counts, tally] = await Promise.all([repository.menteeCounts(processId), repository.matchTally(processId)]);
      return {
        menteesCount: counts.approved,
        pendingMentees: counts.pending,
        values: possibleNumberOfMatches(counts.approved),
        ...generatedState(tally),
        chatValues: chatValues(tally),
      };
    },

    /**
     * Spec 001 §7 create_matches: every confirmed mentee gets exactly numberOfMatch distinct partners, maximising the
     * total networking affinity (see networkingMatches). Pre-kickoff only; replaces earlier matches unless a chat
     * was opened on them (irreversible).
     */
    async createMatches(processId: string, numberOfMatch: number): Promise<CreateMatchesResponse> {
      const process = await existing(processId);
      requireNetworking(process);
      if (process.status !== 'KICKOFF') throw conflict(types.invalidState, m.generateOnlyKickoff);
      const counts = await repository.menteeCounts(processId);
      if (counts.pending > 0) throw conflict(types.pendingMentees, m.pendingMentees);
      if (counts.approved < 2) throw conflict(types.invalidState, m.notEnoughMentees);
      const values = possibleNumberOfMatches(counts.approved);
      if (!values.includes(numberOfMatch)) {
        throw badRequest(types.invalidNumber, m.invalidNumber(numberOfMatch, counts.approved, values));
      }
      const { profiles } = await repository.approvedMenteeProfiles(processId);
      const configuration = process.networking ?? INDIFFERENT_CONFIGURATION;
      const rows = await matchRows({ mentees: profiles, configuration, numberOfMatch }, solveOffThread);
      await repository.replaceMatches(
        processId,
        rows,
        { ...configuration, numberOfMatch, numberOfChatsEnabled: 0 },
        ({ status, chatEnabled }) => {
          if (status !== 'KICKOFF') throw conflict(types.invalidState, m.generateOnlyKickoff);
          if (chatEnabled > 0) throw conflict(types.chatsLocked, m.chatsLocked);
        },
      );
      const average = rows.length > 0 ? round1(rows.reduce((s, r) => s + r.affinity, 0) / rows.length) : null;
      return { message: m.generated, matchesCount: rows.length, numberOfMatch, averageAffinity: average };
    },

    /**
     * Spec 001 §7 create_matches_chat_rooms: opens chats so that every matched mentee has exactly
     * numberOfChatsToEnable of them, keeping those already open (irreversible) and preferring higher affinity.
     */
    async enableChats(processId: string, numberOfChatsToEnable: number): Promise<CreateMatchChatRoomsResponse> {
      const process = await existing(processId);
      requireNetworking(process);
      if (process.status !== 'KICKOFF' && process.status !== 'IN_PROGRESS') {
        throw conflict(types.invalidState, m.chatsStatus);
      }
      const matches = await repository.allMatches(processId);
      if (matches.length === 0) throw conflict(types.noMatches, m.noMatches);
      const tally = tallyOf(matches);
      const { numberOfMatch, numberOfChatsEnabled } = generatedState(tally);
      if (numberOfChatsToEnable <= numberOfChatsEnabled) {
        throw conflict(types.invalidNumber, m.chatsBelowEnabled(numberOfChatsEnabled));
      }
      const allowed = chatValues(tally);
      if (!allowed.includes(numberOfChatsToEnable)) {
        throw badRequest(types.invalidNumber, m.invalidChatNumber(numberOfChatsToEnable, allowed));
      }
      const chosen = chooseChatMatches(matches, numberOfMatch!, numberOfChatsToEnable);
      if (!chosen) throw conflict(types.chatsInfeasible, m.chatsInfeasible(numberOfChatsToEnable));
      const known = new Set(matches.map((match) => match.id));
      const wasOpen = new Set(matches.filter((match) => match.chatEnabled).map((match) => match.id));
      const created = await repository.enableChats(
        processId,
        chosen,
        { ...(process.networking ?? INDIFFERENT_CONFIGURATION), numberOfChatsEnabled: numberOfChatsToEnable },
        ({ status, enabledMatchIds, matchIds }) => {
          if (status !== 'KICKOFF' && status !== 'IN_PROGRESS') throw conflict(types.invalidState, m.chatsStatus);
          // Someone regenerated the matches or opened chats meanwhile: this choice no longer fits what is stored.
          const same =
            matchIds.size === known.size &&
            [...known].every((id) => matchIds.has(id)) &&
            enabledMatchIds.size === wasOpen.size &&
            [...wasOpen].every((id) => enabledMatchIds.has(id));
          if (!same) throw conflict(types.invalidState, m.chatsFailed);
        },
      );
      return { message: m.chatsEnabled, chatRoomsCreated: created, numberOfChatsEnabled: numberOfChatsToEnable };
    },

    async list(processId: string, query: { searchTerm?: string; page: number; limit: number }): Promise<MatchesList> {
      await existing(processId);
      const [{ rows, total }, stats, tally] = await Promise.all([
        repository.listMatches(processId, query.searchTerm || undefined, query.page, query.limit),
        repository.affinityStats(processId),
        repository.matchTally(processId),
      ]);
      const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : round1(Number(v)));
      return {
        ...pageOf(
          rows.map(({ chatRoomId, ...row }) => ({ ...row, chatEnabled: chatRoomId !== null })),
          total,
          query,
        ),
        stats: { average: num(stats?.average), min: num(stats?.min), max: num(stats?.max) },
        ...generatedState(tally),
      };
    },

    /**
     * GET /users/me/networking/matches: the member's networking processes with her matches, each explained per
     * criterion under the process's configuration, the other mentee's card and her chat once enabled. Only the
     * signed-in member's own matches: the query is scoped to her id.
     */
    async memberMatches(userId: string): Promise<MemberNetworking> {
      const mine = await repository.memberNetworkingProcesses(userId);
      const matches = await repository.memberMatches(
        userId,
        mine.map((process) => process.processId),
      );
      const interests = await repository.interestsOf([...new Set(matches.map((match) => match.partner.id))]);
      const interestsByUser = new Map<string, Array<Omit<(typeof interests)[number], 'userId'>>>();
      for (const { userId: owner, ...interest } of interests) {
        interestsByUser.set(owner, [...(interestsByUser.get(owner) ?? []), interest]);
      }
      return mine.map(({ processId, name, status, networking }) => ({
        processId,
        name,
        status,
        matches: matches
          .filter((match) => match.processId === processId)
          .map(({ matchId, affinity, affinityBreakdown, chatRoomId, partner, partnerActive }) => ({
            matchId,
            affinity,
            breakdown: networkingBreakdown(affinityBreakdown, networking),
            partner: {
              id: partner.id,
              name: partner.name,
              lastName: partner.lastName,
              photoUrl: photoUrlOf(partner.photoKey),
              biography: partner.biography,
              interests: interestsByUser.get(partner.id) ?? [],
              contactInfo: { country: partner.country, region: partner.region },
              professionalInfo: {
                company: partner.company,
                businessArea: partner.businessArea,
                businessPosition: partner.businessPosition ? { businessPosition: partner.businessPosition } : null,
              },
            },
            partnerLeftProcess: !partnerActive,
            chatEnabled: chatRoomId !== null,
            chatRoomId,
          })),
      }));
    },

    async exportWorkbook(processId: string) {
      const process = await existing(processId);
      const rows = await repository.exportRows(processId);
      if (rows.length === 0) throw notFound(types.noMatches, m.exportEmpty);
      return { processName: process.name, workbook: await matchesWorkbook(rows) };
    },
  };
}
export type NetworkingService = ReturnType<typeof createNetworkingService>;
