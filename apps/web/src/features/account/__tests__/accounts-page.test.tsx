import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { AccountSwitcher } from '../components/account-switcher';
import { AccountsPage } from '../components/accounts-page';
import { filterAccounts } from '../filter-accounts';
import { renderInAccount, sessionWithRoles } from './render-in-account';

const accounts = [
  { account_id: 7, company_name: 'Demo Sko AS', is_active: true },
  { account_id: 8, company_name: 'Testbutikken AS', is_active: false },
  { account_id: 19, company_name: 'Sko & Søm', is_active: true },
];

function mockAccounts(role: Parameters<typeof sessionWithRoles>[0], list = accounts) {
  mockApi({
    'GET /api/auth/me': { body: sessionWithRoles(role) },
    'GET /api/accounts': { body: { data: list } },
  });
}

describe('filterAccounts', () => {
  it('matches the company name case-insensitively, and the account number', () => {
    expect(filterAccounts(accounts, 'SKO').map((a) => a.account_id)).toEqual([7, 19]);
    expect(filterAccounts(accounts, 'søm').map((a) => a.account_id)).toEqual([19]);
    expect(filterAccounts(accounts, '8').map((a) => a.account_id)).toEqual([8]);
    expect(filterAccounts(accounts, '  ')).toHaveLength(3);
  });
});

describe('AccountsPage', () => {
  it('filters the list and opens the chosen account, remembering it', async () => {
    mockAccounts(['staff']);
    const user = userEvent.setup();
    const { router } = renderInAccount(<AccountsPage />);
    expect(await screen.findByRole('link', { name: /Demo Sko AS/ })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Søk etter konto' }), 'testBUTIKK');
    expect(screen.queryByRole('link', { name: /Demo Sko AS/ })).not.toBeInTheDocument();
    expect(screen.getByText('Antall kontoer: 1')).toBeVisible();
    await user.click(screen.getByRole('link', { name: /Testbutikken AS/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/8/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.lastAccountId)).toBe('8');
  });
});

describe('AccountSwitcher', () => {
  it('renders nothing for a merchant with one account', async () => {
    mockAccounts(['user'], accounts.slice(0, 1));
    const { container } = renderInAccount(<AccountSwitcher />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('switches to another account and remembers it', async () => {
    mockAccounts(['user']);
    const user = userEvent.setup();
    const { router } = renderInAccount(<AccountSwitcher />);
    await user.click(await screen.findByRole('combobox', { name: 'Konto' }));
    await user.click(screen.getByRole('option', { name: 'Sko & Søm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/19/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.lastAccountId)).toBe('19');
  });
});
