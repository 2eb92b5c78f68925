import { ignoreListAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export async function getIgnoreList(accountId: string, signal?: AbortSignal) {
  const answer = await apiRequest('/settings/ignore-list', {
    schema: ignoreListAnswerSchema,
    accountId,
    signal,
  });
  return answer.data;
}

export const ignoreListQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: settingsKeys.ignoreList(accountId),
    queryFn: ({ signal }) => getIgnoreList(accountId, signal),
    retry: false,
  });

export function useIgnoreList(accountId: string) {
  return useQuery(ignoreListQueryOptions(accountId));
}
