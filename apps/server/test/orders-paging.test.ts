import { ORDER_LIST_COUNT_CAP } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import type { ApiError, TestClient } from './http';
import { type OrderSpec, orderEvent, shopWithKey } from './income-helpers';

type Row = Record<string, unknown> & { order_id: string };
type OrderList = {
  data: Row[];
  pagination: { page: number; total: number; total_capped: boolean; next_cursor: string | null };
};

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;

/**
 * 40 orders with many ties: four share each instant (10 instants, a day apart in March 2025), totals repeat
 * every 5 orders, every third has no e-mail and every fourth a discount code; every seventh is cancelled.
 */
const ORDERS: OrderSpec[] = Array.from({ length: 40 }, (_, index) => ({
  id: `P-${String(index).padStart(3, '0')}`,
  at: `2025-03-${String(1 + (index % 10)).padStart(2, '0')}T10:00:00Z`,
  subtotal: 100 + (index % 5) * 10,
  total: 100 + (index % 5) * 10,
  source: ['google', 'facebook', ''][index % 3],
  email: index % 3 === 0 ? undefined : `kunde${index % 6}@example.no`,
  discount: index % 4 === 0 ? `RABATT${index % 8}` : undefined,
}));
const CANCELLED = ORDERS.filter((_, index) => index % 7 === 0).map((order) => order.id);

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
  shop = await shopWithKey(t);
  await shop.ingest('/api/ingest/orders', ORDERS.map(orderEvent));
  await shop.ingest(
    '/api/ingest/orders',
    CANCELLED.map((id) => ({ type: 'cancelled', order_id: id })),
  );
  // Another shop with orders under the same ids and instants: never on the first shop's pages.
  other = await shopWithKey(t);
  await other.ingest('/api/ingest/orders', ORDERS.slice(0, 10).map(orderEvent));
});
afterAll(() => t.close());

const list = (client: TestClient, query: string) => client.get<OrderList & ApiError>(`/api/orders?${query}`);

/** Every page through the cursors, as the panel moves forward; fails on a page without progress. */
async function walk(client: TestClient, query: string, perPage: number) {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  let total = -1;
  for (let page = 1; page <= 50; page++) {
    const answer = await list(
      client,
      `${query}&per_page=${perPage}&page=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.pagination.page).toBe(page);
    pages.push(answer.body.data);
    total = answer.body.pagination.total;
    cursor = answer.body.pagination.next_cursor;
    if (!cursor) return { pages, total };
    expect(answer.body.data).toHaveLength(perPage);
  }
  throw new Error('more than 50 pages');
}

/** The whole list in one page (offset paging, the order the cursors must reproduce). */
async function whole(query: string) {
  const answer = await list(shop.panel, `${query}&per_page=100`);
  expect(answer.status).toBe(200);
  return answer.body.data.map((row) => row.order_id);
}

describe('keyset paging of GET /api/orders', () => {
  const sorts = [
    '',
    'sort=placed_at&order=asc',
    'sort=placed_at&order=desc',
    'sort=total&order=asc',
    'sort=total&order=desc',
    'sort=customer_email&order=asc',
    'sort=customer_email&order=desc',
    'sort=discount_code&order=desc',
    'sort=status&order=asc',
    'sort=source&order=desc',
    'sort=lines&order=desc',
    'sort=order_id&order=asc',
  ];

  it.each(sorts)('walks %s page by page with no duplicate, no gap, in the same order', async (sort) => {
    const expected = await whole(sort);
    expect(expected).toHaveLength(ORDERS.length);
    for (const perPage of [3, 7]) {
      const { pages, total } = await walk(shop.panel, sort, perPage);
      const seen = pages.flat().map((row) => row.order_id);
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(ORDERS.length);
      expect(total).toBe(ORDERS.length);
    }
  });

  it('gives the same page through a cursor as through the page number', async () => {
    const first = await list(shop.panel, 'sort=total&order=desc&per_page=6&page=1');
    const byCursor = await list(
      shop.panel,
      `sort=total&order=desc&per_page=6&page=2&cursor=${encodeURIComponent(first.body.pagination.next_cursor ?? '')}`,
    );
    const byOffset = await list(shop.panel, 'sort=total&order=desc&per_page=6&page=2');
    expect(byCursor.body.data).toEqual(byOffset.body.data);
    expect(byCursor.body.data).toHaveLength(6);
  });

  it('keeps the search, period and column filter on every page', async () => {
    const cases = [
      'search=kunde1',
      'from=2025-03-03&to=2025-03-06',
      'field=status&operator=matches&value=cancelled',
      'field=total&operator=greater-than&value=115&sort=total&order=asc',
      'field=customer_email&operator=ends-with&value=example.no&sort=customer_email&order=desc',
    ];
    for (const query of cases) {
      const expected = await whole(query);
      expect(expected.length, query).toBeGreaterThan(0);
      const { pages, total } = await walk(shop.panel, query, 4);
      expect(
        pages.flat().map((row) => row.order_id),
        query,
      ).toEqual(expected);
      expect(total, query).toBe(expected.length);
    }
    expect(await whole('field=status&operator=matches&value=cancelled')).toHaveLength(CANCELLED.length);
  });

  it('counts every order of the period exactly, the cancelled ones included', async () => {
    const march = await list(shop.panel, 'from=2025-03-01&to=2025-03-31');
    expect(march.body.pagination).toMatchObject({ total: 40, total_capped: false });
    const days = await list(shop.panel, 'from=2025-03-01&to=2025-03-02');
    // Days 1 and 2: indexes 0,1,10,11,20,21,30,31; of those 0, 21 are cancelled and still counted.
    expect(days.body.pagination.total).toBe(8);
  });

  it("never shows another account's orders, even through a cursor made on its pages", async () => {
    const { pages } = await walk(other.panel, '', 3);
    const seen = pages.flat().map((row) => row.order_id);
    expect(seen).toHaveLength(10);
    const mine = await list(shop.panel, 'per_page=3');
    const theirs = await list(
      other.panel,
      `per_page=3&page=2&cursor=${encodeURIComponent(mine.body.pagination.next_cursor ?? '')}`,
    );
    expect(theirs.status).toBe(200);
    const otherIds = new Set(ORDERS.slice(0, 10).map((order) => order.id));
    for (const row of theirs.body.data) expect(otherIds.has(row.order_id)).toBe(true);
    // The other shop's totals are its own (one of its orders is 9999 nowhere: amounts are the same set).
    expect(theirs.body.pagination.total).toBe(10);
  });

  it('refuses a cursor that is not one, or was made for another sort', async () => {
    const made = await list(shop.panel, 'sort=total&order=asc&per_page=5');
    const cursor = encodeURIComponent(made.body.pagination.next_cursor ?? '');
    for (const query of [
      `sort=total&order=desc&cursor=${cursor}`,
      `sort=placed_at&cursor=${cursor}`,
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('[1,2,3,4]').toString('base64url')}`,
      `cursor=${'x'.repeat(500)}`,
    ]) {
      const answer = await list(shop.panel, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(Object.keys(answer.body.error.fields ?? {})).toEqual(['cursor']);
    }
  });
});

describe('the count of a searched list', () => {
  it(`stops at ${ORDER_LIST_COUNT_CAP} and says so, while the period's total stays exact`, async () => {
    const big = await shopWithKey(t);
    // Set-based, as the large seed does: more matches than the cap, on two days.
    await t.database.db.execute(sql`
      insert into shop_orders (account_id, external_id, status, placed_at, placed_on, subtotal_ore, total_ore, customer_email)
      select ${big.account.id}, 'M-' || g, 'open', timestamptz '2025-03-05 10:00:00+00' + g * interval '1 second',
             date '2025-03-05', 10000, 10000, 'massekunde' || (g % 50) || '@example.no'
      from generate_series(1, ${ORDER_LIST_COUNT_CAP + 500}) g`);
    await t.database.db.execute(sql`
      insert into shop_order_daily_totals (account_id, day, source, orders, subtotal_ore, total_ore)
      values (${big.account.id}, date '2025-03-05', '', ${ORDER_LIST_COUNT_CAP + 500}, 0, 0)`);
    const searched = await list(big.panel, 'search=massekunde&per_page=5');
    expect(searched.body.pagination).toMatchObject({ total: ORDER_LIST_COUNT_CAP, total_capped: true });
    expect(searched.body.pagination.next_cursor).toEqual(expect.any(String));
    const few = await list(big.panel, 'search=massekunde7@&per_page=5');
    expect(few.body.pagination).toMatchObject({ total: 210, total_capped: false });
    const all = await list(big.panel, 'per_page=5');
    expect(all.body.pagination).toMatchObject({ total: ORDER_LIST_COUNT_CAP + 500, total_capped: false });
  });
});
