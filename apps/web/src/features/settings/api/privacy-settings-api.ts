import {
  type DataSubjectBody,
  dataSubjectExportSchema,
  type EraseDataSubjectBody,
  erasureAnswerSchema,
  privacyRunsAnswerSchema,
  privacySettingsAnswerSchema,
  type Retention,
} from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export const privacyKeys = {
  settings: (accountId: string) => [...settingsKeys.all(accountId), 'privacy'] as const,
  runs: (accountId: string) => [...settingsKeys.all(accountId), 'privacy', 'runs'] as const,
};

export const privacySettingsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: privacyKeys.settings(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/privacy/settings', { schema: privacySettingsAnswerSchema, accountId, signal }),
    retry: false,
  });

export function usePrivacySettings(accountId: string) {
  return useQuery(privacySettingsQueryOptions(accountId));
}

export function useSaveRetention(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Retention) =>
      apiRequest('/privacy/settings', {
        method: 'PUT',
        body,
        schema: privacySettingsAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(privacyKeys.settings(accountId), answer),
  });
}

/** The privacy job's runs: asked for only by platform staff (the server refuses everyone else). */
export function usePrivacyRuns(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: privacyKeys.runs(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/privacy/runs', { schema: privacyRunsAnswerSchema, accountId, signal }),
    retry: false,
    enabled,
  });
}

export function useExportDataSubject(accountId: string) {
  return useMutation({
    mutationFn: (body: DataSubjectBody) =>
      apiRequest('/privacy/export', { method: 'POST', body, schema: dataSubjectExportSchema, accountId }),
  });
}

export function useEraseDataSubject(accountId: string) {
  return useMutation({
    mutationFn: (body: EraseDataSubjectBody) =>
      apiRequest('/privacy/erase', { method: 'POST', body, schema: erasureAnswerSchema, accountId }),
  });
}
