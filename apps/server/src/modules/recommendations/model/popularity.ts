import { type Scored, topScored } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A product's appearance at a moment: in an order (bestsellers, trending) or a page view (most viewed). */
export interface ProductHit {
  productId: string;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * Bestsellers and most viewed: products by how many orders (or views) they were in during the `days` up to
 * `now`. An order counts a product once however many of it were bought, so one large order does not make
 * a bestseller.
 */
export function mostFrequent(
  hits: Iterable<ProductHit>,
  options: { now: number; days: number; keep: number },
): Scored[] {
  const from = options.now - options.days * DAY_MS;
  const counts = new Map<string, number>();
  for (const hit of hits) {
    if (hit.at < from || hit.at > options.now) continue;
    counts.set(hit.productId, (counts.get(hit.productId) ?? 0) + 1);
  }
  return topScored(counts, options.keep);
}

/**
 * Trending: products selling faster in the last `recentDays` than in the `baselineDays` before, as the ratio
 * of their daily rates. One sale a week is added to both rates, so a product with one sale and no history
 * does not outrank one that went from 10 to 40; at least two recent sales are needed to trend at all.
 */
export function trending(
  hits: Iterable<ProductHit>,
  options: { now: number; recentDays: number; baselineDays: number; keep: number },
): Scored[] {
  const recentFrom = options.now - options.recentDays * DAY_MS;
  const baselineFrom = recentFrom - options.baselineDays * DAY_MS;
  const recent = new Map<string, number>();
  const baseline = new Map<string, number>();
  for (const hit of hits) {
    if (hit.at > options.now || hit.at < baselineFrom) continue;
    const counts = hit.at >= recentFrom ? recent : baseline;
    counts.set(hit.productId, (counts.get(hit.productId) ?? 0) + 1);
  }
  const smoothing = 1 / 7;
  const scores = new Map<string, number>();
  for (const [productId, count] of recent) {
    if (count < 2) continue;
    const recentRate = count / options.recentDays;
    const baselineRate = (baseline.get(productId) ?? 0) / options.baselineDays;
    const ratio = (recentRate + smoothing) / (baselineRate + smoothing);
    if (ratio > 1) scores.set(productId, ratio);
  }
  return topScored(scores, options.keep);
}

/** Newest: the catalogue by when each product was first seen, newest first. */
export function newest(products: Iterable<{ productId: string; createdAt: number }>, keep: number): Scored[] {
  return topScored(new Map([...products].map((product) => [product.productId, product.createdAt])), keep);
}
