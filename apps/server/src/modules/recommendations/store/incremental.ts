import { RECOMMENDATION_NEIGHBOURS_KEPT, RECOMMENDATION_POPULAR_DAYS } from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import { countOrdersHolding, findProductStates, readOrderLines } from '../../shop-data';
import { BOUGHT_TOGETHER_MIN_SHARED, coOccurrenceScore, MAX_BASKET_SIZE } from '../model/co-occurrence';
import { byScore, type Scored, topScored } from '../model/types';
import { ORDER_HISTORY_DAYS, orderBaskets, orderHits, RANKING_KEPT, type Ranking } from './compute';
import { findRankings, type NeighbourRow, upsertNeighbours, upsertRankings } from './stored-models';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The bought-together lists of the given products, exactly as the full run computes them: the shared
 * orders from every order holding the product, and each neighbour's own order count for the cosine.
 */
async function boughtTogetherOf(db: Database, accountId: number, productIds: string[], now: number) {
  const from = new Date(now - ORDER_HISTORY_DAYS * DAY_MS);
  const baskets = [...orderBaskets(await readOrderLines(db, accountId, from, productIds)).values()].filter(
    (basket) => basket.length <= MAX_BASKET_SIZE,
  );
  const shared = new Map(productIds.map((id) => [id, new Map<string, number>()]));
  const involved = new Set(productIds);
  for (const basket of baskets) {
    for (const a of basket) {
      const row = shared.get(a);
      if (!row) continue;
      for (const b of basket) {
        if (b === a) continue;
        row.set(b, (row.get(b) ?? 0) + 1);
        involved.add(b);
      }
    }
  }
  const ordersOf = await countOrdersHolding(db, accountId, from, [...involved], MAX_BASKET_SIZE);
  return productIds.map((productId): NeighbourRow => {
    const scores = new Map<string, number>();
    const countA = ordersOf.get(productId) ?? 1;
    for (const [b, together] of shared.get(productId) ?? []) {
      if (together < BOUGHT_TOGETHER_MIN_SHARED) continue;
      scores.set(b, coOccurrenceScore(together, countA, ordersOf.get(b) ?? 1));
    }
    return {
      source: 'bought_together',
      productId,
      neighbours: topScored(scores, RECOMMENDATION_NEIGHBOURS_KEPT),
    };
  });
}

/** A stored ranking with the given products' counts replaced (0 drops them), best first, cut to size. */
function merged(ranking: Ranking, counts: ReadonlyMap<string, number>): Ranking {
  const kept = ranking.products.filter((entry) => !counts.has(entry.productId));
  const fresh: Scored[] = [...counts]
    .filter(([, n]) => n > 0)
    .map(([productId, score]) => ({ productId, score }));
  return { ...ranking, products: [...kept, ...fresh].sort(byScore).slice(0, RANKING_KEPT) };
}

/**
 * An order came in, changed or was cancelled: recompute what its products touch, between the nightly runs.
 *
 * Why this stays consistent with a full run: a product's bought-together list depends only on the orders
 * holding it and on its neighbours' order counts, and both are read afresh here for every product of the
 * order, so those lists are exactly what a full run would write now. A bestseller count depends only on
 * the orders holding that product, so replacing the order's products' counts in the stored lists (the
 * shop's and their categories') gives the full run's order for them. What stays behind until the nightly
 * run: in other products' lists, an order's product keeps its old cosine (its own order count grew by one,
 * so it is a little high), products that an `updated` order no longer holds keep their old lists, and
 * other products' bestseller counts are not aged out of the 30 days until then.
 */
export async function updateForOrder(
  db: Database,
  accountId: number,
  productIds: readonly string[],
  now: number,
): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await upsertNeighbours(db, accountId, await boughtTogetherOf(db, accountId, ids, now));

  const recent = orderHits(
    await readOrderLines(db, accountId, new Date(now - RECOMMENDATION_POPULAR_DAYS * DAY_MS), ids),
  ).filter((hit) => hit.at <= now);
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const hit of recent)
    if (counts.has(hit.productId)) counts.set(hit.productId, (counts.get(hit.productId) ?? 0) + 1);
  const categories = [...(await findProductStates(db, accountId, ids)).values()];
  const categoryNames = [...new Set(categories.flatMap((row) => (row.category ? [row.category] : [])))];
  const stored = await findRankings(db, accountId, ['bestsellers'], categoryNames);
  const rankings: Ranking[] = [{ list: 'bestsellers', category: '', products: [] }];
  for (const category of categoryNames) rankings.push({ list: 'bestsellers', category, products: [] });
  const updated = rankings.map((empty) => {
    const ranking = stored.find((row) => row.category === empty.category) ?? empty;
    const inCategory = new Map(
      [...counts].filter(
        ([id]) =>
          empty.category === '' ||
          categories.some((row) => row.productId === id && row.category === empty.category),
      ),
    );
    return merged(ranking, inCategory);
  });
  await upsertRankings(db, accountId, updated);
}
