import { type Scored, topScored } from './types';

/** A product in a shopper's history or cart, and how much it says about them. */
export interface WeightedProduct {
  productId: string;
  weight: number;
}

/**
 * Cart complements and personal recommendations: the neighbours of every product given, each neighbour's
 * score times its product's weight, summed. A product bought with two things in the cart ranks above one
 * bought with one of them. The given products themselves are never in the answer.
 */
export function neighboursOfMany(
  products: readonly WeightedProduct[],
  neighboursOf: (productId: string) => readonly Scored[] | undefined,
  keep: number,
): Scored[] {
  const given = new Set(products.map((product) => product.productId));
  const scores = new Map<string, number>();
  for (const { productId, weight } of products) {
    for (const neighbour of neighboursOf(productId) ?? []) {
      if (given.has(neighbour.productId)) continue;
      scores.set(neighbour.productId, (scores.get(neighbour.productId) ?? 0) + neighbour.score * weight);
    }
  }
  return topScored(scores, keep);
}

/**
 * A shopper's history as weights for `neighboursOfMany`: a purchase says three times what a view does, and
 * each event counts half as much for every `halfLifeDays` it is old.
 */
export function historyWeights(
  events: readonly { kind: 'view' | 'purchase'; productId: string; at: number }[],
  options: { now: number; halfLifeDays: number },
): WeightedProduct[] {
  const weights = new Map<string, number>();
  const halfLifeMs = options.halfLifeDays * 24 * 60 * 60 * 1000;
  for (const event of events) {
    const age = Math.max(0, options.now - event.at);
    const weight = (event.kind === 'purchase' ? 3 : 1) * 0.5 ** (age / halfLifeMs);
    weights.set(event.productId, (weights.get(event.productId) ?? 0) + weight);
  }
  return [...weights].map(([productId, weight]) => ({ productId, weight }));
}
