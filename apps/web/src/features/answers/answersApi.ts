/**
 * The answering page's calls (spec 002 §2.6, §7.3): a person opens their mailed link on any device, signed in or not;
 * the link's token travels in the `user-token` header, never with a stored session that might be someone else's.
 */
import { answerResultSchema, invitationViewSchema, USER_TOKEN_HEADER, type AnswerItem } from '@enlaza/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiKey, apiQuery, type RequestOptions } from '../../lib/api';
import { refreshParticipation } from '../participation/participationApi';

/** How the page calls the API: with the link's token, else with the session when there is one, else as a guest. */
export type AnswerCredentials = { userToken: string } | { session: boolean };

function authOf(credentials: AnswerCredentials): Pick<RequestOptions, 'auth' | 'headers'> {
  if ('userToken' in credentials) return { auth: 'none', headers: { [USER_TOKEN_HEADER]: credentials.userToken } };
  return { auth: credentials.session ? 'session' : 'none' };
}

const invitationPath = (invitationId: string) => `/questionary-invitations/${encodeURIComponent(invitationId)}`;

/** GET /api/questionary-invitations/{invitationId}. */
const invitationQuery = (invitationId: string, credentials: AnswerCredentials) =>
  queryOptions({
    ...apiQuery(invitationPath(invitationId), undefined, invitationViewSchema, authOf(credentials)),
    retry: false,
    // The questionnaire does not change while it is being answered: no refetch that could reset the form.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useInvitation(invitationId: string, credentials: AnswerCredentials) {
  return useQuery(invitationQuery(invitationId, credentials));
}

/** POST /api/questionary-invitations/answer/{invitationId} (201). */
export function useSubmitAnswers(invitationId: string, credentials: AnswerCredentials) {
  const queryClient = useQueryClient();
  return useMutation({
    // The member's pending list and process views ('Evaluar sesión' → 'Contestado') change with the answer.
    onSuccess: () => refreshParticipation(queryClient),
    mutationFn: (answers: AnswerItem[]) =>
      api.request(
        `/questionary-invitations/answer/${encodeURIComponent(invitationId)}`,
        { method: 'POST', body: { answers }, ...authOf(credentials) },
        answerResultSchema,
      ),
  });
}

/** PUT /api/answers: the answers so far, kept on the server too (a personal invitation only). */
export function saveAnswers(invitationId: string, answers: AnswerItem[], credentials: AnswerCredentials) {
  return api.request(
    '/answers',
    { method: 'PUT', body: { invitationId, answers }, ...authOf(credentials) },
    z.object({ message: z.string() }),
  );
}

/** GET /api/process/translateLegacyMdi: the invitation an older measurement link names. */
export function useLegacyMdiTranslation(
  query: { processId: string; measurementId: string; userRole: string },
  credentials: AnswerCredentials,
  enabled: boolean,
) {
  const path = '/process/translateLegacyMdi';
  return useQuery({
    ...apiQuery(
      path,
      query,
      z.object({ invitationId: z.string(), userToken: z.string().optional() }),
      authOf(credentials),
    ),
    // The old link's token travels in a header, not in the address: it joins the key as what tells two links apart.
    queryKey: [...apiKey(path, query), { userToken: 'userToken' in credentials ? credentials.userToken : null }],
    enabled,
    retry: false,
  });
}
