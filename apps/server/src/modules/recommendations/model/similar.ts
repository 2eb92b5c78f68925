import { type Scored, topScored } from './types';

/** What "similar" compares (spec: category, attributes, price band, name). */
export interface ProductFeatures {
  productId: string;
  name: string;
  category: string | null;
  brand: string | null;
  /** The price the shopper pays now, in øre. */
  priceOre: number;
}

/** Words of a product name, lower case, without the short ones ("i", "og") that every name shares. */
export function nameWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );
}

/**
 * How alike two products are: the same category weighs most (3), then a shared brand (1), a price in the
 * same band (1 when equal, 0 at twice or half), and the share of name words in common (1).
 */
export function similarity(a: ProductFeatures, b: ProductFeatures, wordsA = nameWords(a.name)): number {
  let score = 0;
  if (a.category !== null && a.category === b.category) score += 3;
  if (a.brand !== null && a.brand === b.brand) score += 1;
  if (a.priceOre > 0 && b.priceOre > 0) {
    score += Math.max(0, 1 - Math.abs(Math.log2(a.priceOre / b.priceOre)));
  }
  const wordsB = nameWords(b.name);
  let common = 0;
  for (const word of wordsA) if (wordsB.has(word)) common += 1;
  const union = wordsA.size + wordsB.size - common;
  if (union > 0) score += common / union;
  return score;
}

/**
 * The products most like each product. Only products of the same category are compared (and, for products
 * without one, the uncategorised), so a catalogue of 100,000 is not 10^10 pairs; the fallback chain fills
 * from the category's bestsellers where a category is small.
 */
export function similarNeighbours(
  products: readonly ProductFeatures[],
  options: { keep: number },
): Map<string, Scored[]> {
  const byCategory = new Map<string, ProductFeatures[]>();
  for (const product of products) {
    const key = product.category ?? '';
    const group = byCategory.get(key) ?? [];
    group.push(product);
    byCategory.set(key, group);
  }
  const neighbours = new Map<string, Scored[]>();
  for (const group of byCategory.values()) {
    const words = group.map((product) => nameWords(product.name));
    group.forEach((product, i) => {
      const scores = new Map<string, number>();
      group.forEach((other, j) => {
        if (i !== j) scores.set(other.productId, similarity(product, other, words[i]));
      });
      if (scores.size > 0) neighbours.set(product.productId, topScored(scores, options.keep));
    });
  }
  return neighbours;
}
