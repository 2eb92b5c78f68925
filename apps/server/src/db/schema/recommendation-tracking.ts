import { bigint, bigserial, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountId } from './account-column';

/**
 * What recommendation widgets did (issue 31, docs/recommendations.md "Figures"). Counters only ever grow by
 * what one request counted; orders and revenue are not counters but read from the attributed order lines,
 * so a repeated order event can never count twice.
 */

/**
 * Impressions and clicks per account, widget, Oslo day and the widget's algorithm when they happened (so the
 * per-algorithm figures survive a change of algorithm).
 */
export const recommendationDailyFigures = pgTable(
  'recommendation_daily_figures',
  {
    accountId: accountId(),
    widgetId: text('widget_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    algorithm: text('algorithm').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.widgetId, table.day, table.algorithm] }),
    index('recommendation_daily_figures_day_idx').on(table.accountId, table.day),
  ],
);

/** Every click, kept for attribution: an order of the product by the same visitor within the window. */
export const recommendationClicks = pgTable(
  'recommendation_clicks',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    /** The widget's visitor uid (not the chat visitor's id: a shop may run recommendations without chat). */
    visitorUid: text('visitor_uid').notNull(),
    /** A click in an e-mail: the recipient's address (lower case); its visitor uid is ''. Null from the shop. */
    customerEmail: text('customer_email'),
    widgetId: text('widget_id').notNull(),
    algorithm: text('algorithm').notNull(),
    productId: text('product_id').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('recommendation_clicks_product_idx').on(table.accountId, table.productId, table.clickedAt),
    index('recommendation_clicks_time_idx').on(table.clickedAt),
  ],
);

/**
 * An order's product attributed to the widget it was last clicked in. The key (account, order, product) is
 * what makes one order line count once, however often the order's events arrive. Amounts in øre.
 */
export const recommendationAttributedLines = pgTable(
  'recommendation_attributed_lines',
  {
    accountId: accountId(),
    orderId: text('order_id').notNull(),
    productId: text('product_id').notNull(),
    widgetId: text('widget_id').notNull(),
    algorithm: text('algorithm').notNull(),
    /** The order's Oslo day. */
    day: date('day', { mode: 'string' }).notNull(),
    revenueOre: bigint('revenue_ore', { mode: 'number' }).notNull(),
    /** The click it is attributed to. */
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.orderId, table.productId] }),
    index('recommendation_attributed_lines_day_idx').on(table.accountId, table.day),
  ],
);
