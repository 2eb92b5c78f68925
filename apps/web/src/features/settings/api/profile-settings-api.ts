import { type ChangePasswordBody, profileUserAnswerSchema as userAnswerSchema } from '@butikkpanel/contracts';
import { okAnswerSchema as okSchema } from '@butikkpanel/contracts/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in user's session (GET /auth/me) holds the name and image the shell shows: fetch it again. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
}

export function useUpdateProfileName() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: { firstname: string; lastname: string }) =>
      apiRequest('/auth/user/update', { method: 'POST', body, schema: userAnswerSchema }).then(
        (answer) => answer.user,
      ),
    onSuccess: refresh,
  });
}

export function useUploadProfileImage() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest('/profile/image', { method: 'POST', file, schema: userAnswerSchema }).then(
        (answer) => answer.user,
      ),
    onSuccess: refresh,
  });
}

export function useRemoveProfileImage() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: () =>
      apiRequest('/profile/image', { method: 'DELETE', schema: userAnswerSchema }).then(
        (answer) => answer.user,
      ),
    onSuccess: refresh,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/auth/password/change', { method: 'POST', body, schema: okSchema }),
  });
}
