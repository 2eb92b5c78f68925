import { type ChatSettingsBody, chatSettingsAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export const chatSettingsKey = (accountId: string) => [...settingsKeys.all(accountId), 'chat'] as const;

export const chatSettingsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: chatSettingsKey(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/account-settings/chat', { schema: chatSettingsAnswerSchema, accountId, signal }),
    retry: false,
  });

export function useChatSettings(accountId: string) {
  return useQuery(chatSettingsQueryOptions(accountId));
}

export function useSaveChatSettings(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSettingsBody) =>
      apiRequest('/account-settings/chat', {
        method: 'PUT',
        body,
        schema: chatSettingsAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(chatSettingsKey(accountId), answer),
  });
}
