import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export function removeIgnoreEntry(accountId: string, id: string) {
  return apiRequest(`/settings/ignore-list/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: noContent,
    accountId,
  });
}

export function useRemoveIgnoreEntry(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeIgnoreEntry(accountId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.ignoreList(accountId) }),
  });
}
