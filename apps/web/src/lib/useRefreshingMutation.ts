import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that, once settled (done or failed), refreshes every query under the given keys. */
export function useRefreshingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
