import {
  challengeSchema,
  groupBroadcastResultSchema,
  type MassMessageRequest,
  type SendChallengeRequest,
} from '@enlaza/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { memberAttractionKeys } from '../member/memberAttractionApi';

export const attractionMessagingKeys = {
  challenge: (challengeId: string) => ['attractionMessaging', 'challenge', challengeId] as const,
};

/** GET /api/challenge/{id}: the process's challenge, whose messages the coordinator picks one of to send. */
export function useChallengeMessages(challengeId: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: attractionMessagingKeys.challenge(challengeId ?? ''),
    queryFn: () => api.request(`/challenge/${encodeURIComponent(challengeId!)}`, {}, challengeSchema),
    enabled: enabled && !!challengeId,
  });
}

/** POST /api/challenge/send: the challenge message into every group's chat of the process. */
export function useSendChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChallengeRequest) =>
      api.request('/challenge/send', { method: 'POST', body }, groupBroadcastResultSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberAttractionKeys.all }),
  });
}

/** POST /api/process/attraction/{id}/mass_message/: a message into the chosen groups' chats. */
export function useMassMessage(processId: string) {
  return useMutation({
    mutationFn: (body: MassMessageRequest) =>
      api.request(
        `/process/attraction/${encodeURIComponent(processId)}/mass_message/`,
        { method: 'POST', body },
        groupBroadcastResultSchema,
      ),
  });
}
