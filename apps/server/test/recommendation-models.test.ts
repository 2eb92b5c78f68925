import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatPageViews,
  chatVisitors,
  recommendationNeighbours,
  recommendationRankings,
} from '../src/db/schema';
import {
  findRunRecord,
  type RecommendContext,
  recommendFor,
  type WidgetFields,
} from '../src/modules/recommendations';
import { pickPrepared, prepareRecommendation } from '../src/modules/recommendations/read/read-path';
import { runModels } from '../src/modules/recommendations/store/model-run';
import {
  findProductStates,
  type IngestContext,
  ingestOrders,
  ingestProducts,
  quietIngest,
} from '../src/modules/shop-data';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { runQueuedJobs } from './support/run-queued-jobs';

/**
 * The recommendation models (issue 31) on a small hand-made shop whose answers are worked out by hand in
 * the comments: the nightly run at 03:30 Oslo, each algorithm's answer, the fallback chain, the read-time
 * filters, the incremental update on an order, and another account's data kept out.
 */
let t: TestApp;
// 03:29 in Oslo (UTC+1 in March): the nightly run is due a minute later.
const clock = new ManualClock('2099-03-15T02:29:00Z');
let shop: number;
let other: number;
let kariVisitor: string;

const product = (id: string, name: string, category: string, price: number, extra: object = {}) => ({
  external_id: id,
  name,
  category,
  price,
  url: `https://demo.no/p/${id}`,
  image_url: `https://demo.no/img/${id}.jpg`,
  ...extra,
});

const CATALOGUE = [
  product('boots1', 'Turstøvel Fjell', 'Sko', 1999, { brand: 'Alfa' }),
  product('boots2', 'Turstøvel Vidde', 'Sko', 1899, { brand: 'Alfa' }),
  product('sandal', 'Sandal Strand', 'Sko', 499, { brand: 'Beta' }),
  product('socks', 'Ullsokk Tur', 'Tilbehør', 199),
  product('wax', 'Skokrem Voks', 'Tilbehør', 149),
  product('cap', 'Lue Ull', 'Tilbehør', 299, { sale_price: 199 }),
  product('jacket', 'Jakke Regn', 'Klær', 2999, { in_stock: false }),
];

let orderNo = 0;
const order = (at: string, productIds: string[], email: string | null = null) => ({
  type: 'created',
  order_id: `o${++orderNo}`,
  created_at: at,
  lines: productIds.map((productId) => ({ product_id: productId, name: productId, quantity: 1, price: 100 })),
  subtotal: 100 * productIds.length,
  total: 100 * productIds.length,
  customer_email: email,
});

/** A visitor of the account and their product page views at the given instants. */
async function visitor(account: number, views: Array<[string, string]>, email: string | null = null) {
  const [row] = await t.database.db
    .insert(chatVisitors)
    .values({ accountId: account, uid: `v-${Math.random().toString(36).slice(2)}`, email })
    .returning();
  if (!row) throw new Error('visitor missing');
  await t.database.db.insert(chatPageViews).values(
    views.map(([productId, at]) => ({
      accountId: account,
      visitorId: row.id,
      path: `/p/${productId}`,
      url: `https://demo.no/p/${productId}?ref=x`,
      pageTitle: productId,
      createdAt: new Date(at),
    })),
  );
  return row.id;
}

async function seed() {
  shop = (await createAccountWithOwner(t.database.db)).account.id;
  other = (await createAccountWithOwner(t.database.db)).account.id;
  const quiet = quietIngest(t.database.db, clock);
  const db = t.database.db;
  const now = clock.now();
  // 250 older products without data: "newest" reads its 200 newest, so three old ones on sale are only
  // reachable through "fill random".
  const bulk = Array.from({ length: 250 }, (_, i) =>
    product(
      `bulk-${String(i).padStart(3, '0')}`,
      `Vare ${i}`,
      'Lager',
      100,
      i >= 247 ? { sale_price: 50 } : {},
    ),
  );
  expect((await ingestProducts(db, shop, bulk, 'nb', now)).refused).toEqual([]);
  expect((await ingestProducts(db, shop, CATALOGUE, 'nb', now)).refused).toEqual([]);
  // The newest product, alone in its category, with no orders or views: the cold start.
  await ingestProducts(db, shop, [product('lonely', 'Ensom vare', 'Diverse', 999)], 'nb', now);
  const answer = await ingestOrders(
    quiet,
    shop,
    [
      // Before the last 30 days: in co-purchase, not in bestsellers. Socks sold steadily before the last 7 days.
      order('2099-02-01T12:00:00Z', ['sandal', 'cap']),
      order('2099-02-10T12:00:00Z', ['socks']),
      order('2099-02-11T12:00:00Z', ['socks']),
      order('2099-02-12T12:00:00Z', ['socks']),
      order('2099-02-12T18:00:00Z', ['socks']),
      order('2099-03-10T12:00:00Z', ['boots1', 'socks', 'wax']),
      order('2099-03-12T12:00:00Z', ['boots1', 'socks'], 'kari@example.no'),
      order('2099-03-13T12:00:00Z', ['boots2', 'socks']),
      order('2099-03-14T12:00:00Z', ['boots1', 'wax']),
      // Cancelled: counts nowhere (else cap would be a bestseller and bought with boots1).
      { ...order('2099-03-14T13:00:00Z', ['boots1', 'cap']), order_id: 'gone' },
      { type: 'cancelled', order_id: 'gone' },
    ],
    'nb',
  );
  expect(answer.refused).toEqual([]);
  kariVisitor = await visitor(
    shop,
    [
      ['boots1', '2099-03-11T10:00:00Z'],
      ['socks', '2099-03-11T10:05:00Z'],
      ['boots1', '2099-03-11T10:10:00Z'],
    ],
    'kari@example.no',
  );
  await visitor(shop, [
    ['boots1', '2099-03-14T10:00:00Z'],
    ['wax', '2099-03-14T10:03:00Z'],
  ]);
  await visitor(shop, [['cap', '2099-03-14T11:00:00Z']]);

  // Another account with the same product ids, where boots1 and cap always sell together.
  await ingestProducts(db, other, CATALOGUE, 'nb', now);
  await ingestOrders(
    quiet,
    other,
    Array.from({ length: 5 }, (_, i) => ({
      ...order(`2099-03-1${i}T09:00:00Z`, ['boots1', 'cap']),
      order_id: `other-${i}`,
    })),
    'nb',
  );
}

beforeAll(async () => {
  t = await startTestApp({ JOB_POLL_MS: '60000' }, undefined, { clock });
  await seed();
  // 03:30 in Oslo: the nightly job enqueues a run per account with products, and the runs replace the models.
  clock.set('2099-03-15T02:30:05Z');
  await runQueuedJobs(t, clock, 'recommendations.%');
});
afterAll(() => t.close());

const widget = (algorithm: WidgetFields['algorithm'], extra: Partial<WidgetFields> = {}): WidgetFields => ({
  algorithm,
  count: 4,
  in_stock_only: true,
  on_sale_only: false,
  shuffle: false,
  fill_random: false,
  manual_products: [],
  ...extra,
});

const recommend = (fields: WidgetFields, context: RecommendContext = {}, account = shop) =>
  recommendFor(t.database.db, account, fields, context, clock);
const ids = async (fields: WidgetFields, context: RecommendContext = {}, account = shop) =>
  (await recommend(fields, context, account)).map((pick) => pick.productId);
/** The answer's products from the widget's own algorithm, without its fallbacks. */
const own = async (fields: WidgetFields, context: RecommendContext = {}) =>
  (await recommend(fields, context)).filter((pick) => !pick.fallback).map((pick) => pick.productId);

describe('the nightly model run', () => {
  it('ran once for each account with products and recorded what it read', async () => {
    const record = await findRunRecord(t.database.db, shop);
    expect(record).toMatchObject({ products: 258, orders: 9, pageViews: 6 });
    expect(record?.startedAt.toISOString()).toBe('2099-03-15T02:30:05.000Z');
    expect(await findRunRecord(t.database.db, other)).toMatchObject({ products: 7, orders: 5 });
  });

  it('reads the page views a page at a time and computes the same models from any page size', async () => {
    const everything = async () => ({
      neighbours: await t.database.db
        .select()
        .from(recommendationNeighbours)
        .where(eq(recommendationNeighbours.accountId, shop))
        .orderBy(recommendationNeighbours.source, recommendationNeighbours.productId),
      rankings: await t.database.db
        .select()
        .from(recommendationRankings)
        .where(eq(recommendationRankings.accountId, shop))
        .orderBy(recommendationRankings.list, recommendationRankings.category),
    });
    await runModels(t.database.db, shop, clock);
    const onePage = await everything();
    expect(onePage.neighbours.map((row) => row.source)).toContain('viewed_together');
    await runModels(t.database.db, shop, clock, { viewPageSize: 1 });
    expect(await everything()).toEqual(onePage);
    expect(await findRunRecord(t.database.db, shop)).toMatchObject({ pageViews: 6 });
  });
});

describe('each algorithm on the hand-made shop', () => {
  it('bestsellers: orders in the last 30 days, an order counting a product once, cancelled left out', async () => {
    // boots1 3, socks 3 (ties by id), wax 2, boots2 1; the February orders are older than 30 days.
    expect(await own(widget('bestsellers', { count: 5 }))).toEqual(['boots1', 'socks', 'wax', 'boots2']);
  });

  it("bestsellers on a category page: that category's first", async () => {
    const answer = await recommend(widget('bestsellers', { count: 3 }), { categoryKey: 'Tilbehør' });
    expect(answer.map((pick) => [pick.productId, pick.reason])).toEqual([
      ['socks', 'bestsellers_in_category'],
      ['wax', 'bestsellers_in_category'],
      ['boots1', 'bestsellers'],
    ]);
  });

  it('trending: the last 7 days against the 28 before', async () => {
    // boots1 (3+1)/(0+1) = 4, wax (2+1)/1 = 3, socks (3+1)/(4/4+1) = 2; boots2 has one sale only.
    const answer = await recommend(widget('trending', { count: 3 }));
    expect(answer.map((pick) => pick.productId)).toEqual(['boots1', 'wax', 'socks']);
    expect(answer.map((pick) => Math.round(pick.score * 100) / 100)).toEqual([4, 3, 2]);
  });

  it('newest: read from the catalogue now', async () => {
    expect(await ids(widget('newest', { count: 1 }))).toEqual(['lonely']);
  });

  it('most viewed: product page views by path', async () => {
    expect(await own(widget('most_viewed'))).toEqual(['boots1', 'cap', 'socks', 'wax']);
  });

  it('bought together: by cosine, so socks in every basket do not top the list', async () => {
    // wax: 2 shared / √(3 × 2) = 0.82; socks: 2 / √(3 × 7) = 0.44; each × 2 / (2 + 3) for two shared baskets.
    const answer = await recommend(widget('bought_together', { count: 2 }), { productId: 'boots1' });
    expect(answer.map((pick) => [pick.productId, pick.reason, Math.round(pick.score * 100) / 100])).toEqual([
      ['wax', 'bought_together', 0.33],
      ['socks', 'bought_together', 0.17],
    ]);
    expect(answer[0]).toMatchObject({
      name: 'Skokrem Voks',
      url: 'https://demo.no/p/wax',
      imageUrl: 'https://demo.no/img/wax.jpg',
      priceOre: 14_900,
      salePriceOre: null,
      fallback: false,
    });
  });

  it('viewed together: products seen in one visit', async () => {
    expect(await own(widget('viewed_together'), { productId: 'boots1' })).toEqual(['socks', 'wax']);
  });

  it('viewed then bought: what the viewers bought within 7 days', async () => {
    // Kari viewed boots1 and bought socks the day after; boots1 had two viewers.
    const answer = await recommend(widget('viewed_then_bought', { count: 1 }), { productId: 'boots1' });
    expect(answer.map((pick) => [pick.productId, pick.reason, pick.score])).toEqual([
      ['socks', 'viewed_then_bought', 0.5],
    ]);
  });

  it('similar: same category, brand, price band and name words', async () => {
    expect(await own(widget('similar'), { productId: 'boots1' })).toEqual(['boots2', 'sandal']);
  });

  it("cart complements: bought together over the cart's lines, never the cart's products", async () => {
    // wax 0.816 (with boots1); socks 0.436 + 0.378 (with boots1 and boots2).
    const answer = await ids(widget('cart_complements', { count: 3 }), {
      cartProductIds: ['boots1', 'boots2'],
    });
    expect(answer).toEqual(['wax', 'socks', 'lonely']);
  });

  it("recently viewed: this visitor's product pages, latest first", async () => {
    expect(await own(widget('recently_viewed'), { visitorId: kariVisitor })).toEqual(['boots1', 'socks']);
  });

  it("personal: the neighbours of the shopper's views and purchases, never those products", async () => {
    const answer = await recommend(widget('personal', { count: 1 }), {
      visitorId: kariVisitor,
      customerEmail: 'Kari@example.no',
    });
    // boots2 was bought with socks once only: a pair needs two orders, so wax (bought with boots1 twice) is all.
    expect(answer.map((pick) => [pick.productId, pick.reason])).toEqual([['wax', 'personal']]);
    // In the shop: the visitor's orders weigh in only once the shop has signed their e-mail.
    const scores = async () =>
      (await recommend(widget('personal', { count: 1 }), { visitorId: kariVisitor })).map(
        (pick) => pick.score,
      );
    const viewsOnly = await scores();
    expect(viewsOnly[0]).toBeLessThan(answer[0]?.score ?? 0);
    await t.database.db
      .update(chatVisitors)
      .set({ emailVerified: true })
      .where(eq(chatVisitors.id, kariVisitor));
    expect(await scores()).toEqual(answer.map((pick) => pick.score));
  });

  it('manual: the list in its order, then its fallbacks', async () => {
    const answer = await ids(widget('manual', { count: 3, manual_products: ['cap', 'jacket', 'sandal'] }));
    // jacket is out of stock.
    expect(answer).toEqual(['cap', 'sandal', 'boots1']);
  });
});

describe('cold start and read-time filters', () => {
  it('a product with no data falls back along its chain, never an empty widget', async () => {
    const answer = await recommend(widget('bought_together', { count: 3 }), { productId: 'lonely' });
    expect(answer.map((pick) => [pick.productId, pick.reason, pick.fallback])).toEqual([
      ['boots1', 'bestsellers', true],
      ['socks', 'bestsellers', true],
      ['wax', 'bestsellers', true],
    ]);
  });

  it('never the viewed product, hidden products or what other widgets on the page show', async () => {
    const answer = await ids(widget('bestsellers'), {
      productId: 'socks',
      excludeIds: ['wax'],
      hiddenProductIds: new Set(['boots2']),
    });
    // Tilbehør's bestsellers (socks, wax) and boots2 are out; then the shop's bestsellers, then the newest.
    expect(answer).toEqual(['boots1', 'lonely', 'cap', 'sandal']);
  });

  it("a page's widgets read together and pick in turn, as if each had been told what the ones before show", async () => {
    const first = widget('newest', { count: 20 });
    const second = widget('newest', { count: 4 });
    const inTurn = await ids(second, { excludeIds: await ids(first) });
    expect(inTurn).toHaveLength(4);
    const db = t.database.db;
    const [a, b, unreserved] = await Promise.all([
      prepareRecommendation(db, shop, first, {}, clock),
      prepareRecommendation(db, shop, second, {}, clock, first.count),
      prepareRecommendation(db, shop, second, {}, clock),
    ]);
    const shown = (await pickPrepared(db, shop, a)).map((pick) => pick.productId);
    expect(shown).toEqual(await ids(first));
    expect((await pickPrepared(db, shop, b, shown)).map((pick) => pick.productId)).toEqual(inTurn);
    // Read without the first widget's reserve, the second's first candidates are all shown already.
    expect((await pickPrepared(db, shop, unreserved, shown)).length).toBeLessThan(4);
  });

  it('fill random tops up to exactly N eligible products', async () => {
    const onSale = { on_sale_only: true, count: 4 };
    // On sale: cap, and three old products beyond the 200 newest that only the top-up reaches.
    expect(await ids(widget('newest', onSale))).toEqual(['cap']);
    const answer = await recommend(widget('newest', { ...onSale, fill_random: true }));
    expect(answer.map((pick) => pick.productId).sort()).toEqual(['bulk-247', 'bulk-248', 'bulk-249', 'cap']);
    expect(answer.filter((pick) => pick.reason === 'random')).toHaveLength(3);
    // Asking for more than the catalogue has eligible gives what there is.
    expect(await recommend(widget('newest', { ...onSale, count: 6, fill_random: true }))).toHaveLength(4);
  });

  it('a stock change is seen at the next read, without a new model run', async () => {
    const fields = widget('bestsellers', { count: 2 });
    expect(await ids(fields)).toEqual(['boots1', 'socks']);
    await ingestProducts(t.database.db, shop, [{ ...CATALOGUE[0], in_stock: false }], 'nb', clock.now());
    expect(await ids(fields)).toEqual(['socks', 'wax']);
    expect(await ids({ ...fields, in_stock_only: false })).toEqual(['boots1', 'socks']);
    await ingestProducts(t.database.db, shop, [CATALOGUE[0]], 'nb', clock.now());
    expect(await ids(fields)).toEqual(['boots1', 'socks']);
  });
});

describe('another account', () => {
  it("never influences this account's models or answers", async () => {
    expect(await own(widget('bought_together'), { productId: 'boots1' })).not.toContain('cap');
    expect(await ids(widget('bought_together', { count: 1 }), { productId: 'boots1' }, other)).toEqual([
      'cap',
    ]);
    expect(await ids(widget('bestsellers', { count: 2 }), {}, other)).toEqual(['boots1', 'cap']);
  });
});

describe('an order between the nightly runs', () => {
  const stored = async () => ({
    neighbours: await t.database.db
      .select()
      .from(recommendationNeighbours)
      .where(
        and(
          eq(recommendationNeighbours.accountId, shop),
          eq(recommendationNeighbours.source, 'bought_together'),
        ),
      )
      .orderBy(recommendationNeighbours.productId),
    rankings: await t.database.db
      .select()
      .from(recommendationRankings)
      .where(and(eq(recommendationRankings.accountId, shop), eq(recommendationRankings.list, 'bestsellers')))
      .orderBy(recommendationRankings.category),
  });

  it('updates its products at once, to what a full run gives', async () => {
    const evented: IngestContext = { db: t.database.db, unitOfWork: t.app.platform.events.unitOfWork, clock };
    clock.set('2099-03-15T09:00:00Z');
    const answer = await ingestOrders(
      evented,
      shop,
      // Twice: a pair of one order is left out of bought together (BOUGHT_TOGETHER_MIN_SHARED).
      [order('2099-03-15T08:58:00Z', ['lonely', 'cap']), order('2099-03-15T08:59:00Z', ['lonely', 'cap'])],
      'nb',
    );
    expect(answer.refused).toEqual([]);
    await runQueuedJobs(t, clock, 'listener.recommendations%');

    const lonely = await recommend(widget('bought_together', { count: 1 }), { productId: 'lonely' });
    expect(lonely.map((pick) => [pick.productId, pick.reason])).toEqual([['cap', 'bought_together']]);
    // cap and lonely now sold twice, as wax: ties in id order.
    expect(await own(widget('bestsellers', { count: 6 }))).toEqual([
      'boots1',
      'socks',
      'cap',
      'lonely',
      'wax',
      'boots2',
    ]);
    expect(await ids(widget('bestsellers', { count: 1 }), { categoryKey: 'Diverse' })).toEqual(['lonely']);

    const incremental = await stored();
    await t.app.platform.jobs.enqueue('recommendations.model_run', { account_id: shop });
    await runQueuedJobs(t, clock, 'recommendations.%');
    expect((await findRunRecord(t.database.db, shop))?.startedAt.getTime()).toBeGreaterThan(
      new Date('2099-03-15T09:00:00Z').getTime() - 1,
    );
    const full = await stored();
    const about = (rows: typeof full.neighbours) =>
      rows.filter((row) => ['lonely', 'cap'].includes(row.productId));
    expect(about(incremental.neighbours)).toEqual(about(full.neighbours));
    expect(incremental.rankings).toEqual(full.rankings);
  });

  it('takes a cancelled order back out', async () => {
    const evented: IngestContext = { db: t.database.db, unitOfWork: t.app.platform.events.unitOfWork, clock };
    clock.set('2099-03-15T10:00:00Z');
    const lastOrder = `o${orderNo}`;
    expect(
      (await ingestOrders(evented, shop, [{ type: 'cancelled', order_id: lastOrder }], 'nb')).refused,
    ).toEqual([]);
    await runQueuedJobs(t, clock, 'listener.recommendations%');
    // One order of the pair is left: below two, the pair is out and lonely's answer falls back.
    const lonely = await recommend(widget('bought_together', { count: 1 }), { productId: 'lonely' });
    expect(lonely.map((pick) => [pick.productId, pick.reason])).toEqual([['boots1', 'bestsellers']]);
    expect(await own(widget('bestsellers', { count: 6 }))).toEqual([
      'boots1',
      'socks',
      'wax',
      'boots2',
      'cap',
      'lonely',
    ]);
  });
});

describe('product ids as shops write them', () => {
  it('reads the state of ids with quotes, commas, braces and backslashes (one prepared statement for any list)', async () => {
    const db = t.database.db;
    const odd = ['sko "Fjell", str. 42', 'a\\b', '{x}', 'NULL', 'mellom rom'];
    const account = (await createAccountWithOwner(db)).account.id;
    const products = odd.map((id) => ({ external_id: id, name: `Vare ${id}`, price: 100 }));
    expect((await ingestProducts(db, account, products, 'nb', clock.now())).refused).toEqual([]);
    const states = await findProductStates(db, account, [...odd, 'finnes-ikke']);
    expect([...states.keys()].sort()).toEqual([...odd].sort());
    // The account is part of the statement: another account's read of the same ids finds nothing.
    expect((await findProductStates(db, other, odd)).size).toBe(0);
  });
});
