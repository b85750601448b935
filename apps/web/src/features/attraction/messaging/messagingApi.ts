import { groupBroadcastResultSchema, type MassMessageRequest, type SendChallengeRequest } from '@enlaza/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshMemberAttraction } from '../member/memberAttractionApi';

/** POST /api/challenge/send: the challenge message into every group's chat of the process. */
export function useSendChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChallengeRequest) =>
      api.request('/challenge/send', { method: 'POST', body }, groupBroadcastResultSchema),
    onSuccess: () => void refreshMemberAttraction(queryClient),
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
