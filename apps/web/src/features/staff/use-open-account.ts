import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';

/** Staff open any account: its dashboard, remembered as the last account like the account switcher does. */
export function useOpenAccount(): (accountId: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (accountId: number) => {
      sessionStore.setAccountId(accountId);
      void navigate(paths.dashboard.href(accountId));
    },
    [navigate],
  );
}
