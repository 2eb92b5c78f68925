import { addDays } from '@butikkpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { osloToday } from '@/lib/oslo-today';
import { renderScreen } from '@/test/render-screen';
import { toOrderQuery } from '../components/orders-grid';
import { presetPeriod } from '../period';

const SLOW = { timeout: 15_000 };

const summary = (from: string, to: string) => ({
  period: { from, to },
  previous_period: { from: addDays(from, -30), to: addDays(from, -1) },
  current: { revenue: 1350.5, orders: 3, average_order_value: 450.17 },
  previous: { revenue: 600, orders: 2, average_order_value: 300 },
  change: { revenue: 125.1, orders: 50, average_order_value: 50.1 },
  sources: [
    { source: 'google', revenue: 1000, orders: 1 },
    { source: '', revenue: 350.5, orders: 2 },
  ],
});

const order = (id: string, overrides: Record<string, unknown> = {}) => ({
  order_id: id,
  placed_at: '2025-03-10T11:00:00.000Z',
  status: 'open',
  total: 1049.5,
  subtotal: 1000,
  source: 'google',
  discount_code: 'VÅR10',
  customer_email: 'kari@example.no',
  lines: 2,
  ...overrides,
});

function renderIncome(options: { empty?: boolean; capped?: boolean; at?: string } = {}) {
  return renderScreen(options.at ?? '/7/income', {
    'GET /api/income/summary': ({ query }) => {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      if (!options.empty) return { body: summary(from, to) };
      const zero = { revenue: 0, orders: 0, average_order_value: null };
      return {
        body: {
          ...summary(from, to),
          current: zero,
          previous: zero,
          change: { revenue: null, orders: null, average_order_value: null },
          sources: [],
        },
      };
    },
    'GET /api/orders': ({ query }) => ({
      body: {
        data: options.empty ? [] : [order('T-101'), order('T-107', { status: 'cancelled', total: 5000 })],
        pagination: {
          page: Number(query.get('page')),
          per_page: Number(query.get('per_page')),
          total: options.capped ? 10_000 : options.empty ? 0 : 2,
          total_capped: Boolean(options.capped),
          next_cursor: options.capped ? `etter-side-${query.get('page')}` : null,
        },
      },
    }),
    'GET /api/orders/export': {
      text: '\uFEFFOrdre-ID;Tidspunkt\r\nT-101;2025-03-10 12:00\r\n',
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="ordrer-test.csv"',
      },
    },
  });
}

describe('income screen', { timeout: 30_000 }, () => {
  it('opens on one order from a link (?day=&search=, as a discount code page links)', async () => {
    const { calls } = renderIncome({ at: '/7/income?day=2025-03-10&search=T-101' });
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path.startsWith('/api/orders?') &&
            call.query.get('from') === '2025-03-10' &&
            call.query.get('to') === '2025-03-10' &&
            call.query.get('search') === 'T-101',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('searchbox', { name: /søk/i })).toHaveValue('T-101');
  });

  it('shows the last 30 days beside the previous period, with change, sources and orders', async () => {
    const { calls } = renderIncome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inntekter' }, SLOW)).toBeVisible();
    const revenue = (await screen.findByRole('heading', { level: 3, name: 'Omsetning' })).closest('li');
    expect(revenue).not.toBeNull();
    const card = within(revenue as HTMLElement);
    expect(card.getByText('1 350,50 kr')).toBeVisible();
    expect(card.getByText('Forrige periode: 600,00 kr')).toBeVisible();
    expect(card.getByText('+125,1 % fra forrige periode')).toBeVisible();
    const expected = presetPeriod('last30');
    const first = calls.find((call) => call.path.startsWith('/api/income/summary'));
    expect(first?.query.get('from')).toBe(expected.from);
    expect(first?.query.get('to')).toBe(osloToday());
    expect(first?.headers.get('authorized-account')).toBe('7');

    const sources = screen.getByRole('table', { name: 'Omsetning per kilde i tall' });
    expect(within(sources).getByRole('row', { name: /Google\s1\s000,00\skr\s1/ })).toBeVisible();
    expect(within(sources).getByRole('row', { name: /Direkte eller ukjent\s350,50\skr\s2/ })).toBeVisible();
    expect(screen.getByRole('img', { name: /Stolpediagram over omsetning per kilde/ })).toBeInTheDocument();

    const grid = await screen.findByRole('grid', { name: 'Ordrer' });
    expect(await within(grid).findByText('T-101')).toBeVisible();
    expect(within(grid).getByText('Kansellert')).toBeVisible();
    expect(within(grid).getByText('5 000,00 kr')).toBeVisible();
    const orders = calls.find((call) => call.path.startsWith('/api/orders?'));
    expect(Object.fromEntries(orders?.query ?? [])).toEqual({
      from: expected.from,
      to: expected.to,
      page: '1',
      per_page: '25',
    });
  });

  it('switches to a preset or a custom period and asks again', async () => {
    const { calls } = renderIncome();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 3, name: 'Omsetning' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Siste 7 dager' }));
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('from') === addDays(osloToday(), -6))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Egendefinert' }));
    const from = screen.getByLabelText('Fra');
    const to = screen.getByLabelText('Til');
    await user.clear(to);
    await user.type(to, '14.03.2025{Enter}');
    await user.clear(from);
    await user.type(from, '8.3.2025{Enter}');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path.startsWith('/api/income/summary') &&
            call.query.get('from') === '2025-03-08' &&
            call.query.get('to') === '2025-03-14',
        ),
      ).toBe(true),
    );
    expect(
      calls.some((call) => call.path.startsWith('/api/orders?') && call.query.get('from') === '2025-03-08'),
    ).toBe(true);
  });

  it('searches, sorts on the server, and downloads the CSV of the current filter', async () => {
    const created = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const { calls } = renderIncome();
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Ordrer' }, SLOW);
    await within(grid).findByText('T-101');
    await user.type(screen.getByRole('searchbox', { name: 'Søk etter ordre-ID eller e-post' }), 'kari');
    await waitFor(() => expect(calls.some((call) => call.query.get('search') === 'kari')).toBe(true));
    await user.click(within(grid).getByRole('columnheader', { name: 'Sum' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.query.get('sort') === 'total' && call.query.get('order') === 'asc'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Eksporter CSV' }));
    expect(await screen.findByText('ordrer-test.csv er lastet ned.')).toBeVisible();
    const exported = calls.find((call) => call.path.startsWith('/api/orders/export'));
    expect(exported?.query.get('search')).toBe('kari');
    expect(exported?.query.get('sort')).toBe('total');
    expect(exported?.query.has('page')).toBe(false);
    expect(exported?.headers.get('authorization')).toBe('Bearer stored-token');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('asks for the next page from where the last one ended, and says "more than" past the counted cap', async () => {
    const { calls } = renderIncome({ capped: true });
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Ordrer' }, SLOW);
    await within(grid).findByText('T-101');
    expect(screen.getByText(/av mer enn/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Gå til neste side' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.query.get('page') === '2' && call.query.get('cursor') === 'etter-side-1'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Gå til neste side' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.query.get('page') === '3' && call.query.get('cursor') === 'etter-side-2'),
      ).toBe(true),
    );
  });

  it('is honest about a new shop: no made-up figures', async () => {
    renderIncome({ empty: true });
    expect(await screen.findByRole('heading', { name: 'Ingen ordrer i perioden' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Omsetning per kilde i tall' })).toBeNull();
    const grid = await screen.findByRole('grid', { name: 'Ordrer' });
    expect(await within(grid).findByText('Ingen ordrer i perioden.')).toBeVisible();
  });
});

describe('the grid models as the server query', () => {
  const period = { from: '2025-03-01', to: '2025-03-31' };
  const paging = { page: 2, pageSize: 50 };

  it.each([
    ['customer_email', 'contains', 'kari'],
    ['customer_email', 'starts-with', 'kari'],
    ['order_id', 'ends-with', '01'],
    ['status', 'matches', 'cancelled'],
    ['total', 'greater-than', '1000,50'],
    ['placed_at', 'less-than', '2025-03-08'],
  ])('sends %s %s %s as it is', (field, operator, value) => {
    expect(
      toOrderQuery(period, ' x ', paging, [{ field: 'total', sort: 'desc' }], {
        items: [{ field, operator, value }],
      }),
    ).toEqual({
      ...period,
      search: 'x',
      page: 3,
      per_page: 50,
      sort: 'total',
      order: 'desc',
      field,
      operator,
      value,
    });
  });

  it('leaves out a filter without a value, and numbers become text', () => {
    expect(
      toOrderQuery(period, '', paging, [], { items: [{ field: 'total', operator: 'less-than' }] }),
    ).toMatchObject({
      field: undefined,
      operator: undefined,
      value: undefined,
      search: undefined,
      sort: undefined,
    });
    expect(
      toOrderQuery(period, '', paging, [], {
        items: [{ field: 'lines', operator: 'greater-than', value: 2 }],
      }),
    ).toMatchObject({ field: 'lines', value: '2' });
  });
});
