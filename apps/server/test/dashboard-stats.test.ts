import { randomBytes } from 'node:crypto';
import { orderStatsSchema } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPageViews, chatVisitors } from '../src/db/schema';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

interface Stats {
  referrer: Array<{ referrer: string; sum: number; orders: number; raw: string }>;
  orders: Array<{ date: string; orders: number }>;
  page_views: Array<{ minute: string; views: number }>;
  subtotal: Record<string, number>;
  average_subtotal_sum: number;
  average_total_orders: number;
  today_subtotal_sum: number;
  today_total_orders: number;
  week_subtotal_sum: number;
  week_total_orders: number;
}

/** An account with the dashboard package, its signed-in owner, and an ingest key made through the API. */
async function shop(packages = ['PACKAGE_DASHBOARD']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const created = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
  const key = { authorization: `Bearer ${created.body.data.key}` };
  const ingest = async (events: unknown[]) => {
    const answer = await new TestClient(t.url).post<{ stored: number; refused: unknown[] }>(
      '/api/ingest/orders',
      events,
      key,
    );
    expect(answer.body.refused).toEqual([]);
  };
  const stats = (date: string, headers?: Record<string, string>) =>
    panel.get<Stats>(`/api/orders/stats?date=${encodeURIComponent(date)}`, headers);
  return { account, owner, panel, ingest, stats };
}

const order = (id: string, createdAt: string, subtotal: number, source: string) => ({
  type: 'created',
  order_id: id,
  created_at: createdAt,
  lines: [{ product_id: 'p1', name: 'Sko', quantity: 1, price: subtotal }],
  subtotal,
  total: subtotal + 49,
  source,
});

/**
 * Summer time began on Sunday 29 March 2026 at 01:00 UTC (Oslo went from UTC+1 to UTC+2), inside the week
 * that ends on Tuesday 31 March.
 */
const SPRING_NOW = '2026-03-31T12:00:30+02:00';
const SPRING_ORDERS = [
  order('A1', '2026-03-25T10:00:00+01:00', 100, 'google'),
  // 23:30 UTC is 00:30 the next day in Oslo (winter time).
  order('A2', '2026-03-24T23:30:00Z', 200.5, 'https://www.facebook.com/'),
  // 22:30 UTC is still 24 March in Oslo: outside the week, inside the 30 days.
  order('A3', '2026-03-24T22:30:00Z', 1000, 'newsletter'),
  // 22:30 UTC after the change is 00:30 on 30 March (UTC+2); a fixed UTC+1 would say 29 March.
  order('A4', '2026-03-29T22:30:00Z', 50, 'google'),
  order('A5', '2026-03-31T09:00:00Z', 300, ''),
  order('A6', '2026-03-31T08:00:00Z', 999, 'google'),
  order('A7', '2026-02-28T12:00:00Z', 5000, 'old'),
  // The first of the 30 days.
  order('A8', '2026-03-02T00:30:00+01:00', 10, 'tiktok'),
  // 23:30 UTC on 30 March is 01:30 on 31 March in Oslo: today.
  order('A9', '2026-03-30T23:30:00Z', 20, 'google'),
  order('A10', '2026-03-10T12:00:00Z', 5, 'bing'),
  { type: 'cancelled', order_id: 'A6' },
];

async function visitorId(accountId: number) {
  const [row] = await t.database.db
    .insert(chatVisitors)
    .values({ accountId, uid: `v-${randomBytes(6).toString('hex')}` })
    .returning({ id: chatVisitors.id });
  if (!row) throw new Error('visitor missing');
  return row.id;
}

async function pageViewsAt(accountId: number, instants: string[]) {
  const visitor = await visitorId(accountId);
  await t.database.db.insert(chatPageViews).values(
    instants.map((instant) => ({
      accountId,
      visitorId: visitor,
      path: '/sko',
      url: 'https://demo.example.no/sko',
      pageTitle: 'Sko',
      createdAt: new Date(instant),
    })),
  );
}

describe('GET /api/orders/stats', () => {
  it('sums the week and the 30 days from the rollup in kr, by Oslo day across the summer-time change', async () => {
    const a = await shop();
    const b = await shop();
    await a.ingest(SPRING_ORDERS);
    // Another account's orders on the same days never count here.
    await b.ingest([
      order('A1', '2026-03-31T10:00:00Z', 7777, 'google'),
      order('B2', '2026-03-25T10:00:00Z', 8888, 'newsletter'),
    ]);

    const answer = await a.stats(SPRING_NOW);
    expect(answer.status).toBe(200);
    expect(orderStatsSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body.orders).toEqual([
      { date: '2026-03-25', orders: 2 },
      { date: '2026-03-26', orders: 0 },
      { date: '2026-03-27', orders: 0 },
      { date: '2026-03-28', orders: 0 },
      { date: '2026-03-29', orders: 0 },
      { date: '2026-03-30', orders: 1 },
      { date: '2026-03-31', orders: 2 },
    ]);
    expect(answer.body.subtotal).toEqual({
      '2026-03-25': 300.5,
      '2026-03-26': 0,
      '2026-03-27': 0,
      '2026-03-28': 0,
      '2026-03-29': 0,
      '2026-03-30': 50,
      '2026-03-31': 320,
    });
    expect(answer.body).toMatchObject({
      today_subtotal_sum: 320,
      today_total_orders: 2,
      week_subtotal_sum: 670.5,
      week_total_orders: 5,
      // 670.50 / 7 and 5 / 7.
      average_subtotal_sum: 95.79,
      average_total_orders: 0.71,
    });
    // Top 5 over 30 days (2 March to 31 March): bing is the sixth, A7 is older, cancelled A6 is gone.
    expect(answer.body.referrer).toEqual([
      { referrer: 'newsletter', sum: 1000, orders: 1, raw: 'newsletter' },
      { referrer: '', sum: 300, orders: 1, raw: '' },
      { referrer: 'facebook.com', sum: 200.5, orders: 1, raw: 'https://www.facebook.com/' },
      { referrer: 'google', sum: 170, orders: 3, raw: 'google' },
      { referrer: 'tiktok', sum: 10, orders: 1, raw: 'tiktok' },
    ]);

    const other = await b.stats(SPRING_NOW);
    expect(other.body.week_total_orders).toBe(2);
    expect(other.body.week_subtotal_sum).toBe(7777 + 8888);
  });

  it('takes today from the Oslo clock: 22:30 UTC on 31 March is already 1 April (UTC+2)', async () => {
    const a = await shop();
    await a.ingest(SPRING_ORDERS);
    const answer = await a.stats('2026-03-31T22:30:00Z');
    expect(answer.body.orders.map((day) => day.date)).toEqual([
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(answer.body.orders.map((day) => day.orders)).toEqual([0, 0, 0, 0, 1, 2, 0]);
    expect(answer.body).toMatchObject({
      today_total_orders: 0,
      today_subtotal_sum: 0,
      week_subtotal_sum: 370,
    });
  });

  it('follows the end of summer time too (25 October 2026, back to UTC+1)', async () => {
    const a = await shop();
    await a.ingest([
      // 22:30 UTC on 24 October is 00:30 on the 25th (UTC+2).
      order('O1', '2026-10-24T22:30:00Z', 100, 'google'),
      // 23:30 UTC on 25 October is 00:30 on the 26th (UTC+1).
      order('O2', '2026-10-25T23:30:00Z', 40, 'google'),
      // 22:30 UTC on 25 October is still the 25th (23:30, UTC+1).
      order('O3', '2026-10-25T22:30:00Z', 60, 'google'),
    ]);
    const answer = await a.stats('2026-10-27T12:00:00Z');
    expect(answer.body.subtotal).toEqual({
      '2026-10-21': 0,
      '2026-10-22': 0,
      '2026-10-23': 0,
      '2026-10-24': 0,
      '2026-10-25': 160,
      '2026-10-26': 40,
      '2026-10-27': 0,
    });
    expect(answer.body.referrer).toEqual([{ referrer: 'google', sum: 200, orders: 3, raw: 'google' }]);
  });

  it('counts page views per minute over the last 10 minutes, for this account only', async () => {
    const a = await shop();
    const b = await shop();
    await pageViewsAt(a.account.id, [
      '2026-03-31T09:50:59.999Z',
      '2026-03-31T09:51:00.000Z',
      '2026-03-31T09:55:10.000Z',
      '2026-03-31T09:55:50.000Z',
      '2026-03-31T10:00:10.000Z',
      '2026-03-31T10:00:45.000Z',
      '2026-03-31T10:01:00.000Z',
    ]);
    await pageViewsAt(b.account.id, ['2026-03-31T09:55:30.000Z', '2026-03-31T10:00:00.000Z']);
    const answer = await a.stats(SPRING_NOW);
    expect(answer.body.page_views).toEqual(
      [1, 0, 0, 0, 2, 0, 0, 0, 0, 2].map((views, index) => ({
        minute: new Date(Date.parse('2026-03-31T09:51:00Z') + index * 60_000).toISOString(),
        views,
      })),
    );
  });

  it('answers zeros, not made-up figures, for a new shop', async () => {
    const a = await shop();
    const answer = await a.stats(SPRING_NOW);
    expect(answer.body.referrer).toEqual([]);
    expect(answer.body.orders.every((day) => day.orders === 0)).toBe(true);
    expect(answer.body.page_views.map((minute) => minute.views)).toEqual(Array(10).fill(0));
    expect(answer.body).toMatchObject({
      average_subtotal_sum: 0,
      average_total_orders: 0,
      today_subtotal_sum: 0,
      today_total_orders: 0,
      week_subtotal_sum: 0,
      week_total_orders: 0,
    });
  });

  it("refuses a bad or missing date with the catalogue's field message", async () => {
    const a = await shop();
    const bad = await a.panel.get<ApiError>('/api/orders/stats?date=i%20g%C3%A5r');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'validation_failed', fields: { date: 'Ugyldig dato.' } });
    const english = await a.panel.get<ApiError>('/api/orders/stats?date=2026-13-01T00:00:00Z', {
      'user-language': 'en',
    });
    expect(english.body.error.fields).toEqual({ date: 'Invalid date.' });
    const missing = await a.panel.get<ApiError>('/api/orders/stats');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ date: 'Feltet må fylles ut.' });
  });

  it("refuses another account's user (404), a missing package (403) and no token (401)", async () => {
    const a = await shop();
    const b = await shop();
    const foreign = await b.panel.get<ApiError>(`/api/orders/stats?date=${encodeURIComponent(SPRING_NOW)}`, {
      'authorized-account': String(a.account.id),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');

    const locked = await shop(['PACKAGE_CHAT']);
    const refused = await locked.stats(SPRING_NOW);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as ApiError).error.code).toBe('package_required');
    // Platform staff see a locked account's figures, as with every locked screen.
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    staff.account = locked.account.id;
    expect((await staff.get(`/api/orders/stats?date=${encodeURIComponent(SPRING_NOW)}`)).status).toBe(200);

    const anonymous = new TestClient(t.url);
    expect((await anonymous.get(`/api/orders/stats?date=${encodeURIComponent(SPRING_NOW)}`)).status).toBe(
      401,
    );
  });
});
