import { osloDay } from '@butikkpanel/contracts';
import { ChatSession, memoryStore, nodeWebSocket } from '@butikkpanel/widget/client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chatPageViews,
  chatVisitors,
  shopCartEvents,
  shopOrderDailyTotals,
  shopOrderLines,
  shopOrders,
} from '../src/db/schema';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { TestClient } from './http';
import { pause } from './sockets';

/**
 * What the widget tracks beyond the chat (docs/widget.md): cart additions, the order a confirmation page
 * reports, and visitors whose IP is on the account's ignore list. Driven by the widget's own client.
 */
let t: TestApp;
const sessions: ChatSession[] = [];

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', CHAT_TRACKING_PER_MINUTE: '1000' });
});
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop();
});
afterAll(() => t.close());

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  return { account, panel };
}

function widget(
  account: number,
  options: { attribution?: { source?: string; referrer?: string }; base?: string } = {},
) {
  const base = options.base ?? t.url;
  const session = new ChatSession({
    origin: base,
    account,
    uid: `besok-${Math.random().toString(36).slice(2, 12)}`,
    store: memoryStore(),
    page: () => ({ path: '/sko', url: 'http://butikk.test/sko', title: 'Sko' }),
    isMobile: false,
    createWebSocket: nodeWebSocket(base),
    reconnectDelayMs: 100,
    ...(options.attribution ? { attribution: () => options.attribution ?? {} } : {}),
  });
  sessions.push(session);
  return session;
}

async function started(session: ChatSession) {
  session.start();
  const deadline = Date.now() + 5000;
  while (!(session.connected && session.operatorsOnline !== null)) {
    if (Date.now() > deadline) throw new Error('the widget did not connect');
    await pause(20);
  }
  return session;
}

/** Polls until the check passes (the widget's cart and page events have no ack). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await pause(30);
  }
}

const cartEventsOf = (accountId: number) =>
  t.database.db
    .select({
      productId: shopCartEvents.productId,
      quantity: shopCartEvents.quantity,
      priceOre: shopCartEvents.priceOre,
    })
    .from(shopCartEvents)
    .where(eq(shopCartEvents.accountId, accountId))
    .orderBy(asc(shopCartEvents.seq));

const pageViewsOf = (accountId: number) =>
  t.database.db.select().from(chatPageViews).where(eq(chatPageViews.accountId, accountId));

const ordersOf = (accountId: number) =>
  t.database.db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.accountId, accountId))
    .orderBy(asc(shopOrders.externalId));

const totalsOf = (accountId: number) =>
  t.database.db
    .select({
      day: shopOrderDailyTotals.day,
      source: shopOrderDailyTotals.source,
      orders: shopOrderDailyTotals.orders,
      totalOre: shopOrderDailyTotals.totalOre,
    })
    .from(shopOrderDailyTotals)
    .where(eq(shopOrderDailyTotals.accountId, accountId))
    .orderBy(asc(shopOrderDailyTotals.source));

describe('cart events', () => {
  it('records each product whose quantity went up, with the quantity added and the price in øre', async () => {
    const { account } = await shop();
    const other = await shop();
    const session = await started(widget(account.id));
    session.setCart([{ id: 'sko-1', name: 'Fjellstøvel', quantity: 2, price: 1799.5 }]);
    await eventually(
      () => cartEventsOf(account.id),
      (rows) => rows.length === 1,
    );
    session.setCart([
      { id: 'sko-1', name: 'Fjellstøvel', quantity: 3, price: 1799.5 },
      { id: 'sandal', name: 'Tursandal', quantity: 1, price: 699 },
    ]);
    await eventually(
      () => cartEventsOf(account.id),
      (rows) => rows.length === 3,
    );
    // Fewer, or the same again: the cart changes, nothing is added.
    session.setCart([{ id: 'sandal', name: 'Tursandal', quantity: 1, price: 699 }]);
    const [visitor] = await eventually(
      () =>
        t.database.db
          .select({ cartTotal: chatVisitors.cartTotal })
          .from(chatVisitors)
          .where(and(eq(chatVisitors.accountId, account.id), eq(chatVisitors.uid, session.uid))),
      (rows) => rows[0]?.cartTotal === 699,
    );
    expect(visitor?.cartTotal).toBe(699);
    // Back in: counted again.
    session.setCart([
      { id: 'sandal', name: 'Tursandal', quantity: 1, price: 699 },
      { id: 'sko-1', name: 'Fjellstøvel', quantity: 1, price: 1799.5 },
    ]);
    const rows = await eventually(
      () => cartEventsOf(account.id),
      (found) => found.length === 4,
    );
    expect(rows).toEqual([
      { productId: 'sko-1', quantity: 2, priceOre: 179_950 },
      { productId: 'sko-1', quantity: 1, priceOre: 179_950 },
      { productId: 'sandal', quantity: 1, priceOre: 69_900 },
      { productId: 'sko-1', quantity: 1, priceOre: 179_950 },
    ]);
    expect(await cartEventsOf(other.account.id)).toEqual([]);
  });
});

describe('orders from the confirmation page', () => {
  it('stores the order once, with its lines, its source and the daily totals', async () => {
    const { account } = await shop();
    const session = await started(
      widget(account.id, { attribution: { referrer: 'https://www.google.no/search?q=vintersko' } }),
    );
    const report = {
      id: 'W-1001',
      total: 2198,
      lines: [
        { id: 'fjellstovel', name: 'Fjellstøvel vinter', quantity: 1, price: 1799 },
        { id: 'strandsandal', name: 'Strandsandal', quantity: 1, price: 399 },
      ],
      email: 'Kari@Example.no',
    };
    expect(await session.order(report)).toBe(true);
    expect(await session.order({ ...report, total: 9999 })).toBe(true);
    const [stored] = await ordersOf(account.id);
    expect(await ordersOf(account.id)).toHaveLength(1);
    expect(stored).toMatchObject({
      externalId: 'W-1001',
      status: 'open',
      totalOre: 219_800,
      subtotalOre: 219_800,
      currency: 'NOK',
      source: 'google',
      referrer: 'https://www.google.no/search?q=vintersko',
      customerEmail: 'kari@example.no',
    });
    const lines = await t.database.db
      .select({ productId: shopOrderLines.productId, quantity: shopOrderLines.quantity })
      .from(shopOrderLines)
      .where(eq(shopOrderLines.accountId, account.id))
      .orderBy(asc(shopOrderLines.lineNo));
    expect(lines).toEqual([
      { productId: 'fjellstovel', quantity: 1 },
      { productId: 'strandsandal', quantity: 1 },
    ]);
    expect(await totalsOf(account.id)).toEqual([
      { day: osloDay(stored?.placedAt ?? new Date()), source: 'google', orders: 1, totalOre: 219_800 },
    ]);
  });

  it("takes utm_source as the source, and never overwrites an order the shop's server sent", async () => {
    const { account, panel } = await shop();
    const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
    const api = new TestClient(t.url);
    const sent = await api.post(
      '/api/ingest/orders',
      [
        {
          type: 'created',
          order_id: 'S-1',
          created_at: '2025-03-10T12:00:00+01:00',
          lines: [{ product_id: 'p1', name: 'Sko', quantity: 2, price: 500 }],
          subtotal: 1000,
          total: 1049,
          source: 'newsletter',
          customer_email: 'ola@example.no',
        },
      ],
      { authorization: `Bearer ${key.body.data.key}` },
    );
    expect(sent.body).toMatchObject({ stored: 1 });
    const session = await started(widget(account.id, { attribution: { source: 'Facebook' } }));
    expect(await session.order({ id: 'S-1', total: 1, lines: [] })).toBe(true);
    expect(await session.order({ id: 'W-2', total: 300, subtotal: 250 })).toBe(true);
    const orders = await ordersOf(account.id);
    expect(orders.map((row) => [row.externalId, row.totalOre, row.source, row.placedOn])).toEqual([
      ['S-1', 104_900, 'newsletter', '2025-03-10'],
      ['W-2', 30_000, 'facebook', orders[1]?.placedOn],
    ]);
    expect(await totalsOf(account.id)).toEqual([
      { day: orders[1]?.placedOn, source: 'facebook', orders: 1, totalOre: 30_000 },
      { day: '2025-03-10', source: 'newsletter', orders: 1, totalOre: 104_900 },
    ]);
  });

  it('refuses another currency and a bad total with the validation error, storing nothing', async () => {
    const { account } = await shop();
    const session = await started(widget(account.id));
    const answer = await session.socket.ask<{ ok: boolean; error?: { code: string } }>('order', {
      id: 'E-1',
      total: 100,
      currency: 'EUR',
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    expect(await session.order({ id: 'E-2', total: -5 })).toBe(false);
    expect(await ordersOf(account.id)).toEqual([]);
  });

  it('is rate-limited like the other tracking events', async () => {
    const limited = await startTestApp({ CHAT_TRACKING_PER_MINUTE: '3' });
    try {
      const { account } = await createAccountWithOwner(limited.database.db, { packages: ['PACKAGE_CHAT'] });
      const session = await started(widget(account.id, { base: limited.url }));
      const answers = [];
      for (let index = 0; index < 5; index++) {
        answers.push(
          await session.socket.ask<{ ok: boolean; error?: { code: string } }>('order', {
            id: `R-${index}`,
            total: 10,
          }),
        );
      }
      expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, false, false]);
      expect(answers[3]?.error?.code).toBe('too_many_requests');
      const stored = await limited.database.db
        .select({ id: shopOrders.externalId })
        .from(shopOrders)
        .where(eq(shopOrders.accountId, account.id));
      expect(stored).toHaveLength(3);
    } finally {
      for (const session of sessions.splice(0)) session.stop();
      await limited.close();
    }
  });
});

describe('visitors whose IP is on the ignore list', () => {
  it('may chat, but their page views, cart events and orders are not stored or counted', async () => {
    const ignoring = await shop();
    const counting = await shop();
    const added = await ignoring.panel.post('/api/settings/ignore-list', { kind: 'ip', value: '127.0.0.1' });
    expect(added.status).toBe(201);

    const ignored = await started(widget(ignoring.account.id));
    ignored.page();
    ignored.setCart([{ id: 'sko-1', name: 'Fjellstøvel', quantity: 1, price: 1799 }]);
    expect(await ignored.order({ id: 'I-1', total: 1799 })).toBe(true);
    expect(await ignored.send('Hei, er dere på lager?')).toMatchObject({ text: 'Hei, er dere på lager?' });

    const visitor = await started(widget(counting.account.id));
    visitor.setCart([{ id: 'sko-1', name: 'Fjellstøvel', quantity: 1, price: 1799 }]);
    expect(await visitor.order({ id: 'C-1', total: 1799 })).toBe(true);
    await eventually(
      () => cartEventsOf(counting.account.id),
      (rows) => rows.length === 1,
    );
    await pause(200);

    expect(await pageViewsOf(ignoring.account.id)).toEqual([]);
    expect(await cartEventsOf(ignoring.account.id)).toEqual([]);
    expect(await ordersOf(ignoring.account.id)).toEqual([]);
    expect(await totalsOf(ignoring.account.id)).toEqual([]);
    const [row] = await t.database.db
      .select({ score: chatVisitors.score, cartTotal: chatVisitors.cartTotal, path: chatVisitors.path })
      .from(chatVisitors)
      .where(eq(chatVisitors.accountId, ignoring.account.id));
    expect(row).toEqual({ score: 0, cartTotal: 0, path: '/sko' });

    expect(await pageViewsOf(counting.account.id)).toHaveLength(1);
    expect((await ordersOf(counting.account.id)).map((order) => order.externalId)).toEqual(['C-1']);

    // Taken off the list: counted again from the next event.
    const list = await ignoring.panel.get<{ data: Array<{ id: string }> }>('/api/settings/ignore-list');
    await ignoring.panel.request('DELETE', `/api/settings/ignore-list/${list.body.data[0]?.id}`);
    expect(await ignored.order({ id: 'I-2', total: 10 })).toBe(true);
    expect((await ordersOf(ignoring.account.id)).map((order) => order.externalId)).toEqual(['I-2']);
  });
});
