import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { accounts } from './accounts';
import { chatVisitors } from './chat';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** Keys for the server-to-server ingest API; only the SHA-256 of a key is stored. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    label: text('label').notNull(),
    /** The key's first characters, not secret, to tell keys apart in the list. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_hash_idx').on(table.keyHash),
    index('api_keys_account_idx').on(table.accountId, table.createdAt),
  ],
);

/** E-mail addresses and IP addresses whose orders, customers and visits the account does not count. */
export const ignoreEntries = pgTable(
  'ignore_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    kind: text('kind', { enum: ['email', 'ip'] }).notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ignore_entries_value_idx').on(table.accountId, table.kind, table.value)],
);

/** The shop's catalogue, keyed by the shop's own product id. Amounts in øre. */
export const shopProducts = pgTable(
  'shop_products',
  {
    accountId: accountId(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    imageUrl: text('image_url'),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
    salePriceOre: bigint('sale_price_ore', { mode: 'number' }),
    inStock: boolean('in_stock').notNull().default(true),
    category: text('category'),
    brand: text('brand'),
    sku: text('sku'),
    /** The product feed run that last listed it (null: never in a feed); older than the latest run: gone. */
    feedSeenAt: timestamp('feed_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.externalId] }),
    index('shop_products_category_idx').on(table.accountId, table.category),
    // Recommendations' read path on every request: the newest products, and products by their page's path
    // (a visitor's views); without these each was a scan of the account's catalogue (bench/recommendations).
    index('shop_products_newest_idx').on(
      table.accountId,
      table.createdAt.desc().nullsFirst(),
      table.externalId,
    ),
    index('shop_products_path_idx').on(
      table.accountId,
      sql`substring(${table.url} from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*([^?#]*)')`,
    ),
  ],
);

/**
 * Bumped after every change to an account's products, so each instance's search index knows it is stale.
 * The search module reads it; products change only through the ingest code, which bumps it.
 */
export const shopCatalogueRevisions = pgTable('shop_catalogue_revisions', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
});

/** One row per order id: a repeated `created` or an `updated` replaces it. Amounts in øre, NOK only. */
export const shopOrders = pgTable(
  'shop_orders',
  {
    accountId: accountId(),
    externalId: text('external_id').notNull(),
    status: text('status', { enum: ['open', 'cancelled', 'completed'] })
      .notNull()
      .default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** The order's day in Europe/Oslo, which the daily totals are grouped by. */
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    subtotalOre: bigint('subtotal_ore', { mode: 'number' }).notNull(),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NOK'),
    source: text('source').notNull().default(''),
    referrer: text('referrer'),
    discountCode: text('discount_code'),
    customerEmail: text('customer_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.externalId] }),
    index('shop_orders_placed_on_idx').on(table.accountId, table.placedOn),
    // The orders list: newest first with keyset paging, its exact count (daily totals + the cancelled ones),
    // and its search (ILIKE '%…%' on order id and e-mail, through trigrams).
    index('shop_orders_placed_at_idx').on(table.accountId, table.placedAt, table.externalId),
    index('shop_orders_cancelled_idx')
      .on(table.accountId, table.placedOn)
      .where(sql`${table.status} = 'cancelled'`),
    index('shop_orders_external_id_trgm_idx').using('gin', sql`${table.externalId} gin_trgm_ops`),
    index('shop_orders_customer_trgm_idx').using('gin', sql`${table.customerEmail} gin_trgm_ops`),
    index('shop_orders_customer_idx')
      .on(table.accountId, table.customerEmail)
      .where(sql`${table.customerEmail} is not null`),
    index('shop_orders_discount_idx')
      .on(table.accountId, table.discountCode)
      .where(sql`${table.discountCode} is not null`),
  ],
);

export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    accountId: accountId(),
    orderId: text('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.orderId, table.lineNo] }),
    foreignKey({
      name: 'shop_order_lines_order_fk',
      columns: [table.accountId, table.orderId],
      foreignColumns: [shopOrders.accountId, shopOrders.externalId],
    }).onDelete('cascade'),
    index('shop_order_lines_product_idx').on(table.accountId, table.productId),
  ],
);

/** Customers keyed by their (lower-case) e-mail. */
export const shopCustomers = pgTable(
  'shop_customers',
  {
    accountId: accountId(),
    email: text('email').notNull(),
    name: text('name'),
    birthday: date('birthday', { mode: 'string' }),
    clubMember: boolean('club_member').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    city: text('city'),
    postcode: text('postcode'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.email] })],
);

/**
 * Order sums per account, day (Europe/Oslo) and source, cancelled orders left out: recomputed for the
 * touched days on every ingest, so the dashboard's statistics never scan the orders.
 */
export const shopOrderDailyTotals = pgTable(
  'shop_order_daily_totals',
  {
    accountId: accountId(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    orders: integer('orders').notNull(),
    subtotalOre: bigint('subtotal_ore', { mode: 'number' }).notNull(),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.source] })],
);

/**
 * Every time a visitor puts (more of) a product in the cart, as the widget reports it: the cart on the visitor
 * is only the latest state, and a product's page counts how often it went into a cart over time.
 */
export const shopCartEvents = pgTable(
  'shop_cart_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => chatVisitors.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** How many were added by this change. */
    quantity: integer('quantity').notNull(),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('shop_cart_events_product_idx').on(table.accountId, table.productId, table.createdAt),
    index('shop_cart_events_time_idx').on(table.accountId, table.createdAt),
  ],
);
