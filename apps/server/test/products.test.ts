import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPageViews, chatVisitors, shopCartEvents } from '../src/db/schema';
import { startTestApp, type TestApp } from './harness';
import type { ApiError, TestClient } from './http';
import { orderEvent, shopWithKey } from './income-helpers';

let t: TestApp;
let panel: TestClient;
let accountId: number;
let other: Awaited<ReturnType<typeof shopWithKey>>;

const product = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  external_id: id,
  name,
  price: 499,
  ...extra,
});

/** A visitor of `account` and what they did: page views of `paths` and cart additions, at given instants. */
async function activity(
  account: number,
  views: Array<[string, string]>,
  carts: Array<[string, number, string]> = [],
) {
  const [visitor] = await t.database.db
    .insert(chatVisitors)
    .values({ accountId: account, uid: `v-${Math.random().toString(36).slice(2)}` })
    .returning();
  if (!visitor) throw new Error('visitor missing');
  if (views.length > 0) {
    await t.database.db.insert(chatPageViews).values(
      views.map(([path, at]) => ({
        accountId: account,
        visitorId: visitor.id,
        path,
        url: `https://demo.no${path}`,
        pageTitle: 'Side',
        createdAt: new Date(at),
      })),
    );
  }
  if (carts.length > 0) {
    await t.database.db.insert(shopCartEvents).values(
      carts.map(([productId, quantity, at]) => ({
        accountId: account,
        visitorId: visitor.id,
        productId,
        quantity,
        priceOre: 49_900,
        createdAt: new Date(at),
      })),
    );
  }
}

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
  const shop = await shopWithKey(t);
  panel = shop.panel;
  accountId = shop.account.id;
  await shop.ingest('/api/ingest/products', [
    product('P1', 'Joggesko rød', {
      url: 'https://demo.no/sko/joggesko-rod?farge=rod',
      category: 'Sko',
      sale_price: 399.5,
      brand: 'Løp',
      sku: 'JR-1',
    }),
    product('P2', 'Sandal', { category: 'Sommer', in_stock: false }),
    product('P3', 'Lue 100%', { category: 'Tilbehør' }),
    product('SKO-9', 'Vintersko', { category: 'Sko' }),
  ]);
  await shop.ingest('/api/ingest/orders', [
    // 10 March: two orders with P1 (one with two lines of it); 11 March at Oslo midnight; a cancelled one.
    orderEvent({
      id: 'O1',
      at: '2025-03-10T10:00:00Z',
      subtotal: 998,
      total: 998,
      lines: [
        { product_id: 'P1', quantity: 2, price: 399.5 },
        { product_id: 'P2', quantity: 1, price: 199 },
      ],
    }),
    orderEvent({
      id: 'O2',
      at: '2025-03-10T12:00:00Z',
      subtotal: 399.5,
      total: 399.5,
      lines: [{ product_id: 'P1', quantity: 1, price: 399.5 }],
    }),
    orderEvent({
      id: 'O3',
      at: '2025-03-10T23:00:00Z',
      subtotal: 499,
      total: 499,
      lines: [{ product_id: 'P1', quantity: 1, price: 499 }],
    }),
    orderEvent({
      id: 'O4',
      at: '2025-03-11T12:00:00Z',
      subtotal: 499,
      total: 499,
      lines: [{ product_id: 'P1', quantity: 1, price: 499 }],
    }),
  ]);
  await shop.ingest('/api/ingest/orders', [{ type: 'cancelled', order_id: 'O4' }]);
  await activity(
    accountId,
    [
      ['/sko/joggesko-rod', '2025-03-10T08:00:00Z'],
      ['/sko/joggesko-rod', '2025-03-10T09:00:00Z'],
      ['/sko/joggesko-rod', '2025-03-10T09:30:00Z'],
      ['/sko/joggesko-rod', '2025-03-10T22:59:59Z'],
      // Oslo midnight: the 11th.
      ['/sko/joggesko-rod', '2025-03-10T23:00:00Z'],
      ['/sko/joggesko-rod', '2025-03-11T10:00:00Z'],
      ['/sko', '2025-03-10T08:00:00Z'],
      ['/sko/joggesko-rod', '2025-03-08T12:00:00Z'],
    ],
    [
      ['P1', 2, '2025-03-10T08:05:00Z'],
      ['P1', 1, '2025-03-10T23:30:00Z'],
      ['P2', 5, '2025-03-10T08:05:00Z'],
    ],
  );
  other = await shopWithKey(t);
  await other.ingest('/api/ingest/products', [
    product('P1', 'Fremmed sko', { url: 'https://annen.no/sko/joggesko-rod' }),
  ]);
  await other.ingest('/api/ingest/orders', [
    orderEvent({
      id: 'X1',
      at: '2025-03-10T10:00:00Z',
      subtotal: 100,
      total: 100,
      lines: [{ product_id: 'P1', quantity: 9, price: 100 }],
    }),
  ]);
  await activity(
    other.account.id,
    [['/sko/joggesko-rod', '2025-03-10T10:00:00Z']],
    [['P1', 7, '2025-03-10T10:00:00Z']],
  );
});
afterAll(() => t.close());

type ProductList = {
  data: Array<{ product_id: string; name: string } & Record<string, unknown>>;
  pagination: { page: number; per_page: number; total: number };
};
type Stats = {
  product: { product_id: string; name: string };
  period: { from: string; to: string };
  days: Array<{
    day: string;
    views: number;
    carts: number;
    orders: number;
    revenue: number;
    conversion: number | null;
  }>;
  totals: { views: number; carts: number; orders: number; revenue: number; conversion: number | null };
};

const names = (answer: { body: ProductList }) => answer.body.data.map((row) => row.product_id);

describe('GET /api/products', () => {
  it('lists the catalogue by name, paged, with amounts in kroner', async () => {
    const answer = await panel.get<ProductList>('/api/products?per_page=2');
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['P1', 'P3']);
    expect(answer.body.pagination).toEqual({ page: 1, per_page: 2, total: 4 });
    expect(answer.body.data[0]).toEqual({
      product_id: 'P1',
      name: 'Joggesko rød',
      url: 'https://demo.no/sko/joggesko-rod?farge=rod',
      image_url: null,
      price: 499,
      sale_price: 399.5,
      in_stock: true,
      category: 'Sko',
      brand: 'Løp',
      sku: 'JR-1',
    });
    expect(names(await panel.get<ProductList>('/api/products?per_page=2&page=2'))).toEqual(['P2', 'SKO-9']);
  });

  it('searches name, id and category, case-insensitively; LIKE characters are plain text', async () => {
    const search = (text: string) =>
      panel.get<ProductList>(`/api/products?search=${encodeURIComponent(text)}`);
    expect(names(await search('SKO'))).toEqual(['P1', 'SKO-9']);
    expect(names(await search('sandal'))).toEqual(['P2']);
    expect(names(await search('sommer'))).toEqual(['P2']);
    expect(names(await search('p3'))).toEqual(['P3']);
    expect(names(await search('100%'))).toEqual(['P3']);
    expect(names(await search('%'))).toEqual(['P3']);
    expect(names(await search("' or 1=1 --"))).toEqual([]);
  });

  it('refuses bad paging with the field messages', async () => {
    const answer = await panel.get<ApiError>('/api/products?per_page=500&sort=name');
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ per_page: 'Ugyldig verdi.', sort: 'Feltet er ikke tillatt.' });
  });
});

describe('GET /api/products/:productId', () => {
  it('counts views of its page, carts, orders and revenue per Oslo day, with conversion and totals', async () => {
    const answer = await panel.get<Stats>('/api/products/P1?from=2025-03-09&to=2025-03-11');
    expect(answer.status).toBe(200);
    expect(answer.body.product).toMatchObject({ product_id: 'P1', name: 'Joggesko rød' });
    expect(answer.body.period).toEqual({ from: '2025-03-09', to: '2025-03-11' });
    // 10th: 4 views (the 22:59:59Z one is 23:59:59 in Oslo), 2 units in carts, O1 and O2: 2×399.50 + 399.50.
    // 11th: the view and cart at/after Oslo midnight and O3 (placed at midnight); O4 is cancelled.
    expect(answer.body.days).toEqual([
      { day: '2025-03-09', views: 0, carts: 0, orders: 0, revenue: 0, conversion: null },
      { day: '2025-03-10', views: 4, carts: 2, orders: 2, revenue: 1198.5, conversion: 0.5 },
      { day: '2025-03-11', views: 2, carts: 1, orders: 1, revenue: 499, conversion: 0.5 },
    ]);
    expect(answer.body.totals).toEqual({ views: 6, carts: 3, orders: 3, revenue: 1697.5, conversion: 0.5 });
  });

  it('defaults to the last 30 days and shows zeros without a page address', async () => {
    const answer = await panel.get<Stats>('/api/products/P3');
    expect(answer.status).toBe(200);
    expect(answer.body.days).toHaveLength(30);
    expect(answer.body.period.to).toBe(answer.body.days[29]?.day);
    expect(answer.body.totals).toEqual({ views: 0, carts: 0, orders: 0, revenue: 0, conversion: null });
  });

  it('finds ids that need encoding', async () => {
    const answer = await panel.get<Stats>(
      `/api/products/${encodeURIComponent('SKO-9')}?from=2025-03-10&to=2025-03-10`,
    );
    expect(answer.body.product.name).toBe('Vintersko');
  });

  it('refuses a bad period, and an unknown product with 404', async () => {
    const reversed = await panel.get<ApiError>('/api/products/P1?from=2025-03-11&to=2025-03-01');
    expect(reversed.body.error.fields).toEqual({ to: 'Fra-datoen må være før eller lik til-datoen.' });
    const half = await panel.get<ApiError>('/api/products/P1?from=2025-03-11');
    expect(half.body.error.fields).toEqual({ to: 'Feltet må fylles ut.' });
    const unknown = await panel.get<ApiError>('/api/products/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'product_not_found', message: 'Fant ikke produktet.' });
  });
});

describe('accounts and access', () => {
  it("never mixes in another account's products, views, carts or orders", async () => {
    const theirs = await other.panel.get<Stats>('/api/products/P1?from=2025-03-10&to=2025-03-10');
    expect(theirs.body.product.name).toBe('Fremmed sko');
    expect(theirs.body.totals).toEqual({ views: 1, carts: 7, orders: 1, revenue: 900, conversion: 1 });
    expect(names(await other.panel.get<ProductList>('/api/products'))).toEqual(['P1']);
    const mine = await panel.get<Stats>('/api/products/P1?from=2025-03-10&to=2025-03-10');
    expect(mine.body.totals.carts).toBe(2);
  });

  it("refuses another account's user (404) and an account without the package (403)", async () => {
    for (const path of ['/api/products', '/api/products/P1']) {
      const foreign = await other.panel.get<ApiError>(path, { 'authorized-account': String(accountId) });
      expect(foreign.status).toBe(404);
    }
    const noPackage = await shopWithKey(t, []);
    expect((await noPackage.panel.get('/api/products')).status).toBe(403);
  });
});
