import { type DiscountCheckReason, osloDay } from '@butikkpanel/contracts';
import type { DiscountRow } from './repository';

/** What a code's rules are judged against: the cart (or order) total, when, and the uses so far. */
export interface Use {
  totalOre: number;
  at: Date;
  /** Counted uses of this code by this customer (only asked when the code has a per-customer limit). */
  customerUses: number;
  /** For a unique code: whether it was redeemed already. */
  uniqueUsed: boolean | null;
}

/**
 * Why the code does not apply to this use, or null when it does. Archived and inactive codes, and a
 * template's own code (only its unique codes are handed out), are 'inactive'. The expiry day is an Oslo
 * day: the code works through 23:59:59 Oslo time that day, whatever the clock change.
 */
export function refusal(discount: DiscountRow, use: Use, viaUnique: boolean): DiscountCheckReason | null {
  if (!discount.active || discount.archivedAt !== null) return 'inactive';
  if (discount.autoCreateUnique && !viaUnique) return 'inactive';
  if (discount.expiresOn !== null && osloDay(use.at) > discount.expiresOn) return 'expired';
  if (use.uniqueUsed === true) return 'used_up';
  if (discount.usageLimit !== null && discount.ordersCount >= discount.usageLimit) return 'used_up';
  if (discount.usageLimitPerCustomer !== null && use.customerUses >= discount.usageLimitPerCustomer) {
    return 'used_by_customer';
  }
  if (discount.minimumOrderOre !== null && use.totalOre < discount.minimumOrderOre) return 'below_minimum';
  return null;
}

/** What comes off a total: a share (amount in hundredths of a per cent) or a sum, never more than the total. */
export function amountOffOre(discount: Pick<DiscountRow, 'type' | 'amount'>, totalOre: number): number {
  if (discount.type === 'percent') return Math.round((totalOre * discount.amount) / 10_000);
  return Math.min(discount.amount, totalOre);
}
