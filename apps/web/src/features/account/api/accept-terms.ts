import { type TermsBody, termsAnswerSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from '../query-keys';

export function acceptTerms(accountId: string, body: TermsBody) {
  return apiRequest('/accounts/terms', { method: 'POST', body, schema: termsAnswerSchema, accountId });
}

/** Accepting changes the account's ACCEPTED_TERMS setting, so the account is fetched again. */
export function useAcceptTerms(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TermsBody) => acceptTerms(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.current(accountId) }),
  });
}
