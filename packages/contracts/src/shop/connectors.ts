import { z } from 'zod';
import { optionalText } from '../fields';

/** The shop platforms a shop connects without code; 'other' has a product feed and the widget only. */
export const SHOP_PLATFORM_CHOICES = ['shopify', 'woocommerce', 'other'] as const;
export type ShopPlatformChoice = (typeof SHOP_PLATFORM_CHOICES)[number];

/** The least length of a webhook secret the owner types (Shopify's signing keys are 64 hex characters). */
export const WEBHOOK_SECRET_MIN = 16;

const SHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * PUT /api/settings/shop-platform. Shopify signs with a key the shop's admin shows, so the owner pastes it;
 * for WooCommerce the owner may leave the secret empty and paste the one we make. The feed is optional.
 */
export const shopPlatformBodySchema = z
  .object({
    platform: z.enum(SHOP_PLATFORM_CHOICES, { error: 'invalid_value' }),
    shop_domain: optionalText(255)
      .transform((value) =>
        value
          .toLowerCase()
          .replace(/^https?:\/\//, '')
          .replace(/\/.*$/, ''),
      )
      .optional()
      .nullable(),
    secret: optionalText(200)
      .refine((value) => value === '' || value.length >= WEBHOOK_SECRET_MIN, 'webhook_secret_too_short')
      .optional()
      .nullable(),
    feed_url: optionalText(2000)
      .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'feed_url_invalid')
      .optional()
      .nullable(),
  })
  .superRefine((body, context) => {
    if (body.platform === 'shopify' && !SHOPIFY_DOMAIN.test(body.shop_domain ?? '')) {
      context.addIssue({ code: 'custom', path: ['shop_domain'], message: 'shop_domain_invalid' });
    }
  });
export type ShopPlatformBody = z.output<typeof shopPlatformBodySchema>;
export type ShopPlatformBodyInput = z.input<typeof shopPlatformBodySchema>;

export const WEBHOOK_DELIVERY_STATES = ['queued', 'stored', 'skipped', 'refused', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  reason: z.string().nullable(),
  received_at: z.string(),
  /** A privacy topic's data request: the data can be downloaded from the list. */
  has_export: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What a product feed's last run did. */
export const feedReportSchema = z.object({
  status: z.enum(['ok', 'not_modified', 'failed']),
  format: z.string().nullable(),
  seen: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  rejected_count: z.number().int(),
  /** The first rejected lines, with the reason in Norwegian. */
  rejected: z.array(z.object({ line: z.number().int(), id: z.string().nullable(), reason: z.string() })),
  /** Why the run stopped, when it failed (nothing was marked removed then). */
  error: z.string().nullable(),
  finished_at: z.string(),
});
export type FeedReport = z.infer<typeof feedReportSchema>;

/** How far back the WooCommerce history import reaches. */
export const HISTORY_IMPORT_MONTHS = 12;

/**
 * POST /api/settings/shop-platform/history-import: the WooCommerce shop's address and a read-only REST API
 * key (WooCommerce → Innstillinger → Avansert → REST API), for the orders and customers of the last
 * HISTORY_IMPORT_MONTHS months.
 */
export const historyImportBodySchema = z
  .object({
    shop_url: optionalText(2000).refine(
      (value) => /^https?:\/\/[^\s/]+\S*$/i.test(value),
      'feed_url_invalid',
    ),
    consumer_key: optionalText(200).refine(
      (value) => /^ck_[A-Za-z0-9]{20,100}$/.test(value),
      'woocommerce_key_invalid',
    ),
    consumer_secret: optionalText(200).refine(
      (value) => /^cs_[A-Za-z0-9]{20,100}$/.test(value),
      'woocommerce_secret_invalid',
    ),
  })
  .strict();
export type HistoryImportBody = z.output<typeof historyImportBodySchema>;
export type HistoryImportBodyInput = z.input<typeof historyImportBodySchema>;

/** The history import as the settings page shows it; it goes customers first, then orders, a page at a time. */
export const historyImportSchema = z.object({
  state: z.enum(['running', 'done', 'failed']),
  phase: z.enum(['customers', 'orders']),
  shop_url: z.string(),
  /** From when (HISTORY_IMPORT_MONTHS months before the start). */
  since: z.string(),
  customers_done: z.number().int(),
  /** WooCommerce's count (X-WP-Total), once its first page is read. */
  customers_total: z.number().int().nullable(),
  orders_done: z.number().int(),
  orders_total: z.number().int().nullable(),
  /** Why it stopped, in Norwegian, when it failed. */
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type HistoryImport = z.infer<typeof historyImportSchema>;

/** The shop platform as the settings page shows it. */
export const shopPlatformSchema = z.object({
  connected: z.boolean(),
  platform: z.enum(SHOP_PLATFORM_CHOICES).nullable(),
  /** Where the platform sends its webhooks (null for 'other' or when not connected). */
  webhook_url: z.string().nullable(),
  /** The signing secret, in full for the owner and staff (it is pasted into the platform); else null. */
  secret: z.string().nullable(),
  secret_hint: z.string().nullable(),
  shop_domain: z.string().nullable(),
  feed_url: z.string().nullable(),
  feed_checked_at: z.string().nullable(),
  feed_report: feedReportSchema.nullable(),
  /** WooCommerce only: the last history import, if one was started. */
  history_import: historyImportSchema.nullable(),
  deliveries: z.array(webhookDeliverySchema),
  /** The sites the widget reported page views from lately (origin and when), newest first. */
  widget_origins: z.array(z.object({ origin: z.string(), last_seen_at: z.string() })),
  can_manage: z.boolean(),
});
export type ShopPlatform = z.infer<typeof shopPlatformSchema>;
export const shopPlatformAnswerSchema = z.object({ data: shopPlatformSchema });
