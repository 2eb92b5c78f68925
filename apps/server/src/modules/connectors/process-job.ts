import { type IngestAnswer, JOB_PAYLOADS, type Language } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { defineJob, type JobContext, type JobRunner } from '../../platform';
import { eraseDataSubject, exportDataSubject, type RegisteredHooks } from '../privacy';
import {
  findStoredCustomers,
  type IngestContext,
  ingestCustomers,
  ingestOrders,
  ingestProducts,
  markProductsGone,
} from '../shop-data';
import { type ConnectorBatch, emptyBatch, MalformedDelivery, SkippedDelivery } from './batch';
import { scheduleCheckoutChecks } from './checkout-abandoned';
import { mapDelivery } from './mapping';
import * as repo from './repository';

const LANGUAGE: Language = 'nb';

/** What one delivery did, in the words the panel's list shows. */
export type Outcome = { state: 'stored' | 'skipped' | 'refused'; reason: string; payload?: unknown };

/** An ingest answer's refusals as one line ("ordre 0: Ugyldig beløp."), empty when none. */
const refusals = (what: string, answer: IngestAnswer) =>
  answer.refused.map((item) => `${what}: ${item.message}`);

/**
 * What a platform does not say about a customer stays as stored: Shopify has no club or birthday, and
 * WooCommerce no marketing consent, so an update from them keeps ours instead of resetting it.
 */
async function withStoredFields(
  db: Database,
  accountId: number,
  customers: ConnectorBatch['customers'],
): Promise<ConnectorBatch['customers']> {
  const emails = customers.flatMap((customer) =>
    typeof customer.email === 'string' ? [customer.email.trim().toLowerCase()] : [],
  );
  const stored = await findStoredCustomers(db, accountId, emails);
  return customers.map((customer) => {
    const before =
      typeof customer.email === 'string' ? stored.get(customer.email.trim().toLowerCase()) : undefined;
    if (!before) return customer;
    return {
      ...customer,
      club_member: customer.club_member ?? before.clubMember,
      birthday: customer.birthday === undefined ? before.birthday : customer.birthday,
      marketing_consent: customer.marketing_consent ?? before.marketingConsent,
    };
  });
}

/** Ingest's "no such order" for a status change: the order was never stored here (never paid). */
const onlyUnknownOrders = (answer: IngestAnswer) =>
  answer.refused.length > 0 && answer.refused.every((item) => item.code === 'order_not_found');

/**
 * Stores a batch through the ingest API's own functions, in the job's transaction: what a webhook carries is
 * validated, stored and told to the other modules exactly as an API call would be.
 */
async function storeBatch(
  ctx: IngestContext,
  jobs: Pick<JobRunner, 'enqueueWith'>,
  accountId: number,
  batch: ConnectorBatch,
  now: Date,
): Promise<Outcome> {
  const stored: string[] = [];
  const refused: string[] = [];
  if (batch.carts.length > 0) {
    const waiting = await scheduleCheckoutChecks(ctx.db, jobs, accountId, batch, now);
    if (waiting === 0)
      return { state: 'skipped', reason: 'Handlekurven har ingen e-postadresse eller er tom.' };
    stored.push('handlekurven venter på ordre');
  }
  if (batch.products.length > 0) {
    const answer = await ingestProducts(ctx.db, accountId, batch.products, LANGUAGE, now);
    refused.push(...refusals('vare', answer));
    if (answer.stored > 0) stored.push(`${answer.stored} ${answer.stored === 1 ? 'vare' : 'varer'}`);
  }
  if (batch.removedProducts.length > 0) {
    await markProductsGone(ctx.db, accountId, batch.removedProducts, now);
    stored.push(`${batch.removedProducts.length} slettet`);
  }
  if (batch.customers.length > 0) {
    const customers = await withStoredFields(ctx.db, accountId, batch.customers);
    const answer = await ingestCustomers(ctx, accountId, customers, LANGUAGE);
    refused.push(...refusals('kunde', answer));
    if (answer.stored > 0) stored.push(`${answer.stored} ${answer.stored === 1 ? 'kunde' : 'kunder'}`);
  }
  if (batch.orders.length > 0) {
    const answer = await ingestOrders(ctx, accountId, batch.orders, LANGUAGE);
    if (onlyUnknownOrders(answer) && answer.stored === 0 && stored.length === 0) {
      return { state: 'skipped', reason: 'Ordren er ikke lagret her (den ble aldri betalt).' };
    }
    refused.push(...refusals('ordre', answer));
    if (answer.stored > 0) stored.push(`${answer.stored} ordrehendelse${answer.stored === 1 ? '' : 'r'}`);
  }
  if (refused.length > 0 && stored.length === 0) return { state: 'refused', reason: refused.join(' ') };
  const reason = [stored.length > 0 ? `Lagret: ${stored.join(', ')}.` : 'Ingenting nytt.', ...refused];
  return { state: 'stored', reason: reason.join(' ') };
}

/** A platform's privacy topic: the person's data kept for the owner, a person erased, or the shop's link gone. */
async function handlePrivacy(
  db: Database,
  hooks: RegisteredHooks,
  accountId: number,
  privacy: NonNullable<ConnectorBatch['privacy']>,
  now: Date,
): Promise<Outcome> {
  if (privacy.kind === 'data_request') {
    const exports = [];
    for (const email of privacy.emails)
      exports.push(await exportDataSubject(db, hooks, accountId, email, now));
    return {
      state: 'stored',
      // No address in the list's words: the export itself goes after 30 days or with an erasure.
      reason: 'Forespørsel om innsyn: last ned dataene fra listen.',
      payload: exports,
    };
  }
  if (privacy.kind === 'redact_customer') {
    for (const email of privacy.emails) await eraseDataSubject(db, hooks, accountId, email);
    return { state: 'stored', reason: 'Kunden er slettet her også.' };
  }
  await repo.deleteConnection(db, accountId);
  return { state: 'stored', reason: 'Butikken er fjernet: tilkoblingen og det den mottok er slettet.' };
}

async function handle(
  delivery: repo.WebhookDeliveryRow,
  connection: repo.ShopConnectionRow,
  context: JobContext,
  deps: ProcessDeps,
): Promise<Outcome> {
  let batch: ConnectorBatch;
  try {
    batch = mapDelivery(connection.platform, delivery.topic, delivery.payload, {
      shopDomain: connection.shopDomain,
    });
  } catch (error) {
    if (error instanceof SkippedDelivery) return { state: 'skipped', reason: error.message };
    if (error instanceof MalformedDelivery) return { state: 'refused', reason: error.message };
    throw error;
  }
  const { db, now } = context;
  const accountId = delivery.accountId;
  if (batch.privacy) return handlePrivacy(db, deps.hooks(), accountId, batch.privacy, now);
  return applyBatches(
    { db, publish: context.publish, jobs: deps.jobs },
    accountId,
    [batch],
    now,
    delivery.id,
  );
}

/**
 * Mapped batches stored together in the caller's transaction through one call of each ingest function,
 * leaving out each whose resource has a newer version applied before (a webhook: the same version sent
 * twice applies twice, harmlessly) or, with `sameIsOld`, the same one too (a history import reading what a
 * webhook already brought). The version rows are locked meanwhile, in the order of their ids.
 */
export async function applyBatches(
  tx: { db: Database; publish: JobContext['publish']; jobs: Pick<JobRunner, 'enqueueWith'> },
  accountId: number,
  batches: ConnectorBatch[],
  now: Date,
  deliveryId: number | null,
  options: { sameIsOld?: boolean } = {},
): Promise<Outcome> {
  const { db } = tx;
  const byResource = [...batches].sort((a, b) =>
    `${a.resource?.type}:${a.resource?.id}`.localeCompare(`${b.resource?.type}:${b.resource?.id}`),
  );
  const fresh: ConnectorBatch[] = [];
  for (const batch of byResource) {
    const resource = batch.resource;
    if (resource?.updatedAt) {
      const applied = await repo.lockResourceVersion(db, accountId, resource.type, resource.id);
      const older = options.sameIsOld ? applied >= resource.updatedAt : applied > resource.updatedAt;
      if (older) continue;
    }
    fresh.push(batch);
  }
  if (fresh.length === 0) return { state: 'skipped', reason: 'Eldre enn en versjon som allerede er lagret.' };
  const ingest: IngestContext = {
    db,
    unitOfWork: (work) => work(db, tx.publish),
    clock: { now: () => now },
  };
  const outcome = await storeBatch(ingest, tx.jobs, accountId, mergeBatches(fresh), now);
  for (const { resource } of fresh) {
    if (resource?.updatedAt)
      await repo.setResourceVersion(
        db,
        accountId,
        resource.type,
        resource.id,
        resource.updatedAt,
        deliveryId,
      );
  }
  return outcome;
}

/** Several batches as one (a history page): their items together, in order. */
function mergeBatches(batches: ConnectorBatch[]): ConnectorBatch {
  if (batches.length === 1 && batches[0]) return batches[0];
  return {
    ...emptyBatch(),
    products: batches.flatMap((batch) => batch.products),
    removedProducts: batches.flatMap((batch) => batch.removedProducts),
    orders: batches.flatMap((batch) => batch.orders),
    customers: batches.flatMap((batch) => batch.customers),
    carts: batches.flatMap((batch) => batch.carts),
  };
}

/**
 * One webhook delivery, mapped and stored in one transaction with its record: a delivery is stored once even
 * if the worker dies (the job runs again and finds it handled), and one resource's deliveries are applied in
 * the order of their `updated_at` whatever order they came in (the version row is locked while applying).
 */
interface ProcessDeps {
  hooks: () => RegisteredHooks;
  jobs: Pick<JobRunner, 'enqueueWith'>;
}

export function processDeliveryJob(deps: ProcessDeps) {
  return defineJob({
    kind: 'connectors.process',
    payload: JOB_PAYLOADS['connectors.process'],
    concurrency: 2,
    async handle({ delivery_id: id }, context) {
      const delivery = await repo.findDelivery(context.db, id);
      if (delivery?.state !== 'queued') return;
      const connection = await repo.findConnection(context.db, delivery.accountId);
      if (!connection) return;
      const outcome = await handle(delivery, connection, context, deps);
      await repo.finishDelivery(context.db, delivery.id, {
        state: outcome.state,
        reason: outcome.reason,
        handledAt: context.now,
        payload: outcome.payload,
      });
      await repo.pruneDeliveries(context.db, delivery.accountId);
    },
  });
}
