import { seededRandom } from '../../seed/demo-shop-data';

/** A 32-bit hash of a string (FNV-1a), the seed of `seededOrder`. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** `items` in an order that looks random and is the same for the same seed (Fisher-Yates on a copy). */
export function seededOrder<T>(items: readonly T[], seed: string): T[] {
  const next = seededRandom(hash(seed));
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}
