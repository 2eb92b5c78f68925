import {
  type AppService,
  JOB_PAYLOADS,
  type NewsletterService,
  newsletterSettingsSchema,
  type ReviewService,
  reviewSettingsSchema,
} from '@butikkpanel/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sha256 } from '../../lib/secrets';
import { defineJob } from '../../platform';
import { consentedContactsAfter, inAnySegmentSql } from '../audience';
import { serviceConnection } from './connection';
import type { CredentialSealer } from './credentials';
import * as repo from './repository';
import {
  type ChangeOutcome,
  NEWSLETTER_ADAPTERS,
  REVIEW_ADAPTERS,
  type ServiceConnection,
  ServiceError,
  type SubscriberChange,
} from './services';

/** What a consent delivery carries: the person and the consent's evidence, as they were at the change. */
export const consentPayloadSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  source: z.enum(['checkout', 'club', 'popup', 'import', 'panel', 'unsubscribe']),
  at: z.string(),
  ip: z.string().nullable(),
});

/** What an invitation carries: the order as it was when completed. */
export const invitePayloadSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  ordered_at: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string().nullable(),
      image_url: z.string().nullable(),
    }),
  ),
});

const EXPORT_PAGE = 500;

/** The service's failure in Norwegian words, with its own message where it gave one. */
export function describeFailure(error: ServiceError): string {
  if (error.status === null) {
    // Refused before a call (a field the service needs is missing): its own words.
    if (error.kind === 'rejected') return `Endringen kan ikke sendes: ${error.message}`;
    return error.message === 'timeout' ? 'Tjenesten svarte ikke i tide.' : 'Fikk ikke kontakt med tjenesten.';
  }
  if (error.status === 429) return `Tjenesten ba oss vente (for mange forespørsler): ${error.message}`;
  if (error.status === 401 || error.status === 403) {
    return `Tjenesten godtar ikke nøkkelen lenger (${error.status}): ${error.message}`;
  }
  if (error.status >= 500) return `Feil hos tjenesten (${error.status}): ${error.message}`;
  return `Tjenesten avviste endringen (${error.status}): ${error.message}`;
}

async function sendNewsletter(
  db: Database,
  service: NewsletterService,
  connection: ServiceConnection,
  row: repo.ConnectionRow,
  delivery: repo.DeliveryRow,
  now: Date,
): Promise<ChangeOutcome> {
  const adapter = NEWSLETTER_ADAPTERS[service];
  const settings = newsletterSettingsSchema.parse(row.settings);
  const change = (payload: z.infer<typeof consentPayloadSchema>): SubscriberChange => ({
    email: payload.email,
    name: payload.name,
    evidence: { source: payload.source, at: new Date(payload.at), ip: payload.ip },
    listId: settings.list_id,
    tags: settings.tags,
  });
  switch (delivery.kind) {
    case 'subscribe':
      return adapter.subscribe(connection, change(consentPayloadSchema.parse(delivery.payload)));
    case 'unsubscribe':
      return adapter.unsubscribe(connection, change(consentPayloadSchema.parse(delivery.payload)));
    case 'erase':
      return adapter.erase(connection, delivery.subject, settings.list_id);
    case 'export': {
      let after = 0;
      let pending = false;
      const inSegments = await inAnySegmentSql(db, row.accountId, settings.segment_ids, now);
      for (;;) {
        const page = await consentedContactsAfter(
          db,
          row.accountId,
          settings.sources,
          after,
          EXPORT_PAGE,
          inSegments,
        );
        if (page.length === 0) break;
        const outcome = await adapter.exportSubscribers(
          connection,
          page.map((contact) =>
            change({
              email: contact.email,
              name: contact.name,
              source: contact.source ?? 'import',
              at: (contact.at ?? row.connectedAt).toISOString(),
              ip: null,
            }),
          ),
        );
        pending ||= outcome.state === 'pending';
        after = page.at(-1)?.id ?? after;
        if (page.length < EXPORT_PAGE) break;
      }
      return pending ? { state: 'pending' } : { state: 'done' };
    }
    default:
      throw new Error(`a newsletter app has no ${delivery.kind}`);
  }
}

async function sendReview(
  service: ReviewService,
  connection: ServiceConnection,
  row: repo.ConnectionRow,
  delivery: repo.DeliveryRow,
): Promise<ChangeOutcome> {
  if (delivery.kind !== 'invite') throw new Error(`a review app has no ${delivery.kind}`);
  const settings = reviewSettingsSchema.parse(row.settings);
  const payload = invitePayloadSchema.parse(delivery.payload);
  return REVIEW_ADAPTERS[service].invite(connection, {
    reference: delivery.subject,
    email: payload.email,
    name: payload.name,
    orderedAt: new Date(payload.ordered_at),
    products: payload.products.map((product) => ({
      id: product.id,
      name: product.name,
      url: product.url,
      imageUrl: product.image_url,
    })),
    reviewOf: settings.review_of,
    locale: 'nb-NO',
  });
}

/**
 * Sends one delivery, once: a delivery already sent (or pending, failed, cancelled) is never sent again, a
 * paused app's waits for its resume, a disconnected app's is gone. A service's "try again" is retried with
 * backoff, never sooner than its Retry-After; its "no" is recorded and not retried. Outside a transaction
 * (the call leaves the database): a worker that dies after the call and before the record repeats the
 * call, which the services take as the same change (an upsert by address, an invitation by its reference).
 */
export function deliverJob(deps: { config: Config['apps']; sealer: CredentialSealer }) {
  return defineJob({
    kind: 'apps.deliver',
    payload: JOB_PAYLOADS['apps.deliver'],
    transactional: false,
    concurrency: 4,
    maxAttempts: 8,
    backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
    async handle({ delivery_id: id }, { db, now, attempt, maxAttempts }) {
      const found = await repo.findDelivery(db, id);
      if (!found) return;
      const { delivery, connection } = found;
      if (delivery.state !== 'queued' && delivery.state !== 'retrying') return;
      if (connection.status === 'paused') return;
      const service = connection.service as AppService;
      const target = serviceConnection(deps.config, deps.sealer, connection);
      try {
        const outcome =
          service in NEWSLETTER_ADAPTERS
            ? await sendNewsletter(db, service as NewsletterService, target, connection, delivery, now)
            : await sendReview(service as ReviewService, target, connection, delivery);
        await repo.updateDelivery(db, delivery.id, {
          state: outcome.state === 'done' ? 'sent' : 'pending',
          attempts: attempt,
          error: null,
          sentAt: now,
          updatedAt: now,
          // An erasure, once done, keeps no address: only a fingerprint that tells the rows apart.
          ...(delivery.kind === 'erase' && outcome.state === 'done'
            ? { subject: `slettet:${sha256(delivery.subject).slice(0, 16)}`, payload: {} }
            : {}),
        });
        await repo.updateConnection(db, connection.accountId, connection.id, { lastSuccessAt: now });
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        const rejected = error.kind === 'rejected';
        await repo.updateDelivery(db, delivery.id, {
          state: rejected || attempt >= maxAttempts ? 'failed' : 'retrying',
          attempts: attempt,
          error: describeFailure(error),
          updatedAt: now,
        });
        // A refusal is final: the job ends here. Anything else is tried again by the queue.
        if (!rejected) throw error;
      }
    },
  });
}
