import { type CreateIgnoreEntryBody, ignoreEntryAnswerSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export async function addIgnoreEntry(accountId: string, body: CreateIgnoreEntryBody) {
  const answer = await apiRequest('/settings/ignore-list', {
    method: 'POST',
    body,
    schema: ignoreEntryAnswerSchema,
    accountId,
  });
  return answer.data;
}

export function useAddIgnoreEntry(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIgnoreEntryBody) => addIgnoreEntry(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.ignoreList(accountId) }),
  });
}
