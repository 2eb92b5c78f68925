import { z } from 'zod';
import { CONSENT_SOURCES } from '../audience/schemas';
import { optionalText, requiredText } from '../fields';

/**
 * Apps (spec sections 1 and 2: `/apps` and one page per service): three newsletter services and three review
 * services. The panel connects one of each kind of service an account uses; the server sends it what it asks
 * for on the job layer and reports its health.
 */
export const NEWSLETTER_SERVICES = ['mailchimp', 'klaviyo', 'rule'] as const;
export const REVIEW_SERVICES = ['trustpilot', 'reviews-io', 'judge-me'] as const;
export const APP_SERVICES = [...NEWSLETTER_SERVICES, ...REVIEW_SERVICES] as const;
export type NewsletterService = (typeof NEWSLETTER_SERVICES)[number];
export type ReviewService = (typeof REVIEW_SERVICES)[number];
export type AppService = (typeof APP_SERVICES)[number];
export type AppKind = 'newsletter' | 'review';

export const appKindOf = (service: AppService): AppKind =>
  (NEWSLETTER_SERVICES as readonly string[]).includes(service) ? 'newsletter' : 'review';

export const isAppService = (value: string): value is AppService =>
  (APP_SERVICES as readonly string[]).includes(value);

/**
 * What each service needs to connect, besides the API key. `secret` fields are sealed with the key and never
 * shown again; the others are shown on the app's page.
 */
export const APP_CONNECTION_FIELDS: Record<AppService, readonly { name: string; secret: boolean }[]> = {
  mailchimp: [{ name: 'api_key', secret: true }],
  klaviyo: [{ name: 'api_key', secret: true }],
  rule: [{ name: 'api_key', secret: true }],
  trustpilot: [
    { name: 'api_key', secret: true },
    { name: 'api_secret', secret: true },
    { name: 'business_unit_id', secret: false },
  ],
  'reviews-io': [
    { name: 'api_key', secret: true },
    { name: 'store_id', secret: false },
  ],
  'judge-me': [
    { name: 'api_key', secret: true },
    { name: 'shop_domain', secret: false },
  ],
};

/** The API key: the spec's "API key for apps must not be empty" is `app_api_key_empty`. */
const apiKeyField = () =>
  z.string({ error: 'app_api_key_empty' }).trim().min(1, 'app_api_key_empty').max(500, 'too_long');

/** What the owner types to connect (or to check a key before connecting). Unused fields are ignored. */
export const appCredentialsSchema = z.object({
  api_key: apiKeyField(),
  api_secret: optionalText(500).optional(),
  business_unit_id: optionalText(100).optional(),
  store_id: optionalText(100).optional(),
  shop_domain: optionalText(253).optional(),
});
export type AppCredentials = z.infer<typeof appCredentialsSchema>;

/** Newsletter: what goes out and where it lands. */
/** The most segments a newsletter app's filter takes. */
export const APP_SEGMENTS_MAX = 10;

export const newsletterSettingsSchema = z.object({
  /** The service's list (Mailchimp audience, Klaviyo list); Rule has none (tags only). */
  list_id: optionalText(100).nullable().default(null),
  /** Tags every subscriber gets at the service. */
  tags: z.array(requiredText(60)).max(10).default(['Butikkpanel']),
  /** The consent sources whose yes goes out (a withdrawal always goes out). */
  sources: z.array(z.enum(CONSENT_SOURCES)).default(['checkout', 'club', 'popup', 'import', 'panel']),
  /** Only contacts in one of these segments (the audience's own); none chosen: everyone with consent. */
  segment_ids: z.array(z.number().int().positive()).max(APP_SEGMENTS_MAX).default([]),
  /** Unsubscribes and cleaned addresses reported by the service become suppressions here. */
  read_back_unsubscribes: z.boolean().default(true),
});
export type NewsletterSettings = z.infer<typeof newsletterSettingsSchema>;

export const REVIEW_DELAY_DAYS_MAX = 60;
export const REVIEW_EXPORT_MONTHS = 6;

/** Reviews: which orders are invited, when, and for what. */
export const reviewSettingsSchema = z.object({
  /** Days after the order is completed and paid. */
  delay_days: z.number().int().min(0).max(REVIEW_DELAY_DAYS_MAX).default(7),
  /** Orders below this total (øre) get no invitation; 0 invites every order. */
  min_total_ore: z.number().int().min(0).default(0),
  /** A review of the shop, of the products bought, or both. */
  review_of: z.enum(['shop', 'products', 'both']).default('shop'),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const appSettingsSchema = z.union([newsletterSettingsSchema, reviewSettingsSchema]);

export const connectAppBodySchema = z.object({
  credentials: appCredentialsSchema,
  settings: z.record(z.string(), z.unknown()).optional(),
});

export const appStatusSchema = z.enum(['active', 'paused']);
export type AppStatus = z.infer<typeof appStatusSchema>;

export const DELIVERY_KINDS = ['subscribe', 'unsubscribe', 'erase', 'export', 'invite'] as const;
export const DELIVERY_STATES = ['queued', 'pending', 'retrying', 'sent', 'failed', 'cancelled'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const appDeliverySchema = z.object({
  id: z.number().int(),
  kind: z.enum(DELIVERY_KINDS),
  /** The e-mail address or the order's number it is about. */
  subject: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** The service's own words when it refused or failed, in Norwegian where we know them. */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppDelivery = z.infer<typeof appDeliverySchema>;

export const appHealthSchema = z.object({
  last_success_at: z.string().nullable(),
  queued: z.number().int(),
  /** Sent, and the service said yes, but the change is not seen there yet (Klaviyo's 202). */
  pending: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  last_error: z.string().nullable(),
});
export type AppHealth = z.infer<typeof appHealthSchema>;

/** One service as `/apps` lists it: connected or not, and how it is doing. */
export const appSummarySchema = z.object({
  service: z.enum(APP_SERVICES),
  kind: z.enum(['newsletter', 'review']),
  connected: z.boolean(),
  status: appStatusSchema.nullable(),
  health: appHealthSchema.nullable(),
});
export type AppSummary = z.infer<typeof appSummarySchema>;

export const appListAnswerSchema = z.object({ data: z.array(appSummarySchema) });

/** A connected app as its page shows it; the key only as its last four characters. */
export const appDetailSchema = appSummarySchema.extend({
  key_hint: z.string().nullable(),
  /** The non-secret connection fields (business unit, store id, shop domain). */
  fields: z.record(z.string(), z.string()),
  /** What the service's account is called, as the key check answered. */
  account_name: z.string().nullable(),
  /** The lists the service offered when the key was checked (newsletter). */
  lists: z.array(z.object({ id: z.string(), name: z.string() })),
  settings: z.record(z.string(), z.unknown()).nullable(),
  connected_at: z.string().nullable(),
  deliveries: z.array(appDeliverySchema),
  /** The account's segments a newsletter app can be limited to (empty for review apps). */
  segments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Whether the person asking may connect, change, pause and disconnect (the owner and staff). */
  can_manage: z.boolean(),
});
export type AppDetail = z.infer<typeof appDetailSchema>;
export const appDetailAnswerSchema = z.object({ data: appDetailSchema });

/** A key checked against the service without saving it: what the service calls the account, and its lists. */
export const appCheckAnswerSchema = z.object({
  data: z.object({
    account_name: z.string().nullable(),
    lists: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});

export const appStatusBodySchema = z.object({ status: appStatusSchema });

/** The services' own names (brands: the same in every language). */
export const APP_SERVICE_NAMES: Record<AppService, string> = {
  mailchimp: 'Mailchimp',
  klaviyo: 'Klaviyo',
  rule: 'Rule',
  trustpilot: 'Trustpilot',
  'reviews-io': 'REVIEWS.io',
  'judge-me': 'Judge.me',
};
