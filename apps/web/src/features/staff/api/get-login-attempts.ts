import { loginAttemptListAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type LoginAttemptFilter, staffKeys } from '../query-keys';

export function getLoginAttempts(filter: LoginAttemptFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.q.trim() !== '') params.set('q', filter.q.trim());
  if (filter.outcome !== '') params.set('outcome', filter.outcome);
  return apiRequest(`/staff/login-attempts?${params}`, { schema: loginAttemptListAnswerSchema, signal });
}

/** Sign-in and registration attempts, newest first (staff, partners and admins). */
export function useLoginAttempts(filter: LoginAttemptFilter) {
  return useQuery({
    queryKey: staffKeys.loginAttempts(filter),
    queryFn: ({ signal }) => getLoginAttempts(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
