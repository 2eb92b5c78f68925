import type { Account, Role } from '@butikkpanel/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session-store';
import { demoSession } from '@/test/fetch-mock';

/** An account as GET /api/accounts/current answers it; every package and terms accepted by default. */
export function demoAccount(overrides: Partial<Account> = {}): Account {
  return {
    account_id: 7,
    company_name: 'Demo Sko AS',
    trial_ends_at: null,
    is_active: true,
    dealer: { name: 'Forhandler AS', email: 'salg@forhandler.no', phone: '+47 22 33 44 55' },
    plans: [{ id: 1, name: 'Pro', packages: ['PACKAGE_DASHBOARD', 'PACKAGE_CHAT', 'PACKAGE_POPUPS'] }],
    packages: ['PACKAGE_DASHBOARD', 'PACKAGE_CHAT', 'PACKAGE_POPUPS'],
    settings: { ACCEPTED_TERMS: '1' },
    ...overrides,
  };
}

/** A signed-in session answer for GET /api/auth/me with the given roles. */
export function sessionWithRoles(role: Role[]) {
  const session = demoSession();
  return { ...session, user: { ...session.user, role } };
}

/**
 * `ui` at /{accountId}/page, signed in (the caller mocks GET /api/auth/me), with stand-ins for the
 * pages it may navigate to.
 */
export function renderInAccount(ui: ReactElement, accountId = '7') {
  sessionStore.setToken('token-1');
  const router = createMemoryRouter(
    [
      { path: '/:accountId/page', element: ui },
      { path: '/:accountId/dashboard', element: <h1>Dashboard stand-in</h1> },
      { path: '/logout', element: <h1>Logout stand-in</h1> },
    ],
    { initialEntries: [`/${accountId}/page`] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
