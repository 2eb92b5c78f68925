import { addDays, osloDay } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { renderStaff, staffAccount } from './staff-helpers';

const SLOW = { timeout: 15_000 };
const now = pinClock();

describe('staff/customers', { timeout: 30_000 }, () => {
  it('lists every account, filters by status and searches', async () => {
    const other = staffAccount({
      account_id: 8,
      company_name: 'Testbutikken AS',
      is_active: false,
      plans: [],
    });
    const { calls } = renderStaff('customers', {
      'GET /api/staff/accounts': { body: { data: [staffAccount(), other] } },
      'GET /api/staff/accounts?active=inactive': { body: { data: [other] } },
      'GET /api/staff/accounts?active=inactive&q=test': { body: { data: [other] } },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Kontoer' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Kundelister' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Demo Sko AS/ })).toHaveTextContent('Aktiv');
    expect(within(table).getByRole('row', { name: /Testbutikken AS/ })).toHaveTextContent('Deaktivert');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Deaktiverte' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/staff/accounts?active=inactive')).toBe(true),
    );
    await user.type(screen.getByRole('textbox', { name: 'Søk etter firma eller konto-ID' }), 'test');
    await user.click(screen.getByRole('button', { name: 'Søk i kontoer' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/staff/accounts?active=inactive&q=test')).toBe(true),
    );
  });

  it('tells days left in Oslo days: the last day reads as today, a passed end as ended', async () => {
    // Pinned at 00:30 on 29 March in Oslo (23:30 on the 28th in UTC).
    const accounts = [
      staffAccount({
        account_id: 1,
        company_name: 'Tre Dager AS',
        trial_ends_at: '2026-04-01T12:00:00.000Z',
      }),
      staffAccount({
        account_id: 2,
        company_name: 'Siste Dag AS',
        trial_ends_at: '2026-03-29T12:00:00.000Z',
      }),
      staffAccount({ account_id: 3, company_name: 'Ferdig AS', trial_ends_at: '2026-03-28T12:00:00.000Z' }),
    ];
    renderStaff('customers', { 'GET /api/staff/accounts': { body: { data: accounts } } });
    const table = await screen.findByRole('table', { name: 'Kontoer' }, SLOW);
    expect(within(table).getByRole('row', { name: /Tre Dager AS/ })).toHaveTextContent(
      '01.04.2026 (3 dager igjen)',
    );
    expect(within(table).getByRole('row', { name: /Siste Dag AS/ })).toHaveTextContent(
      '29.03.2026 (siste dag i dag)',
    );
    expect(within(table).getByRole('row', { name: /Ferdig AS/ })).toHaveTextContent('28.03.2026 (utløpt)');
  });

  it('deactivates an account and changes its plans, showing the packages in effect', async () => {
    let account = staffAccount();
    const { calls } = renderStaff('customers', {
      'GET /api/staff/accounts': () => ({ body: { data: [account] } }),
      'GET /api/staff/accounts/7': () => ({ body: account }),
      'PUT /api/staff/accounts/7/active': (call) => {
        const active = (call.body as { is_active: boolean }).is_active;
        account = { ...account, is_active: active, packages: active ? ['PACKAGE_CHAT'] : [] };
        return { body: account };
      },
      'PUT /api/staff/accounts/7/plans': () => {
        account = {
          ...account,
          plans: [{ id: 2, name: 'Pro' }],
          packages: ['PACKAGE_DASHBOARD', 'PACKAGE_SEARCH'],
        };
        return { body: account };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vis detaljer for Demo Sko AS' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Demo Sko AS' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Chat');

    await user.click(within(dialog).getByRole('button', { name: 'Deaktiver kontoen' }));
    expect(await within(dialog).findByRole('button', { name: 'Aktiver kontoen' })).toBeVisible();
    expect(within(dialog).getByText(/Kontoen er deaktivert, så ingen pakker er i bruk/)).toBeVisible();
    expect(calls.find((call) => call.path === '/api/staff/accounts/7/active')?.body).toEqual({
      is_active: false,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Aktiver kontoen' }));
    await within(dialog).findByRole('button', { name: 'Deaktiver kontoen' });

    await user.click(within(dialog).getByRole('checkbox', { name: /^Chat/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Pro/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre planer' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Dashbord', 'Søk']),
    );
    expect(calls.find((call) => call.path === '/api/staff/accounts/7/plans')?.body).toEqual({
      plan_ids: [2],
    });
  });

  it('creates an account with its first user, with the catalogue messages on bad fields', async () => {
    const { calls } = renderStaff('customers', {
      'GET /api/staff/accounts': { body: { data: [] } },
      'POST /api/staff/accounts': (call) => ({
        status: 201,
        body: {
          account: staffAccount({ account_id: 9, company_name: 'Nye Sko AS' }),
          invitation: {
            id: 'i1',
            email: (call.body as { email: string }).email,
            expires_at: '2026-06-01T00:00:00.000Z',
          },
        },
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Ingen kontoer passer søket.', {}, SLOW)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ny konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny konto' });
    const trialEnd = within(dialog).getByLabelText('Demoperioden slutter') as HTMLInputElement;
    const expected = addDays(osloDay(now), 15);
    expect(trialEnd.value).toBe(expected.split('-').reverse().join('.'));

    await user.type(within(dialog).getByRole('textbox', { name: 'E-post' }), 'ikke-epost');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett konto' }));
    expect(await within(dialog).findByText('Feltet må fylles ut.')).toBeVisible();
    expect(within(dialog).getByText('Ugyldig e-postadresse.')).toBeVisible();
    expect(within(dialog).getAllByText('Fornavn og etternavn må fylles ut for å invitere.')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: 'Firmanavn' }), 'Nye Sko AS');
    await user.clear(within(dialog).getByRole('textbox', { name: 'E-post' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-post' }), 'Nora@Nye.no');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fornavn' }), 'Nora');
    await user.type(within(dialog).getByRole('textbox', { name: 'Etternavn' }), 'Ny');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Pro/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Opprett konto' }));
    expect(await screen.findByText('Invitasjonen er sendt til nora@nye.no.')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      company_name: 'Nye Sko AS',
      email: 'nora@nye.no',
      firstname: 'Nora',
      lastname: 'Ny',
      plan_ids: [2],
      dealer_id: null,
      trial_ends_at: expected,
    });
  });
});
