import { type ForgotPasswordBody, okAnswerSchema } from '@butikkpanel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Always answers ok, whether or not the address has a user, so it reveals no accounts. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiRequest('/auth/password/forgot', { method: 'POST', body, schema: okAnswerSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
