import {
  discountCodeKey,
  editDistanceWithin,
  GENERATED_CODE_LENGTH,
  generatedCodeRepairs,
  UNKNOWN_CODE_ATTEMPTS_MAX,
  UNKNOWN_CODE_WINDOW_MINUTES,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import * as unknown from './unknown-repository';

const WINDOW_MS = UNKNOWN_CODE_WINDOW_MINUTES * 60_000;
/** Codes this short have no trigram in common with a one-off typo; they are compared one by one. */
const SHORT_CODE = 4;

/**
 * The known code `codeKey` most likely mistypes: a unique code the check character repairs (one symbol
 * wrong, two swapped, one missing or doubled), else a code one character off (by edit distance, swaps
 * counted as one). Null when nothing is that close.
 */
export async function suggestKnownCode(
  db: Database,
  accountId: number,
  codeKey: string,
): Promise<{ code: string; discountId: number | null } | null> {
  if (Math.abs(codeKey.length - GENERATED_CODE_LENGTH) <= 1) {
    const repaired = await unknown.findUniqueByKeys(db, accountId, generatedCodeRepairs(codeKey));
    if (repaired) return { code: repaired.codeKey, discountId: null };
  }
  const candidates = await unknown.findCodeCandidates(db, accountId, codeKey, SHORT_CODE + 1);
  let best: { code: string; discountId: number; distance: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.codeKey === codeKey) continue;
    const distance = editDistanceWithin(codeKey, candidate.codeKey, 1);
    if (distance <= 1 && (best === null || distance < best.distance)) {
      best = { code: candidate.code, discountId: candidate.id, distance };
    }
  }
  return best && { code: best.code, discountId: best.discountId };
}

/**
 * Counts a try of a code the account does not know, with where it came from; the first sight of a
 * spelling looks for the code it mistypes. A check from an address that now has more than the allowed
 * unknown tries in the window flags the address.
 */
export async function recordUnknownCode(
  db: Database,
  accountId: number,
  typed: string,
  attempt: unknown.Attempt,
): Promise<void> {
  const codeKey = discountCodeKey(typed);
  const row = await unknown.upsertUnknown(db, accountId, codeKey, typed.trim().slice(0, 200), attempt);
  await unknown.insertAttempt(db, accountId, row.id, attempt);
  if (row.isNew) {
    const suggestion = await suggestKnownCode(db, accountId, codeKey);
    if (suggestion) await unknown.setSuggestion(db, row.id, suggestion);
  }
  if (attempt.address !== null) {
    const times = await unknown.attemptTimesSince(
      db,
      accountId,
      attempt.address,
      new Date(attempt.at.getTime() - WINDOW_MS),
    );
    if (times.length > UNKNOWN_CODE_ATTEMPTS_MAX) {
      await unknown.flagAddress(db, accountId, attempt.address, times.length, attempt.at);
    }
  }
}

/**
 * Seconds the address must wait before its next check, or 0: an address with more than the allowed
 * unknown tries in the window is slowed to what the window lets through (each try leaving it frees one).
 */
export async function guessingWait(
  db: Database,
  accountId: number,
  address: string,
  now: Date,
): Promise<number> {
  const times = await unknown.attemptTimesSince(db, accountId, address, new Date(now.getTime() - WINDOW_MS));
  if (times.length <= UNKNOWN_CODE_ATTEMPTS_MAX) return 0;
  // The window must lose its oldest tries until no more than the maximum are left.
  const freeing = times[times.length - UNKNOWN_CODE_ATTEMPTS_MAX - 1] as Date;
  return Math.max(1, Math.ceil((freeing.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/** An unknown code on an order, once per order (an order told again is not another try). */
export async function recordUnknownOrderCode(
  db: Database,
  accountId: number,
  typed: string,
  orderId: string,
  totalOre: number,
  placedAt: Date,
): Promise<void> {
  if (await unknown.hasOrderAttempt(db, accountId, discountCodeKey(typed), orderId)) return;
  await recordUnknownCode(db, accountId, typed, {
    source: 'order',
    orderId,
    cartTotalOre: totalOre,
    address: null,
    at: placedAt,
  });
}
