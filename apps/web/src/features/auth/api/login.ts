import { type LoginBody, type SessionAnswer, sessionAnswerSchema } from '@butikkpanel/contracts/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '../session';

export function login(body: LoginBody): Promise<SessionAnswer> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: sessionAnswerSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
