import { antiForgeryTokenAnswerSchema, LIMITS } from '@butikkpanel/contracts/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '../query-keys';

/** The anti-forgery token the login form must send back; the server also sets it as a cookie. */
export async function getLoginToken(): Promise<string> {
  const answer = await apiRequest('/auth/token', { method: 'POST', schema: antiForgeryTokenAnswerSchema });
  return answer.token;
}

export const loginTokenQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.loginToken(),
    queryFn: getLoginToken,
    // Renewed well before the cookie's 3 hours run out.
    staleTime: LIMITS.loginTokenCookieLifetimeMs / 2,
    refetchInterval: LIMITS.loginTokenCookieLifetimeMs / 2,
  });

export function useLoginToken() {
  return useQuery(loginTokenQueryOptions());
}
