import {
  DISCOUNT_CODE_MAX_LENGTH,
  discountCodeKey,
  GENERATED_CODE_LENGTH,
  generatedCodeRepairs,
  JOB_PAYLOADS,
  UNKNOWN_CODE_ATTEMPTS_MAX,
  UNKNOWN_CODE_WINDOW_MINUTES,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { defineJob, type Schedule } from '../../platform';
import * as unknown from './unknown-repository';

const WINDOW_MS = UNKNOWN_CODE_WINDOW_MINUTES * 60_000;
/** The symbols of a code's compared spelling (DISCOUNT_CODE_PATTERN in upper case). */
const KEY_SYMBOLS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ÆØÅ_-'];
const KEY_PATTERN = /^[A-Z0-9ÆØÅ_-]+$/;

/**
 * Every spelling a code could have that `codeKey` mistypes by one character (one missing, one extra, one
 * wrong, two neighbours swapped), keeping only those a code can have: a few hundred keys, which the
 * account's unique index answers exactly. Trigrams could not: codes that share a stem (RABATT1…RABATT99999)
 * all look alike to them, and ranking thousands of them took 100+ ms.
 */
export function oneEditAway(codeKey: string): string[] {
  const keys = new Set<string>();
  const chars = [...codeKey];
  for (let i = 0; i <= chars.length; i++) {
    const before = chars.slice(0, i).join('');
    const after = chars.slice(i).join('');
    for (const symbol of KEY_SYMBOLS) keys.add(before + symbol + after);
    if (i < chars.length) {
      const rest = chars.slice(i + 1).join('');
      keys.add(before + rest);
      for (const symbol of KEY_SYMBOLS) keys.add(before + symbol + rest);
      if (i + 1 < chars.length) keys.add(before + chars[i + 1] + chars[i] + chars.slice(i + 2).join(''));
    }
  }
  keys.delete(codeKey);
  return [...keys].filter((key) => key.length <= DISCOUNT_CODE_MAX_LENGTH && KEY_PATTERN.test(key));
}

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
  if ([...codeKey].length > DISCOUNT_CODE_MAX_LENGTH + 1) return null;
  const near = await unknown.findCodeByKeys(db, accountId, oneEditAway(codeKey), codeKey);
  return near && { code: near.code, discountId: near.id };
}

/** Looks, now, for the code a spelling seen for the first time mistypes. */
export type SuggestFor = (unknownId: number, codeKey: string) => Promise<void>;

/** Looks for the code a spelling mistypes and stores what it found (or that it looked), in `db`'s transaction. */
export const suggestNow =
  (db: Database, accountId: number, now: Date): SuggestFor =>
  async (unknownId, codeKey) => {
    const suggestion = await suggestKnownCode(db, accountId, codeKey);
    await unknown.setSuggestion(db, unknownId, suggestion, now);
  };

/**
 * Counts a try of a code the account does not know, with where it came from; the first sight of a
 * spelling is handed to `suggest`, or with null left to the batch job (`suggestCodesJob`). A check from an address that now has more than the allowed unknown
 * tries in the window flags the address.
 */
export async function recordUnknownCode(
  db: Database,
  accountId: number,
  typed: string,
  attempt: unknown.Attempt,
  suggest: SuggestFor | null,
): Promise<void> {
  const codeKey = discountCodeKey(typed);
  const since = new Date(attempt.at.getTime() - WINDOW_MS);
  const row = await unknown.recordAttempt(db, accountId, codeKey, typed.trim().slice(0, 200), attempt, since);
  if (row.isNew && suggest) await suggest(row.id, codeKey);
  if (attempt.address !== null && row.recent > UNKNOWN_CODE_ATTEMPTS_MAX) {
    await unknown.flagAddress(db, accountId, attempt.address, row.recent, attempt.at);
  }
}

const SUGGEST_BATCH = 200;
/** A run stops taking new batches after this, well inside the minute before the next slot's run. */
const SUGGEST_RUN_BUDGET_MS = 30_000;

/**
 * The suggestions for spellings checkouts saw first, every minute over those not yet looked at. A check
 * only writes the spelling: the probe of a few hundred spellings (about 2 ms at 100,000 codes) and, before
 * this, a job written per new spelling were the slowest part of the shopper's wait. Not one transaction:
 * each spelling's answer stands alone, and looking twice (a run cut off, an overlapping run) is harmless.
 */
export const suggestCodesJob = defineJob({
  kind: 'discounts.suggest_codes',
  payload: JOB_PAYLOADS['discounts.suggest_codes'],
  transactional: false,
  handle: async (_payload, { db, now }) => {
    // Elapsed time of this run, not the calendar: the injected clock stands still in tests.
    const started = performance.now();
    for (;;) {
      const batch = await unknown.findUnchecked(db, SUGGEST_BATCH);
      for (const row of batch) await suggestNow(db, row.accountId, now)(row.id, row.codeKey);
      if (batch.length < SUGGEST_BATCH || performance.now() - started > SUGGEST_RUN_BUDGET_MS) return;
    }
  },
});

export const suggestCodesSchedule: Schedule = { kind: 'discounts.suggest_codes', at: { everyMinutes: 1 } };

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
  // Orders are counted in a listener job already: the suggestion is looked for at once.
  await recordUnknownCode(
    db,
    accountId,
    typed,
    { source: 'order', orderId, cartTotalOre: totalOre, address: null, at: placedAt },
    suggestNow(db, accountId, placedAt),
  );
}
