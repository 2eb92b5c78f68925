import {
  type DomainEventData,
  discountCodeKey,
  osloDay,
  type RedemptionFlag,
  splitOrderDiscountCodes,
} from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DurableListener } from '../../platform';
import { findOrderData } from '../shop-data';
import * as redemptions from './redemption-repository';
import { resolveCode } from './resolve';
import { recordUnknownOrderCode } from './unknown-codes';
import { refusal } from './validity';

type OrderData = DomainEventData<'order.created'>;

/** The codes an order names; events written before discount_codes existed carry only discount_code. */
function codesOf(order: OrderData): string[] {
  const codes = Array.isArray(order.discount_codes)
    ? order.discount_codes
    : splitOrderDiscountCodes(order.discount_code);
  // A fixed order, so two orders naming the same codes lock their rows in the same order (no deadlock).
  return [...codes].sort((a, b) => discountCodeKey(a).localeCompare(discountCodeKey(b)));
}

/**
 * Counts the codes an order used. Each known code gets one use per order (the order told again changes
 * only the revenue, from its new total); a use the code's rules do not allow is flagged instead of
 * counted. A unique code goes to exactly one order: of two racing, the row lock lets one claim it and the
 * other is flagged 'already_redeemed'. Codes the account does not know become unknown codes.
 */
export async function redeemOrder(db: Database, accountId: number, order: OrderData): Promise<void> {
  if (order.status === 'cancelled') return;
  const placedAt = new Date(order.placed_at);
  const existing = new Map(
    (await redemptions.findRedemptions(db, accountId, order.order_id)).map((row) => [row.codeKey, row]),
  );
  for (const code of codesOf(order)) {
    const codeKey = discountCodeKey(code);
    const prior = existing.get(codeKey);
    if (prior) {
      if (prior.status === 'counted' && prior.totalOre !== order.total_ore) {
        await redemptions.adjustRevenue(db, prior.discountId, order.total_ore - prior.totalOre);
        await redemptions.setRedemption(db, prior.id, { totalOre: order.total_ore });
      }
      continue;
    }
    const known = await resolveCode(db, accountId, code);
    if (!known) {
      await recordUnknownOrderCode(db, accountId, code, order.order_id, order.total_ore, placedAt);
      continue;
    }
    await redeem(db, accountId, known, order, codeKey, placedAt);
  }
}

async function redeem(
  db: Database,
  accountId: number,
  known: NonNullable<Awaited<ReturnType<typeof resolveCode>>>,
  order: OrderData,
  codeKey: string,
  placedAt: Date,
) {
  const { discount, unique } = known;
  const email = order.customer_email;
  const customerUses =
    discount.usageLimitPerCustomer !== null && email !== null
      ? await redemptions.countCustomerUses(db, discount.id, email)
      : 0;
  const row = await redemptions.insertRedemption(db, {
    accountId,
    discountId: discount.id,
    uniqueCodeId: unique?.id ?? null,
    codeKey,
    orderId: order.order_id,
    customerEmail: email,
    placedAt,
    placedOn: osloDay(placedAt),
    totalOre: order.total_ore,
  });
  if (!row) return;
  let flag: RedemptionFlag | null = refusal(
    discount,
    // The minimum is judged before discounts, as the checkout's check judged the cart (older events lack it).
    { totalOre: order.subtotal_ore ?? order.total_ore, at: placedAt, customerUses, uniqueUsed: null },
    unique !== null,
  ) as RedemptionFlag | null;
  let claimed = false;
  if (flag === null && unique) {
    claimed = await redemptions.claimUniqueCode(db, unique.id, order.order_id, placedAt);
    if (!claimed) flag = 'already_redeemed';
  }
  if (flag === null && !(await redemptions.countUse(db, discount.id, order.total_ore, placedAt))) {
    flag = 'used_up';
    if (claimed && unique) await redemptions.releaseUniqueCode(db, unique.id, order.order_id);
  }
  if (flag !== null) {
    await redemptions.setRedemption(db, row.id, { status: 'flagged', flag });
    await redemptions.countFlaggedUse(db, discount.id, placedAt);
  }
}

/** A cancelled order's uses stop counting, and its unique codes can be used again. */
export async function cancelOrder(db: Database, accountId: number, orderId: string): Promise<void> {
  for (const row of await redemptions.findRedemptions(db, accountId, orderId)) {
    if (row.status === 'cancelled') continue;
    const counted = row.status === 'counted';
    await redemptions.uncountUse(db, row.discountId, counted, row.totalOre);
    if (counted && row.uniqueCodeId !== null) {
      await redemptions.releaseUniqueCode(db, row.uniqueCodeId, orderId);
    }
    await redemptions.setRedemption(db, row.id, { status: 'cancelled' });
  }
}

/**
 * Brings an order's uses in line with the order as it is stored now. The events of one order can run side
 * by side or out of order (the listener runs four at a time, and a job that failed runs again later), so
 * each takes the order's lock and then follows the stored order, not the event's copy: an `updated` that
 * ran before its `created` committed, or a `created` that ran after the `updated`, leaves the latest total.
 */
export async function reconcileOrder(db: Database, accountId: number, told: OrderData): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`discounts.order:${accountId}:${told.order_id}`}))`,
  );
  const order = (await findOrderData(db, accountId, told.order_id)) ?? told;
  if (order.status === 'cancelled') await cancelOrder(db, accountId, order.order_id);
  else await redeemOrder(db, accountId, order);
}

/** The order events, as a durable listener: each runs once, in the job's transaction. */
export const redemptionListener: DurableListener = {
  name: 'discounts.redemptions',
  on: ['order.created', 'order.updated', 'order.cancelled'],
  concurrency: 4,
  async handle(event, { db }) {
    if (
      event.type === 'order.created' ||
      event.type === 'order.updated' ||
      event.type === 'order.cancelled'
    ) {
      await reconcileOrder(db, event.account_id, event.data);
    }
  },
};
