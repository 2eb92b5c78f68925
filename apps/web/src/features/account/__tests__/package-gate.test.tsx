import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { PackageGate } from '../components/package-gate';
import { demoAccount, renderInAccount, sessionWithRoles } from './render-in-account';

const STAFF_NOTICE = 'Denne siden er låst for kunden. Du ser den pga du er innlogget som staff.';
const gated = (
  <PackageGate packageKey="PACKAGE_SEARCH">
    <h1>Søkeord</h1>
  </PackageGate>
);

function mockAccount(role: Parameters<typeof sessionWithRoles>[0]) {
  mockApi({
    'GET /api/auth/me': { body: sessionWithRoles(role) },
    'GET /api/accounts/current': { body: demoAccount() },
  });
}

describe('PackageGate', () => {
  it('shows a merchant the locked screen with the package and the dealer', async () => {
    mockAccount(['user']);
    renderInAccount(gated);
    expect(await screen.findByRole('heading', { level: 1, name: 'Denne funksjonen er låst' })).toBeVisible();
    expect(screen.getByText('Du trenger pakken Søk')).toBeVisible();
    expect(screen.getByText('Forhandler AS')).toBeVisible();
    expect(screen.getByRole('link', { name: 'salg@forhandler.no' })).toHaveAttribute(
      'href',
      'mailto:salg@forhandler.no',
    );
    expect(screen.getByRole('link', { name: '+47 22 33 44 55' })).toHaveAttribute('href', 'tel:+4722334455');
    expect(screen.queryByRole('heading', { name: 'Søkeord' })).not.toBeInTheDocument();
  });

  it('gives the merchant a way to act: write to or call the dealer, or see the plans', async () => {
    mockAccount(['user']);
    renderInAccount(gated);
    expect(await screen.findByRole('link', { name: 'Send e-post til forhandleren' })).toHaveAttribute(
      'href',
      'mailto:salg@forhandler.no?subject=Bestilling%20av%20pakken%20S%C3%B8k',
    );
    expect(screen.getByRole('link', { name: 'Ring forhandleren (+47 22 33 44 55)' })).toHaveAttribute(
      'href',
      'tel:+4722334455',
    );
    expect(screen.getByRole('link', { name: 'Se abonnement og pakker' })).toHaveAttribute(
      'href',
      '/7/settings/billing',
    );
  });

  it('offers the plans alone when the account has no dealer', async () => {
    mockApi({
      'GET /api/auth/me': { body: sessionWithRoles(['user']) },
      'GET /api/accounts/current': { body: demoAccount({ dealer: null }) },
    });
    renderInAccount(gated);
    expect(await screen.findByRole('link', { name: 'Se abonnement og pakker' })).toHaveAttribute(
      'href',
      '/7/settings/billing',
    );
    expect(screen.queryByRole('link', { name: /forhandleren/ })).not.toBeInTheDocument();
  });

  it('shows platform staff the page under the notice', async () => {
    mockAccount(['staff']);
    renderInAccount(gated);
    expect(await screen.findByText(STAFF_NOTICE)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Søkeord' })).toBeVisible();
  });

  it('shows the page when the account has the package', async () => {
    mockAccount(['user']);
    renderInAccount(<PackageGate packageKey="PACKAGE_CHAT">{<h1>Chat</h1>}</PackageGate>);
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeVisible();
    expect(screen.queryByText(STAFF_NOTICE)).not.toBeInTheDocument();
  });

  it('shows a loader, then the error of a failed account call', async () => {
    mockApi({
      'GET /api/auth/me': { body: sessionWithRoles(['user']) },
      'GET /api/accounts/current': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Fant ikke det du lette etter.' } },
      },
    });
    renderInAccount(gated);
    expect(screen.getByRole('progressbar', { name: 'Henter kontoen …' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Fant ikke det du lette etter.');
  });
});
