import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';

/** Opens another account's dashboard and remembers it as the last account for the next sign-in. */
export function useSwitchAccount(): (accountId: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (accountId: number) => {
      sessionStore.setAccountId(accountId);
      void navigate(paths.dashboard.href(accountId));
    },
    [navigate],
  );
}
