import { addDays, osloDay } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { renderStaff, staffAccount } from './staff-helpers';

const SLOW = { timeout: 15_000 };
// 00:30 in Norway: still "yesterday" in UTC, so a count in UTC days or in hours is off by one.
const now = pinClock();
const day = (offset: number) => addDays(osloDay(now), offset);

describe('staff/demo', { timeout: 30_000 }, () => {
  it('lists demo periods ending soon and sets, validates and extends an end date', async () => {
    let account = staffAccount({ trial_ends_at: `${day(3)}T12:00:00.000Z` });
    const { calls } = renderStaff('demo', {
      'GET /api/staff/accounts?trial=ending_soon': () => ({ body: { data: [account] } }),
      'GET /api/staff/accounts/7': () => ({ body: account }),
      'PUT /api/staff/accounts/7/trial': (call) => {
        account = {
          ...account,
          trial_ends_at: `${(call.body as { trial_ends_at: string }).trial_ends_at}T12:00:00.000Z`,
        };
        return { body: account };
      },
      'POST /api/staff/accounts/7/trial/extend': () => {
        account = { ...account, trial_ends_at: `${day(37)}T12:00:00.000Z` };
        return { body: account };
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Demoperioder som slutter snart' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Demoperioder' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Demo Sko AS/ })).toHaveTextContent('3 dager igjen');

    await user.click(within(table).getByRole('button', { name: 'Endre demoperioden for Demo Sko AS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo Sko AS' });
    expect(within(dialog).queryByRole('button', { name: 'Deaktiver kontoen' })).not.toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: /Sluttdato/ });
    // Written dd.mm.åååå, as the day picker reads it whatever the browser's language.
    const written = (iso: string) => iso.split('-').reverse().join('.');
    await user.clear(input);
    await user.type(input, written(day(-3)));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre sluttdato' }));
    expect(await within(dialog).findByText('Sluttdatoen kan ikke være tilbake i tid.')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(input);
    await user.type(input, written(day(7)));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre sluttdato' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ trial_ends_at: day(7) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Forleng 30 dager' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Sluttdato/ })).toHaveValue(written(day(37))),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ days: 30 });
  });
});

describe('staff/audit', { timeout: 30_000 }, () => {
  it('shows admins who did what, when, on which account', async () => {
    renderStaff(
      'audit',
      {
        'GET /api/staff/audit?limit=50&offset=0': {
          body: {
            data: [
              {
                id: 1,
                at: '2026-05-20T10:00:00.000Z',
                actor_email: 'staff@demo.no',
                action: 'account.trial_extend',
                account_id: 7,
                company_name: 'Demo Sko AS',
                details: { days: 15 },
              },
            ],
            total: 1,
          },
        },
      },
      ['admin'],
    );
    const table = await screen.findByRole('table', { name: 'Revisjonslogg' }, SLOW);
    const row = within(table).getByRole('row', { name: /staff@demo.no/ });
    expect(row).toHaveTextContent('Forlenget demoperiode');
    expect(row).toHaveTextContent('Demo Sko AS (7)');
    expect(screen.getByRole('tab', { name: 'Revisjonslogg' })).toBeVisible();
  });

  it('is for admins only: staff see a refusal and no audit tab', async () => {
    const { calls } = renderStaff('audit', {}, ['staff']);
    expect(await screen.findByText('Bare administratorer kan se revisjonsloggen.', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Revisjonslogg' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/staff/audit'))).toBe(false);
  });
});
