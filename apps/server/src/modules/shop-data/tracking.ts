import { orderSource, type WidgetOrder } from '@butikkpanel/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ignoreEntries } from '../../db/schema';
import type { Publish } from '../../platform';
import { findIgnoredEmails } from './ignore-list-repository';
import { type ContentEvent, orderValues } from './ingest';
import { orderData } from './ingest-events';
import * as repo from './ingest-repository';

/** An address as the ignore list writes it: IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4, lower case. */
export function normalizeIp(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  return mapped?.[1] ?? value;
}

/** True when the visitor's IP is on the account's ignore list: their visits and orders are not counted. */
export async function isIgnoredIp(db: Database, accountId: number, ip: string): Promise<boolean> {
  if (!ip) return false;
  const [row] = await db
    .select({ id: ignoreEntries.id })
    .from(ignoreEntries)
    .where(
      and(
        eq(ignoreEntries.accountId, accountId),
        eq(ignoreEntries.kind, 'ip'),
        eq(ignoreEntries.value, normalizeIp(ip)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type WidgetOrderOutcome = 'stored' | 'known' | 'ignored';

/** The widget's report as an ingest `created` event, placed now. */
function asOrderEvent(order: WidgetOrder, placedAt: Date): ContentEvent {
  const linesSum = order.lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  return {
    type: 'created',
    order_id: order.id,
    created_at: placedAt.toISOString(),
    lines: order.lines.map((line) => ({
      product_id: line.id,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
    })),
    subtotal: order.subtotal ?? (order.lines.length > 0 ? linesSum / 100 : order.total),
    total: order.total,
    currency: order.currency,
    source: orderSource(order),
    referrer: order.referrer || null,
    discount_code: order.discount_code || null,
    discount_codes: order.discount_codes,
    customer_email: order.email ?? null,
  };
}

/**
 * An order reported by the widget from the shop's confirmation page, stored through the ingest code: once
 * per order id, never over an order already stored (the shop's server sends more, and wins), dropped when
 * its e-mail is on the ignore list; the day's totals are recomputed like any ingest. Runs in the caller's
 * unit of work (chat marks the visitor as having ordered in the same one) and publishes order.created
 * when the order is new, with the visitor's uid.
 */
export async function storeWidgetOrder(
  tx: Database,
  publish: Publish,
  accountId: number,
  order: WidgetOrder,
  placedAt: Date,
  visitorUid?: string,
): Promise<WidgetOrderOutcome> {
  const values = orderValues(asOrderEvent(order, placedAt));
  if (values.order.customerEmail) {
    const ignored = await findIgnoredEmails(tx, accountId, [values.order.customerEmail]);
    if (ignored.size > 0) return 'ignored';
  }
  const stored = await repo.insertNewOrders(tx, accountId, [values]);
  if (stored.size === 0) return 'known';
  await repo.recomputeDailyTotals(tx, accountId, [values.order.placedOn]);
  publish('order.created', accountId, {
    ...orderData(values, 'open'),
    ...(visitorUid ? { visitor_uid: visitorUid } : {}),
  });
  return 'stored';
}
