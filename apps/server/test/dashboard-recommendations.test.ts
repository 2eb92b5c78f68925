import type { DashboardRecommendationRevenue } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationAttributedLines } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { startTestApp, type TestApp } from './harness';
import { shopWithKey } from './income-helpers';

/**
 * The dashboard's line on recommendations (issue 31): the revenue of the order lines attributed to the
 * widgets over the last 30 Oslo days, the account's own only. How lines get attributed is tested in
 * recommendation-tracking.test.ts; here the attributed lines are written as that listener writes them.
 */
let t: TestApp;
// 2099-03-15 in Oslo; the 30 days are 2099-02-14 to 2099-03-15.
const clock = new ManualClock('2099-03-15T10:00:00Z');
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;

const attributed = (accountId: number, orderId: string, day: string, revenueOre: number) => ({
  accountId,
  orderId,
  productId: 'socks',
  widgetId: 'andre-kjopte',
  algorithm: 'bought_together',
  day,
  revenueOre,
  clickedAt: new Date(`${day}T08:00:00Z`),
});

beforeAll(async () => {
  t = await startTestApp({ JOB_POLL_MS: '60000', LOG_LEVEL: 'error' }, undefined, { clock });
  shop = await shopWithKey(t, ['PACKAGE_DASHBOARD', 'PACKAGE_RECOMMENDATIONS']);
  other = await shopWithKey(t, ['PACKAGE_DASHBOARD', 'PACKAGE_RECOMMENDATIONS']);
  await t.database.db.insert(recommendationAttributedLines).values([
    attributed(shop.account.id, 'A-1', '2099-03-15', 39_800),
    attributed(shop.account.id, 'A-2', '2099-02-14', 10_050),
    // The 31st day back: outside the window.
    attributed(shop.account.id, 'A-0', '2099-02-13', 99_900),
    attributed(other.account.id, 'A-1', '2099-03-15', 123_400),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const revenueOf = async (s = shop) =>
  s.panel.get<DashboardRecommendationRevenue>('/api/dashboard/recommendations');

describe('GET /api/dashboard/recommendations', () => {
  it('adds up the widgets’ attributed revenue of the last 30 Oslo days, in kroner', async () => {
    const answer = await revenueOf();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { days: 30, revenue: 498.5 } });
  });

  it('never counts another account’s figures, nor lets another account read these', async () => {
    expect((await revenueOf(other)).body).toEqual({ data: { days: 30, revenue: 1234 } });
    const sneaky = await other.panel.get('/api/dashboard/recommendations', {
      'authorized-account': String(shop.account.id),
    });
    expect(sneaky.status).toBe(404);
  });

  it('answers nothing for an account without recommendations, and 403 without the dashboard', async () => {
    const plain = await shopWithKey(t, ['PACKAGE_DASHBOARD']);
    expect((await revenueOf(plain)).body).toEqual({ data: null });
    const noDashboard = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
    expect((await revenueOf(noDashboard)).status).toBe(403);
  });
});
