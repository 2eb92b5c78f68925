import { type SessionAnswer, sessionAnswerSchema } from '@butikkpanel/contracts/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { sessionStore, useAuthToken } from '@/lib/session-store';
import { authKeys } from '../query-keys';

/** Checks the stored token; the answer carries a renewed token, which replaces the old one. */
export async function getSession(): Promise<SessionAnswer> {
  const sent = sessionStore.getToken();
  try {
    const answer = await apiRequest('/auth/me', { schema: sessionAnswerSchema });
    // A late answer must not bring back a session that ended (logout, token sign-in) meanwhile.
    if (sessionStore.getToken() === sent) sessionStore.setToken(answer.access_token);
    return answer;
  } catch (error) {
    // Any failed check signs out (spec section 8); a 401 or no answer already did, in apiRequest. A check
    // that apiRequest let through as it was (cut off on purpose, or because the page is being left) did
    // not fail: the next page checks again.
    if (error instanceof ApiRequestError && sent !== null && sessionStore.getToken() === sent) {
      sessionStore.expire(error.message);
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: getSession,
    retry: false,
    staleTime: 5 * 60_000,
  });

export type SessionState =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'signed-in'; session: SessionAnswer };

/** Guest without a token; otherwise loading until `GET /auth/me` has answered. */
export function useSession(): SessionState {
  const token = useAuthToken();
  const query = useQuery({ ...sessionQueryOptions(), enabled: token !== null });
  if (token === null) return { status: 'guest' };
  if (query.data) return { status: 'signed-in', session: query.data };
  return { status: 'loading' };
}

/** For screens behind RequireAuth, where a session is certain. */
export function useSignedInSession(): SessionAnswer {
  const state = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInSession used outside RequireAuth');
  return state.session;
}
