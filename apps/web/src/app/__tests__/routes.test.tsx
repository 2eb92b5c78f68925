import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const tokenAnswer = { body: { token: 'form-token' } };
/** The signed-in screens load their code on first use; the first load in a test run takes a moment. */
const SLOW = { timeout: 15_000 };

describe('routes', () => {
  it('sends / to the login page', async () => {
    mockApi({ 'POST /api/auth/token': tokenAnswer });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Velkommen til Butikkpanel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/nonsense', '/7/nowhere/deep', '/0/dashboard'])(
    'sends the unknown route %s to /404',
    async (path) => {
      mockApi({});
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeVisible();
      expect(screen.getByText('Fant ikke siden.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Gå til innloggingen' })).toHaveAttribute('href', '/login');
      expect(router.state.location.pathname).toBe('/404');
    },
  );

  it('shows a loader while the stored token is checked, then the dashboard', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'renewed' }) } });
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      await gate;
      return realFetch(...args);
    };
    renderApp('/7/dashboard');
    expect(screen.getByRole('progressbar', { name: 'Sjekker innloggingen …' })).toBeVisible();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashbord' }, SLOW)).toBeVisible();
    expect(screen.getByText('Innlogget som Eva Eier')).toBeVisible();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(calls[0]?.headers.get('authorized-account')).toBe('7');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('renewed');
  });

  it('sends a guest from a protected page to login and back there after signing in', async () => {
    mockApi({ 'POST /api/auth/token': tokenAnswer, 'POST /api/auth/login': { body: demoSession() } });
    const user = userEvent.setup();
    const { router } = renderApp('/42');
    await screen.findByRole('heading', { name: 'Velkommen til Butikkpanel' });
    expect(router.state.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText(/E-post/), 'eier@demo.no');
    await user.type(screen.getByLabelText(/Passord/), 'Demo1234!{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashbord' }, SLOW)).toBeVisible();
    expect(router.state.location.pathname).toBe('/42/dashboard');
  });

  it('ends the session on a refused token and says why on the login page', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'revoked-token');
    mockApi({
      'GET /api/auth/me': {
        status: 401,
        body: { error: { code: 'session_expired', message: 'Økten din er utløpt. Logg inn på nytt.' } },
      },
      'POST /api/auth/token': tokenAnswer,
    });
    renderApp('/7/dashboard');
    expect(await screen.findByText('Økten din er utløpt. Logg inn på nytt.')).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('logs out through the link: revokes the token and returns to login', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
    const calls = mockApi({
      'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
      'POST /api/auth/logout': { body: { ok: true } },
      'POST /api/auth/token': tokenAnswer,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/7/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Logg ut' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Velkommen til Butikkpanel' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    const logout = calls.find((call) => call.path === '/api/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer stored-token');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
  });
});
