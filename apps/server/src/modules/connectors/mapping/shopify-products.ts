import type { ProductInput } from '@butikkpanel/contracts';
import { z } from 'zod';
import { type ConnectorBatch, emptyBatch } from '../batch';
import { kroner, moneyField, optionalMoneyField } from './amounts';
import { clip, httpUrl, idField, instantField, parsePayload } from './common';

const variantSchema = z.looseObject({
  price: moneyField(),
  compare_at_price: optionalMoneyField(),
  sku: z.string().nullish(),
  inventory_quantity: z.number().int().nullish(),
  /** "shopify" (or a fulfilment service) when stock is tracked; null when it is not. */
  inventory_management: z.string().nullish(),
  /** "continue": the variant is sold also when out of stock. */
  inventory_policy: z.string().nullish(),
});
type Variant = z.output<typeof variantSchema>;

const imageSchema = z.looseObject({ src: z.string() });

/** The REST Admin API's Product, as products/create and products/update send it: only what we map. */
export const shopifyProductSchema = z.looseObject({
  id: idField(),
  title: z.string().trim().min(1),
  handle: z.string().nullish(),
  status: z.string().nullish(),
  product_type: z.string().nullish(),
  vendor: z.string().nullish(),
  updated_at: instantField().nullish(),
  variants: z.array(variantSchema).min(1),
  image: imageSchema.nullish(),
  images: z.array(imageSchema).nullish(),
});
type ShopifyProduct = z.output<typeof shopifyProductSchema>;

/** products/delete carries only the id. */
const deletedSchema = z.looseObject({ id: idField() });

/** Sellable now: stock on hand, stock not tracked, or sold also when out of stock. */
const sellable = (variant: Variant) =>
  (variant.inventory_quantity ?? 0) > 0 ||
  variant.inventory_management == null ||
  variant.inventory_policy === 'continue';

/** The shop's own address for product links: a bare host ("butikk.no"), whatever was pasted around it. */
function shopHost(shopDomain: string | undefined): string | null {
  const host = shopDomain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '');
  return host && /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? host.toLowerCase() : null;
}

/**
 * One of our products per Shopify product (not per variant): the price of its cheapest variant, shown as
 * a sale when that variant has a higher compare-at price; in stock when any variant can be bought; not
 * active (draft, archived) counts as out of stock so it is neither recommended nor lost from history.
 */
export function productOf(product: ShopifyProduct, shopDomain?: string): ProductInput {
  const cheapest = product.variants.reduce((low, variant) => (variant.price < low.price ? variant : low));
  const onSale = cheapest.compare_at_price !== null && cheapest.compare_at_price > cheapest.price;
  const host = shopHost(shopDomain);
  const handle = clip(product.handle, 500);
  const active = product.status == null || product.status === 'active';
  return {
    external_id: product.id,
    name: clip(product.title, 500) ?? product.id,
    url: host && handle ? httpUrl(`https://${host}/products/${encodeURIComponent(handle)}`) : null,
    image_url: httpUrl(product.image?.src ?? product.images?.[0]?.src),
    price: kroner(onSale && cheapest.compare_at_price !== null ? cheapest.compare_at_price : cheapest.price),
    sale_price: onSale ? kroner(cheapest.price) : null,
    in_stock: active && product.variants.some(sellable),
    category: clip(product.product_type, 200),
    brand: clip(product.vendor, 200),
    sku: clip(product.variants[0]?.sku, 200),
  };
}

export function mapShopifyProduct(
  topic: string,
  payload: unknown,
  context: { shopDomain?: string },
): ConnectorBatch {
  if (topic === 'products/delete') {
    const { id } = parsePayload(deletedSchema, payload);
    return { ...emptyBatch(), resource: { type: 'product', id, updatedAt: null }, removedProducts: [id] };
  }
  const product = parsePayload(shopifyProductSchema, payload);
  return {
    ...emptyBatch(),
    resource: { type: 'product', id: product.id, updatedAt: product.updated_at ?? null },
    products: [productOf(product, context.shopDomain)],
  };
}
