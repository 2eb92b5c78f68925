import type { RecommendedProductAnswer } from '@butikkpanel/contracts';
import type { RecommendedProduct } from './read-path';

const kroner = (ore: number) => ore / 100;

/** A picked product as the shop's answer and the editor's preview show it (kroner, why it is there). */
export function productOut(pick: RecommendedProduct): RecommendedProductAnswer {
  return {
    id: pick.productId,
    name: pick.name,
    url: pick.url,
    image_url: pick.imageUrl,
    price: kroner(pick.priceOre),
    sale_price: pick.salePriceOre === null ? null : kroner(pick.salePriceOre),
    reason: pick.reason,
    fallback: pick.fallback,
  };
}
