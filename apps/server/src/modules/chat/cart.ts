import { type CartLine, toOre } from '@butikkpanel/contracts';
import type { CartAddition } from './repository';

/** What the new cart holds more of than the old one, per product (a product may be on several lines). */
export function cartAdditions(before: CartLine[], after: CartLine[]): CartAddition[] {
  const quantities = (lines: CartLine[]) => {
    const byProduct = new Map<string, { quantity: number; price: number }>();
    for (const line of lines) {
      const known = byProduct.get(line.id);
      byProduct.set(line.id, { quantity: (known?.quantity ?? 0) + line.quantity, price: line.price });
    }
    return byProduct;
  };
  const old = quantities(before);
  return [...quantities(after)].flatMap(([productId, { quantity, price }]) => {
    const added = quantity - (old.get(productId)?.quantity ?? 0);
    return added > 0 ? [{ productId, quantity: added, priceOre: toOre(price) }] : [];
  });
}
