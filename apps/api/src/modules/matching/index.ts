/** Affinity scoring and optimal assignment shared by the pairs and networking areas: the matching area's surface. */
export {
  buildNetworkingScoreMatrix,
  buildPairScoreMatrix,
  FORBIDDEN,
  pairAllowed,
  scoreNetworking,
  scorePair,
  type MatchingProfile,
  type PairCriterion,
  type PairWeights,
} from './affinity';
export { networkingMatches, optimalAssignment, possibleNumberOfMatches } from './assignment';
export { balancedGroupAssignment } from './groupAssignment';
export { loadMatchingProfiles, type Person } from './profiles.repository';
