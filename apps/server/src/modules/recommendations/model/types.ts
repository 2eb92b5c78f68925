/** A candidate product and how strongly its source recommends it (higher is better; only the order counts). */
export interface Scored {
  productId: string;
  score: number;
}

/** Best first; equal scores by product id, so a model built twice from the same data is the same. */
export function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0);
}

/** The best `limit` of `scores`, as a sorted list. */
export function topScored(scores: ReadonlyMap<string, number>, limit: number): Scored[] {
  return [...scores]
    .map(([productId, score]) => ({ productId, score }))
    .sort(byScore)
    .slice(0, limit);
}
