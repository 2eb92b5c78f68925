import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export function revokeApiKey(accountId: string, id: string) {
  return apiRequest(`/settings/api-keys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: noContent,
    accountId,
  });
}

export function useRevokeApiKey(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiKey(accountId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys(accountId) }),
  });
}
