import type { FlowDetail, FlowTemplate } from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { flowKeys } from '../query-keys';
import { flowDetailAnswer, flowListAnswer } from './flow-answers';

export const flowPath = (id?: number) => (id === undefined ? '/flows' : `/flows/${id}`);

export function useFlows(accountId: string) {
  return useQuery({
    queryKey: flowKeys.list(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(flowPath(), { schema: flowListAnswer, accountId, signal })).data,
    retry: false,
  });
}

/** After a change: the list, and the flow's own cache when the answer holds it. */
export function useRefreshFlows(accountId: string) {
  const queryClient = useQueryClient();
  return (saved?: FlowDetail) => {
    if (saved) queryClient.setQueryData(flowKeys.detail(accountId, saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: flowKeys.list(accountId) });
  };
}

/** A new flow, empty or from one of section 9's templates; it is built in the builder afterwards. */
export function useCreateFlow(accountId: string) {
  const refresh = useRefreshFlows(accountId);
  return useMutation({
    mutationFn: async (body: { name: string; template: FlowTemplate | null }) =>
      (await apiRequest(flowPath(), { method: 'POST', body, schema: flowDetailAnswer, accountId })).data,
    onSuccess: (created) => refresh(created),
  });
}

/** Activate or deactivate; activation answers 422 flow_invalid with the problems by field. */
export function useSetFlowActive(accountId: string) {
  const refresh = useRefreshFlows(accountId);
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      (
        await apiRequest(`${flowPath(id)}/${active ? 'activate' : 'deactivate'}`, {
          method: 'POST',
          schema: flowDetailAnswer,
          accountId,
        })
      ).data,
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDuplicateFlow(accountId: string) {
  const refresh = useRefreshFlows(accountId);
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest(`${flowPath(id)}/duplicate`, { method: 'POST', schema: flowDetailAnswer, accountId }))
        .data,
    onSuccess: (copy) => refresh(copy),
  });
}

export function useDeleteFlow(accountId: string) {
  const refresh = useRefreshFlows(accountId);
  return useMutation({
    mutationFn: (id: number) => apiRequest(flowPath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () => refresh(),
  });
}
