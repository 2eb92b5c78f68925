import type { SessionAnswer } from '@butikkpanel/contracts/core';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@/lib/session-store';
import { authKeys } from './query-keys';

/** A sign-in answer (login or invitation) becomes the current session. */
export function startSession(queryClient: QueryClient, answer: SessionAnswer): void {
  // The cache first: when the token appears, the session is already known and no check runs.
  queryClient.setQueryData(authKeys.session(), answer);
  if (answer.account_id !== null) sessionStore.setAccountId(answer.account_id);
  sessionStore.clearNotice();
  sessionStore.setToken(answer.access_token);
}

/** Logout: nothing of the old user stays in memory or storage. */
export function endSession(queryClient: QueryClient): void {
  sessionStore.clear();
  queryClient.clear();
}

/** When the token goes (a 401, another tab), the cached user goes with it. */
export function watchSessionEnd(queryClient: QueryClient): () => void {
  let token = sessionStore.getToken();
  return sessionStore.subscribe(() => {
    const previous = token;
    token = sessionStore.getToken();
    if (previous !== null && token === null) queryClient.removeQueries({ queryKey: authKeys.session() });
  });
}
