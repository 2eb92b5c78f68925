import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  describe('when someone else is signed in here', () => {
    const other = { email: 'kari@annen.no', firstname: 'Kari', lastname: 'Annen' };
    const routes = () => ({
      'GET /api/auth/me': { body: demoSession({ account_id: 7, access_token: 'eva-session' }) },
      'POST /api/auth/login/token/owner': { body: other },
      'POST /api/auth/login/token': { body: demoSession({ account_id: 12, access_token: 'kari-session' }) },
      'POST /api/auth/logout': { body: { ok: true } },
      'GET /api/accounts/current': { status: 404 },
    });

    it('asks first, and staying keeps the session and leaves the token unused', async () => {
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'eva-session');
      window.localStorage.setItem(STORAGE_KEYS.lastAccountId, '7');
      const calls = mockApi(routes());
      const { router } = renderApp('/login?token=kari-link&account_id=12');
      const dialog = await screen.findByRole('dialog', { name: 'Du er allerede logget inn' });
      expect(dialog).toHaveTextContent('Du er logget inn som Eva Eier (eier@demo.no).');
      expect(dialog).toHaveTextContent('logger inn som Kari Annen (kari@annen.no)');
      const stay = screen.getByRole('button', { name: 'Bli værende som Eva Eier' });
      expect(stay).toHaveFocus();
      await userEvent.click(stay);
      await waitFor(() => expect(router.state.location.pathname).toBe('/7/dashboard'));
      expect(calls.filter((call) => call.path === '/api/auth/login/token')).toHaveLength(0);
      expect(calls.filter((call) => call.path === '/api/auth/logout')).toHaveLength(0);
      expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('eva-session');
    });

    it('switches only when asked to', async () => {
      window.localStorage.setItem(STORAGE_KEYS.authToken, 'eva-session');
      const calls = mockApi(routes());
      const { router } = renderApp('/login?token=kari-link&account_id=12');
      await userEvent.click(await screen.findByRole('button', { name: 'Fortsett som Kari Annen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/12/dashboard'));
      expect(calls.filter((call) => call.path === '/api/auth/logout')).toHaveLength(1);
      expect(calls.find((call) => call.path === '/api/auth/login/token')?.body).toEqual({
        token: 'kari-link',
        account_id: 12,
      });
      expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('kari-session');
    });
  });
});
