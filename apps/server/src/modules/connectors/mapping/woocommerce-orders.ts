import type { OrderEventInput } from '@butikkpanel/contracts';
import { z } from 'zod';
import { type ConnectorBatch, emptyBatch } from '../batch';
import { kroner, moneyField, signedMoneyField } from './amounts';
import {
  clip,
  discountFields,
  gmtField,
  httpUrl,
  idField,
  parsePayload,
  SKIP,
  skip,
  validEmail,
} from './common';
import { decodeEntities } from './woocommerce-text';

const lineSchema = z.looseObject({
  /** 0 when the product was deleted from the shop. */
  product_id: z.union([z.number(), z.string()]).nullish(),
  name: z.string().nullish(),
  sku: z.string().nullish(),
  quantity: z.number().int().nonnegative(),
  /** The line before coupons, without tax; subtotal_tax is its tax. */
  subtotal: moneyField(),
  subtotal_tax: moneyField().nullish(),
  /** The line after coupons, without tax; total_tax is its tax. */
  total: moneyField(),
  total_tax: moneyField().nullish(),
});
type WooLine = z.output<typeof lineSchema>;

/** The REST API v3 Order, as WooCommerce's order webhooks send it: only what we map. */
export const wooOrderSchema = z.looseObject({
  id: idField(),
  status: z.string().trim().min(1),
  currency: z.string().trim().min(1),
  date_created_gmt: gmtField(),
  date_modified_gmt: gmtField().nullish(),
  /** Set once the order is paid; kept when it is later cancelled or refunded. */
  date_paid_gmt: gmtField().nullish(),
  total: moneyField(),
  line_items: z.array(lineSchema),
  coupon_lines: z.array(z.looseObject({ code: z.string() })).nullish(),
  refunds: z.array(z.looseObject({ total: signedMoneyField() })).nullish(),
  billing: z.looseObject({ email: z.string().nullish() }).nullish(),
  meta_data: z.array(z.looseObject({ key: z.string(), value: z.unknown() })).nullish(),
});
type WooOrder = z.output<typeof wooOrderSchema>;

/** order.deleted carries only the id. */
const deletedSchema = z.looseObject({ id: idField() });

const WAITING = new Set(['pending', 'on-hold', 'checkout-draft']);
const CANCELLING = new Set(['cancelled', 'refunded', 'failed', 'trash']);

/**
 * One of our lines per WooCommerce line: the parent product (a variation's line counts on its product, as
 * our products are per product); a deleted product (id 0) is named by SKU or title instead, prefixed so it
 * never collides with a product id. The unit price is the line before coupons, with tax, per item.
 */
function lineOf(line: WooLine) {
  if (line.quantity < 1) return [];
  const productId = line.product_id == null ? '' : String(line.product_id).trim();
  const name = clip(decodeEntities(line.name ?? ''), 500) ?? 'Vare';
  const sku = clip(line.sku, 190);
  return [
    {
      product_id:
        productId !== '' && productId !== '0'
          ? productId
          : sku
            ? `sku:${sku}`
            : `title:${name.slice(0, 190)}`,
      name,
      quantity: line.quantity,
      price: kroner(Math.round((line.subtotal + (line.subtotal_tax ?? 0)) / line.quantity)),
    },
  ];
}

/** WooCommerce 8.5+ order attribution, when the shop has it on: where the buyer came from. */
function attribution(order: WooOrder, key: string): string | null {
  const value = order.meta_data?.find((meta) => meta.key === key)?.value;
  return typeof value === 'string' ? value : null;
}

function contentOf(order: WooOrder, type: 'created' | 'updated'): OrderEventInput {
  // Revenue is the goods after coupons, with tax; partial refunds are taken off (never below zero).
  const refunded = (order.refunds ?? []).reduce((sum, refund) => sum + Math.abs(refund.total), 0);
  const goods = order.line_items.reduce((sum, line) => sum + line.total + (line.total_tax ?? 0), 0);
  const source = clip(attribution(order, '_wc_order_attribution_utm_source')?.toLowerCase(), 200);
  return {
    type,
    order_id: order.id,
    created_at: order.date_created_gmt.toISOString(),
    lines: order.line_items.flatMap(lineOf),
    subtotal: kroner(Math.max(0, goods - refunded)),
    total: kroner(Math.max(0, order.total - refunded)),
    currency: 'NOK',
    source: source === '(direct)' ? null : source,
    referrer: httpUrl(attribution(order, '_wc_order_attribution_referrer')),
    ...discountFields((order.coupon_lines ?? []).map((coupon) => coupon.code)),
    customer_email: validEmail(order.billing?.email),
  };
}

/**
 * Only `processing` and `completed` count as paid. Paid orders are stored whole (`created` for
 * order.created, `updated` otherwise, which also creates an id not seen before); `completed` adds a
 * completion, `cancelled`/`refunded`/`failed` a cancellation after the contents, so it never meets an
 * unknown order. A cancelled order that was never paid (no date_paid) was never stored: skipped.
 */
export function mapWooOrder(topic: string, payload: unknown): ConnectorBatch {
  if (topic === 'order.deleted') {
    // Moved to the bin: it stops counting. Only the id comes, so a never-stored id is told as it is.
    const { id } = parsePayload(deletedSchema, payload);
    return {
      ...emptyBatch(),
      resource: { type: 'order', id, updatedAt: null },
      orders: [{ type: 'cancelled', order_id: id }],
    };
  }
  const order = parsePayload(wooOrderSchema, payload);
  const status = order.status.toLowerCase().replace(/^wc-/, '');
  if (WAITING.has(status)) skip(SKIP.awaitingPayment(status));
  const cancelling = CANCELLING.has(status);
  if (cancelling && !order.date_paid_gmt) skip(SKIP.neverPaid(status));
  if (!cancelling && status !== 'processing' && status !== 'completed') {
    skip(`Ordrestatusen «${status}» telles ikke; bare processing og completed regnes som betalt.`);
  }
  if (order.currency.toUpperCase() !== 'NOK') skip(SKIP.currency(order.currency));
  const orders: OrderEventInput[] = [contentOf(order, topic === 'order.created' ? 'created' : 'updated')];
  if (cancelling) orders.push({ type: 'cancelled', order_id: order.id });
  else if (status === 'completed') orders.push({ type: 'completed', order_id: order.id });
  return {
    ...emptyBatch(),
    resource: { type: 'order', id: order.id, updatedAt: order.date_modified_gmt ?? null },
    orders,
  };
}
