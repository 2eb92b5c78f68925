import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 15_000 };

function renderBilling(account: Record<string, unknown>) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const calls = mockApi({
    'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) },
    'GET /api/accounts/current': {
      body: {
        account_id: 7,
        company_name: 'Demo Sko AS',
        trial_ends_at: '2026-05-20T12:00:00.000Z',
        is_active: true,
        dealer: { name: 'Forhandler AS', email: 'salg@forhandler.no', phone: '+47 22 33 44 55' },
        plans: [{ id: 1, name: 'Pro', packages: ['PACKAGE_CHAT', 'PACKAGE_SEARCH'] }],
        packages: ['PACKAGE_CHAT', 'PACKAGE_SEARCH'],
        settings: { ACCEPTED_TERMS: '1' },
        ...account,
      },
    },
  });
  renderApp('/7/settings/billing');
  return calls;
}

describe('settings/billing', { timeout: 30_000 }, () => {
  it('shows the plans, packages, trial end and status, read-only, with the dealer to contact', async () => {
    const calls = renderBilling({});
    expect(await screen.findByText('Demoperioden slutter', {}, SLOW)).toBeVisible();
    expect(screen.getByText('20. mai 2026')).toBeVisible();
    expect(screen.getByText('Aktiv')).toBeVisible();
    expect(screen.getByText('Pro')).toBeVisible();
    const packages = screen.getByRole('heading', { name: 'Pakker i bruk' }).parentElement as HTMLElement;
    expect(
      within(packages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chat', 'Søk']);
    expect(screen.getByText(/Planer og pakker endres av forhandleren din/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'salg@forhandler.no' })).toHaveAttribute(
      'href',
      'mailto:salg@forhandler.no',
    );
    expect(screen.queryByRole('button', { name: /Lagre/ })).not.toBeInTheDocument();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('tells a deactivated account it has no packages', async () => {
    renderBilling({ is_active: false, packages: [] });
    expect(
      (await screen.findAllByText('Kontoen er deaktivert og har ingen pakker.', {}, SLOW)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Deaktivert')).toBeVisible();
    expect(screen.getByText('Kontoen har ingen pakker i bruk.')).toBeVisible();
  });
});
