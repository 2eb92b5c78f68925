import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audienceContacts,
  chatPageViews,
  chatVisitors,
  memberships,
  shopCustomers,
  shopOrders,
  shopWebhookDeliveries,
} from '../src/db/schema';
import { signBody } from '../src/modules/connectors';
import { deliveryIntake } from '../src/modules/connectors/delivery-intake';
import { ManualClock } from '../src/platform';
import { eventRecorder } from './event-recorder';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * Shop platforms' webhooks (issue 33) through the real HTTP route and the job layer: a delivery is stored
 * only when its signature is right under the account's own secret, once per delivery id, never older over
 * newer; the privacy topics export and erase; the settings are the account's own.
 */
const clock = new ManualClock('2026-11-02T09:00:00Z');
const recorder = eventRecorder();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, {
    clock,
    modules: [recorder.module],
  });
});
afterAll(async () => {
  await t.close();
});

const runJobs = () => t.app.platform.jobs.runDue();

interface PlatformView {
  connected: boolean;
  webhook_url: string | null;
  secret: string | null;
  secret_hint: string | null;
  deliveries: Array<{ id: number; topic: string; state: string; reason: string | null; has_export: boolean }>;
  widget_origins: Array<{ origin: string; last_seen_at: string }>;
  can_manage: boolean;
}

async function shop(platform: 'woocommerce' | 'shopify', extra: Record<string, unknown> = {}) {
  const { account, owner } = await createAccountWithOwner(t.database.db, {});
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const body =
    platform === 'shopify'
      ? { platform, shop_domain: 'demo-sko.myshopify.com', secret: 'shpss_'.padEnd(40, 'a'), ...extra }
      : { platform, ...extra };
  const saved = await panel.put<{ data: PlatformView }>('/api/settings/shop-platform', body);
  expect(saved.status).toBe(200);
  const view = saved.body.data;
  const path = new URL(view.webhook_url ?? '').pathname;
  const secret = view.secret ?? '';
  const client = new TestClient(t.url);
  /** Sends a delivery as the platform would: the raw body signed with `key` (the account's secret unless given). */
  const send = (
    topic: string,
    deliveryId: string,
    payload: unknown,
    key = secret,
    headers: Record<string, string> = {},
  ) => {
    const raw = JSON.stringify(payload);
    const signature = signBody(raw, key);
    const platformHeaders: Record<string, string> =
      platform === 'shopify'
        ? {
            'x-shopify-topic': topic,
            'x-shopify-hmac-sha256': signature,
            'x-shopify-webhook-id': deliveryId,
            'x-shopify-shop-domain': 'demo-sko.myshopify.com',
          }
        : {
            'x-wc-webhook-topic': topic,
            'x-wc-webhook-signature': signature,
            'x-wc-webhook-delivery-id': deliveryId,
            'x-wc-webhook-source': 'https://demo-sko.no/',
          };
    return client.request<ApiError & { received?: boolean; duplicate?: boolean }>('POST', path, {
      rawBody: raw,
      headers: { ...platformHeaders, ...headers },
    });
  };
  const view$ = async () =>
    (await panel.get<{ data: PlatformView }>('/api/settings/shop-platform')).body.data;
  const orders = () => t.database.db.select().from(shopOrders).where(eq(shopOrders.accountId, account.id));
  return { account, owner, panel, path, secret, send, client, view: view$, initial: view, orders };
}

const wooOrder = (id: number, status: string, modified: string, extra: Record<string, unknown> = {}) => ({
  id,
  status,
  currency: 'NOK',
  date_created_gmt: '2026-11-01T10:00:00',
  date_paid_gmt: '2026-11-01T10:00:00',
  date_modified_gmt: modified,
  total: '598.00',
  discount_total: '0.00',
  billing: {
    first_name: 'Kari',
    last_name: 'Nordmann',
    email: 'kari@example.no',
    city: 'Oslo',
    postcode: '0150',
  },
  line_items: [
    {
      id: 1,
      product_id: 11,
      name: 'Joggesko',
      quantity: 1,
      price: 499,
      subtotal: '499.00',
      total: '499.00',
      sku: 'JS-1',
    },
    {
      id: 2,
      product_id: 12,
      name: 'Sokker',
      quantity: 1,
      price: 99,
      subtotal: '99.00',
      total: '99.00',
      sku: 'SO-1',
    },
  ],
  coupon_lines: [],
  ...extra,
});

describe('the webhook settings', () => {
  it('makes a URL and a secret, shows the secret only to those who may change it, and keeps accounts apart', async () => {
    const first = await shop('woocommerce');
    expect(first.initial.webhook_url).toMatch(/^http:\/\/localhost:3000\/api\/webhooks\/shop\/[\w-]{20,}$/);
    expect(first.initial.secret?.length).toBeGreaterThanOrEqual(32);
    expect(first.initial.can_manage).toBe(true);

    const member = await createUser(t.database.db, {});
    await t.database.db
      .insert(memberships)
      .values({ accountId: first.account.id, userId: member.id, role: 'member' });
    const reader = await signedIn(t.url, member);
    reader.account = first.account.id;
    const seen = await reader.get<{ data: PlatformView }>('/api/settings/shop-platform');
    expect(seen.body.data).toMatchObject({ connected: true, secret: null, can_manage: false });
    expect(seen.body.data.secret_hint).toBe(`••••${first.initial.secret?.slice(-4)}`);
    expect((await reader.put('/api/settings/shop-platform', { platform: 'other' })).status).toBe(403);
    expect((await reader.post('/api/settings/shop-platform/secret')).status).toBe(403);

    const other = await shop('woocommerce');
    expect(other.initial.webhook_url).not.toBe(first.initial.webhook_url);
    // The other account's secret on the first account's URL: refused, nothing stored.
    const forged = await first.send(
      'order.created',
      'x-1',
      wooOrder(1, 'processing', '2026-11-01T10:00:00'),
      other.secret,
    );
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('webhook_signature_invalid');
    await runJobs();
    expect(await first.orders()).toHaveLength(0);
    const crossed = await other.panel.get('/api/settings/shop-platform', {
      'authorized-account': String(first.account.id),
    });
    expect(crossed.status).toBe(404);

    const shopify = await first.panel.put<ApiError>('/api/settings/shop-platform', {
      platform: 'shopify',
      shop_domain: 'ikke en butikk',
    });
    expect(shopify.status).toBe(400);
    expect(shopify.body.error.fields?.shop_domain).toBe(
      'Skriv butikkens adresse hos Shopify, for eksempel minbutikk.myshopify.com.',
    );
    // Nothing saved by the refused change.
    expect((await first.view()).webhook_url).toBe(first.initial.webhook_url);

    const renewed = await first.panel.post<{ data: PlatformView }>('/api/settings/shop-platform/secret');
    expect(renewed.body.data.secret).not.toBe(first.initial.secret);
    const stale = await first.send('order.created', 'x-2', wooOrder(2, 'processing', '2026-11-01T10:00:00'));
    expect(stale.status).toBe(401);
  });
});

describe('the widget check', () => {
  it('lists the sites the widget reported from, newest first, for this account only', async () => {
    const s = await shop('woocommerce');
    const other = await shop('woocommerce');
    const [visitor] = await t.database.db
      .insert(chatVisitors)
      .values({ accountId: s.account.id, uid: 'v-widget-check' })
      .returning();
    const [stranger] = await t.database.db
      .insert(chatVisitors)
      .values({ accountId: other.account.id, uid: 'v-widget-other' })
      .returning();
    const view = (accountId: number, visitorId: string, url: string, at: string) => ({
      accountId,
      visitorId,
      path: new URL(url).pathname,
      url,
      pageTitle: 'Side',
      createdAt: new Date(at),
    });
    await t.database.db
      .insert(chatPageViews)
      .values([
        view(s.account.id, visitor?.id ?? '', 'https://staging.demo-sko.no/', '2026-11-01T08:00:00Z'),
        view(s.account.id, visitor?.id ?? '', 'https://demo-sko.no/sko?farge=rod', '2026-11-02T08:00:00Z'),
        view(s.account.id, visitor?.id ?? '', 'https://DEMO-SKO.no/kasse', '2026-11-02T08:30:00Z'),
        view(other.account.id, stranger?.id ?? '', 'https://annen.example.no/', '2026-11-02T08:40:00Z'),
      ]);
    expect((await s.view()).widget_origins).toEqual([
      { origin: 'https://demo-sko.no', last_seen_at: '2026-11-02T08:30:00.000Z' },
      { origin: 'https://staging.demo-sko.no', last_seen_at: '2026-11-01T08:00:00.000Z' },
    ]);
  });
});

describe('WooCommerce deliveries', () => {
  it('answers the ping, stores a signed order once, and refuses a wrong signature', async () => {
    const s = await shop('woocommerce');
    const ping = await s.client.request('POST', s.path, {
      rawBody: 'webhook_id=17',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ping.status).toBe(200);

    const order = wooOrder(501, 'processing', '2026-11-01T10:00:05');
    const first = await s.send('order.created', 'd-1', order);
    expect(first.status).toBe(200);
    expect(first.body.duplicate).toBe(false);
    const again = await s.send('order.created', 'd-1', order);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    await runJobs();
    const stored = await s.orders();
    expect(stored.map((row) => [row.externalId, row.status, row.totalOre])).toEqual([
      ['501', 'open', 59_800],
    ]);

    const wrong = await s.send(
      'order.updated',
      'd-2',
      { ...order, status: 'completed' },
      'feil-hemmelighet-1234567',
    );
    expect(wrong.status).toBe(401);
    const tampered = await s.client.request('POST', s.path, {
      rawBody: JSON.stringify({ ...order, total: '1.00' }),
      headers: {
        'x-wc-webhook-topic': 'order.updated',
        'x-wc-webhook-delivery-id': 'd-3',
        'x-wc-webhook-signature': signBody(JSON.stringify(order), s.secret),
      },
    });
    expect(tampered.status).toBe(401);
    await runJobs();
    expect((await s.orders())[0]?.totalOre).toBe(59_800);

    const listed = (await s.view()).deliveries;
    expect(listed.map((row) => `${row.topic}:${row.state}`)).toEqual([
      'order.updated:refused',
      'order.updated:refused',
      'order.created:stored',
      'ping:skipped',
    ]);
    expect(listed[0]?.reason).toBe('Feil signatur.');
  });

  it('records a burst together: each delivery answered for itself, a repeat once, a body the database refuses alone', async () => {
    const s = await shop('woocommerce');
    // Sent at once, so they are written in shared transactions (delivery-intake.ts).
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        s.send('order.created', `b-${i}`, wooOrder(700 + i, 'processing', '2026-11-01T10:00:05')),
      ),
      ...Array.from({ length: 4 }, () =>
        s.send('order.created', 'b-same', wooOrder(800, 'processing', '2026-11-01T10:00:05')),
      ),
      // Valid JSON that PostgreSQL's jsonb refuses (a NUL character): its own 400, the others stored.
      s.send('order.created', 'b-nul', {
        ...wooOrder(900, 'processing', '2026-11-01T10:00:05'),
        note: '\u0000',
      }),
    ]);
    expect(answers.slice(0, 20).map((answer) => [answer.status, answer.body.duplicate])).toEqual(
      Array.from({ length: 20 }, () => [200, false]),
    );
    const repeats = answers.slice(20, 24);
    expect(repeats.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(repeats.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    expect(answers[24]?.status).toBe(400);
    await runJobs();
    const stored = (await s.orders()).map((row) => Number(row.externalId)).sort((a, b) => a - b);
    expect(stored).toEqual([...Array.from({ length: 20 }, (_, i) => 700 + i), 800]);
  });

  it('writes what waits in one transaction, and a batch the database refuses again one by one', async () => {
    const s = await shop('woocommerce');
    const intake = deliveryIntake(t.database.db, t.app.platform.jobs);
    const delivery = (deliveryId: string, payload: unknown) => ({
      accountId: s.account.id,
      platform: 'woocommerce',
      deliveryId,
      topic: 'order.created',
      payloadJson: JSON.stringify(payload),
      receivedAt: clock.now(),
    });
    // The first two are written at once; the rest wait for them and go together, the refused one among them.
    const recorded = [
      delivery('i-0', wooOrder(1000, 'processing', '2026-11-01T10:00:05')),
      ...Array.from({ length: 6 }, (_, i) =>
        delivery(`i-${i + 1}`, wooOrder(1001 + i, 'processing', '2026-11-01T10:00:05')),
      ),
      delivery('i-1', wooOrder(1001, 'processing', '2026-11-01T10:00:05')),
      delivery('i-nul', { ...wooOrder(1100, 'processing', '2026-11-01T10:00:05'), note: '\u0000' }),
      delivery('i-0', wooOrder(1000, 'processing', '2026-11-01T10:00:05')),
    ].map((item) =>
      intake.record(item).then(
        (repeat) => (repeat ? 'repeat' : 'new'),
        () => 'refused',
      ),
    );
    expect(await Promise.all(recorded)).toEqual([
      ...Array.from({ length: 7 }, () => 'new'),
      'repeat',
      'refused',
      'repeat',
    ]);
    await runJobs();
    expect((await s.orders()).map((row) => Number(row.externalId)).sort((a, b) => a - b)).toEqual([
      1000, 1001, 1002, 1003, 1004, 1005, 1006,
    ]);
  });

  it('never lets an older update overwrite a newer one', async () => {
    const s = await shop('woocommerce');
    await s.send('order.updated', 'n-2', wooOrder(601, 'completed', '2026-11-01T12:00:00'));
    await s.send('order.updated', 'n-1', wooOrder(601, 'processing', '2026-11-01T11:00:00'));
    await runJobs();
    expect((await s.orders()).map((row) => row.status)).toEqual(['completed']);
    const listed = (await s.view()).deliveries;
    expect(listed[0]).toMatchObject({
      state: 'skipped',
      reason: 'Eldre enn en versjon som allerede er lagret.',
    });
    // A newer one still goes through.
    await s.send('order.updated', 'n-3', wooOrder(601, 'refunded', '2026-11-01T13:00:00'));
    await runJobs();
    expect((await s.orders()).map((row) => row.status)).toEqual(['cancelled']);
  });

  it('refuses an unknown URL and a body that is not JSON', async () => {
    const s = await shop('woocommerce');
    const unknown = await s.client.request('POST', '/api/webhooks/shop/finnes-ikke', { rawBody: '{}' });
    expect(unknown.status).toBe(404);
    const raw = 'ikke json';
    const notJson = await s.client.request<ApiError>('POST', s.path, {
      rawBody: raw,
      headers: {
        'x-wc-webhook-topic': 'order.created',
        'x-wc-webhook-delivery-id': 'j-1',
        'x-wc-webhook-signature': signBody(raw, s.secret),
      },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('webhook_delivery_invalid');
  });
});

describe('limits', () => {
  it('answers a flood of wrong signatures with 429 and writes none of it, while signed deliveries pass', async () => {
    const s = await shop('woocommerce');
    const order = wooOrder(901, 'processing', '2026-11-01T10:00:00');
    const answers: number[] = [];
    for (let index = 0; index < 125; index++) {
      answers.push(
        (await s.send('order.created', `flood-${index}`, order, 'feil-hemmelighet-1234567')).status,
      );
    }
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(120);
    expect(answers.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    expect((await s.send('order.created', 'signed-1', order)).status).toBe(200);
    const listed = (await s.view()).deliveries;
    // Ten refusals a minute are listed; the flood wrote nothing more.
    expect(listed.filter((row) => row.state === 'refused')).toHaveLength(10);
    // The next minute the address may be refused (401) again.
    clock.advance(61_000);
    expect((await s.send('order.created', 'late', order, 'feil-hemmelighet-1234567')).status).toBe(401);
  });
});

describe('Shopify deliveries', () => {
  const customer = { id: 7001, email: 'ola@example.no', first_name: 'Ola', last_name: 'Nordmann' };

  it('refuses another shop, erases a customer on customers/redact and keeps a data request for the owner', async () => {
    const s = await shop('shopify');
    const elsewhere = await s.send(
      'customers/create',
      'w-0',
      { ...customer, updated_at: '2026-11-01T10:00:00+01:00' },
      s.secret,
      { 'x-shopify-shop-domain': 'annen-butikk.myshopify.com' },
    );
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error.code).toBe('webhook_shop_mismatch');

    const created = await s.send('customers/create', 'w-1', {
      ...customer,
      updated_at: '2026-11-01T10:00:00+01:00',
      email_marketing_consent: {
        state: 'subscribed',
        opt_in_level: 'single_opt_in',
        consent_updated_at: '2026-11-01T10:00:00+01:00',
      },
    });
    expect(created.status).toBe(200);
    await runJobs();
    const contact = () =>
      t.database.db
        .select()
        .from(audienceContacts)
        .where(
          and(eq(audienceContacts.accountId, s.account.id), eq(audienceContacts.email, 'ola@example.no')),
        );
    expect((await contact())[0]?.consent).toBe('given');

    const request = await s.send('customers/data_request', 'w-2', {
      shop_id: 1,
      shop_domain: 'demo-sko.myshopify.com',
      customer: { id: 7001, email: 'ola@example.no', phone: null },
      orders_requested: [],
      data_request: { id: 9999 },
    });
    expect(request.status).toBe(200);
    await runJobs();
    const listed = (await s.view()).deliveries.find((row) => row.topic === 'customers/data_request');
    expect(listed?.has_export).toBe(true);
    const exported = await s.panel.get<Array<{ email: string }>>(
      `/api/settings/shop-platform/deliveries/${listed?.id}/export`,
    );
    expect(exported.status).toBe(200);
    expect(exported.body[0]?.email).toBe('ola@example.no');
    // Another account cannot fetch it.
    const other = await shop('woocommerce');
    expect(
      (await other.panel.get(`/api/settings/shop-platform/deliveries/${listed?.id}/export`)).status,
    ).toBe(404);

    const redact = await s.send('customers/redact', 'w-3', {
      shop_id: 1,
      shop_domain: 'demo-sko.myshopify.com',
      customer: { id: 7001, email: 'ola@example.no', phone: null },
      orders_to_redact: [],
    });
    expect(redact.status).toBe(200);
    await runJobs();
    expect(await contact()).toHaveLength(0);
    // The erasure took the data request's export with it.
    expect((await s.panel.get(`/api/settings/shop-platform/deliveries/${listed?.id}/export`)).status).toBe(
      404,
    );
    const rows = await t.database.db
      .select({ state: shopWebhookDeliveries.state })
      .from(shopWebhookDeliveries)
      .where(
        and(
          eq(shopWebhookDeliveries.accountId, s.account.id),
          eq(shopWebhookDeliveries.topic, 'customers/redact'),
        ),
      );
    expect(rows.map((row) => row.state)).toEqual(['stored']);
  });

  it('keeps what Shopify does not say: the club and birthday set through the API stay', async () => {
    const s = await shop('shopify');
    const key = await s.panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
    const api = await new TestClient(t.url).post(
      '/api/ingest/customers',
      [{ email: 'klubb@example.no', name: 'Klubb Medlem', club_member: true, birthday: '1990-05-17' }],
      { authorization: `Bearer ${key.body.data.key}` },
    );
    expect(api.status).toBe(200);
    const updated = await s.send('customers/update', 'k-1', {
      id: 8001,
      email: 'klubb@example.no',
      first_name: 'Klubb',
      last_name: 'Medlem',
      updated_at: '2026-11-02T10:00:00+01:00',
      default_address: { city: 'Bergen', zip: '5003' },
    });
    expect(updated.status).toBe(200);
    await runJobs();
    const [row] = await t.database.db
      .select()
      .from(shopCustomers)
      .where(and(eq(shopCustomers.accountId, s.account.id), eq(shopCustomers.email, 'klubb@example.no')));
    expect(row).toMatchObject({ clubMember: true, birthday: '1990-05-17', city: 'Bergen' });
  });

  it('starts the abandoned-cart flows for a checkout not ordered in time, and not for a version updated since', async () => {
    const s = await shop('shopify');
    const checkout = (token: string, email: string, updatedAt: string) => ({
      id: Number(token.replace(/\D/g, '')) || 1,
      token,
      email,
      currency: 'NOK',
      completed_at: null,
      updated_at: updatedAt,
      abandoned_checkout_url: `https://demo-sko.no/checkouts/${token}/recover`,
      line_items: [
        { product_id: 11, variant_id: 111, title: 'Joggesko', quantity: 2, price: '499.00', sku: 'JS-1' },
      ],
    });
    const at = clock.now().toISOString();
    expect((await s.send('checkouts/create', 'c-1', checkout('tok1', 'glemt@example.no', at))).status).toBe(
      200,
    );
    expect((await s.send('checkouts/create', 'c-2', checkout('tok2', 'endret@example.no', at))).status).toBe(
      200,
    );
    await runJobs();
    // The second checkout changes before the wait is over: its first version is not abandoned.
    clock.advance(10 * 60_000);
    const later = clock.now().toISOString();
    expect(
      (await s.send('checkouts/update', 'c-3', checkout('tok2', 'endret@example.no', later))).status,
    ).toBe(200);
    await runJobs();
    // The account's wait (60 minutes) after the first versions: only the first checkout is abandoned.
    clock.advance(51 * 60_000);
    await runJobs();
    await runJobs();
    const heard = recorder.of('cart.abandoned', s.account.id);
    expect(heard.map((event) => [event.data.email, event.data.total_ore, event.data.page_url])).toEqual([
      ['glemt@example.no', 99_800, 'https://demo-sko.no/checkouts/tok1/recover'],
    ]);
    clock.advance(10 * 60_000);
    await runJobs();
    await runJobs();
    // The updated one, after its own wait.
    expect(recorder.of('cart.abandoned', s.account.id).map((event) => event.data.email)).toEqual([
      'glemt@example.no',
      'endret@example.no',
    ]);
  });
});
