import { type CreateStaffAccountBody, createStaffAccountAnswerSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

export function createStaffAccount(body: CreateStaffAccountBody) {
  return apiRequest('/staff/accounts', { method: 'POST', body, schema: createStaffAccountAnswerSchema });
}

/** A new account with its first user's invitation (the mail goes through the outbox). */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.accounts() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.outbox() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.audit() });
    },
  });
}
