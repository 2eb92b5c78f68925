import { apiKeyListAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export async function getApiKeys(accountId: string, signal?: AbortSignal) {
  const answer = await apiRequest('/settings/api-keys', {
    schema: apiKeyListAnswerSchema,
    accountId,
    signal,
  });
  return answer.data;
}

export const apiKeysQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: settingsKeys.apiKeys(accountId),
    queryFn: ({ signal }) => getApiKeys(accountId, signal),
    retry: false,
  });

export function useApiKeys(accountId: string) {
  return useQuery(apiKeysQueryOptions(accountId));
}
