import { okAnswerSchema, type ResetPasswordBody } from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '../query-keys';

/** 404 invalid_reset_key when the link is unknown, used or expired. */
export function checkResetKey(key: string) {
  return apiRequest(`/auth/password/reset/${encodeURIComponent(key)}`, { schema: okAnswerSchema });
}

export const resetKeyQueryOptions = (key: string) =>
  queryOptions({ queryKey: authKeys.resetKey(key), queryFn: () => checkResetKey(key), staleTime: Infinity });

export function useResetKey(key: string) {
  return useQuery(resetKeyQueryOptions(key));
}

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('/auth/password/reset', { method: 'POST', body, schema: okAnswerSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
