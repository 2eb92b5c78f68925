import { DISCOUNT_LIST_COUNT_CAP, hasValidCheck } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts } from '../src/db/schema';
import { cloneUniqueCode } from '../src/modules/discounts';
import { discountsPrivacyHooks } from '../src/modules/discounts/privacy';
import { reconcileOrder, redeemOrder } from '../src/modules/discounts/redemptions';
import { ManualClock } from '../src/platform';
import { readCsv } from './csv-reader';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * Discount codes (issue 14): the panel's codes, the shop's check and feed, uses counted from the order
 * events, single-use codes redeemed once, unknown codes and the guess limit. The server's clock is moved
 * by hand; listener jobs run with runDue().
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, { clock });
});
afterAll(() => t.close());

const deliver = () => t.app.platform.jobs.runDue();
/** The suggestions for checks' new spellings come from a job every minute: the next minute's run. */
const nextSuggestionRun = async () => {
  clock.advance(60_000);
  await deliver();
};

interface DiscountAnswer {
  data: {
    id: number;
    code: string;
    times_used: number;
    orders: number;
    revenue: number;
    flagged: number;
    last_used_at: string | null;
  };
}
interface CheckAnswer {
  data: { valid: boolean; reason: string | null; message: string | null; amount_off: number };
}

async function shop(packages = ['PACKAGE_DISCOUNTS']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const created = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Kasse' });
  const client = new TestClient(t.url);
  const auth = { authorization: `Bearer ${created.body.data.key}` };
  const create = async (body: Record<string, unknown>) => {
    const answer = await panel.post<DiscountAnswer>('/api/discounts/codes', {
      name: 'Sommer',
      type: 'percent',
      amount: 10,
      ...body,
    });
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  return {
    account,
    panel,
    create,
    check: (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      client.post<CheckAnswer>('/api/discounts/check', body, { ...auth, ...headers }),
    orders: (events: unknown[]) => client.post('/api/ingest/orders', events, auth),
    feed: (query = '') =>
      client.get<{ data: Array<{ code: string; single_use: boolean }>; next: string | null }>(
        `/api/discounts/feed${query}`,
        auth,
      ),
    get: async (id: number) => (await panel.get<DiscountAnswer>(`/api/discounts/codes/${id}`)).body.data,
  };
}

let orderNo = 0;
const order = (codes: string | string[], overrides: Record<string, unknown> = {}) => ({
  type: 'created',
  order_id: `O-${++orderNo}`,
  created_at: clock.now().toISOString(),
  lines: [],
  subtotal: 1000,
  total: 900,
  ...(Array.isArray(codes) ? { discount_codes: codes } : { discount_code: codes }),
  customer_email: 'kari@example.no',
  ...overrides,
});

const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

describe('codes in the panel', () => {
  it('refuses a discount without name, code or amount, with the catalogue texts', async () => {
    const { panel } = await shop();
    const empty = await panel.post('/api/discounts/codes', { type: 'sum' });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual({
      name: 'Rabatten må ha et navn.',
      code: 'Rabatten må ha en kode.',
      amount: 'Rabatten må ha et beløp.',
    });
    const bad = await panel.post('/api/discounts/codes', {
      name: 'X',
      code: 'MED MELLOMROM',
      type: 'percent',
      amount: 150,
      usage_limit: 0,
    });
    expect(fieldsOf(bad)).toEqual({
      code: 'Koden kan bare ha bokstaver, sifre, - og _, og høyst 64 tegn.',
      amount: 'Prosenten kan være høyst 100.',
      usage_limit: 'Grensen må være et helt tall fra 1 og oppover, eller stå tom.',
    });
    const zero = await panel.post('/api/discounts/codes', {
      name: 'X',
      code: 'NULL',
      type: 'sum',
      amount: 0,
    });
    expect(fieldsOf(zero)).toEqual({ amount: 'Beløpet må være større enn 0.' });
  });

  it('refuses a duplicate code in the account, compared without regard to case; another account may have it', async () => {
    const { panel, create } = await shop();
    await create({ code: 'Sommer20' });
    const again = await panel.post('/api/discounts/codes', {
      name: 'B',
      code: ' SOMMER20 ',
      type: 'sum',
      amount: 50,
    });
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual({ code: 'Koden finnes allerede på kontoen.' });
    const other = await shop();
    await other.create({ code: 'SOMMER20' });
    // Saving an unchanged code is fine; renaming onto another code is not.
    const second = await create({ code: 'HØST' });
    const rename = await panel.put(`/api/discounts/codes/${second.id}`, {
      name: 'B',
      code: 'sommer20',
      type: 'sum',
      amount: 5,
    });
    expect(fieldsOf(rename)).toEqual({ code: 'Koden finnes allerede på kontoen.' });
    const keep = await panel.put(`/api/discounts/codes/${second.id}`, {
      name: 'Høst',
      code: 'HØST',
      type: 'sum',
      amount: 5,
    });
    expect(keep.status).toBe(200);
  });

  it('lists with search, sort and paging; another account sees none of it', async () => {
    const { panel, create } = await shop();
    for (const code of ['ALFA', 'BETA', 'GAMMA']) await create({ code, name: `Kode ${code}` });
    const page = await panel.get<{ data: Array<{ code: string }>; total: number }>(
      '/api/discounts/codes?sort=code&dir=asc&per_page=2&page=2',
    );
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((row) => row.code)).toEqual(['GAMMA']);
    const search = await panel.get<{ data: Array<{ code: string }> }>('/api/discounts/codes?q=bet');
    expect(search.body.data.map((row) => row.code)).toEqual(['BETA']);
    const other = await shop();
    const foreign = await other.panel.get<{ total: number }>('/api/discounts/codes');
    expect(foreign.body.total).toBe(0);
    const [first] = (await panel.get<{ data: Array<{ id: number }> }>('/api/discounts/codes')).body.data;
    expect((await other.panel.get(`/api/discounts/codes/${first?.id}`)).status).toBe(404);
    expect(
      (
        await other.panel.put(`/api/discounts/codes/${first?.id}`, {
          name: 'x',
          code: 'x',
          type: 'sum',
          amount: 1,
        })
      ).status,
    ).toBe(404);
    expect((await other.panel.delete(`/api/discounts/codes/${first?.id}`)).status).toBe(404);
    expect((await other.panel.get(`/api/discounts/codes/${first?.id}/redemptions`)).status).toBe(404);
  });

  it('counts a broad search up to the cap, and says so', async () => {
    const { account, panel } = await shop();
    const now = clock.now();
    await t.database.db.insert(discounts).values(
      Array.from({ length: DISCOUNT_LIST_COUNT_CAP + 5 }, (_, i) => ({
        accountId: account.id,
        name: `Mengde ${i}`,
        code: `MENGDE${i}`,
        codeKey: `MENGDE${i}`,
        type: 'sum' as const,
        amount: 100,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const broad = await panel.get<{ total: number; total_capped: boolean }>('/api/discounts/codes?q=mengde');
    expect(broad.body).toMatchObject({ total: DISCOUNT_LIST_COUNT_CAP, total_capped: true });
    const narrow = await panel.get<{ total: number; total_capped: boolean }>(
      '/api/discounts/codes?q=mengde100',
    );
    expect(narrow.body).toMatchObject({ total: 6, total_capped: false });
    const all = await panel.get<{ total: number; total_capped: boolean }>('/api/discounts/codes');
    expect(all.body).toMatchObject({ total: DISCOUNT_LIST_COUNT_CAP + 5, total_capped: false });
  });

  it('answers 404 to another account on every call about a code, and changes nothing', async () => {
    const mine = await shop();
    const template = await mine.create({ code: 'EGENMAL', auto_create_unique: true });
    const foreign = await shop();
    const base = `/api/discounts/codes/${template.id}`;
    for (const path of ['', '/daily', '/redemptions', '/unique-codes', '/unique-codes.csv', '/batches']) {
      expect((await foreign.panel.get(`${base}${path}`)).status, path).toBe(404);
    }
    for (const action of ['archive', 'restore']) {
      expect((await foreign.panel.post(`${base}/${action}`)).status, action).toBe(404);
    }
    const body = { name: 'Overtatt', code: 'OVERTATT', type: 'sum', amount: 1, auto_create_unique: true };
    expect((await foreign.panel.put(base, body)).status).toBe(404);
    expect((await foreign.panel.delete(base)).status).toBe(404);
    const after = await mine.panel.get<{ data: { name: string; archived_at: string | null } }>(base);
    expect(after.body.data).toMatchObject({ name: 'Sommer', archived_at: null });
  });

  it('needs the discounts package and a session', async () => {
    const { panel } = await shop(['PACKAGE_CHAT']);
    expect((await panel.get('/api/discounts/codes')).status).toBe(403);
    expect((await new TestClient(t.url).get('/api/discounts/codes')).status).toBe(401);
  });

  it('deletes an unused code, refuses to delete a used one and archives it instead', async () => {
    const { panel, create, orders } = await shop();
    const unused = await create({ code: 'UBRUKT' });
    expect((await panel.delete(`/api/discounts/codes/${unused.id}`)).status).toBe(204);
    const used = await create({ code: 'BRUKT' });
    await orders([order('BRUKT')]);
    await deliver();
    const refused = await panel.delete(`/api/discounts/codes/${used.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ApiError).error.message).toBe(
      'Koden er brukt på ordrer og kan ikke slettes. Arkiver den i stedet.',
    );
    const archived = await panel.post<{ data: { archived_at: string | null } }>(
      `/api/discounts/codes/${used.id}/archive`,
    );
    expect(archived.body.data.archived_at).not.toBeNull();
    const list = await panel.get<{ total: number }>('/api/discounts/codes?status=archived');
    expect(list.body.total).toBe(1);
  });
});

describe('the check endpoint', () => {
  it('answers valid with the amount off, or the Norwegian reason', async () => {
    const s = await shop();
    await s.create({ code: 'TI', type: 'percent', amount: 10, minimum_order: 500 });
    await s.create({ code: 'HUNDRE', type: 'sum', amount: 100 });
    await s.create({ code: 'AV', active: false });
    const valid = await s.check({ code: 'ti', cart_total: 899.9 });
    expect(valid.status).toBe(200);
    expect(valid.body.data).toMatchObject({
      valid: true,
      reason: null,
      amount_off: 89.99,
      type: 'percent',
      amount: 10,
    });
    expect((await s.check({ code: 'HUNDRE', cart_total: 60 })).body.data.amount_off).toBe(60);
    const below = await s.check({ code: 'TI', cart_total: 499.99 });
    expect(below.body.data).toMatchObject({
      valid: false,
      reason: 'below_minimum',
      message: 'Handlekurven må være på minst 500,00 kr for å bruke denne rabattkoden.',
      amount_off: 0,
    });
    expect((await s.check({ code: 'AV', cart_total: 100 })).body.data).toMatchObject({
      reason: 'inactive',
      message: 'Rabattkoden er ikke aktiv.',
    });
    expect((await s.check({ code: 'FINNESIKKE', cart_total: 100 })).body.data).toMatchObject({
      valid: false,
      reason: 'unknown',
      message: 'Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.',
    });
    const english = await s.check({ code: 'AV', cart_total: 100 }, { 'user-language': 'en' });
    expect(english.body.data.message).toBe('The discount code is not active.');
    expect(fieldsOf(await s.check({ cart_total: 100 }))).toEqual({ code: 'Rabatten må ha en kode.' });
    expect(
      (await new TestClient(t.url).post('/api/discounts/check', { code: 'TI', cart_total: 1 })).status,
    ).toBe(401);
  });

  it('is used up at the usage limit, and per customer at the customer limit', async () => {
    const s = await shop();
    await s.create({ code: 'EN', usage_limit: 1 });
    await s.create({ code: 'KUNDE', usage_limit_per_customer: 1 });
    await s.orders([order('EN'), order('KUNDE')]);
    await deliver();
    expect((await s.check({ code: 'EN', cart_total: 100 })).body.data).toMatchObject({
      reason: 'used_up',
      message: 'Rabattkoden er allerede brukt opp.',
    });
    expect(
      (await s.check({ code: 'KUNDE', cart_total: 100, customer_email: 'KARI@example.no' })).body.data,
    ).toMatchObject({
      reason: 'used_by_customer',
    });
    expect(
      (await s.check({ code: 'KUNDE', cart_total: 100, customer_email: 'ola@example.no' })).body.data.valid,
    ).toBe(true);
  });

  it('expires at Oslo midnight after the expiry day, across both clock changes', async () => {
    const s = await shop();
    await s.create({ code: 'HØSTSLUTT', expires_on: '2026-10-25' });
    await s.create({ code: 'VÅRSLUTT', expires_on: '2026-03-29' });
    const at = async (instant: string, code: string) => {
      clock.set(instant);
      return (await s.check({ code, cart_total: 100 })).body.data.reason;
    };
    try {
      // 25 October 2026 has 25 hours in Oslo (CEST to CET): it ends at 23:00 UTC.
      expect(await at('2026-10-25T22:59:59Z', 'HØSTSLUTT')).toBeNull();
      expect(await at('2026-10-25T23:00:00Z', 'HØSTSLUTT')).toBe('expired');
      // 29 March 2026 has 23 hours (CET to CEST): it ends at 22:00 UTC.
      expect(await at('2026-03-29T21:59:59Z', 'VÅRSLUTT')).toBeNull();
      expect(await at('2026-03-29T22:00:00Z', 'VÅRSLUTT')).toBe('expired');
    } finally {
      clock.set('2026-06-10T10:00:00Z');
    }
  });

  it('never knows another account’s codes', async () => {
    const mine = await shop();
    const other = await shop();
    await other.create({ code: 'DERES' });
    expect((await mine.check({ code: 'DERES', cart_total: 100 })).body.data.reason).toBe('unknown');
  });
});

describe('uses counted from orders', () => {
  it('counts uses, orders and revenue, follows updates and cancellations, and counts an order once', async () => {
    const s = await shop();
    const code = await s.create({ code: 'TELL' });
    const first = order('tell', { total: 900 });
    await s.orders([first, order(['TELL', 'UKJENT-1'], { total: 400 })]);
    await s.orders([{ ...first, type: 'updated', total: 950 }]);
    await deliver();
    let row = await s.get(code.id);
    expect(row).toMatchObject({ times_used: 2, orders: 2, revenue: 1350, flagged: 0 });
    expect(row.last_used_at).toBe(clock.now().toISOString());
    const daily = await s.panel.get<{ days: Array<{ day: string; uses: number; revenue: number }> }>(
      `/api/discounts/codes/${code.id}/daily`,
    );
    expect(daily.body.days).toHaveLength(30);
    expect(daily.body.days.at(-1)).toEqual({ day: '2026-06-10', uses: 2, revenue: 1350 });
    await s.orders([{ type: 'cancelled', order_id: first.order_id }]);
    await deliver();
    row = await s.get(code.id);
    expect(row).toMatchObject({ times_used: 1, orders: 1, revenue: 400 });
    const uses = await s.panel.get<{ data: Array<{ order_id: string; status: string }> }>(
      `/api/discounts/codes/${code.id}/redemptions`,
    );
    expect(uses.body.data.map((use) => use.status).sort()).toEqual(['cancelled', 'counted']);
  });

  it('ends at the stored order whatever order its events run in (a late created, a retried cancel)', async () => {
    const s = await shop();
    const code = await s.create({ code: 'SENT' });
    const created = order('SENT', { total: 900 });
    await s.orders([created]);
    await s.orders([{ ...created, type: 'updated', total: 950 }]);
    await deliver();
    expect(await s.get(code.id)).toMatchObject({ orders: 1, revenue: 950 });
    // The created event's copy (900 kr) runs again after the update, alone and beside another run of itself.
    const stale = {
      order_id: created.order_id,
      status: 'open' as const,
      placed_at: created.created_at,
      total_ore: 90000,
      subtotal_ore: 100000,
      currency: 'NOK',
      customer_email: 'kari@example.no',
      discount_code: 'SENT',
      discount_codes: ['SENT'],
      lines: [],
    };
    await Promise.all(
      [1, 2].map(() => t.database.db.transaction((tx) => reconcileOrder(tx, s.account.id, stale))),
    );
    expect(await s.get(code.id)).toMatchObject({ times_used: 1, orders: 1, revenue: 950 });
    await s.orders([{ type: 'cancelled', order_id: created.order_id }]);
    await deliver();
    // A created event that runs after the cancel does not count the order again.
    await t.database.db.transaction((tx) => reconcileOrder(tx, s.account.id, stale));
    expect(await s.get(code.id)).toMatchObject({ times_used: 0, orders: 0, revenue: 0 });
  });

  it('flags a use the code did not allow (expired, used up) without counting it', async () => {
    const s = await shop();
    const limited = await s.create({ code: 'EN-GANG', usage_limit: 1 });
    await s.orders([order('EN-GANG'), order('EN-GANG')]);
    await deliver();
    expect(await s.get(limited.id)).toMatchObject({ times_used: 2, orders: 1, flagged: 1, revenue: 900 });
    const uses = await s.panel.get<{ data: Array<{ status: string; flag: string | null }> }>(
      `/api/discounts/codes/${limited.id}/redemptions`,
    );
    expect(uses.body.data.map((use) => use.flag ?? 'none').sort()).toEqual(['none', 'used_up']);
    // The minimum is judged before the discount, as the checkout's check judged the cart.
    const minimum = await s.create({ code: 'MINST', type: 'sum', amount: 200, minimum_order: 1000 });
    await s.orders([
      order('MINST', { subtotal: 1000, total: 800 }),
      order('MINST', { subtotal: 999, total: 799 }),
    ]);
    await deliver();
    expect(await s.get(minimum.id)).toMatchObject({ orders: 1, flagged: 1, revenue: 800 });
  });

  it('redeems a single-use code once when two orders use it at the same moment', async () => {
    const s = await shop(['PACKAGE_DISCOUNTS', 'PACKAGE_DASHBOARD']);
    const template = await s.create({
      code: 'VELKOMMEN',
      auto_create_unique: true,
      type: 'sum',
      amount: 100,
    });
    const batch = await s.panel.post<{ data: { id: number } }>('/api/discounts/unique-code-batches', {
      template_id: template.id,
      count: 3,
    });
    expect(batch.status).toBe(202);
    await deliver();
    const codes = await s.panel.get<{ data: Array<{ code: string }> }>(
      `/api/discounts/codes/${template.id}/unique-codes`,
    );
    const [unique] = codes.body.data.map((row) => row.code);
    // Two shops' servers report at once; the listener jobs run side by side.
    await Promise.all([
      s.orders([order(unique as string)]),
      s.orders([order((unique as string).toLowerCase())]),
    ]);
    await deliver();
    const uses = await s.panel.get<{ data: Array<{ status: string; flag: string | null }> }>(
      `/api/discounts/codes/${template.id}/redemptions`,
    );
    expect(uses.body.data.map((use) => `${use.status}:${use.flag}`).sort()).toEqual([
      'counted:null',
      'flagged:already_redeemed',
    ]);
    expect(await s.get(template.id)).toMatchObject({ orders: 1, flagged: 1, revenue: 900 });
    expect((await s.check({ code: unique, cart_total: 100 })).body.data.reason).toBe('used_up');
    // The losing order says so in income's orders list.
    const listed = await s.panel.get<{ data: Array<{ discount_flag: string | null }> }>(
      '/api/orders?from=2026-06-10&to=2026-06-10',
    );
    expect(listed.body.data.map((row) => row.discount_flag ?? 'none').sort()).toEqual([
      'already_redeemed',
      'none',
    ]);
  });

  it('is described in the OpenAPI document with the ingest API', async () => {
    const docs = await new TestClient(t.url).get<{ paths: Record<string, unknown> }>('/api/docs');
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/discounts/check',
        '/api/discounts/feed',
        '/api/widget/{account_id}/discount-check',
      ]),
    );
  });

  it('lets exactly one of two transactions racing for a single-use code claim it', async () => {
    const s = await shop();
    const template = await s.create({ code: 'KAPP', auto_create_unique: true });
    const code = await cloneUniqueCode(
      t.database.db,
      s.account.id,
      template.id,
      'ola@example.no',
      clock.now(),
    );
    const data = (orderId: string) => ({
      order_id: orderId,
      status: 'open' as const,
      placed_at: clock.now().toISOString(),
      total_ore: 50_000,
      subtotal_ore: 50_000,
      currency: 'NOK',
      customer_email: null,
      discount_code: code,
      discount_codes: [code],
      lines: [],
    });
    // Two transactions at once (on PostgreSQL truly side by side; PGlite runs them one after the other).
    await Promise.all(
      ['K-1', 'K-2'].map((id) => t.database.db.transaction((tx) => redeemOrder(tx, s.account.id, data(id)))),
    );
    const uses = await s.panel.get<{ data: Array<{ status: string; flag: string | null }> }>(
      `/api/discounts/codes/${template.id}/redemptions`,
    );
    expect(uses.body.data.map((use) => use.flag ?? use.status).sort()).toEqual([
      'already_redeemed',
      'counted',
    ]);
    const [unique] = (
      await s.panel.get<{ data: Array<{ recipient: string | null; used_at: string | null }> }>(
        `/api/discounts/codes/${template.id}/unique-codes`,
      )
    ).body.data;
    expect(unique).toMatchObject({ recipient: 'ola@example.no', used_at: clock.now().toISOString() });
  });

  it('does not count an order of another account on this account’s code', async () => {
    const mine = await shop();
    const other = await shop();
    const code = await mine.create({ code: 'MIN' });
    await other.orders([order('MIN')]);
    await deliver();
    expect(await mine.get(code.id)).toMatchObject({ times_used: 0, orders: 0 });
  });
});

describe('unique codes', () => {
  it('needs a template, and makes a batch of codes with a valid check character as a job', async () => {
    const s = await shop();
    const plain = await s.create({ code: 'VANLIG' });
    const missing = await s.panel.post('/api/discounts/unique-code-batches', { count: 10 });
    expect(fieldsOf(missing)).toEqual({ template_id: 'Velg en malkode å klone de unike kodene fra.' });
    const notTemplate = await s.panel.post('/api/discounts/unique-code-batches', {
      template_id: plain.id,
      count: 10,
    });
    expect(notTemplate.status).toBe(409);
    expect(
      fieldsOf(await s.panel.post('/api/discounts/unique-code-batches', { template_id: plain.id, count: 0 })),
    ).toEqual({
      count: 'Antallet må være et helt tall fra 1 til 100 000.',
    });
    const template = await s.create({ code: 'MAL', auto_create_unique: true });
    const batch = await s.panel.post<{ data: { id: number; status: string } }>(
      '/api/discounts/unique-code-batches',
      {
        template_id: template.id,
        count: 1200,
      },
    );
    expect(batch.body.data.status).toBe('queued');
    await deliver();
    const done = await s.panel.get<{ data: { status: string; generated: number } }>(
      `/api/discounts/unique-code-batches/${batch.body.data.id}`,
    );
    expect(done.body.data).toMatchObject({ status: 'done', generated: 1200 });
    const detail = await s.panel.get<{ data: { unique_codes: { created: number; used: number } } }>(
      `/api/discounts/codes/${template.id}`,
    );
    expect(detail.body.data.unique_codes).toEqual({ created: 1200, used: 0 });
    const csv = await s.panel.get<string>(`/api/discounts/codes/${template.id}/unique-codes.csv`);
    const lines = readCsv(csv.body, ';').slice(1);
    expect(lines).toHaveLength(1200);
    const codes = lines.map((line) => line[0] as string);
    expect(new Set(codes).size).toBe(1200);
    expect(codes.every(hasValidCheck)).toBe(true);
    // The template's own code is not valid at a checkout; its unique codes are.
    expect((await s.check({ code: 'MAL', cart_total: 100 })).body.data.reason).toBe('inactive');
    expect((await s.check({ code: codes[0], cart_total: 100 })).body.data.valid).toBe(true);
    const other = await shop();
    expect((await other.panel.get(`/api/discounts/unique-code-batches/${batch.body.data.id}`)).status).toBe(
      404,
    );
    expect(
      (await other.panel.post('/api/discounts/unique-code-batches', { template_id: template.id, count: 1 }))
        .status,
    ).toBe(404);
    expect((await other.panel.get(`/api/discounts/codes/${template.id}/unique-codes.csv`)).status).toBe(404);
  });

  it('shows a batch’s progress while the job makes it', async () => {
    const s = await shop();
    const template = await s.create({ code: 'FREMDRIFT', auto_create_unique: true });
    const batch = await s.panel.post<{ data: { id: number } }>('/api/discounts/unique-code-batches', {
      template_id: template.id,
      count: 20_000,
    });
    let finished = false;
    const running = deliver().finally(() => {
      finished = true;
    });
    const seen = new Set<number>();
    while (!finished) {
      const answer = await s.panel.get<{ data: { generated: number } }>(
        `/api/discounts/unique-code-batches/${batch.body.data.id}`,
      );
      seen.add(answer.body.data.generated);
    }
    await running;
    // Between chunks of 5 000 the panel reads how far it got (on PGlite too, which runs on this thread).
    expect([...seen].some((generated) => generated > 0 && generated < 20_000)).toBe(true);
  });

  it('feeds active codes and unused unique codes page by page', async () => {
    const s = await shop();
    await s.create({ code: 'AKTIV' });
    await s.create({ code: 'PASSIV', active: false });
    await s.create({ code: 'GAMMEL', expires_on: '2026-06-09' });
    const template = await s.create({ code: 'MAL2', auto_create_unique: true });
    await s.panel.post('/api/discounts/unique-code-batches', { template_id: template.id, count: 2 });
    await deliver();
    const first = await s.feed('?limit=2');
    expect(first.body.data.map((item) => item.code)[0]).toBe('AKTIV');
    expect(first.body.next).not.toBeNull();
    const second = await s.feed(`?limit=2&after=${first.body.next}`);
    const all = [...first.body.data, ...second.body.data];
    expect(all).toHaveLength(3);
    expect(all.filter((item) => item.single_use)).toHaveLength(2);
  });
});

describe('unknown codes', () => {
  it('counts unknown codes from checks and orders, suggests the code they mistype, and maps or creates them', async () => {
    const s = await shop();
    const known = await s.create({ code: 'SOMMER20' });
    await s.check({ code: 'somer20', cart_total: 300 });
    await s.check({ code: 'SOMER20', cart_total: 200 });
    await s.orders([order('Somer20')]);
    await s.orders([order('HELTANNET')]);
    await deliver();
    // Not yet: a check's new spelling is looked at by the next minute's run, off the shopper's wait.
    const before = await s.panel.get<{ data: Array<{ code: string; suggestion: unknown }> }>(
      '/api/discounts/unknown',
    );
    expect(before.body.data.find((row) => row.code === 'somer20')?.suggestion).toBeNull();
    await nextSuggestionRun();
    const list = await s.panel.get<{
      data: Array<{
        id: number;
        code: string;
        attempts: number;
        checks: number;
        orders: number;
        suggestion: { id: number | null; code: string } | null;
        created: boolean;
      }>;
    }>('/api/discounts/unknown?sort=attempts');
    const [typo, other] = list.body.data;
    expect(typo).toMatchObject({
      code: 'somer20',
      attempts: 3,
      checks: 2,
      orders: 1,
      suggestion: { id: known.id, code: 'SOMMER20' },
      created: false,
    });
    expect(other).toMatchObject({ code: 'HELTANNET', suggestion: null, created: false });
    expect((await s.panel.get(`/api/discounts/unknown/${other?.id}`)).body).toMatchObject({
      data: { created: false },
    });
    const detail = await s.panel.get<{
      data: { recent: Array<{ source: string; order_id: string | null }> };
    }>(`/api/discounts/unknown/${typo?.id}`);
    expect(detail.body.data.recent.map((attempt) => attempt.source).sort()).toEqual([
      'check',
      'check',
      'order',
    ]);
    // Mapped: the spelling now means the code, and the unknown code is resolved.
    const mapped = await s.panel.put(`/api/discounts/unknown/${typo?.id}/mapping`, { discount_id: known.id });
    expect(mapped.body).toMatchObject({ data: { mapped_to: { id: known.id, code: 'SOMMER20' } } });
    expect((await s.check({ code: 'SOMER20', cart_total: 100 })).body.data.valid).toBe(true);
    // Created: a code with the spelling exists, so it is resolved too.
    await s.create({ code: 'heltannet' });
    const open = await s.panel.get<{ total: number }>('/api/discounts/unknown');
    expect(open.body.total).toBe(0);
    const resolved = await s.panel.get<{ data: Array<{ code: string; created: boolean }>; total: number }>(
      '/api/discounts/unknown?status=resolved',
    );
    expect(resolved.body.total).toBe(2);
    expect(resolved.body.data.find((row) => row.code === 'HELTANNET')?.created).toBe(true);
    expect(resolved.body.data.find((row) => row.code === 'somer20')?.created).toBe(false);
    // Another account can neither see nor map them, nor map to this account's codes.
    const foreign = await shop();
    expect((await foreign.panel.get(`/api/discounts/unknown/${typo?.id}`)).status).toBe(404);
    expect(
      (await foreign.panel.put(`/api/discounts/unknown/${typo?.id}/mapping`, { discount_id: known.id }))
        .status,
    ).toBe(404);
    await foreign.check({ code: 'NOE', cart_total: 1 });
    const theirs = (await foreign.panel.get<{ data: Array<{ id: number }> }>('/api/discounts/unknown')).body
      .data[0];
    expect(
      (await s.panel.put(`/api/discounts/unknown/${theirs?.id}/mapping`, { discount_id: known.id })).status,
    ).toBe(404);
    expect(
      (await foreign.panel.put(`/api/discounts/unknown/${theirs?.id}/mapping`, { discount_id: known.id }))
        .status,
    ).toBe(404);
  });

  it('recognises a mistyped unique code by its check character', async () => {
    const s = await shop();
    const template = await s.create({ code: 'UNIK', auto_create_unique: true });
    await s.panel.post('/api/discounts/unique-code-batches', { template_id: template.id, count: 5 });
    await deliver();
    const [code] = (
      await s.panel.get<{ data: Array<{ code: string }> }>(`/api/discounts/codes/${template.id}/unique-codes`)
    ).body.data;
    const real = code?.code as string;
    // Two neighbours swapped: the check character fails, and the repair finds the real code. The code is
    // random and Luhn mod 32 misses a few swaps (equal neighbours, some pairs): the first swap it catches.
    const swaps = Array.from(
      { length: real.length - 1 },
      (_, i) => `${real.slice(0, i)}${real[i + 1]}${real[i]}${real.slice(i + 2)}`,
    );
    const swapped = swaps.find((candidate) => candidate !== real && !hasValidCheck(candidate)) ?? '';
    expect(hasValidCheck(swapped)).toBe(false);
    await s.check({ code: swapped, cart_total: 100 });
    const suggestion = async () =>
      (
        await s.panel.get<{ data: Array<{ suggestion: { id: number | null; code: string } | null }> }>(
          '/api/discounts/unknown',
        )
      ).body.data[0]?.suggestion;
    // The shopper's answer does not wait for the suggestion: the next minute's job finds it.
    await nextSuggestionRun();
    expect(await suggestion()).toEqual({ id: null, code: real });
  });

  it('flags and slows an address that tries more than 10 unknown codes in 15 minutes', async () => {
    const s = await shop();
    await s.create({ code: 'EKTE' });
    const from = (ip: string, code: string) => s.check({ code, cart_total: 100, shopper_ip: ip });
    for (let i = 0; i < 11; i++) expect((await from('203.0.113.9', `GJETT${i}`)).status).toBe(200);
    const slowed = await from('203.0.113.9', 'EKTE');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBe(900);
    expect((slowed.body as unknown as ApiError).error.message).toBe(
      'For mange ukjente rabattkoder fra denne adressen. Vent 900 sekunder og prøv igjen.',
    );
    // Another shopper is not locked out, nor is the shop's server when it names no address.
    expect((await from('198.51.100.7', 'EKTE')).body.data.valid).toBe(true);
    expect((await s.check({ code: 'EKTE', cart_total: 100 })).body.data.valid).toBe(true);
    const suspects = await s.panel.get<{ data: Array<{ address: string; attempts: number }> }>(
      '/api/discounts/suspects',
    );
    expect(suspects.body.data).toEqual([expect.objectContaining({ address: '203.0.113.9', attempts: 11 })]);
    const foreign = await shop();
    expect((await foreign.panel.get<{ data: unknown[] }>('/api/discounts/suspects')).body.data).toEqual([]);
    clock.advance(15 * 60_000 + 1000);
    try {
      expect((await from('203.0.113.9', 'EKTE')).body.data.valid).toBe(true);
    } finally {
      clock.set('2026-06-10T10:00:00Z');
    }
  });
});

describe('privacy', () => {
  it('exports a person’s uses and unique codes, and erasure keeps the figures without the address', async () => {
    const s = await shop();
    const code = await s.create({ code: 'PERSON' });
    const template = await s.create({ code: 'PERSONMAL', auto_create_unique: true });
    await cloneUniqueCode(t.database.db, s.account.id, template.id, 'kari@example.no', clock.now());
    await s.orders([order('PERSON')]);
    await deliver();
    const exported = await s.panel.post<Record<string, Array<Record<string, unknown>>>>(
      '/api/privacy/export',
      {
        email: 'kari@example.no',
      },
    );
    expect(exported.body.discount_uses).toEqual([expect.objectContaining({ codeKey: 'PERSON' })]);
    expect(exported.body.unique_discount_codes).toEqual([
      expect.objectContaining({ recipient: 'kari@example.no' }),
    ]);
    const erased = await s.panel.post('/api/privacy/erase', {
      email: 'kari@example.no',
      confirm_email: 'kari@example.no',
    });
    expect(erased.body).toMatchObject({ discount_uses_anonymised: 1, unique_codes_anonymised: 1 });
    expect(await s.get(code.id)).toMatchObject({ orders: 1, revenue: 900 });
    const uses = await s.panel.get<{ data: Array<{ customer_email: string | null }> }>(
      `/api/discounts/codes/${code.id}/redemptions`,
    );
    expect(uses.body.data).toEqual([expect.objectContaining({ customer_email: null })]);
  });
});

describe('shoppers’ addresses', () => {
  it('are cleared from unknown tries, and flagged addresses dropped, 30 days after', async () => {
    const s = await shop();
    for (let i = 0; i < 11; i++)
      await s.check({ code: `GJETT${i}`, cart_total: 1, shopper_ip: '192.0.2.44' });
    expect((await s.panel.get<{ data: unknown[] }>('/api/discounts/suspects')).body.data).toHaveLength(1);
    const counts = await discountsPrivacyHooks.purgeEverywhere?.(
      t.database.db,
      new Date(clock.now().getTime() + 31 * 86_400_000),
    );
    expect(counts?.get(s.account.id)).toEqual({ discount_addresses: 11, discount_suspects: 1 });
    expect((await s.panel.get<{ data: unknown[] }>('/api/discounts/suspects')).body.data).toEqual([]);
    // The tries themselves stay, without the address.
    const list = await s.panel.get<{ total: number }>('/api/discounts/unknown');
    expect(list.body.total).toBe(11);
  });
});

describe('the widget’s check', () => {
  it('answers the shop’s visitors without a key, only for accounts with the package', async () => {
    const s = await shop();
    await s.create({ code: 'NETT' });
    const visitor = new TestClient(t.url);
    const answer = await visitor.post<CheckAnswer>(`/api/widget/${s.account.id}/discount-check`, {
      code: 'nett',
      cart_total: 200,
    });
    expect(answer.body.data).toMatchObject({ valid: true, amount_off: 20 });
    const without = await shop(['PACKAGE_CHAT']);
    expect(
      (await visitor.post(`/api/widget/${without.account.id}/discount-check`, { code: 'x', cart_total: 1 }))
        .status,
    ).toBe(404);
    const foreign = await visitor.post(
      `/api/widget/${s.account.id}/discount-check`,
      { code: 'x', cart_total: 1 },
      { origin: 'https://angriper.example' },
    );
    expect(foreign.status).toBe(403);
  });
});
