import { type Breather, createBreather } from './breather';
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
export function similarity(
  a: ProductFeatures,
  b: ProductFeatures,
  wordsA = nameWords(a.name),
  wordsB = nameWords(b.name),
): number {
  let score = 0;
  if (a.category !== null && a.category === b.category) score += 3;
  if (a.brand !== null && a.brand === b.brand) score += 1;
  if (a.priceOre > 0 && b.priceOre > 0) {
    score += Math.max(0, 1 - Math.abs(Math.log2(a.priceOre / b.priceOre)));
  }
  let common = 0;
  for (const word of wordsA) if (wordsB.has(word)) common += 1;
  const union = wordsA.size + wordsB.size - common;
  if (union > 0) score += common / union;
  return score;
}

/**
 * How many products of its category each product is compared with: the nearest in price on either side, and as
 * many of its own brand. Price band and brand are two of the three things that tell products of one category
 * apart, so the best matches are almost always among these; comparing all pairs was 16 million comparisons
 * for a category of 4,000 products, and minutes for a catalogue of 100,000.
 */
export const SIMILAR_PRICE_NEIGHBOURS = 100;
export const SIMILAR_BRAND_NEIGHBOURS = 50;

/** Indexes of the up to `reach` entries on either side of `at` in a list sorted by price. */
function around(at: number, length: number, reach: number): number[] {
  const indexes: number[] = [];
  for (let i = Math.max(0, at - reach); i < Math.min(length, at + reach + 1); i += 1) {
    if (i !== at) indexes.push(i);
  }
  return indexes;
}

/**
 * The products most like each product. Only products of the same category are compared (and, for products
 * without one, the uncategorised), and within it only the nearest in price and of the same brand (above); the
 * fallback chain fills from the category's bestsellers where a category is small.
 */
export async function similarNeighbours(
  products: readonly ProductFeatures[],
  options: { keep: number; breather?: Breather },
): Promise<Map<string, Scored[]>> {
  const breather = options.breather ?? createBreather();
  const byCategory = new Map<string, ProductFeatures[]>();
  for (const product of products) {
    const key = product.category ?? '';
    const group = byCategory.get(key) ?? [];
    group.push(product);
    byCategory.set(key, group);
  }
  const neighbours = new Map<string, Scored[]>();
  for (const group of byCategory.values()) {
    // By price, then id: the same catalogue gives the same candidates whatever order it was read in.
    group.sort((a, b) => a.priceOre - b.priceOre || (a.productId < b.productId ? -1 : 1));
    const words = group.map((product) => nameWords(product.name));
    const byBrand = new Map<string, number[]>();
    group.forEach((product, i) => {
      if (product.brand === null) return;
      const same = byBrand.get(product.brand) ?? [];
      same.push(i);
      byBrand.set(product.brand, same);
    });
    const placeInBrand = new Map<number, number>();
    for (const same of byBrand.values()) {
      for (const [place, i] of same.entries()) placeInBrand.set(i, place);
    }
    for (let i = 0; i < group.length; i += 1) {
      const product = group[i] as ProductFeatures;
      const candidates = new Set(around(i, group.length, SIMILAR_PRICE_NEIGHBOURS));
      const same = product.brand === null ? undefined : byBrand.get(product.brand);
      if (same) {
        for (const place of around(placeInBrand.get(i) ?? 0, same.length, SIMILAR_BRAND_NEIGHBOURS)) {
          candidates.add(same[place] as number);
        }
      }
      const scores = new Map<string, number>();
      for (const j of candidates) {
        const other = group[j] as ProductFeatures;
        scores.set(other.productId, similarity(product, other, words[i], words[j]));
      }
      if (scores.size > 0) neighbours.set(product.productId, topScored(scores, options.keep));
      if (breather.due(candidates.size * 4)) await breather.pause();
    }
  }
  return neighbours;
}
