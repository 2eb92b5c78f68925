import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt, updatedAt } from './columns';

/**
 * The account's discount codes (codes the merchant typed, and templates unique codes are cloned from),
 * with their figures kept as counters by the order events, so the list sorts 100,000 codes by revenue
 * without summing 1M orders. `code_key` is the code in its compared spelling (trimmed, upper case).
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    type: text('type', { enum: ['percent', 'sum'] }).notNull(),
    /** Per cent in hundredths (12.5 % is 1250) or kr in øre. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minimumOrderOre: bigint('minimum_order_ore', { mode: 'number' }),
    /** The last Oslo day the code is valid. */
    expiresOn: date('expires_on', { mode: 'string' }),
    usageLimit: integer('usage_limit'),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    active: boolean('active').notNull().default(true),
    autoCreateUnique: boolean('auto_create_unique').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    timesUsed: integer('times_used').notNull().default(0),
    ordersCount: integer('orders_count').notNull().default(0),
    revenueOre: bigint('revenue_ore', { mode: 'number' }).notNull().default(0),
    flaggedCount: integer('flagged_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('discounts_code_idx').on(table.accountId, table.codeKey),
    // The list's sorts, read backwards or forwards, the id breaking ties as the list's order does.
    index('discounts_list_idx').on(table.accountId, table.createdAt, table.id),
    index('discounts_revenue_idx').on(table.accountId, table.revenueOre, table.id),
    index('discounts_used_idx').on(table.accountId, table.timesUsed, table.id),
    index('discounts_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('discounts_code_trgm_idx').using('gin', sql`${table.codeKey} gin_trgm_ops`),
  ],
);

/** Single-use codes cloned from a template, one per recipient; the template holds the rules. */
export const discountUniqueCodes = pgTable(
  'discount_unique_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id'),
    codeKey: text('code_key').notNull(),
    recipient: text('recipient'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('discount_unique_codes_code_idx').on(table.accountId, table.codeKey),
    index('discount_unique_codes_template_idx').on(table.templateId, table.id),
  ],
);

/** A request for N unique codes; the job fills it in chunks and writes its progress. */
export const discountCodeBatches = pgTable('discount_code_batches', {
  id: serial('id').primaryKey(),
  accountId: accountId(),
  templateId: integer('template_id')
    .notNull()
    .references(() => discounts.id, { onDelete: 'cascade' }),
  requested: integer('requested').notNull(),
  generated: integer('generated').notNull().default(0),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Each known code an order named: counted, flagged (the code was not valid for it: the loser of a race
 * for a single-use code, used up, expired, …) or cancelled with its order. One row per order and code.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    uniqueCodeId: bigint('unique_code_id', { mode: 'number' }),
    codeKey: text('code_key').notNull(),
    orderId: text('order_id').notNull(),
    customerEmail: text('customer_email'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['counted', 'flagged', 'cancelled'] }).notNull(),
    flag: text('flag'),
  },
  (table) => [
    uniqueIndex('discount_redemptions_order_idx').on(table.accountId, table.orderId, table.codeKey),
    index('discount_redemptions_discount_idx').on(table.discountId, table.placedOn),
    index('discount_redemptions_list_idx').on(table.discountId, table.placedAt),
    index('discount_redemptions_customer_idx')
      .on(table.discountId, table.customerEmail)
      .where(sql`${table.customerEmail} is not null`),
  ],
);

/** A code a check or an order named that the account does not have, once per spelling. */
export const discountUnknownCodes = pgTable(
  'discount_unknown_codes',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    codeKey: text('code_key').notNull(),
    code: text('code').notNull(),
    attempts: integer('attempts').notNull().default(0),
    checks: integer('checks').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** The known code it most likely mistypes, found when it was first seen. */
    suggestedCode: text('suggested_code'),
    suggestedDiscountId: integer('suggested_discount_id').references(() => discounts.id, {
      onDelete: 'set null',
    }),
    /** The merchant's answer: this spelling means that code. */
    mappedDiscountId: integer('mapped_discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    /** When the code it mistypes was looked for; null until the batch job (or an order) has looked. */
    suggestionCheckedAt: timestamp('suggestion_checked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('discount_unknown_codes_key_idx').on(table.accountId, table.codeKey),
    index('discount_unknown_codes_last_idx').on(table.accountId, table.lastAt),
    // The batch job's queue: only spellings not yet looked at, so it stays as small as the backlog.
    index('discount_unknown_codes_unchecked_idx')
      .on(table.id)
      .where(sql`${table.suggestionCheckedAt} is null`),
  ],
);

/** Each time an unknown code was named: where from, and (for checks) the address, for the guess limit. */
export const discountUnknownAttempts = pgTable(
  'discount_unknown_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    unknownId: integer('unknown_id')
      .notNull()
      .references(() => discountUnknownCodes.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['check', 'order'] }).notNull(),
    orderId: text('order_id'),
    cartTotalOre: bigint('cart_total_ore', { mode: 'number' }),
    address: text('address'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('discount_unknown_attempts_code_idx').on(table.unknownId, table.at),
    index('discount_unknown_attempts_address_idx')
      .on(table.accountId, table.address, table.at)
      .where(sql`${table.address} is not null`),
  ],
);

/** An address that tried more than the allowed number of unknown codes in the window (code guessing). */
export const discountSuspectAddresses = pgTable(
  'discount_suspect_addresses',
  {
    accountId: accountId(),
    address: text('address').notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [uniqueIndex('discount_suspect_addresses_idx').on(table.accountId, table.address)],
);
