import type { SessionAnswer } from '@butikkpanel/contracts/core';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session-store';

/**
 * The login page's location state: where RequireAuth found the guest, or a confirmation to show (a saved
 * password). The login page renders without MUI's message bar, so such a message travels here.
 */
export interface LoginRedirectState {
  from?: string;
  message?: string;
}

/** The confirmation another screen left for the login page, if any. */
export function loginPageMessage(state: unknown): string | null {
  const message = (state as LoginRedirectState | null)?.message;
  return typeof message === 'string' ? message : null;
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
