import {
  DISCOUNT_CHECK_MESSAGES_EN,
  DISCOUNT_CHECK_MESSAGES_NB,
  type DiscountCheckAnswer,
  type DiscountCheckBody,
  type DiscountCheckReason,
  type Language,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatKroner, kroner } from '../../lib/money';
import { countCustomerUses } from './redemption-repository';
import { resolveCode } from './resolve';
import { guessingWait, recordUnknownCode, type SuggestFor } from './unknown-codes';
import { amountOffOre, refusal } from './validity';
import { amountOf } from './views';

function reasonText(reason: DiscountCheckReason, language: Language, minimumOre: number | null): string {
  const table = language === 'en' ? DISCOUNT_CHECK_MESSAGES_EN : DISCOUNT_CHECK_MESSAGES_NB;
  return table[reason].replace('{minimum}', formatKroner(minimumOre ?? 0));
}

/**
 * The shop's checkout asks whether a code works for a cart: valid or not, what comes off, and the reason
 * in the shopper's language. An unknown code is recorded (with the address, when there is one), and an
 * address that has tried too many unknown codes is refused with 429 until the window lets it through.
 */
export async function checkCode(
  db: Database,
  accountId: number,
  body: DiscountCheckBody,
  address: string | null,
  language: Language,
  now: Date,
  /** Null: the batch job looks for the code a new spelling mistypes (the shop's checks). */
  suggest: SuggestFor | null,
): Promise<DiscountCheckAnswer> {
  // The guess limit and the code's lookups at once; a slowed address gets no answer about the code.
  const [wait, known] = await Promise.all([
    address === null ? 0 : guessingWait(db, accountId, address, now),
    resolveCode(db, accountId, body.code),
  ]);
  if (wait > 0) throw new AppError(429, 'discount_checks_slowed', { seconds: wait });
  const totalOre = toOre(body.cart_total);
  if (!known) {
    // One statement (the spelling and the try); a first sight hands its suggestion to `suggest`.
    await recordUnknownCode(
      db,
      accountId,
      body.code,
      { source: 'check', orderId: null, cartTotalOre: totalOre, address, at: now },
      suggest,
    );
    return answer(body.code, 'unknown', language, null);
  }
  const { discount, unique } = known;
  const email = body.customer_email ?? null;
  const customerUses =
    discount.usageLimitPerCustomer !== null && email !== null
      ? await countCustomerUses(db, discount.id, email)
      : 0;
  const reason = refusal(
    discount,
    { totalOre, at: now, customerUses, uniqueUsed: unique ? unique.usedAt !== null : null },
    unique !== null,
  );
  return {
    ...answer(body.code, reason, language, discount.minimumOrderOre),
    type: discount.type,
    amount: amountOf(discount),
    amount_off: reason === null ? kroner(amountOffOre(discount, totalOre)) : 0,
    minimum_order: discount.minimumOrderOre === null ? null : kroner(discount.minimumOrderOre),
    expires_on: discount.expiresOn,
  };
}

function answer(
  code: string,
  reason: DiscountCheckReason | null,
  language: Language,
  minimumOre: number | null,
): DiscountCheckAnswer {
  return {
    code: code.trim(),
    valid: reason === null,
    reason,
    message: reason === null ? null : reasonText(reason, language, minimumOre),
    type: null,
    amount: null,
    amount_off: 0,
    minimum_order: null,
    expires_on: null,
  };
}
