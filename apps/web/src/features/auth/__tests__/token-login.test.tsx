import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('sign-in with the login page token query', () => {
  it('exchanges the token, remembers the account and opens its dashboard', async () => {
    const calls = mockApi({
      'POST /api/auth/login/token': { body: demoSession({ account_id: 12, access_token: 'from-token' }) },
      'GET /api/auth/me': { body: demoSession({ account_id: 12, access_token: 'from-token' }) },
      'GET /api/accounts/current': { status: 404 },
    });
    const { router } = renderApp('/login?token=one-time&account_id=12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/12/dashboard'));
    const exchange = calls.filter((call) => call.path === '/api/auth/login/token');
    expect(exchange).toHaveLength(1);
    expect(exchange[0]?.body).toEqual({ token: 'one-time', account_id: 12 });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('from-token');
    expect(window.localStorage.getItem(STORAGE_KEYS.lastAccountId)).toBe('12');
  });

  it('logs out and says so when the token is refused', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'older-session');
    const calls = mockApi({
      'POST /api/auth/login/token': {
        status: 401,
        body: { error: { code: 'invalid_one_time_token', message: 'Innloggingslenken er ugyldig.' } },
      },
      'POST /api/auth/logout': { body: { ok: true } },
      'POST /api/auth/token': { body: { token: 'form-token' } },
    });
    const { router } = renderApp('/login?token=used&account_id=12');
    expect(await screen.findByText('Innlogging med token mislyktes')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Velkommen til Butikkpanel' })).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/auth/login/token')).toHaveLength(1);
  });
});
