import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedPerDatabase, textArrayLiteral } from '../../../db/prepared';
import {
  recommendationModelRuns,
  recommendationNeighbours,
  recommendationRankings,
  type StoredCandidate,
} from '../../../db/schema';
import type { Scored } from '../model/types';
import type { NeighbourSource, Ranking, RankingList } from './compute';

/** Rows per insert: a large catalogue's models are written in chunks well under the parameter limit. */
const CHUNK = 500;

const toStored = (list: readonly Scored[]): StoredCandidate[] =>
  list.map(({ productId, score }) => [productId, Math.round(score * 1e6) / 1e6]);
export const fromStored = (list: readonly StoredCandidate[]): Scored[] =>
  list.map(([productId, score]) => ({ productId, score }));

/** The row an upsert would have inserted: its column replaces the stored one. */
const sqlExcluded = (column: 'neighbours' | 'products') => sql.raw(`excluded.${column}`);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface NeighbourRow {
  source: NeighbourSource;
  productId: string;
  neighbours: readonly Scored[];
}

/** Writes (or overwrites) the given products' neighbour lists; an empty list removes the row. */
export async function upsertNeighbours(db: Database, accountId: number, rows: NeighbourRow[]): Promise<void> {
  const empty = rows.filter((row) => row.neighbours.length === 0);
  for (const source of new Set(empty.map((row) => row.source))) {
    const ids = empty.filter((row) => row.source === source).map((row) => row.productId);
    await db
      .delete(recommendationNeighbours)
      .where(
        and(
          eq(recommendationNeighbours.accountId, accountId),
          eq(recommendationNeighbours.source, source),
          inArray(recommendationNeighbours.productId, ids),
        ),
      );
  }
  const values = rows
    .filter((row) => row.neighbours.length > 0)
    .map((row) => ({
      accountId,
      source: row.source,
      productId: row.productId,
      neighbours: toStored(row.neighbours),
    }));
  await insertChunked(values, (chunk) =>
    db
      .insert(recommendationNeighbours)
      .values(chunk)
      .onConflictDoUpdate({
        target: [
          recommendationNeighbours.accountId,
          recommendationNeighbours.source,
          recommendationNeighbours.productId,
        ],
        set: { neighbours: sqlExcluded('neighbours') },
      }),
  );
}

/** Writes (or overwrites) ranked lists. */
export async function upsertRankings(db: Database, accountId: number, rankings: Ranking[]): Promise<void> {
  const values = rankings.map((ranking) => ({
    accountId,
    list: ranking.list,
    category: ranking.category,
    products: toStored(ranking.products),
  }));
  await insertChunked(values, (chunk) =>
    db
      .insert(recommendationRankings)
      .values(chunk)
      .onConflictDoUpdate({
        target: [
          recommendationRankings.accountId,
          recommendationRankings.list,
          recommendationRankings.category,
        ],
        set: { products: sqlExcluded('products') },
      }),
  );
}

/** Removes every stored model of the account (before a full run writes its own). */
export async function deleteModels(db: Database, accountId: number): Promise<void> {
  await db.delete(recommendationNeighbours).where(eq(recommendationNeighbours.accountId, accountId));
  await db.delete(recommendationRankings).where(eq(recommendationRankings.accountId, accountId));
}

export async function saveRunRecord(
  db: Database,
  record: typeof recommendationModelRuns.$inferInsert,
): Promise<void> {
  await db
    .insert(recommendationModelRuns)
    .values(record)
    .onConflictDoUpdate({ target: recommendationModelRuns.accountId, set: { ...record } });
}

export async function findRunRecord(db: Database, accountId: number) {
  const [row] = await db
    .select()
    .from(recommendationModelRuns)
    .where(eq(recommendationModelRuns.accountId, accountId));
  return row ?? null;
}

/** The stored neighbour lists of the given products for the given sources, in one read. */
export async function findNeighbours(
  db: Database,
  accountId: number,
  sources: readonly NeighbourSource[],
  productIds: readonly string[],
): Promise<Map<NeighbourSource, Map<string, Scored[]>>> {
  const found = new Map<NeighbourSource, Map<string, Scored[]>>(sources.map((source) => [source, new Map()]));
  if (sources.length === 0 || productIds.length === 0) return found;
  const rows = await preparedReads(db).neighbours.execute({
    accountId,
    sources: textArrayLiteral(sources),
    ids: textArrayLiteral(productIds),
  });
  for (const row of rows) found.get(row.source)?.set(row.productId, fromStored(row.neighbours));
  return found;
}

/** The stored ranked lists asked for, for the whole shop ('') and the given categories, in one read. */
export async function findRankings(
  db: Database,
  accountId: number,
  lists: readonly RankingList[],
  categories: readonly string[],
): Promise<Ranking[]> {
  if (lists.length === 0) return [];
  const rows = await preparedReads(db).rankings.execute({
    accountId,
    lists: textArrayLiteral(lists),
    categories: textArrayLiteral(['', ...categories]),
  });
  return rows.map((row) => ({ list: row.list, category: row.category, products: fromStored(row.products) }));
}

/** The shop page's reads, built once: every page reads neighbours and rankings (read/page-reads.ts). */
const preparedReads = preparedPerDatabase((db) => {
  const accountId = sql.placeholder('accountId');
  const any = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)}::text[])`;
  return {
    neighbours: db
      .select()
      .from(recommendationNeighbours)
      .where(
        and(
          eq(recommendationNeighbours.accountId, accountId),
          any(recommendationNeighbours.source, 'sources'),
          any(recommendationNeighbours.productId, 'ids'),
        ),
      )
      .prepare('recommendation_neighbours_of'),
    rankings: db
      .select()
      .from(recommendationRankings)
      .where(
        and(
          eq(recommendationRankings.accountId, accountId),
          any(recommendationRankings.list, 'lists'),
          any(recommendationRankings.category, 'categories'),
        ),
      )
      .prepare('recommendation_rankings_of'),
  };
});
