import type { UNKNOWN_CODE_SORTS } from '@butikkpanel/contracts';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  discountSuspectAddresses,
  discounts,
  discountUniqueCodes,
  discountUnknownAttempts,
  discountUnknownCodes,
} from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type UnknownRow = typeof discountUnknownCodes.$inferSelect;

export interface Attempt {
  source: 'check' | 'order';
  orderId: string | null;
  cartTotalOre: number | null;
  address: string | null;
  at: Date;
}

/**
 * Counts one more try of an unknown spelling (made on first sight) and writes the try, in one statement;
 * answers the spelling's id, whether it is new, and (for a try with an address) how many unknown tries the
 * address has made since `since`, this one included.
 */
export async function recordAttempt(
  db: Database,
  accountId: number,
  codeKey: string,
  typed: string,
  attempt: Attempt,
  since: Date,
): Promise<{ id: number; isNew: boolean; recent: number }> {
  const check = attempt.source === 'check' ? 1 : 0;
  const result = await db.execute(sql`
    with code as (
      insert into ${discountUnknownCodes} (account_id, code_key, code, attempts, checks, orders, first_at, last_at)
      values (${accountId}, ${codeKey}, ${typed}, 1, ${check}, ${1 - check}, ${attempt.at}, ${attempt.at})
      on conflict (account_id, code_key) do update set
        attempts = ${discountUnknownCodes}.attempts + 1,
        checks = ${discountUnknownCodes}.checks + excluded.checks,
        orders = ${discountUnknownCodes}.orders + excluded.orders,
        first_at = least(${discountUnknownCodes}.first_at, excluded.first_at),
        last_at = greatest(${discountUnknownCodes}.last_at, excluded.last_at)
      returning id, (xmax = 0) as is_new
    ), attempt as (
      insert into ${discountUnknownAttempts} (account_id, unknown_id, source, order_id, cart_total_ore, address, at)
      select ${accountId}, id, ${attempt.source}, ${attempt.orderId}, ${attempt.cartTotalOre}, ${attempt.address}, ${attempt.at}
      from code
    )
    select code.id, code.is_new,
      case when ${attempt.address}::text is null then 0
      -- The statement's snapshot does not see its own new try: it is the + 1.
      else (select count(*)::int from ${discountUnknownAttempts} a
            where a.account_id = ${accountId} and a.address = ${attempt.address} and a.at > ${since}) + 1
      end as recent
    from code`);
  const [row] = (result as unknown as { rows: Array<{ id: number; is_new: boolean; recent: number }> }).rows;
  if (!row) throw new Error('recording an unknown code answered no row');
  return { id: Number(row.id), isNew: row.is_new, recent: Number(row.recent) };
}

/** Spellings of every account whose mistyped code has not been looked for yet, oldest first. */
export async function findUnchecked(db: Database, limit: number) {
  return db
    .select({
      id: discountUnknownCodes.id,
      accountId: discountUnknownCodes.accountId,
      codeKey: discountUnknownCodes.codeKey,
    })
    .from(discountUnknownCodes)
    .where(isNull(discountUnknownCodes.suggestionCheckedAt))
    .orderBy(asc(discountUnknownCodes.id))
    .limit(limit);
}

/** What looking for the mistyped code found (null: nothing close), and that it was looked for. */
export async function setSuggestion(
  db: Database,
  id: number,
  suggestion: { code: string; discountId: number | null } | null,
  checkedAt: Date,
) {
  await db
    .update(discountUnknownCodes)
    .set({
      suggestedCode: suggestion?.code ?? null,
      suggestedDiscountId: suggestion?.discountId ?? null,
      suggestionCheckedAt: checkedAt,
    })
    .where(eq(discountUnknownCodes.id, id));
}

/**
 * The account's code (not archived) with one of these spellings (`keys` hold only code symbols, so the
 * array literal needs no quoting); of several, the one most like `typed` by trigrams. One probe of the
 * unique index per key: asked as `code_key = any(…)`, PostgreSQL answered from the trigram index instead,
 * whose lists for a stem every code shares (RAB, ABA, …) made it 40 ms instead of 1 ms at 100,000 codes.
 */
export async function findCodeByKeys(db: Database, accountId: number, keys: string[], typed: string) {
  if (keys.length === 0) return null;
  const result = await db.execute(sql`
    select d.id, d.code from unnest(${`{${keys.join(',')}}`}::text[]) as k
    cross join lateral (
      select id, code, code_key from ${discounts}
      where account_id = ${accountId} and code_key = k and archived_at is null
      order by account_id, code_key limit 1
    ) d
    order by similarity(d.code_key, ${typed}) desc, d.id
    limit 1`);
  const [row] = (result as unknown as { rows: Array<{ id: number; code: string }> }).rows;
  return row ?? null;
}

/** The unique code with one of these spellings, with its template. */
export async function findUniqueByKeys(db: Database, accountId: number, keys: string[]) {
  if (keys.length === 0) return null;
  const [row] = await db
    .select({ codeKey: discountUniqueCodes.codeKey, templateId: discountUniqueCodes.templateId })
    .from(discountUniqueCodes)
    .where(
      and(
        eq(discountUniqueCodes.accountId, accountId),
        sql`${discountUniqueCodes.codeKey} = any(${`{${keys.join(',')}}`}::text[])`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** When each of the address's unknown tries in the window was, oldest first (the guess limit). */
export async function attemptTimesSince(db: Database, accountId: number, address: string, since: Date) {
  const rows = await preparedGuesses(db).execute({ accountId, address, since: since.toISOString() });
  return rows.map((row) => row.at);
}

/** Every check with a shopper's address runs it beside the code's lookup: built once and prepared. */
const preparedGuesses = preparedPerDatabase((db) =>
  db
    .select({ at: discountUnknownAttempts.at })
    .from(discountUnknownAttempts)
    .where(
      and(
        eq(discountUnknownAttempts.accountId, sql.placeholder('accountId')),
        eq(discountUnknownAttempts.address, sql.placeholder('address')),
        gt(discountUnknownAttempts.at, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    )
    .orderBy(asc(discountUnknownAttempts.at))
    .limit(100)
    .prepare('discounts_guess_times'),
);

export async function flagAddress(
  db: Database,
  accountId: number,
  address: string,
  attempts: number,
  at: Date,
) {
  await db
    .insert(discountSuspectAddresses)
    .values({ accountId, address, flaggedAt: at, lastAt: at, attempts })
    .onConflictDoUpdate({
      target: [discountSuspectAddresses.accountId, discountSuspectAddresses.address],
      set: { lastAt: at, attempts: sql`greatest(${discountSuspectAddresses.attempts}, ${attempts})` },
    });
}

export const listSuspects = (db: Database, accountId: number) =>
  db
    .select()
    .from(discountSuspectAddresses)
    .where(eq(discountSuspectAddresses.accountId, accountId))
    .orderBy(desc(discountSuspectAddresses.lastAt))
    .limit(100);

const SORTS: Record<(typeof UNKNOWN_CODE_SORTS)[number], Parameters<typeof asc>[0]> = {
  attempts: discountUnknownCodes.attempts,
  last_at: discountUnknownCodes.lastAt,
  first_at: discountUnknownCodes.firstAt,
  code: discountUnknownCodes.codeKey,
};

/**
 * Whether a code with the unknown code's spelling exists. The outer columns are named with their table:
 * Drizzle leaves them bare in a one-table select list, where they would mean the subquery's own columns.
 */
const created = sql<boolean>`exists (select 1 from ${discounts} d where d.account_id = ${sql.identifier('discount_unknown_codes')}.account_id and d.code_key = ${sql.identifier('discount_unknown_codes')}.code_key)`;

/**
 * A page of unknown codes. Open: not mapped and no code with the spelling exists; resolved: either.
 * `created` says a code with the spelling exists now.
 */
export async function listUnknown(
  db: Database,
  accountId: number,
  query: {
    q: string;
    sort: (typeof UNKNOWN_CODE_SORTS)[number];
    dir: 'asc' | 'desc';
    status: 'open' | 'resolved';
    page: number;
    per_page: number;
  },
) {
  const resolved = sql`(${discountUnknownCodes.mappedDiscountId} is not null or ${created})`;
  const conditions = [
    eq(discountUnknownCodes.accountId, accountId),
    query.status === 'resolved' ? resolved : sql`not ${resolved}`,
  ];
  if (query.q)
    conditions.push(sql`${discountUnknownCodes.codeKey} ilike ${containsPattern(query.q.toUpperCase())}`);
  const where = and(...conditions);
  const column = SORTS[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: discountUnknownCodes, created })
      .from(discountUnknownCodes)
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), desc(discountUnknownCodes.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(discountUnknownCodes).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findUnknown(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select({ row: discountUnknownCodes, created })
    .from(discountUnknownCodes)
    .where(and(eq(discountUnknownCodes.accountId, accountId), eq(discountUnknownCodes.id, id)));
  return row ?? null;
}

export const recentAttempts = (db: Database, unknownId: number) =>
  db
    .select()
    .from(discountUnknownAttempts)
    .where(eq(discountUnknownAttempts.unknownId, unknownId))
    .orderBy(desc(discountUnknownAttempts.at), desc(discountUnknownAttempts.id))
    .limit(50);

export async function setMapping(db: Database, accountId: number, id: number, discountId: number | null) {
  const [row] = await db
    .update(discountUnknownCodes)
    .set({ mappedDiscountId: discountId })
    .where(and(eq(discountUnknownCodes.accountId, accountId), eq(discountUnknownCodes.id, id)))
    .returning({ id: discountUnknownCodes.id });
  return row !== undefined;
}

export async function hasOrderAttempt(db: Database, accountId: number, codeKey: string, orderId: string) {
  const [row] = await db
    .select({ id: discountUnknownAttempts.id })
    .from(discountUnknownAttempts)
    .innerJoin(discountUnknownCodes, eq(discountUnknownCodes.id, discountUnknownAttempts.unknownId))
    .where(
      and(
        eq(discountUnknownCodes.accountId, accountId),
        eq(discountUnknownCodes.codeKey, codeKey),
        eq(discountUnknownAttempts.orderId, orderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
