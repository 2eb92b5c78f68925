import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, shopCustomers, shopOrders } from '../src/db/schema';
import { signBody } from '../src/modules/connectors';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * WooCommerce's history through its REST API (issue 33): a year of customers and orders read a page at a
 * time on the job layer with a read-only key, shown as progress, carried on from where it stopped, never
 * stored or counted twice, never older over what a webhook brought; the account's own alone.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
const KEY = `ck_${'a1'.repeat(20)}`;
const SECRET = `cs_${'b2'.repeat(20)}`;
let t: TestApp;
let shopServer: Server;
let shopUrl = '';

/** The shop's data and what its REST API was asked. */
const shop = {
  customers: [] as unknown[],
  orders: [] as unknown[],
  requests: [] as URL[],
  /** Answers 500 once to this request (`orders:2`). */
  failOnce: null as string | null,
};

const wooOrder = (id: number, status = 'processing', modified = '2026-10-01T10:00:00') => ({
  id,
  status,
  currency: 'NOK',
  date_created_gmt: '2026-10-01T10:00:00',
  date_paid_gmt: '2026-10-01T10:00:00',
  date_modified_gmt: modified,
  total: '499.00',
  discount_total: '0.00',
  billing: { first_name: 'Kari', last_name: `Nordmann ${id}`, email: `kunde${id}@example.no` },
  line_items: [
    { id: 1, product_id: 11, name: 'Joggesko', quantity: 1, price: 499, subtotal: '499.00', total: '499.00' },
  ],
  coupon_lines: [],
});
const wooCustomer = (id: number, modified = '2026-06-01T10:00:00') => ({
  id,
  email: `kunde${id}@example.no`,
  first_name: 'Kari',
  last_name: `Nordmann ${id}`,
  billing: { city: 'Oslo', postcode: '0150' },
  date_created_gmt: modified,
  date_modified_gmt: modified,
});

beforeAll(async () => {
  shopServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    shop.requests.push(url);
    const auth = Buffer.from(
      (request.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    ).toString();
    if (auth !== `${KEY}:${SECRET}`) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"code":"woocommerce_rest_cannot_view"}');
      return;
    }
    const [, phase] = /^\/butikk\/wp-json\/wc\/v3\/(customers|orders)$/.exec(url.pathname) ?? [];
    if (phase !== 'customers' && phase !== 'orders') {
      response.writeHead(404).end('{}');
      return;
    }
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    if (shop.failOnce === `${phase}:${page}`) {
      shop.failOnce = null;
      response.writeHead(500).end('{}');
      return;
    }
    const list = shop[phase];
    response
      .writeHead(200, {
        'content-type': 'application/json',
        'x-wp-total': String(list.length),
        'x-wp-totalpages': String(Math.ceil(list.length / perPage)),
      })
      .end(JSON.stringify(list.slice((page - 1) * perPage, page * perPage)));
  });
  await new Promise<void>((resolve) => shopServer.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shopServer.address() as AddressInfo).port}/butikk/`;
  t = await startTestApp(
    {
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      JOB_POLL_MS: '60000',
      FEED_ALLOW_HOSTS: '127.0.0.1',
      // Ten a page, so a few dozen orders make several pages.
      HISTORY_IMPORT_PAGE_SIZE: '10',
    },
    undefined,
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => shopServer.close(resolve));
});

interface History {
  state: string;
  phase: string;
  customers_done: number;
  customers_total: number | null;
  orders_done: number;
  orders_total: number | null;
  error: string | null;
}
interface View {
  history_import: History | null;
  webhook_url: string | null;
  secret: string | null;
}

async function wooShop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, {});
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const connected = await panel.put<{ data: View }>('/api/settings/shop-platform', {
    platform: 'woocommerce',
  });
  expect(connected.status).toBe(200);
  const view = async () => (await panel.get<{ data: View }>('/api/settings/shop-platform')).body.data;
  const orders = () => t.database.db.select().from(shopOrders).where(eq(shopOrders.accountId, account.id));
  return { account, panel, view, orders, connected: connected.body.data };
}

/** Runs the job layer until nothing is due (a page queues the next, which runDue takes in the same round). */
async function runAll() {
  for (let round = 0; round < 3; round++) await t.app.platform.jobs.runDue();
}

const start = (panel: TestClient, body: Record<string, unknown> = {}) =>
  panel.post<ApiError & { data: View }>('/api/settings/shop-platform/history-import', {
    shop_url: shopUrl,
    consumer_key: KEY,
    consumer_secret: SECRET,
    ...body,
  });

describe('the WooCommerce history import', () => {
  it('reads a year of customers and orders page by page, shows its progress, and stores only what counts', async () => {
    shop.customers = [
      ...Array.from({ length: 14 }, (_, i) => wooCustomer(i + 1)),
      // Not changed for two years: outside the import's twelve months.
      { ...wooCustomer(999, '2024-06-01T10:00:00'), email: 'gammel@example.no' },
    ];
    shop.orders = [...Array.from({ length: 24 }, (_, i) => wooOrder(5000 + i)), wooOrder(9999, 'pending')];
    shop.requests = [];
    const s = await wooShop();
    const started = await start(s.panel);
    expect(started.status).toBe(202);
    expect(started.body.data.history_import).toMatchObject({
      state: 'running',
      phase: 'customers',
      orders_done: 0,
    });
    // The key is never shown again.
    expect(JSON.stringify(started.body)).not.toContain(SECRET);

    await runAll();
    expect((await s.view()).history_import).toMatchObject({
      state: 'done',
      customers_done: 15,
      customers_total: 15,
      orders_done: 25,
      orders_total: 25,
      error: null,
    });
    const stored = await s.orders();
    // The pending order was never paid: not stored, as its webhook would not be.
    expect(new Set(stored.map((row) => row.externalId)).size).toBe(24);
    expect(stored.some((row) => row.externalId === '9999')).toBe(false);
    const old = await t.database.db
      .select()
      .from(shopCustomers)
      .where(and(eq(shopCustomers.accountId, s.account.id), eq(shopCustomers.email, 'gammel@example.no')));
    expect(old).toHaveLength(0);

    const orderRequests = shop.requests.filter((url) => url.pathname.endsWith('/orders'));
    expect(orderRequests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(orderRequests[0]?.searchParams.get('after')).toBe('2025-11-02T09:00:00');
    expect(orderRequests[0]?.searchParams.get('per_page')).toBe('10');
  });

  it('carries on from the page it stopped at, never stores twice, and never puts an older version over a newer one', async () => {
    shop.customers = [];
    shop.orders = Array.from({ length: 25 }, (_, i) => wooOrder(7000 + i));
    shop.requests = [];
    const s = await wooShop();
    // A webhook brought order 7015 as completed, later than the history's version.
    const path = new URL(s.connected.webhook_url ?? '').pathname;
    const newer = JSON.stringify({ ...wooOrder(7015, 'completed', '2026-10-20T10:00:00') });
    const hook = await new TestClient(t.url).request('POST', path, {
      rawBody: newer,
      headers: {
        'x-wc-webhook-topic': 'order.updated',
        'x-wc-webhook-delivery-id': 'h-1',
        'x-wc-webhook-signature': signBody(newer, s.connected.secret ?? ''),
      },
    });
    expect(hook.status).toBe(200);
    await runAll();

    shop.failOnce = 'orders:2';
    expect((await start(s.panel)).status).toBe(202);
    await runAll();
    // Page 2 failed once: the first page is counted, the import waits to try again.
    expect((await s.view()).history_import).toMatchObject({
      state: 'running',
      phase: 'orders',
      orders_done: 10,
    });
    clock.advance(30 * 60_000);
    await runAll();
    expect((await s.view()).history_import).toMatchObject({
      state: 'done',
      orders_done: 25,
      orders_total: 25,
    });
    const stored = await s.orders();
    expect(stored).toHaveLength(25);
    expect(stored.find((row) => row.externalId === '7015')?.status).toBe('completed');
    const pages = shop.requests
      .filter((url) => url.pathname.endsWith('/orders'))
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '2', '3']);

    // Started again: what is stored stays once.
    expect((await start(s.panel)).status).toBe(202);
    await runAll();
    expect(await s.orders()).toHaveLength(25);
    expect((await s.orders()).find((row) => row.externalId === '7015')?.status).toBe('completed');
  });

  it('says why a key is refused, checks the fields, and is the WooCommerce owner’s alone', async () => {
    shop.orders = [];
    shop.customers = [];
    const s = await wooShop();
    expect((await start(s.panel, { consumer_secret: `cs_${'9'.repeat(40)}` })).status).toBe(202);
    await runAll();
    const refused = (await s.view()).history_import;
    expect(refused?.state).toBe('failed');
    expect(refused?.error).toContain('WooCommerce avviste nøkkelen (HTTP 401)');

    const bad = await start(s.panel, { consumer_key: 'nøkkel', shop_url: 'ftp://butikk' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      consumer_key: 'Lim inn forbrukernøkkelen fra WooCommerce. Den begynner med ck_.',
      shop_url: 'Skriv en adresse som begynner med https:// eller http://.',
    });
    // An address inside our network other than the allow-listed one is refused, not fetched.
    expect((await start(s.panel, { shop_url: 'http://10.0.0.1/' })).status).toBe(202);
    await runAll();
    expect((await s.view()).history_import).toMatchObject({ state: 'failed' });
    expect((await s.view()).history_import?.error).toContain('intern eller privat adresse');

    // A member sees the progress but cannot start one.
    const member = await createUser(t.database.db, {});
    await t.database.db
      .insert(memberships)
      .values({ accountId: s.account.id, userId: member.id, role: 'member' });
    const memberPanel = await signedIn(t.url, member);
    memberPanel.account = s.account.id;
    expect((await start(memberPanel)).status).toBe(403);
    expect(
      (await memberPanel.get<{ data: View }>('/api/settings/shop-platform')).body.data.history_import,
    ).toMatchObject({ state: 'failed' });

    // Another account sees none of it and cannot start one without a WooCommerce connection.
    const other = await createAccountWithOwner(t.database.db, {});
    const otherPanel = await signedIn(t.url, other.owner);
    otherPanel.account = other.account.id;
    expect(
      (await otherPanel.get<{ data: View }>('/api/settings/shop-platform')).body.data.history_import,
    ).toBeNull();
    expect((await start(otherPanel)).status).toBe(404);
    await otherPanel.put('/api/settings/shop-platform', { platform: 'other', feed_url: '' });
    const notWoo = await start(otherPanel);
    expect(notWoo.status).toBe(409);
    expect(notWoo.body.error.code).toBe('history_import_woocommerce_only');
  });
});
