import type { OrderEventInput } from '@butikkpanel/contracts';
import { z } from 'zod';
import { type ConnectorBatch, emptyBatch } from '../batch';
import { kroner, moneyField, optionalMoneyField } from './amounts';
import {
  clip,
  discountFields,
  httpUrl,
  idField,
  instantField,
  parsePayload,
  SKIP,
  skip,
  utmSource,
  validEmail,
} from './common';

const lineSchema = z.looseObject({
  product_id: idField().nullish(),
  variant_id: idField().nullish(),
  sku: z.string().nullish(),
  title: z.string().nullish(),
  name: z.string().nullish(),
  quantity: z.number().int().nonnegative(),
  /** What is left of the line after refunds and edits (newer API versions). */
  current_quantity: z.number().int().nonnegative().nullish(),
  price: moneyField(),
});

/** The REST Admin API's Order, as Shopify's order webhooks send it: only what we map. */
export const shopifyOrderSchema = z.looseObject({
  id: idField(),
  created_at: instantField(),
  updated_at: instantField().nullish(),
  currency: z.string().trim().min(1),
  financial_status: z.string().nullish(),
  fulfillment_status: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  subtotal_price: moneyField(),
  total_price: moneyField(),
  current_subtotal_price: optionalMoneyField(),
  current_total_price: optionalMoneyField(),
  email: z.string().nullish(),
  contact_email: z.string().nullish(),
  customer: z.looseObject({ email: z.string().nullish() }).nullish(),
  discount_codes: z.array(z.looseObject({ code: z.string() })).nullish(),
  line_items: z.array(lineSchema),
  landing_site: z.string().nullish(),
  referring_site: z.string().nullish(),
});
type ShopifyOrder = z.output<typeof shopifyOrderSchema>;
type ShopifyLine = z.output<typeof lineSchema>;

/**
 * Financial statuses of an order whose money has come in: counted, also when part of it is refunded
 * (`refunded`, all of it, is paid too but cancels). Everything else was never paid: pending, authorized
 * (reserved, not captured), voided and expired (the reservation lapsed), or a status we do not know.
 */
const PAID = new Set(['paid', 'partially_paid', 'partially_refunded', 'refunded']);

/**
 * One of our lines per Shopify line. The product id is Shopify's product (our products are per product, not
 * per variant); a custom item or a deleted product has none, so it is named by its SKU or title instead,
 * prefixed so it never collides with a product id. Lines refunded or edited away are left out.
 */
function lineOf(line: ShopifyLine) {
  const quantity = line.current_quantity ?? line.quantity;
  if (quantity < 1) return [];
  const sku = clip(line.sku, 190);
  const title = clip(line.title ?? line.name, 190) ?? 'Vare';
  const productId = line.product_id ?? (sku ? `sku:${sku}` : `title:${title}`);
  return [
    {
      product_id: productId,
      name: clip(line.name ?? line.title, 500) ?? title,
      quantity,
      price: kroner(line.price),
    },
  ];
}

function contentOf(order: ShopifyOrder, type: 'created' | 'updated'): OrderEventInput {
  // Shopify's current_* figures take refunds and order edits into account; older versions lack them.
  const subtotal = order.current_subtotal_price ?? order.subtotal_price;
  const total = order.current_total_price ?? order.total_price;
  return {
    type,
    order_id: order.id,
    created_at: order.created_at.toISOString(),
    lines: order.line_items.flatMap(lineOf),
    subtotal: kroner(subtotal),
    total: kroner(total),
    currency: 'NOK',
    source: utmSource(order.landing_site),
    referrer: httpUrl(order.referring_site),
    ...discountFields((order.discount_codes ?? []).map((code) => code.code)),
    customer_email: validEmail(order.email || order.contact_email || order.customer?.email),
  };
}

/**
 * Every order topic maps the order's state, not the topic alone (an orders/updated can carry a
 * cancellation, and the out-of-order rule may drop an equal-time orders/fulfilled): paid orders are stored
 * whole (`created` for orders/create, `updated` otherwise, which also creates an id not seen before), then a
 * cancellation (cancelled, or fully refunded) or completion (fulfilled) follows in the same batch, after the
 * contents, so the status event never meets an unknown order. An order never paid is not stored at all.
 */
export function mapShopifyOrder(topic: string, payload: unknown): ConnectorBatch {
  const order = parsePayload(shopifyOrderSchema, payload);
  const financial = order.financial_status ?? 'pending';
  const cancelled = topic === 'orders/cancelled' || order.cancelled_at != null || financial === 'refunded';
  if (!PAID.has(financial)) skip(cancelled ? SKIP.neverPaid(financial) : SKIP.awaitingPayment(financial));
  if (order.currency.toUpperCase() !== 'NOK') skip(SKIP.currency(order.currency));
  const orders: OrderEventInput[] = [contentOf(order, topic === 'orders/create' ? 'created' : 'updated')];
  if (cancelled) orders.push({ type: 'cancelled', order_id: order.id });
  else if (topic === 'orders/fulfilled' || order.fulfillment_status === 'fulfilled')
    orders.push({ type: 'completed', order_id: order.id });
  return {
    ...emptyBatch(),
    resource: { type: 'order', id: order.id, updatedAt: order.updated_at ?? null },
    orders,
  };
}
