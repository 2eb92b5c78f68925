import {
  type SearchSettings,
  type SearchSettingType,
  searchSettingsAnswerSchema,
} from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchConfigKeys } from './config-query-keys';

export const searchSettingsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: searchConfigKeys.settings(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('/search/settings', { schema: searchSettingsAnswerSchema, accountId, signal })).data,
    retry: false,
  });

export const useSearchSettings = (accountId: string) => useQuery(searchSettingsQueryOptions(accountId));

/** The body of PUT /search/settings/{type}: that type's part of the settings. */
export type SearchSettingBody<T extends SearchSettingType> = SearchSettings[T];

/** Saves one setting type; the answer (all the settings) replaces the cached ones. */
export function useSaveSearchSettings<T extends SearchSettingType>(accountId: string, type: T) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SearchSettingBody<T>) =>
      (
        await apiRequest(`/search/settings/${type}`, {
          method: 'PUT',
          body,
          schema: searchSettingsAnswerSchema,
          accountId,
        })
      ).data,
    onSuccess: (settings) => queryClient.setQueryData(searchConfigKeys.settings(accountId), settings),
  });
}
