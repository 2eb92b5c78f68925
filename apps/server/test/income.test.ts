import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopOrders } from '../src/db/schema';
import { readCsv } from './csv-reader';
import { createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError, TestClient } from './http';
import { type OrderSpec, orderEvent, shopWithKey } from './income-helpers';

let t: TestApp;
let panel: TestClient;
let accountId: number;
let other: Awaited<ReturnType<typeof shopWithKey>>;

/**
 * The fixed data set, placed around the period 8–14 March 2025 (Oslo, winter time: UTC+1) and the 7 days
 * before it. T-104 is placed at Oslo midnight starting 8 March, T-105 a minute before it, T-103 at the
 * midnight ending 14 March. T-107 is cancelled.
 */
const ORDERS: OrderSpec[] = [
  {
    id: 'T-101',
    at: '2025-03-10T12:00:00+01:00',
    subtotal: 1000,
    total: 1049.5,
    source: 'google',
    email: 'kari@example.no',
    discount: 'VÅR10',
    lines: [
      { product_id: 'p1', quantity: 2, price: 400 },
      { product_id: 'p2', quantity: 1, price: 200 },
    ],
  },
  {
    id: 'T-102',
    at: '2025-03-13T22:59:59Z',
    subtotal: 250.5,
    total: 300,
    source: 'newsletter',
    email: 'ola@example.no',
  },
  {
    id: 'T-103',
    at: '2025-03-14T23:00:00Z',
    subtotal: 999,
    total: 1049,
    source: 'google',
    email: 'eve@shop.no',
  },
  { id: 'T-104', at: '2025-03-07T23:00:00Z', subtotal: 100, total: 100, email: 'per@firma.no' },
  {
    id: 'T-105',
    at: '2025-03-07T22:59:00Z',
    subtotal: 400,
    total: 450,
    source: 'google',
    email: 'karin@firma.no',
  },
  { id: 'T-106', at: '2025-03-02T10:00:00Z', subtotal: 200, total: 250, source: 'newsletter' },
  {
    id: 'T-107',
    at: '2025-03-11T09:00:00Z',
    subtotal: 5000,
    total: 5000,
    source: 'google',
    email: 'x@example.com',
  },
  { id: 'T-108', at: '2025-02-28T10:00:00Z', subtotal: 777, total: 800, source: 'a;b', discount: '=1+2' },
];

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
  const shop = await shopWithKey(t);
  panel = shop.panel;
  accountId = shop.account.id;
  await shop.ingest('/api/ingest/orders', ORDERS.map(orderEvent));
  await shop.ingest('/api/ingest/orders', [{ type: 'cancelled', order_id: 'T-107' }]);
  // Another shop with an order under the same id and one of its own: never seen from the first.
  other = await shopWithKey(t);
  await other.ingest('/api/ingest/orders', [
    orderEvent({ id: 'T-101', at: '2025-03-10T12:00:00Z', subtotal: 9999, total: 9999, source: 'google' }),
    orderEvent({ id: 'B-1', at: '2025-03-10T12:00:00Z', subtotal: 50, total: 50, email: 'kari@example.no' }),
  ]);
});
afterAll(() => t.close());

type Summary = {
  period: { from: string; to: string };
  previous_period: { from: string; to: string };
  current: { revenue: number; orders: number; average_order_value: number | null };
  previous: { revenue: number; orders: number; average_order_value: number | null };
  change: { revenue: number | null; orders: number | null; average_order_value: number | null };
  sources: Array<{ source: string; revenue: number; orders: number }>;
};
type OrderList = {
  data: Array<Record<string, unknown> & { order_id: string }>;
  pagination: {
    page: number;
    per_page: number;
    total: number;
    total_capped: boolean;
    next_cursor: string | null;
  };
};

const ids = (answer: { body: OrderList }) => answer.body.data.map((row) => row.order_id);
const list = (query: string) => panel.get<OrderList & ApiError>(`/api/orders?${query}`);

describe('GET /api/income/summary', () => {
  it('sums the period and the previous one from the daily totals, Oslo midnight included', async () => {
    const answer = await panel.get<Summary>('/api/income/summary?from=2025-03-08&to=2025-03-14');
    expect(answer.status).toBe(200);
    // Current: T-101 1000 + T-102 250.50 + T-104 100 (at midnight); T-103 is the next day, T-107 cancelled.
    // Previous (1–7 March): T-105 400 (a minute before midnight) + T-106 200; T-108 is before it.
    expect(answer.body).toEqual({
      period: { from: '2025-03-08', to: '2025-03-14' },
      previous_period: { from: '2025-03-01', to: '2025-03-07' },
      current: { revenue: 1350.5, orders: 3, average_order_value: 450.17 },
      previous: { revenue: 600, orders: 2, average_order_value: 300 },
      change: { revenue: 125.1, orders: 50, average_order_value: 50.1 },
      sources: [
        { source: 'google', revenue: 1000, orders: 1 },
        { source: 'newsletter', revenue: 250.5, orders: 1 },
        { source: '', revenue: 100, orders: 1 },
      ],
    });
  });

  it('answers zeros and no change for a period without orders', async () => {
    const answer = await panel.get<Summary>('/api/income/summary?from=2024-01-01&to=2024-01-31');
    expect(answer.body).toMatchObject({
      previous_period: { from: '2023-12-01', to: '2023-12-31' },
      current: { revenue: 0, orders: 0, average_order_value: null },
      change: { revenue: null, orders: null, average_order_value: null },
      sources: [],
    });
  });

  it('refuses missing, impossible, reversed and too long periods with the catalogue texts', async () => {
    const missing = await panel.get<ApiError>('/api/income/summary?to=2025-03-01');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { from: 'Feltet må fylles ut.' },
    });
    const impossible = await panel.get<ApiError>('/api/income/summary?from=2025-02-30&to=2025-03-01');
    expect(impossible.body.error.fields).toEqual({ from: 'Ugyldig dato.' });
    const reversed = await panel.get<ApiError>('/api/income/summary?from=2025-03-02&to=2025-03-01');
    expect(reversed.body.error.fields).toEqual({ to: 'Fra-datoen må være før eller lik til-datoen.' });
    const long = await panel.get<ApiError>('/api/income/summary?from=2020-01-01&to=2025-01-01');
    expect(long.body.error.fields).toEqual({ to: 'Perioden kan være høyst 731 dager.' });
    const english = await panel.get<ApiError>('/api/income/summary?from=x&to=2025-03-01', {
      'user-language': 'en',
    });
    expect(english.body.error.fields).toEqual({ from: 'Invalid date.' });
  });
});

describe('GET /api/orders', () => {
  it('pages the newest first, with every column', async () => {
    const first = await list('per_page=3');
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(['T-103', 'T-102', 'T-107']);
    expect(first.body.pagination).toEqual({
      page: 1,
      per_page: 3,
      total: 8,
      total_capped: false,
      next_cursor: expect.any(String),
    });
    const last = await list('per_page=3&page=3');
    expect(ids(last)).toEqual(['T-106', 'T-108']);
    expect(last.body.pagination.next_cursor).toBeNull();
    const beyond = await list('per_page=3&page=9');
    expect(beyond.body).toEqual({
      data: [],
      pagination: { page: 9, per_page: 3, total: 8, total_capped: false, next_cursor: null },
    });
    const one = await list('search=T-101');
    expect(one.body.data).toEqual([
      {
        order_id: 'T-101',
        placed_at: '2025-03-10T11:00:00.000Z',
        status: 'open',
        total: 1049.5,
        subtotal: 1000,
        source: 'google',
        discount_code: 'VÅR10',
        discount_flag: null,
        customer_email: 'kari@example.no',
        lines: 2,
      },
    ]);
    expect((await list('search=T-107')).body.data[0]?.status).toBe('cancelled');
  });

  it('narrows to a period of Oslo days', async () => {
    expect(ids(await list('from=2025-03-08&to=2025-03-14'))).toEqual(['T-102', 'T-107', 'T-101', 'T-104']);
  });

  it('searches order ids and e-mails, case-insensitively', async () => {
    expect(ids(await list('search=FIRMA'))).toEqual(['T-104', 'T-105']);
    expect(ids(await list('search=t-10&per_page=2'))).toEqual(['T-103', 'T-102']);
    expect(ids(await list('search=%25'))).toEqual([]);
    expect(ids(await list('search=_'))).toEqual([]);
  });

  it.each([
    ['customer_email', 'contains', 'EXAMPLE', ['T-102', 'T-107', 'T-101']],
    ['customer_email', 'starts-with', 'kari', ['T-101', 'T-105']],
    ['customer_email', 'ends-with', '.no', ['T-103', 'T-102', 'T-101', 'T-104', 'T-105']],
    ['discount_code', 'matches', 'vår10', ['T-101']],
    ['status', 'matches', 'cancelled', ['T-107']],
    ['source', 'contains', ';', ['T-108']],
    ['order_id', 'contains', '%', []],
    ['total', 'greater-than', '1049,25', ['T-107', 'T-101']],
    ['total', 'less-than', '300', ['T-104', 'T-106']],
    ['subtotal', 'matches', '250.50', ['T-102']],
    ['placed_at', 'matches', '2025-03-08', ['T-104']],
    ['placed_at', 'less-than', '2025-03-08', ['T-105', 'T-106', 'T-108']],
    ['placed_at', 'greater-than', '2025-03-13', ['T-103']],
    ['lines', 'greater-than', '1', ['T-101']],
  ])('filters %s %s %s', async (field, operator, value, expected) => {
    const answer = await list(
      `field=${field}&operator=${operator}&value=${encodeURIComponent(value as string)}&per_page=100`,
    );
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual(expected);
    expect(answer.body.pagination.total).toBe((expected as string[]).length);
  });

  it('sorts on every visible column, both ways, unknown values last', async () => {
    expect(ids(await list('sort=total&order=asc'))).toEqual([
      'T-104',
      'T-106',
      'T-102',
      'T-105',
      'T-108',
      'T-103',
      'T-101',
      'T-107',
    ]);
    expect(ids(await list('sort=customer_email&order=asc'))).toEqual([
      'T-103',
      'T-101',
      'T-105',
      'T-102',
      'T-104',
      'T-107',
      'T-106',
      'T-108',
    ]);
    expect(ids(await list('sort=lines&order=desc&per_page=1'))).toEqual(['T-101']);
    expect(ids(await list('sort=order_id&order=desc&per_page=2'))).toEqual(['T-108', 'T-107']);
    for (const sort of ['placed_at', 'status', 'subtotal', 'source', 'discount_code']) {
      expect((await list(`sort=${sort}&order=desc`)).body.pagination.total).toBe(8);
    }
  });

  it('keeps injection attempts harmless: refused names, and values only ever compared as text', async () => {
    const sort = await list(`sort=${encodeURIComponent('placed_at; drop table shop_orders')}`);
    expect(sort.status).toBe(400);
    const order = await list(`sort=total&order=${encodeURIComponent('asc; delete from shop_orders')}`);
    expect(order.status).toBe(400);
    const field = await list(`field=${encodeURIComponent('1=1 or order_id')}&operator=contains&value=x`);
    expect(field.status).toBe(400);
    const value = await list(
      `field=order_id&operator=contains&value=${encodeURIComponent("' or '1'='1' --")}`,
    );
    expect(value.body.data).toEqual([]);
    const search = await list(`search=${encodeURIComponent("'; drop table shop_orders; --")}`);
    expect(search.body.data).toEqual([]);
    const amount = await list(`field=total&operator=less-than&value=${encodeURIComponent('1 or 1=1')}`);
    expect(amount.status).toBe(400);
    const stored = await t.database.db.select().from(shopOrders).where(eq(shopOrders.accountId, accountId));
    expect(stored).toHaveLength(8);
  });

  it('refuses a bad column, operator, value or page with the field messages', async () => {
    const unknownField = await list('field=password&operator=contains&value=x');
    expect(unknownField.body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Noen felt er ikke riktig utfylt.',
        fields: { field: 'Ugyldig verdi.' },
      },
    });
    const unknownOperator = await list('field=order_id&operator=like&value=x');
    expect(unknownOperator.body.error.fields).toEqual({ operator: 'Ugyldig verdi.' });
    const wrongKind = await list('field=total&operator=contains&value=1');
    expect(wrongKind.body.error.fields).toEqual({
      operator: 'Dette filteret kan ikke brukes på denne kolonnen.',
    });
    const notAmount = await list('field=total&operator=greater-than&value=abc');
    expect(notAmount.body.error.fields).toEqual({ value: 'Beløpet må være et tall med høyst to desimaler.' });
    const notDay = await list('field=placed_at&operator=matches&value=2025-13-01');
    expect(notDay.body.error.fields).toEqual({ value: 'Ugyldig dato.' });
    const noValue = await list('field=order_id&operator=contains');
    expect(noValue.body.error.fields).toEqual({ value: 'Feltet må fylles ut.' });
    const noOperator = await list('field=order_id&value=x');
    expect(noOperator.body.error.fields).toEqual({ operator: 'Feltet må fylles ut.' });
    expect((await list('per_page=1000')).body.error.fields).toEqual({ per_page: 'Ugyldig verdi.' });
    expect((await list('page=0')).body.error.fields).toEqual({ page: 'Ugyldig verdi.' });
    expect((await list('limit=5')).body.error.fields).toEqual({ limit: 'Feltet er ikke tillatt.' });
    const english = await panel.get<ApiError>('/api/orders?field=total&operator=ends-with&value=1', {
      'user-language': 'en',
    });
    expect(english.body.error.fields).toEqual({ operator: 'This filter cannot be used on this column.' });
  });
});

describe('GET /api/orders/export', () => {
  it('answers a UTF-8 CSV with BOM, semicolons, comma decimals and Oslo times, for the filter', async () => {
    const answer = await panel.request<string>(
      'GET',
      '/api/orders/export?field=customer_email&operator=contains&value=kari&sort=order_id&order=asc',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ordrer-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get('x-total-count')).toBe('2');
    expect(answer.headers.get('x-export-truncated')).toBe('false');
    const raw = await fetch(`${t.url}/api/orders/export?search=T-101`, {
      headers: { authorization: `Bearer ${panel.token}`, 'authorized-account': String(accountId) },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The BOM is in the bytes (checked above); reading the body as text drops it.
    expect(answer.body).toBe(
      '"Ordre-ID";"Tidspunkt";"Status";"Sum";"Delsum";"Kilde";"Rabattkode";"E-post";"Linjer"\r\n' +
        '"T-101";"2025-03-10T12:00:00+01:00";"Åpen";"1049,50";"1000,00";"google";"VÅR10";"kari@example.no";"2"\r\n' +
        '"T-105";"2025-03-07T23:59:00+01:00";"Åpen";"450,00";"400,00";"google";"";"karin@firma.no";"1"\r\n',
    );
  });

  it('names the period in the file, quotes separators and defuses formulas; English headings', async () => {
    const answer = await panel.request<string>('GET', '/api/orders/export?from=2025-02-01&to=2025-02-28', {
      headers: { 'user-language': 'en' },
    });
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2025-02-01-2025-02-28.csv"',
    );
    expect(readCsv(answer.body, ';')).toEqual([
      ['Order ID', 'Placed', 'Status', 'Total', 'Subtotal', 'Source', 'Discount code', 'E-mail', 'Lines'],
      ['T-108', '2025-02-28T11:00:00+01:00', 'Open', '800,00', '777,00', 'a;b', "'=1+2", '', '1'],
    ]);
    const cancelled = await panel.request<string>('GET', '/api/orders/export?search=T-107');
    expect(readCsv(cancelled.body, ';')).toContainEqual([
      'T-107',
      '2025-03-11T10:00:00+01:00',
      'Kansellert',
      '5000,00',
      '5000,00',
      'google',
      '',
      'x@example.com',
      '1',
    ]);
  });

  it('refuses bad filters like the list does', async () => {
    const answer = await panel.get<ApiError>('/api/orders/export?field=nope&operator=contains&value=1');
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ field: 'Ugyldig verdi.' });
  });
});

describe('accounts and access', () => {
  it("never shows another account's orders or totals", async () => {
    const mine = await list('search=T-101');
    expect(mine.body.data.map((row) => row.subtotal)).toEqual([1000]);
    expect(ids(await list('search=B-1'))).toEqual([]);
    const theirs = await other.panel.get<OrderList>('/api/orders');
    expect(ids(theirs)).toEqual(['T-101', 'B-1']);
    const summary = await other.panel.get<Summary>('/api/income/summary?from=2025-03-08&to=2025-03-14');
    expect(summary.body.current).toEqual({ revenue: 10049, orders: 2, average_order_value: 5024.5 });
    const csv = await other.panel.request<string>('GET', '/api/orders/export');
    expect(csv.body).not.toContain('T-102');
  });

  it("refuses another account's user (404), a missing package (403) and no session (401)", async () => {
    for (const path of [
      '/api/orders',
      '/api/orders/export',
      '/api/income/summary?from=2025-03-01&to=2025-03-02',
    ]) {
      const foreign = await other.panel.get<ApiError>(path, { 'authorized-account': String(accountId) });
      expect(foreign.status).toBe(404);
      const anonymous = await panel.get<ApiError>(path, { authorization: '' });
      expect(anonymous.status).toBe(401);
    }
    const noPackage = await shopWithKey(t, []);
    const locked = await noPackage.panel.get<ApiError>('/api/orders');
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('package_required');
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    staff.account = accountId;
    expect(ids(await staff.get<OrderList>('/api/orders?search=T-101'))).toEqual(['T-101']);
  });
});
