import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { AccountNotices } from '../components/account-notices';
import { demoAccount, renderInAccount, sessionWithRoles } from './render-in-account';

function renderNotices(account: ReturnType<typeof demoAccount>) {
  const calls = mockApi({
    'GET /api/auth/me': { body: sessionWithRoles(['user']) },
    'GET /api/accounts/current': { body: account },
  });
  renderInAccount(<AccountNotices />);
  return calls;
}

describe('AccountNotices', () => {
  it('tells when the trial ends, in Norwegian date format', async () => {
    renderNotices(demoAccount({ trial_ends_at: '2026-05-20T10:00:00.000Z' }));
    expect(await screen.findByText('Prøveperioden din slutter 20. mai 2026')).toBeVisible();
  });

  it('lets the trial notice act: see the plans, or write to the dealer about the subscription', async () => {
    renderNotices(demoAccount({ trial_ends_at: '2026-05-20T10:00:00.000Z' }));
    const notice = (await screen.findByText('Prøveperioden din slutter 20. mai 2026')).closest(
      '[role=alert]',
    );
    if (!(notice instanceof HTMLElement)) throw new Error('the notice is not an alert');
    expect(within(notice).getByRole('link', { name: 'Se abonnement og pakker' })).toHaveAttribute(
      'href',
      '/7/settings/billing',
    );
    expect(within(notice).getByRole('link', { name: 'Send e-post til forhandleren' })).toHaveAttribute(
      'href',
      'mailto:salg@forhandler.no?subject=Abonnement%20for%20Demo%20Sko%20AS',
    );
    expect(within(notice).getByRole('link', { name: /Ring forhandleren/ })).toHaveAttribute(
      'href',
      'tel:+4722334455',
    );
  });

  it('gives the no-plans warning the same way out', async () => {
    renderNotices(demoAccount({ is_active: false, plans: [], packages: [], dealer: null }));
    await screen.findByText(/Kontoen har ingen aktive pakker/);
    expect(screen.getAllByRole('link', { name: 'Se abonnement og pakker' })).toHaveLength(1);
  });

  it('warns when the account is inactive without trial or plans', async () => {
    renderNotices(demoAccount({ is_active: false, plans: [], packages: [] }));
    expect(await screen.findByText(/Kontoen har ingen aktive pakker/)).toBeVisible();
  });

  it('tells the users of a deactivated account that it has no packages', async () => {
    renderNotices(demoAccount({ is_active: false }));
    expect(await screen.findByText('Kontoen er deaktivert og har ingen pakker.')).toBeVisible();
    expect(screen.queryByText(/Kontoen har ingen aktive pakker/)).not.toBeInTheDocument();
  });

  it('says nothing for an active account without a trial', async () => {
    const calls = renderNotices(demoAccount());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/accounts/current')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
