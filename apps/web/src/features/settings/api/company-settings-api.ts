import { type CompanySettingsBody, companySettingsAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

/** Settings 'company': read by every member, saved by the owner and staff. */
export const companySettingsKey = (accountId: string) => [...settingsKeys.all(accountId), 'company'] as const;

export const getCompanySettings = (accountId: string, signal?: AbortSignal) =>
  apiRequest('/account-settings/company', { schema: companySettingsAnswerSchema, accountId, signal });

export const companySettingsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: companySettingsKey(accountId),
    queryFn: ({ signal }) => getCompanySettings(accountId, signal),
    retry: false,
  });

export function useCompanySettings(accountId: string) {
  return useQuery(companySettingsQueryOptions(accountId));
}

/** Each change answers the whole settings, which replace the cached ones. */
function useCompanyMutation<V>(accountId: string, call: (value: V) => ReturnType<typeof getCompanySettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(companySettingsKey(accountId), answer),
  });
}

export const useSaveCompanySettings = (accountId: string) =>
  useCompanyMutation(accountId, (body: CompanySettingsBody) =>
    apiRequest('/account-settings/company', {
      method: 'PUT',
      body,
      schema: companySettingsAnswerSchema,
      accountId,
    }),
  );

export const useUploadCompanyLogo = (accountId: string) =>
  useCompanyMutation(accountId, (file: File) =>
    apiRequest('/account-settings/company/logo', {
      method: 'POST',
      file,
      schema: companySettingsAnswerSchema,
      accountId,
    }),
  );

export function useRemoveCompanyLogo(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/account-settings/company/logo', {
        method: 'DELETE',
        schema: companySettingsAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(companySettingsKey(accountId), answer),
  });
}
