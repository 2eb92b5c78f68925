import { identitySecretAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export const identitySecretKey = (accountId: string) =>
  [...settingsKeys.all(accountId), 'identity-secret'] as const;

export const identitySecretQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: identitySecretKey(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/account-settings/identity-secret', {
        schema: identitySecretAnswerSchema,
        accountId,
        signal,
      }),
    retry: false,
  });

export function useIdentitySecret(accountId: string) {
  return useQuery(identitySecretQueryOptions(accountId));
}

/** A new secret; the answer replaces the cached one at once. */
export function useRotateIdentitySecret(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/account-settings/identity-secret/rotate', {
        method: 'POST',
        schema: identitySecretAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(identitySecretKey(accountId), answer),
  });
}
