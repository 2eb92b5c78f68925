import type { AppDetail, AppService } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appKeys } from '../query-keys';

/**
 * Connect, settings and status all answer the whole app: its page is cached as it is, and the list (chips and
 * health) is asked again.
 */
export function useAppChange<V>(
  accountId: string,
  service: AppService,
  call: (value: V) => Promise<{ data: AppDetail }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      queryClient.setQueryData(appKeys.detail(accountId, service), answer.data);
      await queryClient.invalidateQueries({ queryKey: appKeys.list(accountId), exact: true });
    },
  });
}
