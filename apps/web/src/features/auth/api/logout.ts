import { okAnswerSchema } from '@butikkpanel/contracts/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { endSession } from '../session';

export function logout(): Promise<{ ok: true }> {
  return apiRequest('/auth/logout', { method: 'POST', schema: okAnswerSchema });
}

/** Revokes the token on the server when there is one, then forgets the session whatever the answer. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (sessionStore.getToken() !== null) await logout().catch(() => undefined);
    endSession(queryClient);
  }, [queryClient]);
}
