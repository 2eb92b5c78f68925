import {
  type EmailSenderSettingsBody,
  emailSenderSettingsAnswerSchema,
  senderIdentityAnswerSchema,
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
    onSuccess: (answer) => {
      queryClient.setQueryData(emailSenderSettingsKey(accountId), answer);
      // A new From address may not be verified: the screen says again which address is used.
      void queryClient.invalidateQueries({ queryKey: senderIdentityKey(accountId) });
    },
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

export const senderIdentityKey = (accountId: string) =>
  [...emailSenderSettingsKey(accountId), 'identity'] as const;

/** Which From the account's mail carries now, and why (verified, or the platform's until it is). */
export function useSenderIdentity(accountId: string) {
  return useQuery({
    queryKey: senderIdentityKey(accountId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/account-settings/email-sender/identity', {
          schema: senderIdentityAnswerSchema,
          accountId,
          signal,
        })
      ).data,
  });
}

/** Mails a verification link to the saved From address, or checks its domain's TXT record. */
export function useVerifySender(accountId: string, how: 'address' | 'domain') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`/account-settings/email-sender/verify-${how}`, {
          method: 'POST',
          schema: senderIdentityAnswerSchema,
          accountId,
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(senderIdentityKey(accountId), data),
  });
}
