import type { SessionAnswer } from '@butikkpanel/contracts';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';

/** What RequireAuth puts in the location state when it sends a guest to the login page. */
export interface LoginRedirectState {
  from?: string;
}

/** Only paths inside the app count: never another origin (`//host`) or a login loop. */
function isSafeAppPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith(paths.login.href())
  );
}

/** The path the guest asked for, else the dashboard of the answer's (or the remembered) account. */
export function redirectAfterLogin(state: unknown, session: SessionAnswer): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (isSafeAppPath(from)) return from;
  const accountId = session.account_id ?? sessionStore.getAccountId();
  return accountId === null ? paths.notFound.href() : paths.dashboard.href(accountId);
}
