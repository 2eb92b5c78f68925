import type { PopupSettings } from '@butikkpanel/contracts';
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  popupAudience,
  popupCodes,
  popupShows,
  popupSubmissions,
  popups,
  popupVariants,
} from '../../db/schema';
import { ordersAfterTouchesByKey } from '../shop-data';

export type PopupRow = typeof popups.$inferSelect;
export type VariantRow = typeof popupVariants.$inferSelect;
export type SubmissionRow = typeof popupSubmissions.$inferSelect;

/** Every function takes the account first: no query here reaches another account's popups. */
export async function listPopups(db: Database, accountId: number) {
  return db
    .select()
    .from(popups)
    .where(eq(popups.accountId, accountId))
    .orderBy(asc(popups.name), asc(popups.id));
}

export async function findPopup(db: Database, accountId: number, id: number): Promise<PopupRow | null> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.id, id)));
  return row ?? null;
}

export async function insertPopup(
  db: Database,
  accountId: number,
  values: { name: string; settings: PopupSettings; discountTemplateId?: number | null },
  now: Date,
): Promise<PopupRow> {
  const [row] = await db
    .insert(popups)
    .values({ accountId, ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('inserting a popup answered no row');
  return row;
}

export async function updatePopup(
  db: Database,
  accountId: number,
  id: number,
  values: Partial<Pick<PopupRow, 'name' | 'settings' | 'status' | 'discountTemplateId'>>,
  now: Date,
): Promise<PopupRow | null> {
  const [row] = await db
    .update(popups)
    .set({ ...values, updatedAt: now })
    .where(and(eq(popups.accountId, accountId), eq(popups.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePopup(db: Database, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.id, id)))
    .returning({ id: popups.id });
  return rows.length > 0;
}

export async function variantsOf(db: Database, accountId: number, popupIds: number[]): Promise<VariantRow[]> {
  if (popupIds.length === 0) return [];
  return db
    .select()
    .from(popupVariants)
    .where(and(eq(popupVariants.accountId, accountId), inArray(popupVariants.popupId, popupIds)))
    .orderBy(asc(popupVariants.id));
}

export async function insertVariant(
  db: Database,
  accountId: number,
  values: Pick<VariantRow, 'popupId' | 'name' | 'weight' | 'html' | 'css' | 'project'>,
  now: Date,
): Promise<VariantRow> {
  const [row] = await db
    .insert(popupVariants)
    .values({ accountId, ...values, updatedAt: now })
    .returning();
  if (!row) throw new Error('inserting a popup variant answered no row');
  return row;
}

export async function updateVariant(
  db: Database,
  accountId: number,
  popupId: number,
  id: number,
  values: Partial<Pick<VariantRow, 'html' | 'css' | 'project' | 'weight'>>,
  now: Date,
): Promise<VariantRow | null> {
  const [row] = await db
    .update(popupVariants)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(popupVariants.accountId, accountId),
        eq(popupVariants.popupId, popupId),
        eq(popupVariants.id, id),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteVariant(db: Database, accountId: number, popupId: number, id: number) {
  const rows = await db
    .delete(popupVariants)
    .where(
      and(
        eq(popupVariants.accountId, accountId),
        eq(popupVariants.popupId, popupId),
        eq(popupVariants.id, id),
      ),
    )
    .returning({ id: popupVariants.id });
  return rows.length > 0;
}

/** Views and submissions per variant of these popups. */
export async function countsByVariant(db: Database, accountId: number, popupIds: number[]) {
  if (popupIds.length === 0)
    return { views: new Map<number, number>(), submissions: new Map<number, number>() };
  const [views, submissions] = await Promise.all([
    db
      .select({ variantId: popupShows.variantId, n: count() })
      .from(popupShows)
      .where(and(eq(popupShows.accountId, accountId), inArray(popupShows.popupId, popupIds)))
      .groupBy(popupShows.variantId),
    db
      .select({ variantId: popupSubmissions.variantId, n: count() })
      .from(popupSubmissions)
      .where(and(eq(popupSubmissions.accountId, accountId), inArray(popupSubmissions.popupId, popupIds)))
      .groupBy(popupSubmissions.variantId),
  ]);
  return {
    views: new Map(views.map((row) => [row.variantId, Number(row.n)])),
    submissions: new Map(submissions.map((row) => [row.variantId, Number(row.n)])),
  };
}

/**
 * The orders (not cancelled) each address placed within `days` of its first submit to each of these popups, per
 * popup: the same attribution as `ordersAfterClicks` (shop-data), in one statement for the whole list, so the
 * submitters never travel to the server and back once per popup (20 popups with 1,000 submitters each took
 * 20 round trips of 1,000 addresses; bench/popups.ts). The first submits are this module's query; shop-data
 * joins its orders to them.
 */
export function ordersAfterFirstSubmits(
  db: Database,
  accountId: number,
  popupIds: number[],
  days: number,
): Promise<Map<number, { orders: number; totalOre: number }>> {
  if (popupIds.length === 0) return Promise.resolve(new Map());
  const firstSubmits = sql`select ${popupSubmissions.popupId} as key, ${popupSubmissions.email} as email,
      min(${popupSubmissions.submittedAt}) as at
    from ${popupSubmissions}
    where ${and(
      eq(popupSubmissions.accountId, accountId),
      inArray(popupSubmissions.popupId, popupIds),
      sql`${popupSubmissions.email} is not null`,
    )}
    group by 1, 2`;
  return ordersAfterTouchesByKey(db, accountId, firstSubmits, days);
}

export async function insertShow(db: Database, values: typeof popupShows.$inferInsert) {
  await db.insert(popupShows).values(values);
}

/** Stores a submit unless its submit id was stored before; answers the row that is stored either way. */
export async function insertSubmission(
  db: Database,
  values: typeof popupSubmissions.$inferInsert,
): Promise<{ row: SubmissionRow; isNew: boolean }> {
  const [inserted] = await db.insert(popupSubmissions).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, isNew: true };
  const [existing] = await db
    .select()
    .from(popupSubmissions)
    .where(and(eq(popupSubmissions.popupId, values.popupId), eq(popupSubmissions.submitId, values.submitId)));
  if (!existing) throw new Error('a popup submission neither inserted nor found');
  return { row: existing, isNew: false };
}

export async function findSubmission(db: Database, popupId: number, submitId: string) {
  const [row] = await db
    .select()
    .from(popupSubmissions)
    .where(and(eq(popupSubmissions.popupId, popupId), eq(popupSubmissions.submitId, submitId)));
  return row ?? null;
}

export async function setSubmissionCode(db: Database, id: number, code: string) {
  await db.update(popupSubmissions).set({ code }).where(eq(popupSubmissions.id, id));
}

/** Has this visitor (or address) submitted any of the account's popups? (hide from subscribers) */
export async function hasSubmitted(db: Database, accountId: number, visitorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: popupSubmissions.id })
    .from(popupSubmissions)
    .where(and(eq(popupSubmissions.accountId, accountId), eq(popupSubmissions.visitorId, visitorId)))
    .limit(1);
  return row !== undefined;
}

/** The active popups of an account with their variants (the widget's list). */
export async function activePopups(db: Database, accountId: number) {
  return db
    .select()
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.status, 'active')))
    .orderBy(asc(popups.id));
}

/**
 * The one code of this address from this popup: claimed first by the primary key, so a submit racing this
 * one waits for this transaction and then finds its code; `mint` runs only for the first claim.
 */
export async function claimCode(
  db: Database,
  accountId: number,
  popupId: number,
  email: string,
  now: Date,
  mint: () => Promise<string>,
): Promise<string> {
  const [claimed] = await db
    .insert(popupCodes)
    .values({ accountId, popupId, email, createdAt: now })
    .onConflictDoNothing()
    .returning({ email: popupCodes.email });
  if (claimed) {
    const code = await mint();
    await db
      .update(popupCodes)
      .set({ code })
      .where(and(eq(popupCodes.popupId, popupId), eq(popupCodes.email, email)));
    return code;
  }
  const [existing] = await db
    .select({ code: popupCodes.code })
    .from(popupCodes)
    .where(
      and(eq(popupCodes.accountId, accountId), eq(popupCodes.popupId, popupId), eq(popupCodes.email, email)),
    );
  if (!existing?.code) throw new Error('a claimed popup code has no code');
  return existing.code;
}

/** The code reached its owner (in the submit's answer, or by mail): it is not mailed again. */
export async function markCodeDelivered(
  db: Database,
  accountId: number,
  popupId: number,
  email: string,
  now: Date,
) {
  await db
    .update(popupCodes)
    .set({ mailedAt: now })
    .where(
      and(eq(popupCodes.accountId, accountId), eq(popupCodes.popupId, popupId), eq(popupCodes.email, email)),
    );
}

/** The codes this address was given and has not had yet (double opt-in: mailed once it is confirmed). */
export async function undeliveredCodes(db: Database, accountId: number, email: string) {
  return db
    .select({ popupId: popupCodes.popupId, code: popupCodes.code })
    .from(popupCodes)
    .where(
      and(
        eq(popupCodes.accountId, accountId),
        eq(popupCodes.email, email),
        isNull(popupCodes.mailedAt),
        sql`${popupCodes.code} is not null`,
      ),
    )
    .orderBy(asc(popupCodes.createdAt));
}

/** Submits to the account since `since`, by one address, from one IP to one popup, and from one network. */
export async function recentSubmits(
  db: Database,
  accountId: number,
  by: { email: string | null; popupId: number; ip: string; network: string },
  since: { day: Date; hour: Date },
) {
  const recent = and(eq(popupSubmissions.accountId, accountId), gte(popupSubmissions.submittedAt, since.day));
  const [row] = await db
    .select({
      byEmail:
        by.email === null
          ? sql<number>`0`
          : sql<number>`count(*) filter (where ${popupSubmissions.email} = ${by.email})`,
      byIp: sql<number>`count(*) filter (where ${popupSubmissions.popupId} = ${by.popupId} and ${popupSubmissions.ip} = ${by.ip})`,
      byNetwork: sql<number>`count(*) filter (where ${popupSubmissions.network} = ${by.network} and ${popupSubmissions.submittedAt} >= ${since.hour.toISOString()}::timestamptz)`,
    })
    .from(popupSubmissions)
    .where(recent);
  return {
    byEmail: Number(row?.byEmail ?? 0),
    byIp: Number(row?.byIp ?? 0),
    byNetwork: Number(row?.byNetwork ?? 0),
  };
}

/** One indexed row at most (popups_account_idx): the loader only needs to know whether to import the popup chunk. */
export async function hasActivePopup(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: popups.id })
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/** Of these ids, the account's popups (a flow's "join popup" step names one). */
export async function findPopupIds(
  db: Database,
  accountId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: popups.id })
    .from(popups)
    .where(and(eq(popups.accountId, accountId), inArray(popups.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Adds a customer to the audience of one of the account's popups; false when the account has no such popup
 * (deleted since the flow was saved). Joining twice changes nothing.
 */
export async function addToAudience(
  db: Database,
  accountId: number,
  popupId: number,
  email: string,
  flowId: number | null,
  now: Date,
): Promise<boolean> {
  const [popup] = await db
    .select({ id: popups.id })
    .from(popups)
    .where(and(eq(popups.accountId, accountId), eq(popups.id, popupId)));
  if (!popup) return false;
  await db
    .insert(popupAudience)
    .values({ accountId, popupId, email: email.toLowerCase(), flowId, addedAt: now })
    .onConflictDoNothing();
  return true;
}

/** Of these popups, those whose audience has this address. */
export async function audiencePopupsOf(
  db: Database,
  accountId: number,
  popupIds: readonly number[],
  email: string,
): Promise<Set<number>> {
  if (popupIds.length === 0) return new Set();
  const rows = await db
    .select({ popupId: popupAudience.popupId })
    .from(popupAudience)
    .where(
      and(
        eq(popupAudience.accountId, accountId),
        eq(popupAudience.email, email.toLowerCase()),
        inArray(popupAudience.popupId, [...popupIds]),
      ),
    );
  return new Set(rows.map((row) => row.popupId));
}
