import { type FlowQuietHours, flowQuietHoursSchema } from '@butikkpanel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { flowKeys } from '../query-keys';

const quietHoursAnswer = dataAnswer(flowQuietHoursSchema);
const SETTINGS_PATH = '/flows/settings';

/** The account's quiet hours (Oslo wall clock): a flow mail due inside them waits until they end. */
export function useQuietHours(accountId: string) {
  return useQuery({
    queryKey: flowKeys.settings(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(SETTINGS_PATH, { schema: quietHoursAnswer, accountId, signal })).data,
    retry: false,
  });
}

export function useSaveQuietHours(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FlowQuietHours) =>
      (await apiRequest(SETTINGS_PATH, { method: 'PUT', body, schema: quietHoursAnswer, accountId })).data,
    onSuccess: (saved) => queryClient.setQueryData(flowKeys.settings(accountId), saved),
  });
}
