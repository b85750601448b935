import { memberAttractionSchema, type ChallengeSent, type MemberAttraction } from '@enlaza/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiKey, apiQuery, invalidateResource } from '../../../lib/api';
import { useLiveStatus, useLiveSubscription } from '../../../lib/live';

export type AttractionAs = 'mentor' | 'student';

const attractionPath = (as: AttractionAs) => `/${as === 'mentor' ? 'mentors' : 'students'}/me/attraction`;

/** Every member's attraction view, in both roles: what a sent challenge changes. */
export function refreshMemberAttraction(queryClient: QueryClient) {
  return invalidateResource(queryClient, attractionPath('mentor'), attractionPath('student'));
}

const CHALLENGES_SUBSCRIPTION = /* GraphQL */ `
  subscription ($processId: ID!) {
    challengesSent(processId: $processId) {
      challengeSentId
      processId
      title
      text
      sentAt
    }
  }
`;

/**
 * GET /api/{students|mentors}/me/attraction/{id}: the member's attraction process, their group and the challenges
 * sent; a challenge sent while the page is open is added live, and after a drop the view is read again.
 */
export function useMemberAttraction(as: AttractionAs, processId: string) {
  const queryClient = useQueryClient();
  const path = `${attractionPath(as)}/${encodeURIComponent(processId)}`;
  const query = useQuery({
    ...apiQuery(path, undefined, memberAttractionSchema),
    // Challenges sent while the member was elsewhere (e.g. in the group chat) show on return.
    refetchOnMount: 'always',
  });
  const onChallenge = useCallback(
    (challenge: ChallengeSent) => {
      queryClient.setQueryData<MemberAttraction>(apiKey(path), (view) =>
        view && !view.challengesSent.some((c) => c.challengeSentId === challenge.challengeSentId)
          ? { ...view, challengesSent: [challenge, ...view.challengesSent] }
          : view,
      );
    },
    [queryClient, path],
  );
  useLiveSubscription<ChallengeSent>(CHALLENGES_SUBSCRIPTION, { processId }, onChallenge, query.isSuccess);
  const { connections } = useLiveStatus();
  const seen = useRef(connections);
  useEffect(() => {
    if (connections > seen.current && seen.current > 0) {
      void invalidateResource(queryClient, path);
    }
    seen.current = connections;
  }, [connections, queryClient, path]);
  return query;
}
