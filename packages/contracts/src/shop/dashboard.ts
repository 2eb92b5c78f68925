import { z } from 'zod';
import type { dashboardAnswerSchema, dashboardVisitorSchema } from '../chat/schemas';

/** GET /api/dashboard (answered by the chat module): its visitors carry cart and pages as JSON text. */
export type DashboardVisitor = z.infer<typeof dashboardVisitorSchema>;
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/**
 * GET /api/orders/stats?date={the client's now}: `date` is the instant the figures are for. The Oslo day
 * it falls on is "today"; the page-view minutes end with its minute.
 */
export const orderStatsQuerySchema = z.object({
  date: z.iso
    .datetime({
      offset: true,
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'field_empty' : 'invalid_date'),
    })
    .refine((value) => !Number.isNaN(Date.parse(value)), 'invalid_date'),
});
export type OrderStatsQuery = z.infer<typeof orderStatsQuerySchema>;

/** A day in Europe/Oslo, YYYY-MM-DD. */
const osloDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One of the top revenue sources of the last 30 days; `sum` in kr, `raw` the source as the shop sent it. */
export const revenueSourceSchema = z.object({
  referrer: z.string(),
  sum: z.number(),
  orders: z.number().int(),
  raw: z.string(),
});
export type RevenueSource = z.infer<typeof revenueSourceSchema>;

/**
 * The order statistics of spec section 3. Amounts in kr; cancelled orders are not counted. `orders` and
 * `subtotal` cover the last 7 Oslo days, today included, oldest first and every day present (0 when none);
 * `page_views` the last 10 minutes, one entry per minute (`minute` is its start, ISO). The averages are per
 * day over those 7 days.
 */
export const orderStatsSchema = z.object({
  referrer: z.array(revenueSourceSchema),
  orders: z.array(z.object({ date: osloDate(), orders: z.number().int() })),
  page_views: z.array(z.object({ minute: z.string(), views: z.number().int() })),
  subtotal: z.record(osloDate(), z.number()),
  average_subtotal_sum: z.number(),
  average_total_orders: z.number(),
  today_subtotal_sum: z.number(),
  today_total_orders: z.number().int(),
  week_subtotal_sum: z.number(),
  week_total_orders: z.number().int(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
