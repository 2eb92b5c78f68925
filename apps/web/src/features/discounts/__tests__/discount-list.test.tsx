import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pinClock } from '@/test/clock';
import { type Call, discount, page, refused, renderDiscounts, SLOW } from './discount-helpers';

// 00:30 on 29 March 2026 in Oslo (the night the clocks go forward).
pinClock();

const codes = [
  discount(),
  discount({
    id: 2,
    name: 'Hundrelapp',
    code: 'HUNDRE',
    type: 'sum',
    amount: 100,
    expires_on: '2026-03-28',
    times_used: 0,
    last_used_at: null,
    orders: 0,
    revenue: 0,
  }),
];

const lastList = (calls: Call[]) =>
  calls.filter((call) => call.path.startsWith('/api/discounts/codes?')).at(-1);

describe('discounts/codes list', { timeout: 30_000 }, () => {
  it('lists the codes with amount, expiry, uses and revenue, and a way to make a new one', async () => {
    renderDiscounts('discounts/codes', { 'GET /api/discounts/codes': { body: page(codes, 2) } });
    const table = await screen.findByRole('table', { name: 'Rabattkoder' }, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Rabattkoder' })).toBeVisible();
    const summer = within(table).getByRole('row', { name: /Sommersalg/ });
    expect(within(summer).getByRole('link', { name: 'Sommersalg' })).toHaveAttribute(
      'href',
      '/7/discounts/codes/1',
    );
    expect(summer).toHaveTextContent('20 %');
    expect(summer).toHaveTextContent('31. august 2026');
    expect(summer).toHaveTextContent('12 990,50 kr');
    expect(summer).toHaveTextContent('for 2 timer siden');
    expect(within(summer).queryByText('Utløpt')).toBeNull();
    const hundred = within(table).getByRole('row', { name: /Hundrelapp/ });
    expect(hundred).toHaveTextContent('100,00 kr');
    // Valid through 28 March: at 00:30 on the 29th in Oslo it has expired.
    expect(within(hundred).getByText('Utløpt')).toBeVisible();
    expect(hundred).toHaveTextContent('Aldri brukt');
    expect(screen.getByRole('link', { name: 'Ny rabattkode' })).toHaveAttribute(
      'href',
      '/7/discounts/codes/new',
    );
  });

  it('says "av minst" when the server stopped counting a broad search', async () => {
    renderDiscounts('discounts/codes', {
      'GET /api/discounts/codes': {
        body: { data: codes, total: 1000, total_capped: true, page: 1, per_page: 25 },
      },
    });
    await screen.findByRole('table', { name: 'Rabattkoder' }, SLOW);
    expect(await screen.findByText('1–25 av minst 1000')).toBeVisible();
  });

  it('asks the server to search, sort, page and show the archived codes', async () => {
    const { calls } = renderDiscounts('discounts/codes', {
      'GET /api/discounts/codes': { body: { data: codes, total: 60, page: 1, per_page: 25 } },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Rabattkoder' }, SLOW);
    expect(lastList(calls)?.query.get('status')).toBe('current');

    await user.click(screen.getByRole('button', { name: 'Omsetning' }));
    await waitFor(() => expect(lastList(calls)?.query.get('sort')).toBe('revenue'));
    expect(lastList(calls)?.query.get('dir')).toBe('asc');
    // The server's order is kept: the list does not sort the page it got.
    const rows = within(screen.getByRole('table', { name: 'Rabattkoder' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sommersalg');

    await user.click(screen.getByRole('button', { name: 'Neste side' }));
    await waitFor(() => expect(lastList(calls)?.query.get('page')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Søk etter navn eller kode' }), 'sommer');
    await waitFor(() => expect(lastList(calls)?.query.get('q')).toBe('sommer'));
    expect(lastList(calls)?.query.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Arkiverte' }));
    await waitFor(() => expect(lastList(calls)?.query.get('status')).toBe('archived'));
    expect(screen.getByRole('button', { name: 'Arkiverte' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains what codes are when there are none', async () => {
    renderDiscounts('discounts/codes', { 'GET /api/discounts/codes': { body: page([]) } });
    expect(await screen.findByText('Ingen rabattkoder ennå', undefined, SLOW)).toBeVisible();
    expect(screen.getByText(/gir kundene prosent eller kroner i avslag/)).toBeVisible();
  });

  it("shows the server's refusal when the user may not see the codes", async () => {
    renderDiscounts('discounts/codes', {
      'GET /api/discounts/codes': refused(403, 'forbidden', 'Du har ikke tilgang'),
    });
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('Du har ikke tilgang');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
