import {
  type CartLine,
  type DomainEventData,
  JOB_PAYLOADS,
  type JobPayload,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { defineJob, type JobRunner, type Publish } from '../../platform';
import { abandonedAfterMinutes } from '../account-settings';
import { hasOrderSince } from '../shop-data';
import { cartAdditions } from './cart';
import * as repo from './repository';

const CHECK_KIND = 'carts.check_abandoned';
const MINUTE_MS = 60_000;

/** What a cart change is written with: the unit of work's transaction and publish, the queue, and now. */
export interface CartWork {
  tx: Database;
  publish: Publish;
  jobs: Pick<JobRunner, 'enqueueWith'>;
  now: Date;
}

const hasLines = (lines: CartLine[]) => lines.some((line) => line.quantity > 0);

function cartData(
  uid: string,
  row: { email: string | null; cart: CartLine[]; cartTotal: number },
  changedAt: Date,
): DomainEventData<'cart.updated'> {
  return {
    visitor_id: uid,
    email: row.email,
    lines: row.cart.map((line) => ({
      product_id: line.id,
      name: line.name,
      quantity: line.quantity,
      price_ore: toOre(line.price),
    })),
    total_ore: toOre(row.cartTotal),
    changed_at: changedAt.toISOString(),
  };
}

/**
 * Stores the visitor's cart. When it differs from the stored one: cart.updated, and for a cart with lines
 * the abandoned-cart check, due after the account's wait (one per visitor and change, by its dedupe key).
 */
export async function storeCartAndTell(work: CartWork, accountId: number, uid: string, lines: CartLine[]) {
  const { tx, now } = work;
  const stored = await repo.storeCart(
    tx,
    accountId,
    uid,
    lines,
    (before) => cartAdditions(before, lines),
    now,
  );
  if (!stored?.changed) return stored?.row ?? null;
  work.publish('cart.updated', accountId, cartData(uid, stored.row, now));
  if (hasLines(lines)) {
    const minutes = await abandonedAfterMinutes(tx, accountId);
    const payload: JobPayload<typeof CHECK_KIND> = {
      account_id: accountId,
      visitor_id: uid,
      changed_at: now.toISOString(),
    };
    await work.jobs.enqueueWith(tx, [
      {
        kind: CHECK_KIND,
        payload,
        runAt: new Date(now.getTime() + minutes * MINUTE_MS),
        dedupeKey: `${accountId}:${uid}:${payload.changed_at}`,
      },
    ]);
  }
  return stored.row;
}

/**
 * Is the cart as it was at `changed_at` still waiting? It is abandoned when it still has lines, has not
 * changed since, and no order came since: neither one the widget reported for this visitor nor one with
 * the visitor's e-mail. Transactional, so cart.abandoned is told once even if the job runs twice.
 */
export const checkAbandonedCartJob = defineJob({
  kind: CHECK_KIND,
  payload: JOB_PAYLOADS[CHECK_KIND],
  handle: async ({ account_id: accountId, visitor_id: uid, changed_at }, context) => {
    const changedAt = new Date(changed_at);
    const cart = await repo.findVisitorCart(context.db, accountId, uid);
    if (!cart || !hasLines(cart.cart)) return;
    if (cart.cartChangedAt?.getTime() !== changedAt.getTime()) return;
    if (cart.orderedAt && cart.orderedAt >= changedAt) return;
    if (cart.email && (await hasOrderSince(context.db, accountId, cart.email, changedAt))) return;
    context.publish('cart.abandoned', accountId, {
      ...cartData(uid, cart, changedAt),
      abandoned_after_minutes: await abandonedAfterMinutes(context.db, accountId),
      page_url: cart.url || null,
    });
  },
});
