import {
  RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE,
  RECOMMENDATION_EVENTS_PER_REQUEST,
  RECOMMENDATION_FIGURE_DAYS,
  type RecommendationAlgorithmFiguresAnswer,
  type RecommendationDailyFiguresAnswer,
  type RecommendationWidgetFiguresAnswer,
} from '@butikkpanel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerRecommendationWidgets, recommendationClicks } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { createDealer } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { orderEvent, shopWithKey } from './income-helpers';
import { ask, closeAllSockets, connectOutcome, connectVisitor } from './sockets';
import { runQueuedJobs } from './support/run-queued-jobs';

/**
 * Recommendation figures (issue 31): the shop's impressions and clicks per Oslo day and algorithm, orders
 * attributed to the widget a product was clicked in within 7 days by the same visitor or customer, each
 * order line once, and the figures of one account out of every other's reach.
 */
let t: TestApp;
// Winter: Oslo is UTC+1.
const clock = new ManualClock('2099-01-10T12:00:00Z');
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;

type Event = { kind: string; widget: string; product: string };
const eventsPath = (account: number) => `/api/public/recommendations/${account}/events`;
/** What the loader sends: fetch with keepalive (application/json) or sendBeacon (text/plain). */
const send = (
  account: number,
  visitor: string,
  events: Event[],
  contentType = 'application/json',
  headers: Record<string, string> = {},
) =>
  new TestClient(t.url).request('POST', eventsPath(account), {
    rawBody: JSON.stringify({ visitor, events }),
    headers: { 'content-type': contentType, ...headers },
  });
const impression = (widget: string, product: string): Event => ({ kind: 'impression', widget, product });
const click = (widget: string, product: string): Event => ({ kind: 'click', widget, product });

const widgetTotals = async (s = shop) =>
  (await s.panel.get<RecommendationWidgetFiguresAnswer>('/api/recommendations/figures')).body.data;
const days = async (widget: string) =>
  (await shop.panel.get<RecommendationDailyFiguresAnswer>(`/api/recommendations/${widget}/figures`)).body
    .days;
const dayOf = async (widget: string, day: string) => (await days(widget)).find((entry) => entry.day === day);
const algorithms = async () =>
  (await shop.panel.get<RecommendationAlgorithmFiguresAnswer>('/api/recommendations/figures/algorithms')).body
    .data;

const line = (productId: string, price: number, quantity = 1) => ({ product_id: productId, quantity, price });
/** Order events reach the attribution listener on the job layer. */
const deliver = () => runQueuedJobs(t, clock, 'listener.recommendations.%');
const at = (iso: string) => clock.set(iso);

beforeAll(async () => {
  // The test's clock runs through three weeks: sessions that last as long.
  t = await startTestApp(
    { JOB_POLL_MS: '60000', LOG_LEVEL: 'error', ACCESS_TOKEN_TTL_MINUTES: String(30 * 24 * 60) },
    undefined,
    { clock },
  );
  shop = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS', 'PACKAGE_CHAT']);
  other = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
  const products = ['boots', 'socks', 'wax', 'cap', 'laces', 'scarf', 'gloves'].map((id) => ({
    external_id: id,
    name: `Vare ${id}`,
    price: 100,
  }));
  await shop.ingest('/api/ingest/products', products);
  await other.ingest('/api/ingest/products', [{ external_id: 'secret', name: 'Hemmelig', price: 10 }]);
  for (const body of [
    { id: 'andre-kjopte', algorithm: 'bought_together' },
    { id: 'populaert', algorithm: 'bestsellers' },
    { id: 'nyhetsbrev', type: 'email', algorithm: 'bestsellers' },
  ]) {
    expect((await shop.panel.post('/api/recommendations', body)).status).toBe(201);
  }
  expect(
    (await other.panel.post('/api/recommendations', { id: 'fremmed', algorithm: 'newest' })).status,
  ).toBe(201);
});

afterAll(async () => {
  closeAllSockets();
  await t?.close();
});

describe('impressions and clicks', () => {
  it('counts them per Oslo day, widget and algorithm, sent as JSON or as sendBeacon’s text/plain', async () => {
    at('2099-01-10T12:00:00Z');
    const json = await send(shop.account.id, 'besokende-1', [
      impression('andre-kjopte', 'socks'),
      impression('andre-kjopte', 'wax'),
      impression('populaert', 'cap'),
    ]);
    expect(json.status).toBe(204);
    const beacon = await send(
      shop.account.id,
      'besokende-1',
      [click('andre-kjopte', 'socks')],
      'text/plain;charset=UTF-8',
    );
    expect(beacon.status).toBe(204);
    expect(await widgetTotals()).toEqual([
      { widget: 'andre-kjopte', impressions: 2, clicks: 1, orders: 0, revenue: 0 },
      { widget: 'populaert', impressions: 1, clicks: 0, orders: 0, revenue: 0 },
    ]);
    const widgetDays = await days('andre-kjopte');
    expect(widgetDays).toHaveLength(RECOMMENDATION_FIGURE_DAYS);
    expect(widgetDays.at(-1)).toEqual({
      day: '2099-01-10',
      impressions: 2,
      clicks: 1,
      orders: 0,
      revenue: 0,
    });
    expect(widgetDays[0]).toEqual({ day: '2098-12-12', impressions: 0, clicks: 0, orders: 0, revenue: 0 });
  });

  it('keeps the algorithm an event counted for when the widget’s algorithm changes', async () => {
    at('2099-01-10T13:00:00Z');
    expect((await shop.panel.put('/api/recommendations/populaert', { algorithm: 'trending' })).status).toBe(
      200,
    );
    expect((await send(shop.account.id, 'besokende-1', [impression('populaert', 'cap')])).status).toBe(204);
    const answer = await algorithms();
    expect(answer.map((entry) => entry.algorithm)).toEqual(['bestsellers', 'bought_together', 'trending']);
    for (const entry of answer) expect(entry.days).toHaveLength(RECOMMENDATION_FIGURE_DAYS);
    const today = (name: string) => answer.find((entry) => entry.algorithm === name)?.days.at(-1);
    expect(today('bestsellers')).toMatchObject({ impressions: 1, clicks: 0 });
    expect(today('trending')).toMatchObject({ impressions: 1, clicks: 0 });
    expect(today('bought_together')).toMatchObject({ impressions: 2, clicks: 1 });
    // The widget's own figures are one whatever its algorithm was.
    expect((await widgetTotals()).find((entry) => entry.widget === 'populaert')).toMatchObject({
      impressions: 2,
    });
  });

  it('counts an event at 23:30 UTC in winter on the next Oslo day', async () => {
    at('2099-01-10T23:30:00Z');
    expect((await send(shop.account.id, 'besokende-1', [impression('andre-kjopte', 'laces')])).status).toBe(
      204,
    );
    expect(await dayOf('andre-kjopte', '2099-01-11')).toMatchObject({ impressions: 1 });
    expect(await dayOf('andre-kjopte', '2099-01-10')).toMatchObject({ impressions: 2 });
    // The window follows the server's clock: 2099-01-11 is its last day now.
    expect((await days('andre-kjopte')).at(-1)?.day).toBe('2099-01-11');
  });

  it('does not count unknown widgets, e-mail widgets, another account’s widget or products not in the catalogue', async () => {
    at('2099-01-11T09:00:00Z');
    const before = await widgetTotals();
    const answer = await send(shop.account.id, 'besokende-1', [
      impression('finnes-ikke', 'socks'),
      impression('nyhetsbrev', 'socks'),
      click('fremmed', 'socks'),
      impression('andre-kjopte', 'finnes-ikke'),
      click('andre-kjopte', 'secret'),
    ]);
    expect(answer.status).toBe(204);
    expect(await widgetTotals()).toEqual(before);
  });

  it('counts the events of the dealer’s shop widget in the dealer’s accounts only', async () => {
    at('2099-01-11T09:02:00Z');
    const db = t.database.db;
    const dealer = { id: await createDealer(db, { accountIds: [shop.account.id] }) };
    await db.insert(dealerRecommendationWidgets).values({
      dealerId: dealer.id,
      id: 'forhandlers-valg',
      config: { type: 'shop', algorithm: 'newest' },
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect((await send(shop.account.id, 'besokende-1', [impression('forhandlers-valg', 'cap')])).status).toBe(
      204,
    );
    // The other account is not the dealer's: the same id names nothing there.
    expect(
      (await send(other.account.id, 'besokende-1', [impression('forhandlers-valg', 'secret')])).status,
    ).toBe(204);
    expect((await widgetTotals()).find((entry) => entry.widget === 'forhandlers-valg')).toEqual({
      widget: 'forhandlers-valg',
      impressions: 1,
      clicks: 0,
      orders: 0,
      revenue: 0,
    });
    expect(await widgetTotals(other)).toEqual([]);
    expect((await dayOf('forhandlers-valg', '2099-01-11'))?.impressions).toBe(1);
  });

  it('counts the same event twice in one request once', async () => {
    at('2099-01-11T09:05:00Z');
    const before = await dayOf('andre-kjopte', '2099-01-11');
    const same = impression('andre-kjopte', 'gloves');
    expect((await send(shop.account.id, 'besokende-1', [same, same, same])).status).toBe(204);
    expect((await dayOf('andre-kjopte', '2099-01-11'))?.impressions).toBe((before?.impressions ?? 0) + 1);
  });

  it('refuses a bad body in the one error shape, with Norwegian messages, and counts nothing', async () => {
    const before = await widgetTotals();
    const post = (rawBody: string, contentType = 'application/json') =>
      new TestClient(t.url).request<ApiError>('POST', eventsPath(shop.account.id), {
        rawBody,
        headers: { 'content-type': contentType },
      });
    const notJson = await post('ikke json', 'text/plain');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toMatchObject({
      code: 'invalid_json',
      message: 'Forespørselen kunne ikke leses.',
    });
    const empty = await post(JSON.stringify({ visitor: 'besokende-1', events: [] }));
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ events: 'Feltet må fylles ut.' });
    const badKind = await post(
      JSON.stringify({ visitor: 'besokende-1', events: [{ kind: 'purchase', widget: 'a', product: 'b' }] }),
      'text/plain',
    );
    expect(badKind.status).toBe(400);
    expect(badKind.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'Noen felt er ikke riktig utfylt.',
      fields: { 'events.0.kind': 'Ugyldig verdi.' },
    });
    const tooMany = await post(
      JSON.stringify({
        visitor: 'besokende-1',
        events: Array.from({ length: RECOMMENDATION_EVENTS_PER_REQUEST + 1 }, () =>
          impression('populaert', 'cap'),
        ),
      }),
    );
    expect(tooMany.body.error.fields).toEqual({ events: 'Teksten er for lang.' });
    const badWidget = await post(
      JSON.stringify({ visitor: 'besokende-1', events: [impression('<script>', 'cap')] }),
    );
    expect(badWidget.body.error.fields).toEqual({
      'events.0.widget': 'Id-en kan bare inneholde bokstaver, @, - og sifre.',
    });
    const extra = await post(
      JSON.stringify({ visitor: 'besokende-1', events: [impression('a', 'b')], count: 9 }),
    );
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toEqual({ count: 'Feltet er ikke tillatt.' });
    const badVisitor = await post(JSON.stringify({ visitor: 'x', events: [impression('populaert', 'cap')] }));
    expect(badVisitor.body.error.fields).toHaveProperty('visitor');
    // A body far over what 50 events need is refused before it is read.
    const huge = await post(JSON.stringify({ visitor: 'besokende-1', events: [], pad: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('Forespørselen er for stor.');
    expect(await widgetTotals()).toEqual(before);
  });
});

describe('the OpenAPI description', () => {
  it('describes the events endpoint with both content types', async () => {
    const docs = await new TestClient(t.url).get<{
      paths: Record<string, { post?: { requestBody?: { content?: Record<string, unknown> } } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>('/api/docs');
    const events = docs.body.paths['/api/public/recommendations/{account_id}/events'];
    expect(Object.keys(events?.post?.requestBody?.content ?? {})).toEqual(['application/json', 'text/plain']);
    expect(Object.keys(docs.body.components.schemas.RecommendationEvents?.properties ?? {})).toEqual([
      'visitor',
      'events',
    ]);
  });
});

describe('origins and limits', () => {
  it('answers the demo shop with CORS and refuses a page on another origin', async () => {
    const before = await widgetTotals();
    const foreign = await send(shop.account.id, 'besokende-1', [impression('populaert', 'cap')], undefined, {
      origin: 'https://angriper.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await widgetTotals()).toEqual(before);
    const preflight = await new TestClient(t.url).request('OPTIONS', eventsPath(shop.account.id), {
      headers: { origin: t.url, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(t.url);
    const demo = await send(shop.account.id, 'besokende-1', [impression('populaert', 'cap')], undefined, {
      origin: t.url,
    });
    expect(demo.status).toBe(204);
    expect(demo.headers.get('access-control-allow-origin')).toBe(t.url);
  });

  it('does not count the events of an address on the account’s ignore list', async () => {
    const ignoring = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
    await ignoring.ingest('/api/ingest/products', [{ external_id: 'cap', name: 'Lue', price: 100 }]);
    expect(
      (await ignoring.panel.post('/api/recommendations', { id: 'lue', algorithm: 'newest' })).status,
    ).toBe(201);
    const added = await ignoring.panel.post('/api/settings/ignore-list', { kind: 'ip', value: '127.0.0.1' });
    expect(added.status).toBe(201);
    expect((await send(ignoring.account.id, 'besokende-1', [click('lue', 'cap')])).status).toBe(204);
    expect(await widgetTotals(ignoring)).toEqual([]);
    const entries = await ignoring.panel.get<{ data: Array<{ id: string }> }>('/api/settings/ignore-list');
    for (const entry of entries.body.data) {
      await ignoring.panel.request('DELETE', `/api/settings/ignore-list/${entry.id}`);
    }
    expect((await send(ignoring.account.id, 'besokende-1', [click('lue', 'cap')])).status).toBe(204);
    expect(await widgetTotals(ignoring)).toEqual([
      { widget: 'lue', impressions: 0, clicks: 1, orders: 0, revenue: 0 },
    ]);
  });

  it('is not found for an account without the package', async () => {
    const without = await shopWithKey(t, ['PACKAGE_DASHBOARD']);
    expect((await send(without.account.id, 'besokende-1', [impression('populaert', 'cap')])).status).toBe(
      404,
    );
    expect((await send(999_999, 'besokende-1', [impression('populaert', 'cap')])).status).toBe(404);
  });

  it('limits one address to its requests a minute per account', async () => {
    const fresh = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
    const statuses: number[] = [];
    for (let i = 0; i <= RECOMMENDATION_EVENT_REQUESTS_PER_MINUTE; i++) {
      statuses.push((await send(fresh.account.id, 'besokende-1', [impression('populaert', 'cap')])).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another account's shop is not held back by it.
    expect((await send(shop.account.id, 'besokende-1', [impression('populaert', 'cap')])).status).toBe(204);
  });
});

describe('orders attributed to widgets', () => {
  it('counts an order of a product the customer clicked within 7 days, on the order’s Oslo day, once per line', async () => {
    // Anna clicks socks in "andre-kjopte", and tells her e-mail to the widget later.
    at('2099-01-12T10:00:00Z');
    const anna = connectVisitor(t.url, shop.account.id);
    expect(await connectOutcome(anna)).toBe('connected');
    expect((await ask(anna, 'hello', { isMobile: 0 })).ok).toBe(true);
    expect((await send(shop.account.id, anna.uid, [click('andre-kjopte', 'socks')])).status).toBe(204);
    expect((await ask(anna, 'identify', { email: 'anna@example.no' })).ok).toBe(true);
    // Three days later, at 23:30 UTC: 2099-01-16 in Oslo. Socks twice at 199 kr, and boots not clicked.
    const order = orderEvent({
      id: 'A-1',
      at: '2099-01-15T23:30:00Z',
      subtotal: 598,
      total: 598,
      email: 'Anna@Example.no',
      lines: [line('socks', 199, 2), line('boots', 200)],
    });
    at('2099-01-15T23:31:00Z');
    await shop.ingest('/api/ingest/orders', [order]);
    await deliver();
    expect(await dayOf('andre-kjopte', '2099-01-16')).toMatchObject({ orders: 1, revenue: 398 });
    // The same order again, and updated: the line is still counted once.
    await shop.ingest('/api/ingest/orders', [order, { ...order, type: 'updated', total: 600 }]);
    await deliver();
    expect(await dayOf('andre-kjopte', '2099-01-16')).toMatchObject({ orders: 1, revenue: 398 });
    expect((await widgetTotals()).find((entry) => entry.widget === 'andre-kjopte')).toMatchObject({
      orders: 1,
      revenue: 398,
    });
  });

  it('counts an order the widget reported for the visitor who clicked, in the widget of the latest click', async () => {
    at('2099-01-16T09:00:00Z');
    const ola = connectVisitor(t.url, shop.account.id);
    expect(await connectOutcome(ola)).toBe('connected');
    expect((await ask(ola, 'hello', { isMobile: 0 })).ok).toBe(true);
    expect((await send(shop.account.id, ola.uid, [click('andre-kjopte', 'scarf')])).status).toBe(204);
    at('2099-01-16T09:10:00Z');
    expect((await send(shop.account.id, ola.uid, [click('populaert', 'scarf')])).status).toBe(204);
    at('2099-01-16T09:20:00Z');
    const report = {
      id: 'W-1',
      total: 300,
      lines: [{ id: 'scarf', name: 'Skjerf', quantity: 1, price: 300 }],
    };
    expect((await ask(ola, 'order', report)).ok).toBe(true);
    await deliver();
    expect(await dayOf('populaert', '2099-01-16')).toMatchObject({ orders: 1, revenue: 300 });
    expect(await dayOf('andre-kjopte', '2099-01-16')).toMatchObject({ orders: 1, revenue: 398 });
    // Per algorithm: the populaert widget is trending now, and its click was made as trending.
    const trending = (await algorithms()).find((entry) => entry.algorithm === 'trending');
    expect(trending?.days.find((entry) => entry.day === '2099-01-16')).toMatchObject({
      orders: 1,
      revenue: 300,
    });
  });

  it('does not count a click 8 days before the order, nor another visitor’s click', async () => {
    at('2099-01-20T10:00:00Z');
    const kari = connectVisitor(t.url, shop.account.id);
    expect(await connectOutcome(kari)).toBe('connected');
    expect((await ask(kari, 'hello', { isMobile: 0 })).ok).toBe(true);
    expect((await ask(kari, 'identify', { email: 'kari@example.no' })).ok).toBe(true);
    expect((await send(shop.account.id, kari.uid, [click('andre-kjopte', 'wax')])).status).toBe(204);
    // Within 7 days her click counts.
    at('2099-01-26T10:00:00Z');
    // Someone else clicks the cap; Kari buys it two days later.
    expect((await send(shop.account.id, 'en-annen-besokende', [click('andre-kjopte', 'cap')])).status).toBe(
      204,
    );
    await shop.ingest('/api/ingest/orders', [
      orderEvent({
        id: 'K-2',
        at: '2099-01-26T10:00:00Z',
        subtotal: 150,
        total: 150,
        email: 'kari@example.no',
        lines: [line('wax', 150)],
      }),
    ]);
    await deliver();
    expect(await dayOf('andre-kjopte', '2099-01-26')).toMatchObject({ orders: 1, revenue: 150 });
    // 8 days and a half hour after it, it does not; nor the cap the other visitor clicked.
    at('2099-01-28T10:30:00Z');
    await shop.ingest('/api/ingest/orders', [
      orderEvent({
        id: 'K-1',
        at: '2099-01-28T10:30:00Z',
        subtotal: 250,
        total: 250,
        email: 'kari@example.no',
        lines: [line('wax', 150), line('cap', 100)],
      }),
    ]);
    await deliver();
    expect(await dayOf('andre-kjopte', '2099-01-28')).toMatchObject({ orders: 0, revenue: 0 });
  });

  it('takes a cancelled order out of the figures', async () => {
    at('2099-01-28T12:00:00Z');
    await shop.ingest('/api/ingest/orders', [{ type: 'cancelled', order_id: 'K-2' }]);
    await deliver();
    expect(await dayOf('andre-kjopte', '2099-01-26')).toMatchObject({ orders: 0, revenue: 0 });
  });
});

describe('other accounts', () => {
  it('cannot read this account’s figures', async () => {
    const theirs = await widgetTotals(other);
    expect(theirs.map((entry) => entry.widget)).not.toContain('andre-kjopte');
    const one = await other.panel.get<ApiError>('/api/recommendations/andre-kjopte/figures');
    expect(one.status).toBe(404);
    const algorithmsOfOther = await other.panel.get<RecommendationAlgorithmFiguresAnswer>(
      '/api/recommendations/figures/algorithms',
    );
    expect(algorithmsOfOther.body.data.map((entry) => entry.algorithm)).not.toContain('bought_together');
    // Naming this account with the other's session: the account guard does not know it for that user.
    for (const path of ['/figures', '/figures/algorithms', '/andre-kjopte/figures']) {
      const sneaky = await other.panel.get(`/api/recommendations${path}`, {
        'authorized-account': String(shop.account.id),
      });
      expect(sneaky.status).toBe(404);
    }
  });

  it('cannot write into them: its events land only in its own rows, for its own widgets and products', async () => {
    at('2099-01-29T10:00:00Z');
    const before = await widgetTotals();
    // This account's widget and products, sent to the other account: nothing counts anywhere.
    expect((await send(other.account.id, 'besokende-1', [click('andre-kjopte', 'socks')])).status).toBe(204);
    // The other account's own widget and product count for the other account only.
    expect((await send(other.account.id, 'besokende-1', [click('fremmed', 'secret')])).status).toBe(204);
    expect(await widgetTotals()).toEqual(before);
    expect(await widgetTotals(other)).toEqual([
      { widget: 'fremmed', impressions: 0, clicks: 1, orders: 0, revenue: 0 },
    ]);
    // An order in the other account of a product clicked there is never attributed in this one.
    await other.ingest('/api/ingest/orders', [
      orderEvent({
        id: 'A-1',
        at: '2099-01-29T10:05:00Z',
        subtotal: 10,
        total: 10,
        email: 'anna@example.no',
        lines: [line('socks', 10)],
      }),
    ]);
    at('2099-01-29T10:06:00Z');
    await deliver();
    expect(await widgetTotals()).toEqual(before);
  });

  it('cannot read the figures without the package', async () => {
    const without = await shopWithKey(t, ['PACKAGE_DASHBOARD']);
    expect((await without.panel.get('/api/recommendations/figures')).status).toBe(403);
  });
});

describe('housekeeping', () => {
  it('drops at night the clicks no order can be attributed to any more', async () => {
    const clickTimes = async () =>
      (
        await t.database.db
          .select({ at: recommendationClicks.clickedAt })
          .from(recommendationClicks)
          .where(eq(recommendationClicks.accountId, shop.account.id))
      )
        .map((row) => row.at.toISOString())
        .sort();
    at('2099-01-30T02:00:00Z');
    expect((await send(shop.account.id, 'besokende-1', [click('andre-kjopte', 'boots')])).status).toBe(204);
    // 03:31 in Oslo: the nightly run is due. The 30th began at 23:00 UTC on the 29th; the clicks of this
    // test from the 10th to the 20th are more than 8 days older than that, and gone (the nights' runs while
    // the clock moved took them); the 26th's and the one just made stay.
    at('2099-01-30T02:31:00Z');
    await runQueuedJobs(t, clock, 'recommendations.%');
    expect(await clickTimes()).toEqual(['2099-01-26T10:00:00.000Z', '2099-01-30T02:00:00.000Z']);
  });
});
