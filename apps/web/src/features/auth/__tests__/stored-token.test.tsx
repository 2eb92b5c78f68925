import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dropExpiredToken, sessionStore, tokenExpiresAt } from '@/lib/session-store';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

/** A JWT-shaped token (unsigned: the client never verifies) expiring at `exp` seconds. */
function jwtExpiringAt(exp: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp })}.signature`;
}

const now = Date.UTC(2026, 4, 20, 12);

describe('the stored token on load', () => {
  it('reads the expiry claim, and nothing from a token that is not a JWT', () => {
    expect(tokenExpiresAt(jwtExpiringAt(now / 1000 + 60))).toBe(now + 60_000);
    expect(tokenExpiresAt('opaque')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
  });

  it('keeps a token whose expiry lies ahead, so the app signs in with it', async () => {
    const token = jwtExpiringAt(Date.now() / 1000 + 3600);
    window.localStorage.setItem(STORAGE_KEYS.authToken, token);
    dropExpiredToken();
    expect(sessionStore.getToken()).toBe(token);
    const calls = mockApi({ 'GET /api/auth/me': { body: demoSession() } });
    renderApp('/login');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/me')).toBe(true));
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('drops an expired or unreadable token and shows the session-expired message', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, jwtExpiringAt(now / 1000 - 1));
    dropExpiredToken(now);
    expect(sessionStore.getToken()).toBeNull();
    mockApi({ 'POST /api/auth/token': { body: { token: 'form-token' } } });
    renderApp('/login');
    expect(await screen.findByText('Økten din er utløpt. Logg inn på nytt.')).toBeVisible();

    window.localStorage.setItem(STORAGE_KEYS.authToken, 'not-a-jwt');
    dropExpiredToken(now);
    expect(sessionStore.getToken()).toBeNull();
  });
});
