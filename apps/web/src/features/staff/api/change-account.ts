import { type StaffAccount, staffAccountSchema } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/features/account';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '../query-keys';

export type AccountChange =
  | { kind: 'active'; isActive: boolean }
  | { kind: 'trial'; trialEndsAt: string | null }
  | { kind: 'extend'; days: number }
  | { kind: 'plans'; planIds: number[] };

export function changeAccount(id: number, change: AccountChange): Promise<StaffAccount> {
  const base = `/staff/accounts/${id}`;
  const schema = staffAccountSchema;
  switch (change.kind) {
    case 'active':
      return apiRequest(`${base}/active`, { method: 'PUT', body: { is_active: change.isActive }, schema });
    case 'trial':
      return apiRequest(`${base}/trial`, {
        method: 'PUT',
        body: { trial_ends_at: change.trialEndsAt },
        schema,
      });
    case 'extend':
      return apiRequest(`${base}/trial/extend`, { method: 'POST', body: { days: change.days }, schema });
    case 'plans':
      return apiRequest(`${base}/plans`, { method: 'PUT', body: { plan_ids: change.planIds }, schema });
  }
}

/** Activation, demo end and plans of one account; the lists and the audit log are fetched again. */
export function useChangeAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountChange) => changeAccount(id, change),
    onSuccess: (account) => {
      queryClient.setQueryData(staffKeys.account(id), account);
      void queryClient.invalidateQueries({ queryKey: staffKeys.accounts() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.audit() });
      // The account's own screens (notices, packages, billing) read /accounts/current.
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
