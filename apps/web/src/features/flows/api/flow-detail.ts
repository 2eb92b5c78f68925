import type { FlowUpdateBody } from '@butikkpanel/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { flowKeys } from '../query-keys';
import { flowDetailAnswer } from './flow-answers';
import { flowPath, useRefreshFlows } from './flow-list';

export function useFlow(accountId: string, id: number) {
  return useQuery({
    queryKey: flowKeys.detail(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(flowPath(id), { schema: flowDetailAnswer, accountId, signal })).data,
    retry: false,
    // The builder holds its own draft; a refetch on focus must not look like a change under the owner's hands.
    refetchOnWindowFocus: false,
  });
}

/** The builder's save; on an active flow it becomes the version new entries get. */
export function useSaveFlow(accountId: string, id: number) {
  const refresh = useRefreshFlows(accountId);
  return useMutation({
    mutationFn: async (body: FlowUpdateBody) =>
      (await apiRequest(flowPath(id), { method: 'PUT', body, schema: flowDetailAnswer, accountId })).data,
    onSuccess: (saved) => refresh(saved),
  });
}
