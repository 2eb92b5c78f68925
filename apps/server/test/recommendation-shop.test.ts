import type { RecommendationPageAnswer } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPageViews, chatVisitors } from '../src/db/schema';
import { RECOMMENDATION_PAGES_PER_MINUTE } from '../src/modules/recommendations';
import { ManualClock } from '../src/platform';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { orderEvent, shopWithKey } from './income-helpers';
import { runQueuedJobs } from './support/run-queued-jobs';

/**
 * The shop's side of recommendations (issue 31): every placeholder of a page in one request, through the
 * widgets the panel made, with no product twice on a page, hidden products never shown, a stock change seen
 * at the next request, unknown ids named, e-mail widgets not served to shops, and another account's widgets
 * and products out of reach.
 */
let t: TestApp;
// 03:29 in Oslo: the nightly model run is due a minute later.
const clock = new ManualClock('2099-03-15T02:29:00Z');
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;
const visitorUid = 'besokende-kari-1';

type Page = RecommendationPageAnswer;
const page = (account: number, query: string, headers?: Record<string, string>) =>
  new TestClient(t.url).get<Page>(`/api/public/recommendations/${account}?${query}`, headers);
const productIds = (answer: Page, widget: string) =>
  answer.data.find((entry) => entry.id === widget)?.products.map((product) => product.id);

const product = (id: string, name: string, category: string, price: number, extra: object = {}) => ({
  external_id: id,
  name,
  category,
  price,
  url: `https://demo.no/p/${id}`,
  ...extra,
});
const line = (productId: string) => ({ product_id: productId, quantity: 1, price: 100 });

beforeAll(async () => {
  t = await startTestApp({ JOB_POLL_MS: '60000', LOG_LEVEL: 'error' }, undefined, { clock });
  shop = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
  other = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
  await shop.ingest('/api/ingest/products', [
    product('boots', 'Turstøvel', 'Sko', 1999),
    product('socks', 'Ullsokk', 'Tilbehør', 199),
    product('wax', 'Skokrem', 'Tilbehør', 149, { sale_price: 99 }),
    product('cap', 'Lue', 'Tilbehør', 299),
    product('laces', 'Skolisser', 'Tilbehør', 49),
  ]);
  const orders = [
    ['boots', 'socks', 'wax'],
    ['boots', 'socks'],
    ['boots', 'socks', 'laces'],
    ['boots', 'wax'],
    ['cap'],
  ];
  await shop.ingest(
    '/api/ingest/orders',
    orders.map((lines, i) =>
      orderEvent({
        id: `o${i}`,
        at: `2099-03-1${i}T12:00:00Z`,
        subtotal: 100,
        total: 100,
        lines: lines.map(line),
      }),
    ),
  );
  // The other shop sells boots with its own secret product every time.
  await other.ingest('/api/ingest/products', [
    product('boots', 'Støvel', 'Sko', 999),
    product('secret', 'Hemmelig', 'Sko', 10),
  ]);
  await other.ingest(
    '/api/ingest/orders',
    [0, 1, 2].map((i) =>
      orderEvent({
        id: `x${i}`,
        at: `2099-03-1${i}T12:00:00Z`,
        subtotal: 1,
        total: 1,
        lines: [line('boots'), line('secret')],
      }),
    ),
  );
  // A visitor of the shop who looked at the cap.
  const [visitor] = await t.database.db
    .insert(chatVisitors)
    .values({ accountId: shop.account.id, uid: visitorUid })
    .returning();
  if (!visitor) throw new Error('visitor missing');
  await t.database.db.insert(chatPageViews).values({
    accountId: shop.account.id,
    visitorId: visitor.id,
    path: '/p/cap',
    url: 'https://demo.no/p/cap',
    pageTitle: 'Lue',
    createdAt: new Date('2099-03-14T10:00:00Z'),
  });
  for (const body of [
    { id: 'andre-kjopte', algorithm: 'bought_together', number_of_products: 2 },
    { id: 'populaert', algorithm: 'bestsellers', number_of_products: 3 },
    { id: 'sist-sett', algorithm: 'recently_viewed', number_of_products: 1 },
    { id: 'nyhetsbrev', type: 'email', algorithm: 'bestsellers' },
  ]) {
    expect((await shop.panel.post('/api/recommendations', body)).status).toBe(201);
  }
  expect(
    (await other.panel.post('/api/recommendations', { id: 'fremmed', algorithm: 'bestsellers' })).status,
  ).toBe(201);
  clock.set('2099-03-15T02:30:05Z');
  await runQueuedJobs(t, clock, 'recommendations.%');
});

afterAll(async () => {
  await t?.close();
});

describe('a shop page’s recommendations', () => {
  it('fills every placeholder in one request, in order, never a product twice on the page', async () => {
    const answer = await page(shop.account.id, 'widgets=andre-kjopte,populaert&product=boots');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.unknown_widgets).toEqual([]);
    // Bought with boots: socks three times, wax twice.
    expect(productIds(answer.body, 'andre-kjopte')).toEqual(['socks', 'wax']);
    // Bestsellers are boots, socks, wax, cap, laces: boots is the page's product, socks and wax are shown
    // already, so two of the three asked for are left in this five-product shop.
    expect(productIds(answer.body, 'populaert')).toEqual(['cap', 'laces']);
    const [first] = answer.body.data;
    expect(first).toMatchObject({ id: 'andre-kjopte', type: 'shop', template: 'grid', products_per_row: 4 });
    expect(first?.products[1]).toMatchObject({
      id: 'wax',
      name: 'Skokrem',
      url: 'https://demo.no/p/wax',
      price: 149,
      sale_price: 99,
      reason: 'bought_together',
      fallback: false,
    });
    // Drawn with its template: each product a link the loader counts clicks on, the sale price beside the
    // struck-through one, and the grid's styles beside the markup.
    expect(first?.html).toContain(
      '<a class="bp-rec__card" href="https://demo.no/p/wax" data-bp-product="wax">',
    );
    expect(first?.html).toContain('data-bp-product="socks"');
    expect(first?.html).toContain('99\u00a0kr');
    expect(first?.html).toContain('<s>149\u00a0kr</s>');
    expect(first?.css).toContain('grid-template-columns: repeat(4, minmax(0, 1fr))');
  });

  it("reads the visitor's own views for recently viewed", async () => {
    const answer = await page(shop.account.id, `widgets=sist-sett&visitor=${visitorUid}`);
    expect(productIds(answer.body, 'sist-sett')).toEqual(['cap']);
  });

  it('leaves out what is in the cart, and hidden products', async () => {
    expect(
      (await shop.panel.put('/api/recommendations/hidden-products', { product_ids: ['wax'] })).status,
    ).toBe(200);
    const answer = await page(shop.account.id, 'widgets=andre-kjopte&product=boots&cart=socks');
    const shown = productIds(answer.body, 'andre-kjopte') ?? [];
    expect(shown).toHaveLength(2);
    expect(shown).not.toContain('socks');
    expect(shown).not.toContain('wax');
    expect((await shop.panel.put('/api/recommendations/hidden-products', { product_ids: [] })).status).toBe(
      200,
    );
  });

  it('sees a product sold out at the next request, with no model run between', async () => {
    await shop.ingest('/api/ingest/products', [
      product('socks', 'Ullsokk', 'Tilbehør', 199, { in_stock: false }),
    ]);
    const answer = await page(shop.account.id, 'widgets=andre-kjopte&product=boots');
    expect(productIds(answer.body, 'andre-kjopte')?.[0]).toBe('wax');
    expect(productIds(answer.body, 'andre-kjopte')).not.toContain('socks');
    await shop.ingest('/api/ingest/products', [product('socks', 'Ullsokk', 'Tilbehør', 199)]);
  });

  it('names unknown ids and e-mail widgets instead of failing the page', async () => {
    const answer = await page(shop.account.id, 'widgets=populaert,finnes-ikke,nyhetsbrev');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((entry) => entry.id)).toEqual(['populaert']);
    expect(answer.body.unknown_widgets).toEqual(['finnes-ikke', 'nyhetsbrev']);
  });

  it('refuses a request without widgets or with a malformed id, in the one error shape', async () => {
    const none = await page(shop.account.id, 'product=boots');
    expect(none.status).toBe(400);
    expect((none.body as unknown as ApiError).error.fields).toHaveProperty('widgets');
    const bad = await page(shop.account.id, 'widgets=%3Cscript%3E');
    expect(bad.status).toBe(400);
  });
});

describe('other accounts and other origins', () => {
  it("never serves another account's widget, nor its products", async () => {
    const answer = await page(shop.account.id, 'widgets=fremmed,andre-kjopte&product=boots');
    expect(answer.body.unknown_widgets).toEqual(['fremmed']);
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    const theirs = await page(other.account.id, 'widgets=fremmed&product=boots');
    expect(productIds(theirs.body, 'fremmed')).not.toContain('socks');
  });

  it('refuses a page on another origin, and an account without the package is not found', async () => {
    const foreign = await page(shop.account.id, 'widgets=populaert', { origin: 'https://angriper.example' });
    expect(foreign.status).toBe(403);
    const withoutPackage = await shopWithKey(t, ['PACKAGE_DASHBOARD']);
    expect((await page(withoutPackage.account.id, 'widgets=populaert')).status).toBe(404);
    expect((await page(999_999, 'widgets=populaert')).status).toBe(404);
  });

  it('limits one address to a page rate a family browsing never reaches', async () => {
    const fresh = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
    const statuses: number[] = [];
    for (let i = 0; i <= RECOMMENDATION_PAGES_PER_MINUTE; i++) {
      statuses.push((await page(fresh.account.id, 'widgets=populaert')).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the editor's preview", () => {
  const preview = (client: typeof shop.panel, body: object) =>
    client.post<{ data: { products: { id: string; reason: string; score: number; fallback: boolean }[] } }>(
      '/api/recommendations/preview',
      body,
    );

  it('answers the unsaved form for a picked product through the shop’s read path, with scores', async () => {
    const answer = await preview(shop.panel, {
      widget: { algorithm: 'bought_together', number_of_products: 3 },
      product: 'boots',
    });
    expect(answer.status).toBe(200);
    const [first, second, third] = answer.body.data.products;
    expect(first).toMatchObject({ id: 'socks', reason: 'bought_together', fallback: false });
    expect(second).toMatchObject({ id: 'wax', reason: 'bought_together' });
    // Drawn by the shop's own render path, with the widget's template.
    const drawn = answer.body.data as unknown as { html: string; css: string };
    expect(drawn.html).toContain('Ullsokk');
    expect(drawn.css.length).toBeGreaterThan(0);
    // Bought with boots three times against twice: the score says why socks come first.
    expect(first?.score).toBeGreaterThan(second?.score ?? Number.POSITIVE_INFINITY);
    // Laces were bought with boots once: one order is chance, not a pair (BOUGHT_TOGETHER_MIN_SHARED), so the
    // third place comes from the next in the chain, and the answer says so.
    expect(third?.id).not.toBe('laces');
    expect(third).toMatchObject({ fallback: true });
    expect(third?.reason).not.toBe('bought_together');
  });

  it('reads a cart and a customer, and says when a fallback filled the widget', async () => {
    const cart = await preview(shop.panel, {
      widget: { algorithm: 'cart_complements', number_of_products: 2 },
      cart: ['boots', 'socks'],
    });
    expect(cart.body.data.products.map((entry) => entry.id)).not.toContain('boots');
    const unknown = await preview(shop.panel, {
      widget: { algorithm: 'personal', number_of_products: 2 },
      customer: 'ukjent@example.no',
    });
    expect(unknown.body.data.products).toHaveLength(2);
    expect(unknown.body.data.products.every((entry) => entry.fallback)).toBe(true);
  });

  it('refuses a bad form in the one error shape, with the field named', async () => {
    const answer = await preview(shop.panel, { widget: { number_of_products: 99 }, customer: 'ikke-e-post' });
    expect(answer.status).toBe(400);
    const fields = (answer.body as unknown as ApiError).error.fields;
    expect(Object.keys(fields ?? {})).toEqual(
      expect.arrayContaining(['widget.number_of_products', 'customer']),
    );
  });

  it("never shows another account's products, and is for the account's own users only", async () => {
    const answer = await preview(other.panel, {
      widget: { algorithm: 'bought_together', number_of_products: 5 },
      product: 'boots',
    });
    expect(answer.body.data.products.map((entry) => entry.id)).toEqual(['secret']);
    const foreign = new TestClient(t.url);
    expect((await foreign.post('/api/recommendations/preview', { widget: {} })).status).toBe(401);
    const asOther = await other.panel.post(
      '/api/recommendations/preview',
      { widget: {}, product: 'boots' },
      { 'authorized-account': String(shop.account.id) },
    );
    // Another account's id is not found, as everywhere in the panel API.
    expect(asOther.status).toBe(404);
  });
});
