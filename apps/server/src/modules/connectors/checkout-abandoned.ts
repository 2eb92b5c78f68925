import { JOB_PAYLOADS, type JobPayload, toOre } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { defineJob, type JobRunner } from '../../platform';
import { abandonedAfterMinutes } from '../account-settings';
import { hasOrderSince } from '../shop-data';
import type { ConnectorBatch } from './batch';
import * as repo from './repository';

const KIND = 'connectors.checkout_abandoned';
const MINUTE_MS = 60_000;

/**
 * A platform's checkout with an address and lines waits the account's abandoned-cart time (the same setting
 * the widget's carts use); one check per checkout version (its dedupe key).
 */
export async function scheduleCheckoutChecks(
  tx: Database,
  jobs: Pick<JobRunner, 'enqueueWith'>,
  accountId: number,
  batch: ConnectorBatch,
  now: Date,
): Promise<number> {
  const changedAt = batch.resource?.type === 'checkout' ? (batch.resource.updatedAt ?? now) : now;
  const carts = batch.carts.filter((cart) => cart.email && cart.lines.some((line) => line.quantity > 0));
  if (carts.length === 0) return 0;
  const minutes = await abandonedAfterMinutes(tx, accountId);
  await jobs.enqueueWith(
    tx,
    carts.map((cart) => {
      const payload: JobPayload<typeof KIND> = {
        account_id: accountId,
        checkout_id: cart.key,
        changed_at: changedAt.toISOString(),
        email: cart.email ?? '',
        url: cart.url,
        lines: cart.lines.map((line) => ({ ...line, quantity: Math.trunc(line.quantity) })),
      };
      return {
        kind: KIND,
        payload,
        runAt: new Date(Math.max(now.getTime(), changedAt.getTime()) + minutes * MINUTE_MS),
        dedupeKey: `${accountId}:${cart.key}:${payload.changed_at}`,
      };
    }),
  );
  return carts.length;
}

/**
 * Abandoned when no newer version of the checkout came (an update, or completion, which changes it) and no
 * order with the address since: then cart.abandoned, as for a widget cart, with the platform's own link back
 * to the checkout. Transactional: told once.
 */
export const checkoutAbandonedJob = defineJob({
  kind: KIND,
  payload: JOB_PAYLOADS[KIND],
  async handle(payload, context) {
    const changedAt = new Date(payload.changed_at);
    const version = await repo.resourceVersion(
      context.db,
      payload.account_id,
      'checkout',
      payload.checkout_id,
    );
    if (version && version.getTime() > changedAt.getTime()) return;
    if (await hasOrderSince(context.db, payload.account_id, payload.email, changedAt)) return;
    const lines = payload.lines.filter((line) => line.quantity > 0);
    context.publish('cart.abandoned', payload.account_id, {
      visitor_id: `checkout:${payload.checkout_id}`,
      email: payload.email,
      lines: lines.map((line) => ({
        product_id: line.id,
        name: line.name,
        quantity: line.quantity,
        price_ore: toOre(line.price),
      })),
      total_ore: lines.reduce((sum, line) => sum + toOre(line.price) * line.quantity, 0),
      changed_at: payload.changed_at,
      abandoned_after_minutes: await abandonedAfterMinutes(context.db, payload.account_id),
      page_url: payload.url,
    });
  },
});
