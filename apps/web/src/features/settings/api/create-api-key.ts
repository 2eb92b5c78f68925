import { type CreateApiKeyBody, createdApiKeyAnswerSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export async function createApiKey(accountId: string, body: CreateApiKeyBody) {
  const answer = await apiRequest('/settings/api-keys', {
    method: 'POST',
    body,
    schema: createdApiKeyAnswerSchema,
    accountId,
  });
  return answer.data;
}

/** The answer holds the whole key, shown once; the list is fetched again (without it). */
export function useCreateApiKey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => createApiKey(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys(accountId) }),
  });
}
