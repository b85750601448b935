/**
 * The solve behind create_matches: the mentee–mentee score matrix under the process's configuration, the k-regular
 * selection, and each match's affinity and breakdown. From WORKER_THRESHOLD_MATCHES matches it is handed to the
 * app's solver pool (worker threads): 2,000 mentees with 4 matches each take about 3 s on a 2-core machine.
 */
import type { NetworkingConfiguration } from '@enlaza/contract';
import { buildNetworkingScoreMatrix, networkingMatches, scoreNetworking, type MatchingProfile } from '../matching';
import type { NewMatch } from './networking.repository';

export const WORKER_THRESHOLD_MATCHES = 1000;

export interface MatchesInput {
  mentees: MatchingProfile[];
  configuration: NetworkingConfiguration;
  numberOfMatch: number;
}

export function solveMatches({ mentees, configuration, numberOfMatch }: MatchesInput): NewMatch[] {
  const scores = buildNetworkingScoreMatrix(mentees, configuration);
  const result = networkingMatches(scores, mentees.length, numberOfMatch);
  return result.matches.map(({ a, b }) => {
    const [first, second] = mentees[a]!.userId < mentees[b]!.userId ? [a, b] : [b, a];
    const { affinity, breakdown } = scoreNetworking(mentees[first]!, mentees[second]!, configuration);
    return {
      studentAId: mentees[first]!.userId,
      studentBId: mentees[second]!.userId,
      affinity,
      affinityBreakdown: breakdown,
    };
  });
}

/** {@link solveMatches} run off the request thread (the app's solver pool, bounded in threads, queue and time). */
export type SolveMatchesOffThread = (input: MatchesInput) => Promise<NewMatch[]>;

/** In place for small cohorts, off the request thread for large ones. */
export function matchRows(input: MatchesInput, solveOffThread: SolveMatchesOffThread): Promise<NewMatch[]> {
  const matches = (input.mentees.length * input.numberOfMatch) / 2;
  return matches >= WORKER_THRESHOLD_MATCHES ? solveOffThread(input) : Promise.resolve(solveMatches(input));
}
