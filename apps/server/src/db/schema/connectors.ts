import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt, updatedAt } from './columns';

/**
 * An account's shop platform (issue 33): which platform sends webhooks, the secret they are signed with
 * (sealed: the server needs it back to check each signature, so it is not a hash), the public token in the
 * webhook URL, and the shop's domain (Shopify's header must name it). One row per account.
 */
export const shopConnections = pgTable(
  'shop_connections',
  {
    accountId: accountId().primaryKey(),
    /** 'other': a shop on another platform, with a product feed and the widget but no webhooks. */
    platform: text('platform', { enum: ['shopify', 'woocommerce', 'other'] }).notNull(),
    /** The webhook URL's last segment: random, names the account without its id. */
    webhookToken: text('webhook_token').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    /** Shopify: the shop's myshopify.com domain; WooCommerce: the site's address (optional). */
    shopDomain: text('shop_domain'),
    /** The product feed, fetched on a schedule with conditional requests (its ETag and Last-Modified). */
    feedUrl: text('feed_url'),
    feedEtag: text('feed_etag'),
    feedLastModified: text('feed_last_modified'),
    feedCheckedAt: timestamp('feed_checked_at', { withTimezone: true }),
    /** The last run's report: added, changed, removed, rejected lines with their reasons. */
    feedReport: jsonb('feed_report'),
    /** WooCommerce's REST API key for the history import ("ck_…:cs_…"), sealed like the webhook secret. */
    historySealedKey: text('history_sealed_key'),
    /** The history import's progress (contracts' HistoryImport, and where it goes on: history-import.ts). */
    historyImport: jsonb('history_import'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('shop_connections_token_idx').on(table.webhookToken)],
);

/**
 * Every webhook delivery that reached us, signed or not: the platform's delivery id makes a repeat store
 * nothing (unique per account), the payload waits for its job, and the panel's "what arrived" list reads
 * the newest. The payload is dropped once the delivery is handled.
 */
export const shopWebhookDeliveries = pgTable(
  'shop_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    platform: text('platform').notNull(),
    deliveryId: text('delivery_id').notNull(),
    topic: text('topic').notNull(),
    state: text('state', { enum: ['queued', 'stored', 'skipped', 'refused', 'failed'] }).notNull(),
    /** Why it was skipped or refused, in Norwegian; what was stored, as a short summary. */
    reason: text('reason'),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shop_webhook_deliveries_id_idx').on(table.accountId, table.platform, table.deliveryId),
    index('shop_webhook_deliveries_recent_idx').on(table.accountId, table.id),
  ],
);

/**
 * The newest version applied of each platform resource (its `updated_at`): a delivery older than this one
 * changes nothing, so webhooks arriving out of order never put an old order or product back.
 */
export const shopResourceVersions = pgTable(
  'shop_resource_versions',
  {
    accountId: accountId(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    versionAt: timestamp('version_at', { withTimezone: true }).notNull(),
    appliedDeliveryId: bigint('applied_delivery_id', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.resourceType, table.resourceId] })],
);
