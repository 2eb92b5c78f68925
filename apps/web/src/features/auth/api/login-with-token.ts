import type { TokenLoginBody } from '@butikkpanel/contracts';
import { type SessionAnswer, sessionAnswerSchema } from '@butikkpanel/contracts/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '../session';

/** Exchanges a single-use token (from the legacy app or a sign-in link) for a session. */
export function loginWithToken(body: TokenLoginBody): Promise<SessionAnswer> {
  return apiRequest('/auth/login/token', { method: 'POST', body, schema: sessionAnswerSchema });
}

export function useLoginWithToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithToken,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
