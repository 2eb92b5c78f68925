import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 10_000 };

describe('the 404 page', () => {
  it('offers a guest the login page', async () => {
    mockApi({});
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: '404' }, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gå til innloggingen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Gå til dashbordet' })).toBeNull();
  });

  it('offers a signed-in user the dashboard of the account last used, not the login', {
    timeout: 20_000,
  }, async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
    window.localStorage.setItem(STORAGE_KEYS.lastAccountId, '12');
    window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
    mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token', account_id: 7 }) } });
    const { router } = renderApp('/404');
    const link = await screen.findByRole('link', { name: 'Gå til dashbordet' }, SLOW);
    expect(link).toHaveAttribute('href', '/12');
    expect(screen.queryByRole('link', { name: 'Gå til innloggingen' })).toBeNull();
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashbord' }, SLOW)).toBeVisible();
    expect(router.state.location.pathname).toBe('/12/dashboard');
  });

  it('uses the account the session opened when none is remembered', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
    mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token', account_id: 7 }) } });
    renderApp('/404');
    expect(await screen.findByRole('link', { name: 'Gå til dashbordet' }, SLOW)).toHaveAttribute(
      'href',
      '/7',
    );
  });
});
