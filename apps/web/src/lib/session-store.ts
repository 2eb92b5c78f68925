import { STORAGE_KEYS } from '@butikkpanel/contracts/core';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * The bearer token and the current account live in localStorage (spec section 9) so a reload
 * signs in again. `notice` keeps the message of a session that ended by itself (a 401).
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let notice: string | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts as long as the page.
  }
  emit();
}

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getToken: (): string | null => read(STORAGE_KEYS.authToken),
  setToken: (token: string): void => write(STORAGE_KEYS.authToken, token),
  getAccountId: (): string | null => read(STORAGE_KEYS.lastAccountId),
  setAccountId: (accountId: number | string): void => {
    if (read(STORAGE_KEYS.lastAccountId) !== String(accountId)) {
      write(STORAGE_KEYS.lastAccountId, String(accountId));
    }
  },
  getNotice: (): string | null => notice,
  /** Ends the session because the server refused the token; the message is shown on the login page. */
  expire(message: string): void {
    notice = message;
    write(STORAGE_KEYS.authToken, null);
  },
  /** Ends the session on purpose (logout): token, remembered account and notice go. */
  clear(): void {
    notice = null;
    write(STORAGE_KEYS.authToken, null);
    write(STORAGE_KEYS.lastAccountId, null);
  },
  clearNotice(): void {
    if (notice === null) return;
    notice = null;
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The `exp` claim of a JWT in milliseconds, read without verifying (the server verifies). */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 4: a stored token signs in automatically only when it decodes and its expiry lies ahead;
 * otherwise the user starts as a guest and is told the session expired.
 */
export function dropExpiredToken(now = Date.now()): void {
  const token = sessionStore.getToken();
  if (token === null) return;
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null || expiresAt <= now) sessionStore.expire(i18n.t('errors:session_expired'));
}

if (typeof window !== 'undefined') dropExpiredToken();

// Another tab signing in or out changes the same storage.
if (typeof window !== 'undefined') window.addEventListener('storage', emit);

export function useAuthToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken);
}

export function useSessionNotice(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getNotice);
}
