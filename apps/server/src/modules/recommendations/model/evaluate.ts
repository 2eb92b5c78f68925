/**
 * Offline evaluation of an algorithm (bench/recommendations): hold out the last days of orders, ask the
 * algorithm for each held-out order's context, and see whether the products the customer went on to buy
 * are among its first k.
 */

/** One held-out case: what the algorithm answered, and what the customer actually bought. */
export interface HeldOutCase {
  answered: readonly string[];
  bought: ReadonlySet<string>;
}

/** The share of cases where at least one bought product is among the first `k` answered. */
export function hitRateAt(cases: readonly HeldOutCase[], k: number): number {
  if (cases.length === 0) return 0;
  let hits = 0;
  for (const { answered, bought } of cases) {
    if (answered.slice(0, k).some((productId) => bought.has(productId))) hits += 1;
  }
  return hits / cases.length;
}

/**
 * Normalised discounted cumulative gain at `k`, averaged over the cases: a bought product at place i
 * (from 1) gains 1 / log2(i + 1), divided by the best possible gain (every bought product on top).
 */
export function ndcgAt(cases: readonly HeldOutCase[], k: number): number {
  if (cases.length === 0) return 0;
  let total = 0;
  for (const { answered, bought } of cases) {
    let gain = 0;
    answered.slice(0, k).forEach((productId, i) => {
      if (bought.has(productId)) gain += 1 / Math.log2(i + 2);
    });
    let ideal = 0;
    for (let i = 0; i < Math.min(k, bought.size); i += 1) ideal += 1 / Math.log2(i + 2);
    total += ideal === 0 ? 0 : gain / ideal;
  }
  return total / cases.length;
}
