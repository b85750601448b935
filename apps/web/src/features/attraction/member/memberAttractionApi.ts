import { memberAttractionSchema, type ChallengeSent, type MemberAttraction } from '@enlaza/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../../lib/api';
import { useLiveStatus, useLiveSubscription } from '../../../lib/live';

export type AttractionAs = 'mentor' | 'student';

export const memberAttractionKeys = {
  all: ['memberAttraction'] as const,
  view: (as: AttractionAs, processId: string) => ['memberAttraction', as, processId] as const,
};

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
  const query = useQuery({
    queryKey: memberAttractionKeys.view(as, processId),
    // Challenges sent while the member was elsewhere (e.g. in the group chat) show on return.
    refetchOnMount: 'always',
    queryFn: () =>
      api.request(
        `/${as === 'mentor' ? 'mentors' : 'students'}/me/attraction/${encodeURIComponent(processId)}`,
        {},
        memberAttractionSchema,
      ),
  });
  const onChallenge = useCallback(
    (challenge: ChallengeSent) => {
      queryClient.setQueryData<MemberAttraction>(memberAttractionKeys.view(as, processId), (view) =>
        view && !view.challengesSent.some((c) => c.challengeSentId === challenge.challengeSentId)
          ? { ...view, challengesSent: [challenge, ...view.challengesSent] }
          : view,
      );
    },
    [queryClient, as, processId],
  );
  useLiveSubscription<ChallengeSent>(CHALLENGES_SUBSCRIPTION, { processId }, onChallenge, query.isSuccess);
  const { connections } = useLiveStatus();
  const seen = useRef(connections);
  useEffect(() => {
    if (connections > seen.current && seen.current > 0) {
      void queryClient.invalidateQueries({ queryKey: memberAttractionKeys.view(as, processId) });
    }
    seen.current = connections;
  }, [connections, queryClient, as, processId]);
  return query;
}
