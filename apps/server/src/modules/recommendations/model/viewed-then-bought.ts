import { type Breather, createBreather } from './breather';
import { type Scored, topScored } from './types';

/** A visitor's or customer's view or purchase of a product. */
export interface ShopperEvent {
  kind: 'view' | 'purchase';
  productId: string;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * "Viewed this, then bought": for each product, what the shoppers who viewed it bought afterwards (within
 * `windowMs` of the view, another product), scored as the share of its viewers who did. Each shopper counts
 * once per pair however often they viewed and bought.
 */
export async function viewedThenBought(
  shoppers: Iterable<readonly ShopperEvent[]>,
  options: { keep: number; windowMs: number; breather?: Breather },
): Promise<Map<string, Scored[]>> {
  const breather = options.breather ?? createBreather();
  const viewersOf = new Map<string, number>();
  const boughtAfter = new Map<string, Map<string, number>>();
  for (const events of shoppers) {
    if (breather.due(events.length * 4)) await breather.pause();
    const sorted = [...events].sort((a, b) => a.at - b.at);
    const lastViewed = new Map<string, number>();
    const pairs = new Set<string>();
    const pairList: [string, string][] = [];
    for (const event of sorted) {
      if (event.kind === 'view') {
        lastViewed.set(event.productId, event.at);
        continue;
      }
      for (const [viewed, at] of lastViewed) {
        if (viewed === event.productId || event.at - at > options.windowMs) continue;
        const key = `${viewed}\u0000${event.productId}`;
        if (pairs.has(key)) continue;
        pairs.add(key);
        pairList.push([viewed, event.productId]);
      }
    }
    for (const viewed of new Set(sorted.filter((e) => e.kind === 'view').map((e) => e.productId))) {
      viewersOf.set(viewed, (viewersOf.get(viewed) ?? 0) + 1);
    }
    for (const [viewed, bought] of pairList) {
      let row = boughtAfter.get(viewed);
      if (!row) {
        row = new Map();
        boughtAfter.set(viewed, row);
      }
      row.set(bought, (row.get(bought) ?? 0) + 1);
    }
  }
  const neighbours = new Map<string, Scored[]>();
  for (const [viewed, row] of boughtAfter) {
    if (breather.due(row.size)) await breather.pause();
    const viewers = viewersOf.get(viewed) ?? 1;
    const scores = new Map([...row].map(([bought, count]) => [bought, count / viewers] as const));
    neighbours.set(viewed, topScored(scores, options.keep));
  }
  return neighbours;
}
