import type { ProductInput } from '@butikkpanel/contracts';
import { z } from 'zod';
import { type ConnectorBatch, emptyBatch } from '../batch';
import { kroner, optionalMoneyField } from './amounts';
import { clip, gmtField, httpUrl, idField, parsePayload, skip } from './common';
import { decodeEntities } from './woocommerce-text';

const termSchema = z.looseObject({ name: z.string() });

/** The REST API v3 Product, as WooCommerce's product webhooks send it: only what we map. */
export const wooProductSchema = z.looseObject({
  id: idField(),
  name: z.string(),
  /** simple, variable, grouped, external; "variation" for a variation saved on its own. */
  type: z.string().nullish(),
  status: z.string().nullish(),
  permalink: z.string().nullish(),
  sku: z.string().nullish(),
  /** The price now: the sale price while a sale runs; for a variable product its cheapest variation. */
  price: optionalMoneyField(),
  regular_price: optionalMoneyField(),
  sale_price: optionalMoneyField(),
  /** instock, outofstock, onbackorder. */
  stock_status: z.string().nullish(),
  categories: z.array(termSchema).nullish(),
  /** WooCommerce 9.6+ (Brands in core); absent before. */
  brands: z.array(termSchema).nullish(),
  images: z.array(z.looseObject({ src: z.string() })).nullish(),
  date_modified_gmt: gmtField().nullish(),
});
type WooProduct = z.output<typeof wooProductSchema>;

/** product.deleted carries only the id. */
const deletedSchema = z.looseObject({ id: idField() });

const term = (terms: ReadonlyArray<{ name: string }> | null | undefined) =>
  clip(decodeEntities(terms?.[0]?.name ?? ''), 200);

/**
 * One of our products per WooCommerce product. A sale shows as price = regular price and sale_price = the
 * sale price; a variable product has no prices of its own, so it takes `price` (its cheapest variation)
 * without a sale. On backorder still sells, so it is in stock; a product not published is not.
 */
function productOf(product: WooProduct): ProductInput {
  const onSale =
    product.sale_price !== null &&
    product.regular_price !== null &&
    product.sale_price < product.regular_price;
  const price = onSale ? product.regular_price : (product.price ?? product.regular_price);
  if (price === null) skip('Produktet har ingen pris (et gruppert produkt eller et produkt uten pris).');
  const published = product.status == null || product.status === 'publish';
  return {
    external_id: product.id,
    name: clip(decodeEntities(product.name), 500) ?? product.id,
    url: httpUrl(product.permalink),
    image_url: httpUrl(product.images?.[0]?.src),
    price: kroner(price),
    sale_price: onSale && product.sale_price !== null ? kroner(product.sale_price) : null,
    in_stock: published && product.stock_status !== 'outofstock',
    category: term(product.categories),
    brand: term(product.brands),
    sku: clip(product.sku, 200),
  };
}

export function mapWooProduct(topic: string, payload: unknown): ConnectorBatch {
  if (topic === 'product.deleted') {
    const { id } = parsePayload(deletedSchema, payload);
    return { ...emptyBatch(), resource: { type: 'product', id, updatedAt: null }, removedProducts: [id] };
  }
  const product = parsePayload(wooProductSchema, payload);
  // A variation is part of its product here; the product's own update carries its price and stock.
  if (product.type === 'variation') skip('En variant lagres som en del av produktet sitt, ikke for seg.');
  return {
    ...emptyBatch(),
    resource: { type: 'product', id: product.id, updatedAt: product.date_modified_gmt ?? null },
    products: [productOf(product)],
  };
}
