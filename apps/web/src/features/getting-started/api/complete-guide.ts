import { gettingStartedCompleteSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/features/account';
import { apiRequest } from '@/lib/api-client';

export const completeGuide = (accountId: string) =>
  apiRequest('/getting-started/complete', {
    method: 'POST',
    schema: gettingStartedCompleteSchema,
    accountId,
  });

/** 'Ferdig' stores the finished guide as an account setting, so the account is fetched again. */
export function useCompleteGuide(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeGuide(accountId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.current(accountId) }),
  });
}
