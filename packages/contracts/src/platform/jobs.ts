import { z } from 'zod';
import { domainEventSchema } from './events';

/**
 * Every kind of background job with its payload. A durable event listener runs as a job of kind
 * `listener.<name>` whose payload is the event (LISTENER_JOB_PREFIX).
 */
export const JOB_PAYLOADS = {
  /** Deliver one stored mail over SMTP (the outbox row says whether it still has to go). */
  'mail.deliver': z.object({ mail_id: z.string() }),
  /** The daily retention run across every account (privacy hooks of every module). */
  'privacy.retention': z.object({}),
  /** Drop finished jobs whose dedupe window is over. */
  'jobs.purge': z.object({}),
  /** Is this cart (as it was at `changed_at`) still waiting for an order? Then it is abandoned. */
  'carts.check_abandoned': z.object({
    account_id: z.number().int(),
    visitor_id: z.string(),
    changed_at: z.string(),
  }),
  /** The flows' time-based facts of one Oslo day: birthdays, and customers who stopped buying. */
  'customers.daily_facts': z.object({ day: z.string() }),
  /** Make a batch's unique discount codes, in chunks that show progress (discounts). */
  'discounts.generate_codes': z.object({ batch_id: z.number().int() }),
  /** Every minute: find the known codes newly seen unknown codes most likely mistype (off the checkout's wait). */
  'discounts.suggest_codes': z.object({}),
  /**
   * Run the flows' due steps: a batch of the customers whose step is due (a wait's end, a send after quiet
   * hours), again at once while there are more. Written for each second in which customers fall due.
   */
  'flows.due': z.object({}),
  /** Every 10 minutes: customers who joined a segment that starts an active flow enter it. */
  'flows.segment_entries': z.object({}),
  /** Mail the link that confirms a pending marketing consent (double opt-in). */
  'audience.confirm_mail': z.object({ account_id: z.number().int(), contact_id: z.number().int() }),
  /** Mail a popup's codes to an address whose signup is confirmed (double opt-in). */
  'popups.code_mail': z.object({ account_id: z.number().int(), email: z.string() }),
  /** Snapshot a campaign's recipients (consent and suppression as they are at the start). */
  'email.campaign_prepare': z.object({ campaign_id: z.number().int() }),
  /** Send the next paced batch of a campaign's recipients; it enqueues the next batch itself. */
  'email.campaign_send': z.object({ campaign_id: z.number().int() }),
  /** Each night: one recommendations.model_run per account with products (the Oslo day dedupes them). */
  'recommendations.nightly': z.object({ day: z.string() }),
  /** Compute an account's recommendation models from its orders and page views, replacing the stored ones. */
  'recommendations.model_run': z.object({ account_id: z.number().int() }),
  /** Send one app delivery (a consent change, an export, a review invitation) to its service, once. */
  'apps.deliver': z.object({ delivery_id: z.number().int() }),
  /** Every minute: each active newsletter app's new consent changes become deliveries. */
  'apps.newsletter_scan': z.object({}),
  /** Every 15 minutes: pending deliveries confirmed by reading back, and unsubscribes the services saw. */
  'apps.read_back': z.object({}),
  /** One shop-platform webhook delivery (Shopify, WooCommerce) mapped and stored, once. */
  'connectors.process': z.object({ delivery_id: z.number().int() }),
  /** Every few minutes: the accounts whose product feed is due get a run. */
  'connectors.feed_schedule': z.object({}),
  /** One account's product feed fetched and imported. */
  'connectors.feed_run': z.object({ account_id: z.number().int() }),
  /** One page of a WooCommerce history import; `run` names the import, so an older one's pages stop. */
  'connectors.history_page': z.object({
    account_id: z.number().int(),
    run: z.string(),
    phase: z.enum(['customers', 'orders']),
    page: z.number().int(),
  }),
  /** A platform's checkout (Shopify) not ordered within the account's wait: the abandoned-cart flows start. */
  'connectors.checkout_abandoned': z.object({
    account_id: z.number().int(),
    checkout_id: z.string(),
    changed_at: z.string(),
    email: z.string(),
    url: z.string().nullable(),
    lines: z.array(
      z.object({ id: z.string(), name: z.string(), quantity: z.number().int(), price: z.number() }),
    ),
  }),
} as const;

export type BuiltInJobKind = keyof typeof JOB_PAYLOADS;
export type JobPayload<K extends BuiltInJobKind> = z.infer<(typeof JOB_PAYLOADS)[K]>;

export const LISTENER_JOB_PREFIX = 'listener.';
export const listenerJobPayloadSchema = domainEventSchema;

export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The staff area's view of the queue, one row per kind. */
export const jobKindHealthSchema = z.object({
  kind: z.string(),
  /** Queued and due now (waiting for a worker). */
  due: z.number().int(),
  /** Queued for later (delayed or waiting for a retry). */
  scheduled: z.number().int(),
  running: z.number().int(),
  /** Queued again after a failed attempt. */
  failed: z.number().int(),
  dead: z.number().int(),
  /** The newest error of a failed or dead job of this kind. */
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** The oldest due job's run time: how far behind the workers are. */
  oldest_due_at: z.string().nullable(),
});
export type JobKindHealth = z.infer<typeof jobKindHealthSchema>;

export const deadJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type DeadJob = z.infer<typeof deadJobSchema>;

export const jobHealthAnswerSchema = z.object({
  data: z.object({ kinds: z.array(jobKindHealthSchema), dead: z.array(deadJobSchema) }),
});
export type JobHealthAnswer = z.infer<typeof jobHealthAnswerSchema>;
