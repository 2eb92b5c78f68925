import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  shopCustomers,
  shopOrderDailyTotals,
  shopOrderLines,
  shopOrders,
  shopProducts,
} from '../src/db/schema';
import { accountOfApiKey } from '../src/modules/shop-data/api-keys';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

interface IngestAnswer {
  received: number;
  stored: number;
  ignored: Array<{ index: number; code: string; message: string }>;
  refused: Array<{ index: number; code: string; message: string; fields?: Record<string, string> }>;
}

/** A new account with an owner and an API key made through the settings API; answers a key client. */
async function shopWithKey() {
  const { account, owner } = await createAccountWithOwner(t.database.db);
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const created = await panel.post<{ data: { id: string; key: string } }>('/api/settings/api-keys', {
    label: 'Butikk',
  });
  const shop = new TestClient(t.url);
  const auth = { authorization: `Bearer ${created.body.data.key}` };
  return {
    account,
    panel,
    keyId: created.body.data.id,
    key: created.body.data.key,
    send: <T = IngestAnswer>(path: string, body: unknown, headers: Record<string, string> = {}) =>
      shop.post<T>(path, body, { ...auth, ...headers }),
    sendCsv: <T>(path: string, csv: string, type = 'text/csv') =>
      shop.request<T>('POST', path, { rawBody: csv, headers: { ...auth, 'content-type': type } }),
    put: <T>(path: string, body: unknown) => shop.put<T>(path, body, auth),
  };
}

const order = (id: string, overrides: Record<string, unknown> = {}) => ({
  type: 'created',
  order_id: id,
  created_at: '2025-03-10T12:00:00+01:00',
  lines: [{ product_id: 'p1', name: 'Sko', quantity: 2, price: 499.5 }],
  subtotal: 999,
  total: 1048.99,
  currency: 'NOK',
  source: 'google',
  referrer: 'https://www.google.com/',
  discount_code: 'VÅR10',
  customer_email: 'Kari@Example.no',
  ...overrides,
});

const ordersOf = (accountId: number) =>
  t.database.db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.accountId, accountId))
    .orderBy(asc(shopOrders.externalId));

const totalsOf = (accountId: number) =>
  t.database.db
    .select()
    .from(shopOrderDailyTotals)
    .where(eq(shopOrderDailyTotals.accountId, accountId))
    .orderBy(asc(shopOrderDailyTotals.day), asc(shopOrderDailyTotals.source));

describe('API key authentication', () => {
  it('stores with a real key and notes when the key was last used', async () => {
    const shop = await shopWithKey();
    const answer = await shop.send('/api/ingest/orders', [order('1001')]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: 1, stored: 1, ignored: [], refused: [] });
    const [key] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, shop.keyId));
    expect(key?.lastUsedAt).toBeInstanceOf(Date);
    const list = await shop.panel.get<{ data: Array<{ last_used_at: string | null }> }>(
      '/api/settings/api-keys',
    );
    expect(list.body.data[0]?.last_used_at).not.toBeNull();
  });

  it('stops trusting a key at once where it is revoked, and within seconds on another server', async () => {
    const shop = await shopWithKey();
    const db = t.database.db;
    const at = (seconds: number) => new Date(Date.UTC(2026, 5, 10, 10, 0, seconds));
    // Revoked in the panel of this server, after a use: refused on the next call.
    expect((await shop.send('/api/ingest/orders', [order('1')])).status).toBe(200);
    expect((await shop.panel.request('DELETE', `/api/settings/api-keys/${shop.keyId}`)).status).toBe(204);
    expect((await shop.send('/api/ingest/orders', [order('2')])).status).toBe(401);

    // Revoked by another server on the same database: this one trusts what it read for 5 seconds.
    const other = await shopWithKey();
    expect(await accountOfApiKey(db, other.key, at(0))).toBe(other.account.id);
    await db
      .update(apiKeys)
      .set({ revokedAt: at(1) })
      .where(eq(apiKeys.id, other.keyId));
    expect(await accountOfApiKey(db, other.key, at(4))).toBe(other.account.id);
    await expect(accountOfApiKey(db, other.key, at(5))).rejects.toMatchObject({ code: 'api_key_invalid' });
    // A key never seen is looked up every time (nothing to remember about it).
    await expect(accountOfApiKey(db, 'bpk_unknown', at(6))).rejects.toMatchObject({
      code: 'api_key_invalid',
    });
  });

  it('refuses a revoked, unknown or missing key, and a session token, with 401 in the error shape', async () => {
    const shop = await shopWithKey();
    expect((await shop.panel.request('DELETE', `/api/settings/api-keys/${shop.keyId}`)).status).toBe(204);
    const revoked = await shop.send<ApiError>('/api/ingest/orders', [order('1')]);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({
      error: { code: 'api_key_invalid', message: 'API-nøkkelen er ukjent eller trukket tilbake.' },
    });
    const unknown = await shop.send<ApiError>('/api/ingest/products', [], {
      authorization: 'Bearer bpk_nope',
    });
    expect(unknown.status).toBe(401);
    const missing = await new TestClient(t.url).post<ApiError>('/api/ingest/orders', [order('1')]);
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('api_key_invalid');
    const session = await shop.send<ApiError>('/api/ingest/orders', [order('1')], {
      authorization: `Bearer ${shop.panel.token}`,
    });
    expect(session.status).toBe(401);
    expect(await ordersOf(shop.account.id)).toEqual([]);
  });

  it('never writes into another account: the key names its account, headers cannot change it', async () => {
    const first = await shopWithKey();
    const second = await shopWithKey();
    const answer = await second.send('/api/ingest/orders', [order('X1')], {
      'authorized-account': String(first.account.id),
    });
    expect(answer.body.stored).toBe(1);
    expect(await ordersOf(first.account.id)).toEqual([]);
    expect((await ordersOf(second.account.id)).map((row) => row.externalId)).toEqual(['X1']);
  });
});

describe('orders', () => {
  it('stores lines, amounts in øre, the Oslo day, and the daily totals per source', async () => {
    const shop = await shopWithKey();
    await shop.send('/api/ingest/orders', [
      order('A', { created_at: '2025-03-10T23:30:00Z' }),
      order('B', { source: 'newsletter', total: 100, subtotal: 80 }),
    ]);
    const [a] = await ordersOf(shop.account.id);
    expect(a).toMatchObject({
      status: 'open',
      placedOn: '2025-03-11',
      subtotalOre: 99_900,
      totalOre: 104_899,
      currency: 'NOK',
      source: 'google',
      discountCode: 'VÅR10',
      customerEmail: 'kari@example.no',
    });
    const lines = await t.database.db
      .select()
      .from(shopOrderLines)
      .where(and(eq(shopOrderLines.accountId, shop.account.id), eq(shopOrderLines.orderId, 'A')));
    expect(lines).toEqual([
      {
        accountId: shop.account.id,
        orderId: 'A',
        lineNo: 0,
        productId: 'p1',
        name: 'Sko',
        quantity: 2,
        priceOre: 49_950,
      },
    ]);
    expect((await totalsOf(shop.account.id)).map(({ accountId: _a, ...row }) => row)).toEqual([
      { day: '2025-03-10', source: 'newsletter', orders: 1, subtotalOre: 8000, totalOre: 10_000 },
      { day: '2025-03-11', source: 'google', orders: 1, subtotalOre: 99_900, totalOre: 104_899 },
    ]);
  });

  it('counts the same order id once; an update replaces it, a cancel takes it out of the totals', async () => {
    const shop = await shopWithKey();
    await shop.send('/api/ingest/orders', [order('1'), order('1')]);
    const repeat = await shop.send('/api/ingest/orders', [order('1')]);
    expect(repeat.body.stored).toBe(1);
    expect(await ordersOf(shop.account.id)).toHaveLength(1);
    expect((await totalsOf(shop.account.id))[0]).toMatchObject({ orders: 1, totalOre: 104_899 });

    await shop.send('/api/ingest/orders', [
      order('1', {
        type: 'updated',
        total: 50,
        subtotal: 40,
        created_at: '2025-03-12T10:00:00Z',
        lines: [{ product_id: 'p2', name: 'Lue', quantity: 1, price: 40 }],
      }),
    ]);
    const [updated] = await ordersOf(shop.account.id);
    expect(updated).toMatchObject({ totalOre: 5000, placedOn: '2025-03-12', status: 'open' });
    const lines = await t.database.db
      .select()
      .from(shopOrderLines)
      .where(eq(shopOrderLines.accountId, shop.account.id));
    expect(lines.map((line) => line.productId)).toEqual(['p2']);
    // The old day is emptied, the new day holds the order.
    expect((await totalsOf(shop.account.id)).map((row) => [row.day, row.orders, row.totalOre])).toEqual([
      ['2025-03-12', 1, 5000],
    ]);

    const cancelled = await shop.send('/api/ingest/orders', [{ type: 'cancelled', order_id: '1' }]);
    expect(cancelled.body).toEqual({ received: 1, stored: 1, ignored: [], refused: [] });
    expect((await ordersOf(shop.account.id))[0]?.status).toBe('cancelled');
    expect(await totalsOf(shop.account.id)).toEqual([]);
    await shop.send('/api/ingest/orders', [{ type: 'completed', order_id: '1' }]);
    expect((await ordersOf(shop.account.id))[0]?.status).toBe('completed');
    expect(await totalsOf(shop.account.id)).toHaveLength(1);
  });

  it('stores the good events of a batch and refuses the bad ones by index with catalogue texts', async () => {
    const shop = await shopWithKey();
    const answer = await shop.send('/api/ingest/orders', [
      order('ok-1'),
      order('bad-currency', { currency: 'SEK' }),
      { type: 'refunded', order_id: 'x' },
      order('bad-amount', { total: 10.001, customer_email: 'ikke-epost' }),
      { type: 'cancelled', order_id: 'finnes-ikke' },
      order('ok-2', { lines: [] }),
      'tekst',
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.received).toBe(7);
    expect(answer.body.stored).toBe(2);
    expect(answer.body.refused).toEqual([
      {
        index: 1,
        code: 'validation_failed',
        message: 'Noen felt er ikke riktig utfylt.',
        fields: { currency: 'Bare NOK støttes.' },
      },
      {
        index: 2,
        code: 'validation_failed',
        message: 'Noen felt er ikke riktig utfylt.',
        fields: expect.any(Object),
      },
      {
        index: 3,
        code: 'validation_failed',
        message: 'Noen felt er ikke riktig utfylt.',
        fields: {
          total: 'Beløpet må være et tall med høyst to desimaler.',
          customer_email: 'Ugyldig e-postadresse.',
        },
      },
      { index: 4, code: 'order_not_found', message: 'Fant ikke ordren.' },
      {
        index: 6,
        code: 'validation_failed',
        message: 'Noen felt er ikke riktig utfylt.',
        fields: expect.any(Object),
      },
    ]);
    expect((await ordersOf(shop.account.id)).map((row) => row.externalId)).toEqual(['ok-1', 'ok-2']);
  });

  it('refuses a body that is not a batch, or too large a batch, as a whole', async () => {
    const shop = await shopWithKey();
    const object = await shop.send<ApiError>('/api/ingest/orders', order('1'));
    expect(object.status).toBe(400);
    expect(object.body.error.code).toBe('validation_failed');
    const many = await shop.send<ApiError>(
      '/api/ingest/customers',
      Array.from({ length: 1001 }, () => ({})),
    );
    expect(many.status).toBe(400);
    expect(many.body.error).toEqual({
      code: 'batch_too_large',
      message: 'For mange hendelser i én forespørsel. Største tillatte antall er 1000.',
    });
    const english = await shop.send('/api/ingest/orders', [order('x', { currency: 'EUR' })], {
      'user-language': 'en',
    });
    expect(english.body.refused[0]?.fields).toEqual({ currency: 'Only NOK is supported.' });
  });

  it('drops orders and customers whose e-mail is on the ignore list and never counts them', async () => {
    const shop = await shopWithKey();
    const entry = await shop.panel.post('/api/settings/ignore-list', {
      kind: 'email',
      value: 'test@butikk.no',
    });
    expect(entry.status).toBe(201);
    const answer = await shop.send('/api/ingest/orders', [
      order('real', { customer_email: 'kunde@butikk.no' }),
      order('test', { customer_email: 'TEST@butikk.no' }),
    ]);
    expect(answer.body).toEqual({
      received: 2,
      stored: 1,
      ignored: [
        {
          index: 1,
          code: 'ignored_by_list',
          message: 'E-postadressen står på ignorerlisten og ble ikke lagret.',
        },
      ],
      refused: [],
    });
    expect((await ordersOf(shop.account.id)).map((row) => row.externalId)).toEqual(['real']);
    expect((await totalsOf(shop.account.id))[0]?.orders).toBe(1);

    const customers = await shop.send('/api/ingest/customers', [
      { email: 'test@butikk.no', name: 'Test' },
      { email: 'kunde@butikk.no', name: 'Kunde' },
    ]);
    expect(customers.body).toMatchObject({ stored: 1, ignored: [{ index: 0 }] });
  });
});

describe('customers', () => {
  it('upserts by e-mail with name, birthday, club membership and consent', async () => {
    const shop = await shopWithKey();
    const answer = await shop.send('/api/ingest/customers', [
      {
        email: 'Ola@Example.no',
        name: 'Ola',
        birthday: '1990-05-17',
        club_member: true,
        marketing_consent: true,
      },
      { email: 'x@example.no', birthday: '1990-02-30' },
    ]);
    expect(answer.body).toMatchObject({
      stored: 1,
      refused: [{ index: 1, fields: { birthday: 'Ugyldig dato.' } }],
    });
    await shop.send('/api/ingest/customers', [{ email: 'ola@example.no', name: 'Ola Nordmann' }]);
    const rows = await t.database.db
      .select()
      .from(shopCustomers)
      .where(eq(shopCustomers.accountId, shop.account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'ola@example.no',
      name: 'Ola Nordmann',
      birthday: null,
      clubMember: false,
      marketingConsent: false,
    });
  });
});

describe('products', () => {
  const product = (id: string, overrides: Record<string, unknown> = {}) => ({
    external_id: id,
    name: `Produkt ${id}`,
    url: `https://butikk.no/p/${id}`,
    image_url: `https://butikk.no/img/${id}.jpg`,
    price: 199.9,
    sale_price: 149,
    in_stock: true,
    category: 'Sko',
    ...overrides,
  });
  const productsOf = (accountId: number) =>
    t.database.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.accountId, accountId))
      .orderBy(asc(shopProducts.externalId));

  it('upserts one product by its id and a batch, refusing bad items by index', async () => {
    const shop = await shopWithKey();
    const one = await shop.put<{ data: Record<string, unknown> }>('/api/ingest/products/sku-1', {
      name: 'Joggesko',
      price: 899,
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      external_id: 'sku-1',
      name: 'Joggesko',
      price: 899,
      in_stock: true,
    });
    const batch = await shop.send('/api/ingest/products', [
      product('sku-1'),
      product('sku-2', { price: -1 }),
      product('sku-3', { url: 'javascript:alert(1)' }),
      product('sku-4'),
    ]);
    expect(batch.body).toMatchObject({ received: 4, stored: 2 });
    expect(batch.body.refused.map((refused) => [refused.index, refused.fields])).toEqual([
      [1, { price: 'Beløpet må være et tall med høyst to desimaler.' }],
      [2, { url: 'Ugyldig verdi.' }],
    ]);
    const rows = await productsOf(shop.account.id);
    expect(rows.map((row) => [row.externalId, row.name, row.priceOre, row.salePriceOre])).toEqual([
      ['sku-1', 'Produkt sku-1', 19_990, 14_900],
      ['sku-4', 'Produkt sku-4', 19_990, 14_900],
    ]);
    const missing = await shop.put<ApiError>('/api/ingest/products/sku-9', { price: 10 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ name: 'Feltet må fylles ut.' });
  });

  it('reads a CSV feed, reports bad rows by line number and keeps the valid ones', async () => {
    const shop = await shopWithKey();
    const csv = [
      'external_id;name;price;sale_price;in_stock;category;url',
      'a1;"Sko; røde";499,90;;ja;Sko;https://butikk.no/a1',
      'a2;;100;;1;Sko;',
      'a3;Lue;gratis;;nei;Tilbehør;',
      '',
      'a4;"Jakke ""Vinter""";1299;999;0;Klær;',
    ].join('\r\n');
    const answer = await shop.sendCsv<{ rows: number; stored: number; errors: unknown[] }>(
      '/api/ingest/products/csv',
      csv,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      rows: 4,
      stored: 2,
      errors: [
        {
          row: 3,
          code: 'validation_failed',
          message: 'Noen felt er ikke riktig utfylt.',
          fields: { name: 'Feltet må fylles ut.' },
        },
        {
          row: 4,
          code: 'validation_failed',
          message: 'Noen felt er ikke riktig utfylt.',
          fields: { price: 'Beløpet må være et tall med høyst to desimaler.' },
        },
      ],
    });
    const rows = await productsOf(shop.account.id);
    expect(
      rows.map((row) => [row.externalId, row.name, row.priceOre, row.salePriceOre, row.inStock]),
    ).toEqual([
      ['a1', 'Sko; røde', 49_990, null, true],
      ['a4', 'Jakke "Vinter"', 129_900, 99_900, false],
    ]);
  });

  it('refuses a CSV without the required columns, another file type, and a file over 1 MB', async () => {
    const shop = await shopWithKey();
    const columns = await shop.sendCsv<ApiError>('/api/ingest/products/csv', 'id,title\n1,Sko');
    expect(columns.status).toBe(400);
    expect(columns.body.error).toEqual({
      code: 'csv_columns_missing',
      message: 'CSV-filen mangler kolonnene external_id, name, price.',
    });
    const xml = await shop.sendCsv<ApiError>('/api/ingest/products/csv', '<xml/>', 'application/xml');
    expect(xml.status).toBe(415);
    expect(xml.body.error.message).toBe('Ulovlig filtype.');
    const big = await shop.sendCsv<ApiError>('/api/ingest/products/csv', 'x'.repeat(1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('file_too_big');
    const unauthenticated = await new TestClient(t.url).request<ApiError>(
      'POST',
      '/api/ingest/products/csv',
      {
        rawBody: 'external_id,name,price\n1,a,1',
        headers: { 'content-type': 'text/csv' },
      },
    );
    expect(unauthenticated.status).toBe(401);
  });
});

describe('GET /api/docs', () => {
  it('describes the ingest API as OpenAPI 3.1', async () => {
    const answer = await new TestClient(t.url).get<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>('/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body.openapi).toBe('3.1.0');
    expect(Object.keys(answer.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/ingest/products',
        '/api/ingest/products/{external_id}',
        '/api/ingest/products/csv',
        '/api/ingest/orders',
        '/api/ingest/customers',
        '/api/public/search/{account_id}',
      ]),
    );
    expect(Object.keys(answer.body.components.schemas.SearchAnswer?.properties ?? {})).toContain(
      'suggestions',
    );
    expect(Object.keys(answer.body.components.schemas.Product?.properties ?? {})).toContain('sale_price');
  });
});
