import { type CartSettingsBody, cartSettingsAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

export const cartSettingsKey = (accountId: string) => [...settingsKeys.all(accountId), 'carts'] as const;

export const cartSettingsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: cartSettingsKey(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/account-settings/carts', { schema: cartSettingsAnswerSchema, accountId, signal }),
    retry: false,
  });

export function useCartSettings(accountId: string) {
  return useQuery(cartSettingsQueryOptions(accountId));
}

export function useSaveCartSettings(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartSettingsBody) =>
      apiRequest('/account-settings/carts', {
        method: 'PUT',
        body,
        schema: cartSettingsAnswerSchema,
        accountId,
      }),
    onSuccess: (answer) => queryClient.setQueryData(cartSettingsKey(accountId), answer),
  });
}
