import type { CartLine, DashboardVisitor, OrderStats } from '@butikkpanel/contracts';

/** A visitor as GET /api/dashboard answers it: cart and pages as JSON text. */
export function dashboardVisitor(
  overrides: Partial<Omit<DashboardVisitor, 'cart'>> & { cart?: CartLine[] } = {},
): DashboardVisitor {
  const { cart = [], ...rest } = overrides;
  return {
    uid: 'visitor-1',
    name: 0,
    email: null,
    online: 1,
    last_seen: '2026-03-31T10:00:00.000Z',
    isTyping: 0,
    started: 0,
    unreadMessages: 0,
    assignee_id: 0,
    cart_total: cart.reduce((sum, line) => sum + line.quantity * line.price, 0),
    isMobile: 0,
    path: '/',
    url: 'https://demo.no/',
    page_title: 'Forsiden',
    score: 0,
    last_message_at: null,
    last_message: null,
    ...rest,
    cart: JSON.stringify(cart),
    pages: '[]',
  };
}

const WEEK = [
  '2026-03-25',
  '2026-03-26',
  '2026-03-27',
  '2026-03-28',
  '2026-03-29',
  '2026-03-30',
  '2026-03-31',
];

/** Figures for a shop with nothing yet: what the server answers for a new account. */
export function emptyStats(): OrderStats {
  return {
    referrer: [],
    orders: WEEK.map((date) => ({ date, orders: 0 })),
    page_views: Array.from({ length: 10 }, (_, index) => ({
      minute: new Date(Date.parse('2026-03-31T09:51:00Z') + index * 60_000).toISOString(),
      views: 0,
    })),
    subtotal: Object.fromEntries(WEEK.map((day) => [day, 0])),
    average_subtotal_sum: 0,
    average_total_orders: 0,
    today_subtotal_sum: 0,
    today_total_orders: 0,
    week_subtotal_sum: 0,
    week_total_orders: 0,
  };
}

export function busyStats(): OrderStats {
  const base = emptyStats();
  const orders = [2, 0, 0, 0, 0, 1, 2];
  const revenue = [300.5, 0, 0, 0, 0, 50, 1320];
  return {
    ...base,
    referrer: [
      { referrer: 'newsletter', sum: 12_345.5, orders: 3, raw: 'newsletter' },
      { referrer: '', sum: 300, orders: 1, raw: '' },
    ],
    orders: WEEK.map((date, index) => ({ date, orders: orders[index] ?? 0 })),
    page_views: base.page_views.map((minute, index) => ({
      ...minute,
      views: index === 9 ? 4 : index === 4 ? 2 : 0,
    })),
    subtotal: Object.fromEntries(WEEK.map((day, index) => [day, revenue[index] ?? 0])),
    average_subtotal_sum: 238.64,
    average_total_orders: 0.71,
    today_subtotal_sum: 1320,
    today_total_orders: 2,
    week_subtotal_sum: 1670.5,
    week_total_orders: 5,
  };
}
