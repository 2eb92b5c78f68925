import {
  type EmailSenderSettingsBody,
  emailSenderSettingsAnswerSchema,
  type TestMailBody,
  testMailAnswerSchema,
} from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export const emailSenderSettingsKey = (accountId: string) =>
  [...settingsKeys.all(accountId), 'email-sender'] as const;

export const emailSenderSettingsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: emailSenderSettingsKey(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/account-settings/email-sender', {
        schema: emailSenderSettingsAnswerSchema,
        accountId,
        signal,
      }),
    retry: false,
  });

export function useEmailSenderSettings(accountId: string) {
  return useQuery(emailSenderSettingsQueryOptions(accountId));
}

export function useSaveEmailSenderSettings(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailSenderSettingsBody) =>
      apiRequest('/account-settings/email-sender', {
        method: 'PUT',
        body,
        schema: emailSenderSettingsAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(emailSenderSettingsKey(accountId), answer),
  });
}

/** Enqueues a test mail in the outbox, built from the saved sender settings. */
export function useSendTestMail(accountId: string) {
  return useMutation({
    mutationFn: (body: TestMailBody) =>
      apiRequest('/account-settings/email-sender/test', {
        method: 'POST',
        body,
        schema: testMailAnswerSchema,
        accountId,
      }).then((answer) => answer.data),
  });
}
