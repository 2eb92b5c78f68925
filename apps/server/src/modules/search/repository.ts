import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  searchCustomPhrases,
  searchCustomResults,
  searchKeywords,
  searchLog,
  searchRevisions,
  searchSettings,
  searchSynonyms,
  searchWidgets,
} from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Transaction;

export type KeywordRow = typeof searchKeywords.$inferSelect;
export type SynonymRow = typeof searchSynonyms.$inferSelect;
export type CustomResultRow = typeof searchCustomResults.$inferSelect;
export type WidgetRow = typeof searchWidgets.$inferSelect;

/** Every tuning write ends here, in its transaction: each instance's copy of the tuning is then stale. */
export async function bumpRevision(db: Writer, accountId: number) {
  await db
    .insert(searchRevisions)
    .values({ accountId, revision: 1 })
    .onConflictDoUpdate({
      target: searchRevisions.accountId,
      set: { revision: sql`${searchRevisions.revision} + 1` },
    });
}

/**
 * What every search reads first, in one round trip: whether the account may be searched (active, with the
 * search package), its shop domains (for CORS), and the revisions of its catalogue and tuning.
 */
export function prepareSearchStateQuery(db: Database) {
  return db
    .select({
      isActive: accounts.isActive,
      // Plain SQL with aliases: drizzle leaves column names unqualified inside a single-table select.
      hasSearch: sql<boolean>`exists (select 1 from account_plans ap join plan_packages pp on pp.plan_id = ap.plan_id where ap.account_id = "accounts"."id" and pp.package_key = 'PACKAGE_SEARCH')`,
      hosts: sql<
        string[] | null
      >`(select array_agg(d.host) from shop_domains d where d.account_id = "accounts"."id")`,
      catalogue: sql<
        string | number | null
      >`(select c.revision from shop_catalogue_revisions c where c.account_id = "accounts"."id")`,
      tuning: sql<
        string | number | null
      >`(select r.revision from search_revisions r where r.account_id = "accounts"."id")`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('search_state');
}

// ---------- keywords ----------

export const listKeywords = (db: Database, accountId: number) =>
  db
    .select()
    .from(searchKeywords)
    .where(eq(searchKeywords.accountId, accountId))
    .orderBy(asc(searchKeywords.keyword));

export async function findKeyword(db: Writer, accountId: number, id: string) {
  const [row] = await db
    .select()
    .from(searchKeywords)
    .where(and(eq(searchKeywords.accountId, accountId), eq(searchKeywords.id, id)));
  return row ?? null;
}

export async function findKeywordByWord(db: Writer, accountId: number, keyword: string) {
  const [row] = await db
    .select({ id: searchKeywords.id })
    .from(searchKeywords)
    .where(and(eq(searchKeywords.accountId, accountId), eq(searchKeywords.keyword, keyword)));
  return row ?? null;
}

export async function insertKeyword(
  db: Writer,
  accountId: number,
  values: { keyword: string; content: string },
) {
  const [row] = await db
    .insert(searchKeywords)
    .values({ accountId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateKeyword(
  db: Writer,
  accountId: number,
  id: string,
  values: { keyword: string; content: string },
  now: Date,
) {
  const [row] = await db
    .update(searchKeywords)
    .set({ ...values, updatedAt: now })
    .where(and(eq(searchKeywords.accountId, accountId), eq(searchKeywords.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteKeyword(db: Writer, accountId: number, id: string) {
  const rows = await db
    .delete(searchKeywords)
    .where(and(eq(searchKeywords.accountId, accountId), eq(searchKeywords.id, id)))
    .returning({ id: searchKeywords.id });
  return rows.length > 0;
}

// ---------- synonyms ----------

export const listSynonyms = (db: Database, accountId: number) =>
  db
    .select()
    .from(searchSynonyms)
    .where(eq(searchSynonyms.accountId, accountId))
    .orderBy(asc(searchSynonyms.word));

export async function findSynonym(db: Writer, accountId: number, id: string) {
  const [row] = await db
    .select()
    .from(searchSynonyms)
    .where(and(eq(searchSynonyms.accountId, accountId), eq(searchSynonyms.id, id)));
  return row ?? null;
}

type SynonymValues = { word: string; synonyms: string[]; twoWay: boolean };

export async function insertSynonym(db: Writer, accountId: number, values: SynonymValues) {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ accountId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateSynonym(
  db: Writer,
  accountId: number,
  id: string,
  values: SynonymValues,
  now: Date,
) {
  const [row] = await db
    .update(searchSynonyms)
    .set({ ...values, updatedAt: now })
    .where(and(eq(searchSynonyms.accountId, accountId), eq(searchSynonyms.id, id)))
    .returning();
  return row ?? null;
}

export async function findSynonymByWord(db: Writer, accountId: number, word: string) {
  const [row] = await db
    .select({ id: searchSynonyms.id })
    .from(searchSynonyms)
    .where(and(eq(searchSynonyms.accountId, accountId), eq(searchSynonyms.word, word)));
  return row ?? null;
}

export async function deleteSynonym(db: Writer, accountId: number, id: string) {
  const rows = await db
    .delete(searchSynonyms)
    .where(and(eq(searchSynonyms.accountId, accountId), eq(searchSynonyms.id, id)))
    .returning({ id: searchSynonyms.id });
  return rows.length > 0;
}

// ---------- custom results ----------

export const listCustomResults = (db: Database, accountId: number) =>
  db
    .select()
    .from(searchCustomResults)
    .where(eq(searchCustomResults.accountId, accountId))
    .orderBy(asc(searchCustomResults.phrase), asc(searchCustomResults.createdAt));

export async function findCustomResult(db: Writer, accountId: number, id: string) {
  const [row] = await db
    .select()
    .from(searchCustomResults)
    .where(and(eq(searchCustomResults.accountId, accountId), eq(searchCustomResults.id, id)));
  return row ?? null;
}

type CustomResultValues = {
  phrase: string;
  commaSeparated: boolean;
  merge: boolean;
  included: string[];
  excluded: string[];
};

export async function insertCustomResult(db: Writer, accountId: number, values: CustomResultValues) {
  const [row] = await db
    .insert(searchCustomResults)
    .values({ accountId, ...values })
    .returning();
  return row as CustomResultRow;
}

export async function updateCustomResult(
  db: Writer,
  accountId: number,
  id: string,
  values: CustomResultValues,
  now: Date,
) {
  const [row] = await db
    .update(searchCustomResults)
    .set({ ...values, updatedAt: now })
    .where(and(eq(searchCustomResults.accountId, accountId), eq(searchCustomResults.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCustomResult(db: Writer, accountId: number, id: string) {
  const rows = await db
    .delete(searchCustomResults)
    .where(and(eq(searchCustomResults.accountId, accountId), eq(searchCustomResults.id, id)))
    .returning({ id: searchCustomResults.id });
  return rows.length > 0;
}

/** The phrases of other custom results among `phrases` (the unique index would refuse them). */
export async function phrasesTakenByOthers(
  db: Writer,
  accountId: number,
  phrases: string[],
  ownId: string | null,
) {
  if (phrases.length === 0) return [];
  const rows = await db
    .select({ phrase: searchCustomPhrases.phrase, owner: searchCustomPhrases.customResultId })
    .from(searchCustomPhrases)
    .where(and(eq(searchCustomPhrases.accountId, accountId), inArray(searchCustomPhrases.phrase, phrases)));
  return rows.filter((row) => row.owner !== ownId).map((row) => row.phrase);
}

/** False when another custom result claimed one of the phrases meanwhile (the caller rolls back). */
export async function replaceCustomPhrases(
  db: Writer,
  accountId: number,
  customResultId: string,
  phrases: string[],
) {
  await db.delete(searchCustomPhrases).where(eq(searchCustomPhrases.customResultId, customResultId));
  if (phrases.length === 0) return true;
  const inserted = await db
    .insert(searchCustomPhrases)
    .values(phrases.map((phrase) => ({ accountId, phrase, customResultId })))
    .onConflictDoNothing()
    .returning({ phrase: searchCustomPhrases.phrase });
  return inserted.length === phrases.length;
}

// ---------- widgets ----------

export const listWidgets = (db: Database, accountId: number) =>
  db
    .select()
    .from(searchWidgets)
    .where(eq(searchWidgets.accountId, accountId))
    .orderBy(asc(searchWidgets.id));

export async function findWidget(db: Writer, accountId: number, id: string) {
  const [row] = await db
    .select()
    .from(searchWidgets)
    .where(and(eq(searchWidgets.accountId, accountId), eq(searchWidgets.id, id)));
  return row ?? null;
}

/** The search widgets (of any account: a dealer's template serves all its accounts) that name this template. */
export async function widgetsNamingTemplate(db: Writer, key: string): Promise<string[]> {
  const rows = await db
    .select({ id: searchWidgets.id })
    .from(searchWidgets)
    .where(sql`${searchWidgets.config}->>'template' = ${key}`);
  return rows.map((row) => row.id);
}

export async function insertWidget(db: Writer, accountId: number, id: string, config: unknown) {
  const [row] = await db
    .insert(searchWidgets)
    .values({ accountId, id, config })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateWidget(db: Writer, accountId: number, id: string, config: unknown, now: Date) {
  const [row] = await db
    .update(searchWidgets)
    .set({ config, updatedAt: now })
    .where(and(eq(searchWidgets.accountId, accountId), eq(searchWidgets.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteWidget(db: Writer, accountId: number, id: string) {
  const rows = await db
    .delete(searchWidgets)
    .where(and(eq(searchWidgets.accountId, accountId), eq(searchWidgets.id, id)))
    .returning({ id: searchWidgets.id });
  return rows.length > 0;
}

// ---------- settings ----------

export async function findSettings(db: Writer, accountId: number): Promise<unknown> {
  const [row] = await db
    .select({ settings: searchSettings.settings })
    .from(searchSettings)
    .where(eq(searchSettings.accountId, accountId));
  return row?.settings ?? null;
}

export async function saveSettings(db: Writer, accountId: number, settings: unknown, now: Date) {
  await db
    .insert(searchSettings)
    .values({ accountId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: searchSettings.accountId, set: { settings, updatedAt: now } });
}

// ---------- the log ----------

export async function insertLogEntries(
  db: Database,
  entries: Array<{ accountId: number; phrase: string; results: number; createdAt: Date }>,
) {
  if (entries.length > 0) await db.insert(searchLog).values(entries);
}

/** Phrases searched without a result since `since`, most often first. */
export function noResultPhrases(db: Database, accountId: number, since: Date, limit: number) {
  const searches = sql<number>`count(*)::int`;
  return db
    .select({ phrase: searchLog.phrase, searches, lastSearchedAt: sql<Date>`max(${searchLog.createdAt})` })
    .from(searchLog)
    .where(and(eq(searchLog.accountId, accountId), eq(searchLog.results, 0), gte(searchLog.createdAt, since)))
    .groupBy(searchLog.phrase)
    .orderBy(desc(searches), desc(sql`max(${searchLog.createdAt})`))
    .limit(limit);
}

/** Deletes log entries older than `before` in every account; answers how many per account. */
export async function purgeLogBefore(db: Database, before: Date): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    with gone as (delete from ${searchLog} where ${searchLog.createdAt} < ${before} returning ${searchLog.accountId} as account_id)
    select account_id, count(*)::int as removed from gone group by account_id`);
  const rows = (result as unknown as { rows: Array<{ account_id: number; removed: number }> }).rows;
  return new Map(rows.map((row) => [Number(row.account_id), Number(row.removed)]));
}
