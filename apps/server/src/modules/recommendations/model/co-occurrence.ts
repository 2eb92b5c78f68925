import { type Breather, createBreather } from './breather';
import { type Scored, topScored } from './types';

/**
 * Baskets larger than this are left out of co-occurrence: a wholesale order or a visitor who opens the whole
 * catalogue says little about which products go together, and its pairs grow with the square of its size.
 */
export const MAX_BASKET_SIZE = 40;

/**
 * How many shared baskets make a pair's cosine count in full: a pair seen once or twice is mostly chance, and in a
 * large catalogue's long tail two products bought once each, once together, had cosine 1 and topped every list
 * (bench/recommendations at full size: bought together lost to bestsellers until this).
 */
export const CO_OCCURRENCE_SHRINKAGE = 3;

/**
 * Bought together leaves out pairs seen in one order only: in a large catalogue most pairs are one order, chance
 * more than taste, and a product without a pair seen twice is better served by the next in its chain (viewed
 * together, whose views are many times the orders). The incremental update applies the same rule.
 */
export const BOUGHT_TOGETHER_MIN_SHARED = 2;

/**
 * A pair's score: the cosine shared / √(baskets of a × baskets of b), shrunk by shared / (shared + shrinkage) so
 * that a pair seen in many baskets outranks one seen by chance. Also used by the incremental update.
 */
export function coOccurrenceScore(together: number, basketsOfA: number, basketsOfB: number): number {
  return (together / Math.sqrt(basketsOfA * basketsOfB)) * (together / (together + CO_OCCURRENCE_SHRINKAGE));
}

/**
 * "Bought together" (baskets = orders) and "viewed together" (baskets = the products seen in one visit):
 * for each product, the products that share baskets with it, scored by cosine similarity,
 * shared / sqrt(baskets of a × baskets of b), so a bestseller that is in every basket does not top every
 * list, shrunk for pairs seen in few baskets (`coOccurrenceScore`). Pairs seen in fewer than `minShared` baskets
 * are left out.
 */
export async function coOccurrenceNeighbours(
  baskets: Iterable<readonly string[]>,
  options: { keep: number; minShared?: number; breather?: Breather },
): Promise<Map<string, Scored[]>> {
  const minShared = options.minShared ?? 1;
  const breather = options.breather ?? createBreather();
  const basketsOf = new Map<string, number>();
  const shared = new Map<string, Map<string, number>>();
  for (const basket of baskets) {
    if (breather.due(Math.min(basket.length, MAX_BASKET_SIZE) ** 2)) await breather.pause();
    const items = [...new Set(basket)];
    if (items.length > MAX_BASKET_SIZE) continue;
    for (const item of items) basketsOf.set(item, (basketsOf.get(item) ?? 0) + 1);
    for (const a of items) {
      let row = shared.get(a);
      if (!row) {
        row = new Map();
        shared.set(a, row);
      }
      for (const b of items) if (a !== b) row.set(b, (row.get(b) ?? 0) + 1);
    }
  }
  const neighbours = new Map<string, Scored[]>();
  for (const [a, row] of shared) {
    if (breather.due(row.size)) await breather.pause();
    const scores = new Map<string, number>();
    const countA = basketsOf.get(a) ?? 1;
    for (const [b, together] of row) {
      if (together < minShared) continue;
      scores.set(b, coOccurrenceScore(together, countA, basketsOf.get(b) ?? 1));
    }
    if (scores.size > 0) neighbours.set(a, topScored(scores, options.keep));
  }
  return neighbours;
}
