import { DISCOUNT_LIST_COUNT_CAP, type DiscountListQuery, type DiscountSort } from '@butikkpanel/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { discountCodeBatches, discounts, discountUniqueCodes, discountUnknownCodes } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountValues = Pick<
  DiscountRow,
  | 'name'
  | 'code'
  | 'codeKey'
  | 'type'
  | 'amount'
  | 'minimumOrderOre'
  | 'expiresOn'
  | 'usageLimit'
  | 'usageLimitPerCustomer'
  | 'active'
  | 'autoCreateUnique'
>;
export type UniqueCodeRow = typeof discountUniqueCodes.$inferSelect;
export type BatchRow = typeof discountCodeBatches.$inferSelect;

export async function insertDiscount(db: Database, accountId: number, values: DiscountValues, now: Date) {
  const [row] = await db
    .insert(discounts)
    .values({ ...values, accountId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [discounts.accountId, discounts.codeKey] })
    .returning();
  return row ?? null;
}

/** Answers null when another discount of the account already has the code (the unique index says so). */
export async function updateDiscount(
  db: Database,
  accountId: number,
  id: number,
  values: DiscountValues,
  now: Date,
): Promise<DiscountRow | null | 'taken'> {
  try {
    const [row] = await db
      .update(discounts)
      .set({ ...values, updatedAt: now })
      .where(and(eq(discounts.accountId, accountId), eq(discounts.id, id)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function findDiscount(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.accountId, accountId), eq(discounts.id, id)));
  return row ?? null;
}

export async function findDiscountByKey(db: Database, accountId: number, codeKey: string) {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.accountId, accountId), eq(discounts.codeKey, codeKey)));
  return row ?? null;
}

export async function findDiscountsByIds(db: Database, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: discounts.id, code: discounts.code })
    .from(discounts)
    .where(and(eq(discounts.accountId, accountId), inArray(discounts.id, ids)));
}

/** Which of these ids are the account's template codes (those unique codes are cloned from). */
export async function findTemplateIds(db: Database, accountId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(
      and(
        eq(discounts.accountId, accountId),
        inArray(discounts.id, ids),
        eq(discounts.autoCreateUnique, true),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The amounts of these template codes of the account, as a popup names them (per cent, or kroner). */
export async function findTemplateAmounts(
  db: Database,
  accountId: number,
  ids: number[],
): Promise<Map<number, { type: 'percent' | 'sum'; amount: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: discounts.id, type: discounts.type, amount: discounts.amount })
    .from(discounts)
    .where(and(eq(discounts.accountId, accountId), inArray(discounts.id, ids)));
  // Both are stored in hundredths: per cent (12.5 % is 1250) and kroner in øre.
  return new Map(rows.map((row) => [row.id, { type: row.type, amount: row.amount / 100 }]));
}

export async function setArchived(db: Database, accountId: number, id: number, at: Date | null, now: Date) {
  const [row] = await db
    .update(discounts)
    .set({ archivedAt: at, updatedAt: now })
    .where(and(eq(discounts.accountId, accountId), eq(discounts.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteDiscount(db: Database, accountId: number, id: number) {
  await db.delete(discounts).where(and(eq(discounts.accountId, accountId), eq(discounts.id, id)));
}

const SORT_COLUMNS: Record<DiscountSort, Parameters<typeof asc>[0]> = {
  name: discounts.name,
  code: discounts.codeKey,
  amount: discounts.amount,
  expires_on: discounts.expiresOn,
  times_used: discounts.timesUsed,
  last_used_at: discounts.lastUsedAt,
  orders: discounts.ordersCount,
  revenue: discounts.revenueOre,
  created_at: discounts.createdAt,
};

const NULLABLE_SORTS = new Set<DiscountSort>(['expires_on', 'last_used_at']);

/** One page of the account's codes and templates (unique codes live with their template), and the count. */
export async function listDiscounts(db: Database, accountId: number, query: DiscountListQuery) {
  const conditions = [
    eq(discounts.accountId, accountId),
    query.status === 'archived' ? isNotNull(discounts.archivedAt) : isNull(discounts.archivedAt),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(${discounts.name} ilike ${pattern} or ${discounts.codeKey} ilike ${pattern})`);
  }
  const where = and(...conditions);
  const direction = query.dir === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sort];
  // Nulls (never used, no expiry) last either way; the id keeps pages stable between equal values.
  // `nulls last` only where there can be nulls: on the other columns it kept PostgreSQL from reading
  // the (account, column, id) indexes backwards, and it sorted all 100,000 codes for each page.
  const order = !NULLABLE_SORTS.has(query.sort)
    ? direction(column)
    : query.dir === 'asc'
      ? sql`${column} asc nulls last`
      : sql`${column} desc nulls last`;
  const page = (condition: typeof where) =>
    db
      .select()
      .from(discounts)
      .where(condition)
      .orderBy(order, direction(discounts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
  if (!query.q) {
    const [rows, [count]] = await Promise.all([
      page(where),
      db.select({ total: sql<number>`count(*)::int` }).from(discounts).where(where),
    ]);
    return { rows, total: count?.total ?? 0, capped: false };
  }
  // A search first finds its matches, up to the cap (through the trigram indexes). Few matches: the page
  // is sorted from those ids. Many: the page walks the sort's index and stops at a page of matches. Left
  // to the planner, a rare word (11 codes) sometimes walked the whole index backwards looking for 25
  // matches (64 ms at 100,000 codes), and a broad one was counted exactly (a scan of every code).
  const matches = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(where)
    .limit(DISCOUNT_LIST_COUNT_CAP + 1);
  if (matches.length > DISCOUNT_LIST_COUNT_CAP) {
    return { rows: await page(where), total: DISCOUNT_LIST_COUNT_CAP, capped: true };
  }
  const ids = matches.map((match) => match.id);
  const rows =
    ids.length === 0 ? [] : await page(and(eq(discounts.accountId, accountId), inArray(discounts.id, ids)));
  return { rows, total: ids.length, capped: false };
}

// ---- unique codes -----------------------------------------------------------------------------------

export async function findUniqueCodeByKey(db: Database, accountId: number, codeKey: string) {
  const [row] = await db
    .select()
    .from(discountUniqueCodes)
    .where(and(eq(discountUniqueCodes.accountId, accountId), eq(discountUniqueCodes.codeKey, codeKey)));
  return row ?? null;
}

/**
 * The discount a typed spelling names, in one statement: a code or template by its spelling, else the
 * template of a unique code, else the code the merchant mapped the spelling to; with the unique code when
 * it is one. Three index probes in one round trip (as three queries side by side they took three
 * connections and, on two cores, most of a check's time).
 */
export async function findDiscountForSpelling(db: Database, accountId: number, codeKey: string) {
  const [row] = await preparedChecks(db).discountForSpelling.execute({ accountId, codeKey });
  return row ?? null;
}

/**
 * The check's statement, built once and prepared: every checkout's question runs it, and building it was
 * half of a known code's check (p50 2.6 to 1.1 ms in bench/discounts).
 */
const preparedChecks = preparedPerDatabase((db) => {
  const accountId = sql.placeholder('accountId');
  const codeKey = sql.placeholder('codeKey');
  return {
    discountForSpelling: db
      .select({ discount: discounts, unique: discountUniqueCodes })
      .from(discounts)
      .leftJoin(
        discountUniqueCodes,
        and(
          eq(discountUniqueCodes.accountId, accountId),
          eq(discountUniqueCodes.codeKey, codeKey),
          eq(discountUniqueCodes.templateId, discounts.id),
        ),
      )
      .where(
        and(
          eq(discounts.accountId, accountId),
          eq(
            discounts.id,
            sql`coalesce(
              (select d.id from ${discounts} d where d.account_id = ${accountId} and d.code_key = ${codeKey}),
              (select u.template_id from ${discountUniqueCodes} u where u.account_id = ${accountId} and u.code_key = ${codeKey}),
              (select m.mapped_discount_id from ${discountUnknownCodes} m where m.account_id = ${accountId} and m.code_key = ${codeKey})
            )`,
          ),
        ),
      )
      .prepare('discounts_for_spelling'),
  };
});

/**
 * Inserts codes (skipping any that exist in the account, as a unique code or a typed code); answers how
 * many went in.
 */
export async function insertUniqueCodes(
  db: Database,
  rows: { accountId: number; templateId: number; batchId: number | null; recipient: string | null },
  codes: string[],
  now: Date,
): Promise<string[]> {
  // One array parameter (generated codes hold only alphabet symbols, so the literal needs no quoting).
  const result = await db.execute(sql`
    insert into ${discountUniqueCodes} (account_id, template_id, batch_id, code_key, recipient, created_at)
    select ${rows.accountId}, ${rows.templateId}, ${rows.batchId}, c, ${rows.recipient}, ${now}
    from unnest(${`{${codes.join(',')}}`}::text[]) as c
    where not exists (select 1 from ${discounts} d where d.account_id = ${rows.accountId} and d.code_key = c)
    on conflict (account_id, code_key) do nothing
    returning code_key`);
  return (result as unknown as { rows: Array<{ code_key: string }> }).rows.map((row) => row.code_key);
}

/** New statistics for the unique codes after a large batch. */
export async function analyzeUniqueCodes(db: Database) {
  await db.execute(sql`analyze ${discountUniqueCodes}`);
}

export async function uniqueCodeTotals(db: Database, templateId: number) {
  const [row] = await db
    .select({
      created: sql<number>`count(*)::int`,
      used: sql<number>`count(${discountUniqueCodes.usedAt})::int`,
    })
    .from(discountUniqueCodes)
    .where(eq(discountUniqueCodes.templateId, templateId));
  return row ?? { created: 0, used: 0 };
}

export async function hasUniqueCodes(db: Database, templateId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discountUniqueCodes.id })
    .from(discountUniqueCodes)
    .where(eq(discountUniqueCodes.templateId, templateId))
    .limit(1);
  return row !== undefined;
}

export async function listUniqueCodes(
  db: Database,
  templateId: number,
  query: { used: 'all' | 'used' | 'unused'; q: string; page: number; per_page: number },
) {
  const conditions = [eq(discountUniqueCodes.templateId, templateId)];
  if (query.used === 'used') conditions.push(isNotNull(discountUniqueCodes.usedAt));
  if (query.used === 'unused') conditions.push(isNull(discountUniqueCodes.usedAt));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`(${discountUniqueCodes.codeKey} ilike ${pattern} or ${discountUniqueCodes.recipient} ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(discountUniqueCodes)
      .where(where)
      .orderBy(desc(discountUniqueCodes.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(discountUniqueCodes).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every unique code of a template, oldest first, for the CSV (a campaign's mail merge). */
export const allUniqueCodes = (db: Database, templateId: number) =>
  db
    .select()
    .from(discountUniqueCodes)
    .where(eq(discountUniqueCodes.templateId, templateId))
    .orderBy(asc(discountUniqueCodes.id));

// ---- batches ------------------------------------------------------------------------------------------

export async function insertBatch(
  db: Database,
  values: { accountId: number; templateId: number; requested: number },
  now: Date,
) {
  const [row] = await db
    .insert(discountCodeBatches)
    .values({ ...values, createdAt: now })
    .returning();
  return row as BatchRow;
}

export async function findBatch(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(discountCodeBatches)
    .where(and(eq(discountCodeBatches.accountId, accountId), eq(discountCodeBatches.id, id)));
  return row ?? null;
}

export async function findBatchById(db: Database, id: number) {
  const [row] = await db.select().from(discountCodeBatches).where(eq(discountCodeBatches.id, id));
  return row ?? null;
}

export const listBatches = (db: Database, templateId: number) =>
  db
    .select()
    .from(discountCodeBatches)
    .where(eq(discountCodeBatches.templateId, templateId))
    .orderBy(desc(discountCodeBatches.id))
    .limit(20);

export async function updateBatch(
  db: Database,
  id: number,
  values: Partial<Pick<BatchRow, 'generated' | 'status' | 'finishedAt'>>,
) {
  await db.update(discountCodeBatches).set(values).where(eq(discountCodeBatches.id, id));
}

// ---- the feed -------------------------------------------------------------------------------------------

/** Codes a checkout can take today (`today` is the Oslo day): active, not archived, not expired, not templates. */
export const feedCodes = (db: Database, accountId: number, today: string, afterId: number, limit: number) =>
  db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.accountId, accountId),
        eq(discounts.active, true),
        eq(discounts.autoCreateUnique, false),
        isNull(discounts.archivedAt),
        sql`(${discounts.expiresOn} is null or ${discounts.expiresOn} >= ${today})`,
        sql`${discounts.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(discounts.id))
    .limit(limit);

/** Unused unique codes of templates that are active and not expired, with the template's rules. */
export const feedUniqueCodes = (
  db: Database,
  accountId: number,
  today: string,
  afterId: number,
  limit: number,
) =>
  db
    .select({ id: discountUniqueCodes.id, codeKey: discountUniqueCodes.codeKey, template: discounts })
    .from(discountUniqueCodes)
    .innerJoin(discounts, eq(discounts.id, discountUniqueCodes.templateId))
    .where(
      and(
        eq(discountUniqueCodes.accountId, accountId),
        isNull(discountUniqueCodes.usedAt),
        eq(discounts.active, true),
        isNull(discounts.archivedAt),
        sql`(${discounts.expiresOn} is null or ${discounts.expiresOn} >= ${today})`,
        sql`${discountUniqueCodes.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(discountUniqueCodes.id))
    .limit(limit);

/**
 * The codes an e-mail can show: the account's active codes and templates that are not archived, newest
 * first (e-mail's code-source pickers).
 */
export async function listMailableDiscounts(db: Database, accountId: number) {
  return db
    .select({
      id: discounts.id,
      name: discounts.name,
      code: discounts.code,
      unique: discounts.autoCreateUnique,
      active: discounts.active,
      archivedAt: discounts.archivedAt,
    })
    .from(discounts)
    .where(and(eq(discounts.accountId, accountId), eq(discounts.active, true), isNull(discounts.archivedAt)))
    .orderBy(desc(discounts.id))
    .limit(1000);
}
