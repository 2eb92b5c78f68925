import {
  customerSchema,
  type Language,
  ORDER_DISCOUNT_CODES_SEPARATOR,
  type OrderEvent,
  type OrderStatus,
  orderDiscountCodes,
  orderEventSchema,
  osloDay,
  type Product,
  passwordResetEventSchema,
  productSchema,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import type { Publish } from '../../platform';
import { BatchReport, batchItems, validateEach } from './batch';
import { findIgnoredEmails } from './ignore-list-repository';
import { type IngestContext, orderData, publishCustomerChanges, storedOrderData } from './ingest-events';
import * as repo from './ingest-repository';

export type ContentEvent = Extract<OrderEvent, { type: 'created' | 'updated' }>;

const orNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === '' ? null : value;

export function productValues(product: Product): repo.ProductValues {
  return {
    externalId: product.external_id,
    name: product.name,
    url: orNull(product.url),
    imageUrl: orNull(product.image_url),
    priceOre: toOre(product.price),
    salePriceOre:
      product.sale_price === undefined || product.sale_price === null ? null : toOre(product.sale_price),
    inStock: product.in_stock,
    category: orNull(product.category),
    brand: orNull(product.brand),
    sku: orNull(product.sku),
  };
}

/** Products with the same id later in one batch win over earlier ones (one INSERT may touch a row once). */
function lastById<T>(items: T[], id: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [id(item), item])).values()];
}

export async function ingestProducts(
  db: Database,
  accountId: number,
  body: unknown,
  language: Language,
  now: Date,
) {
  const items = batchItems(body);
  const report = new BatchReport(items.length, language);
  const good = validateEach(productSchema, items, report);
  await storeProducts(
    db,
    accountId,
    good.map((item) => item.value),
    now,
  );
  report.stored = good.length;
  return report.answer();
}

export async function storeProducts(db: Database, accountId: number, products: Product[], now: Date) {
  const unique = lastById(products, (product) => product.external_id);
  await repo.upsertProducts(db, accountId, unique.map(productValues), now);
}

export function orderValues(event: ContentEvent): { order: repo.OrderValues; lines: repo.OrderLineValues[] } {
  const placedAt = new Date(event.created_at);
  return {
    order: {
      externalId: event.order_id,
      placedAt,
      placedOn: osloDay(placedAt),
      subtotalOre: toOre(event.subtotal),
      totalOre: toOre(event.total),
      currency: event.currency,
      source: event.source?.trim() ?? '',
      referrer: orNull(event.referrer),
      discountCode: orNull(
        orderDiscountCodes(event.discount_code, event.discount_codes).join(ORDER_DISCOUNT_CODES_SEPARATOR),
      ),
      customerEmail: orNull(event.customer_email),
    },
    lines: event.lines.map((line, lineNo) => ({
      orderId: event.order_id,
      lineNo,
      productId: line.product_id,
      name: line.name,
      quantity: line.quantity,
      priceOre: toOre(line.price),
    })),
  };
}

type StatusEvent = Extract<OrderEvent, { type: 'cancelled' | 'completed' }>;

/**
 * Order events, in one transaction: contents first (the last `created`/`updated` of an id wins and replaces
 * the stored order), then status changes, then the daily totals of every day touched. Orders of an e-mail
 * on the ignore list are dropped and reported as ignored. Published with the write (docs/ingest.md,
 * "Events"): order.created for a new id, order.updated for an `updated` of a known one, order.cancelled
 * and order.completed when the status changes.
 */
export async function ingestOrders(ctx: IngestContext, accountId: number, body: unknown, language: Language) {
  const items = batchItems(body);
  const report = new BatchReport(items.length, language);
  const good = validateEach(orderEventSchema, items, report);
  const emails = good.flatMap(({ value }) =>
    'customer_email' in value && value.customer_email ? [value.customer_email] : [],
  );
  const ignoredEmails = await findIgnoredEmails(ctx.db, accountId, emails);
  const contents: Array<{ index: number; value: ContentEvent }> = [];
  const statuses: Array<{ index: number; value: StatusEvent }> = [];
  for (const item of good) {
    const { value } = item;
    if (value.type === 'created' || value.type === 'updated') {
      if (value.customer_email && ignoredEmails.has(value.customer_email)) report.ignore(item.index);
      else contents.push({ index: item.index, value });
    } else statuses.push({ index: item.index, value });
  }
  const now = ctx.clock.now();
  await ctx.unitOfWork(async (tx, publish) => {
    const upserts = lastById(contents, (item) => item.value.order_id).map((item) => ({
      type: item.value.type,
      values: orderValues(item.value),
    }));
    const days = new Set(upserts.map((upsert) => upsert.values.order.placedOn));
    const before = await repo.findOrderStates(
      tx,
      accountId,
      upserts.map((upsert) => upsert.values.order.externalId),
    );
    for (const state of before.values()) days.add(state.day);
    await repo.upsertOrders(
      tx,
      accountId,
      upserts.map((upsert) => upsert.values),
      now,
    );
    report.stored += contents.length;
    for (const { type, values } of upserts) {
      const known = before.get(values.order.externalId);
      if (!known) publish('order.created', accountId, orderData(values, 'open'));
      else if (type === 'updated') publish('order.updated', accountId, orderData(values, known.status));
    }
    for (const day of await storeStatuses(tx, publish, accountId, statuses, report, now)) days.add(day);
    await repo.recomputeDailyTotals(tx, accountId, [...days]);
  });
  return report.answer();
}

/**
 * The batch's status events (cancelled before completed, as before); answers the days they touch. An
 * event for an unknown order is refused; one that changes the status publishes order.cancelled or
 * order.completed with the order as stored (a resend of the same status tells nothing).
 */
async function storeStatuses(
  tx: Database,
  publish: Publish,
  accountId: number,
  statuses: Array<{ index: number; value: StatusEvent }>,
  report: BatchReport,
  now: Date,
): Promise<string[]> {
  if (statuses.length === 0) return [];
  const ids = [...new Set(statuses.map((item) => item.value.order_id))];
  const current = new Map(
    [...(await repo.findOrderStates(tx, accountId, ids))].map(([id, state]) => [id, state.status]),
  );
  const days: string[] = [];
  const changes: Array<{ orderId: string; status: OrderStatus }> = [];
  for (const status of ['cancelled', 'completed'] as const) {
    const events = statuses.filter((item) => item.value.type === status);
    const found = await repo.setOrderStatus(
      tx,
      accountId,
      [...new Set(events.map((item) => item.value.order_id))],
      status,
      now,
    );
    for (const item of events) {
      const day = found.get(item.value.order_id);
      if (day === undefined) {
        report.refuse(item.index, 'order_not_found');
        continue;
      }
      days.push(day);
      report.stored++;
      if (current.get(item.value.order_id) !== status) {
        current.set(item.value.order_id, status);
        changes.push({ orderId: item.value.order_id, status });
      }
    }
  }
  if (changes.length === 0) return days;
  const stored = await repo.findOrdersWithLines(tx, accountId, [
    ...new Set(changes.map((change) => change.orderId)),
  ]);
  const byId = new Map(stored.map((row) => [row.externalId, row]));
  for (const { orderId, status } of changes) {
    const row = byId.get(orderId);
    if (!row) continue;
    publish(status === 'cancelled' ? 'order.cancelled' : 'order.completed', accountId, {
      ...storedOrderData(row),
      status,
    });
  }
  return days;
}

/** Drops the items whose e-mail is on the account's ignore list, counting them as ignored in the report. */
async function withoutIgnoredEmails<T extends { email: string }>(
  db: Database,
  accountId: number,
  good: Array<{ index: number; value: T }>,
  report: BatchReport,
) {
  const ignoredEmails = await findIgnoredEmails(
    db,
    accountId,
    good.map(({ value }) => value.email),
  );
  return good.filter((item) => {
    if (!ignoredEmails.has(item.value.email)) return true;
    report.ignore(item.index);
    return false;
  });
}

/**
 * Customers, keyed by e-mail (the last of one e-mail in a batch wins); ignored e-mails are dropped. In one
 * transaction with their events: customer.created, customer.updated and subscriber.joined (ingest-events).
 */
export async function ingestCustomers(
  ctx: IngestContext,
  accountId: number,
  body: unknown,
  language: Language,
) {
  const items = batchItems(body);
  const report = new BatchReport(items.length, language);
  const kept = await withoutIgnoredEmails(
    ctx.db,
    accountId,
    validateEach(customerSchema, items, report),
    report,
  );
  const customers = lastById(
    kept.map((item) => item.value),
    (customer) => customer.email,
  );
  await ctx.unitOfWork(async (tx, publish) => {
    const before = await repo.findCustomers(
      tx,
      accountId,
      customers.map((customer) => customer.email),
    );
    await repo.upsertCustomers(tx, accountId, customers, ctx.clock.now());
    publishCustomerChanges(publish, accountId, customers, before);
  });
  report.stored = kept.length;
  return report.answer();
}

/**
 * Customers who asked the shop for a new password: nothing is stored, each publishes
 * customer.password_reset (ignored e-mails are dropped). One unit of work for the batch.
 */
export async function ingestPasswordResets(
  ctx: IngestContext,
  accountId: number,
  body: unknown,
  language: Language,
) {
  const items = batchItems(body);
  const report = new BatchReport(items.length, language);
  const kept = await withoutIgnoredEmails(
    ctx.db,
    accountId,
    validateEach(passwordResetEventSchema, items, report),
    report,
  );
  await ctx.unitOfWork(async (_tx, publish) => {
    for (const { value } of kept) {
      publish('customer.password_reset', accountId, {
        email: value.email,
        reset_url: value.reset_url || null,
      });
    }
  });
  report.stored = kept.length;
  return report.answer();
}

/** A stored product as the ingest API answers it: amounts back in NOK. */
export function productView(row: NonNullable<Awaited<ReturnType<typeof repo.findProduct>>>) {
  return {
    external_id: row.externalId,
    name: row.name,
    url: row.url,
    image_url: row.imageUrl,
    price: row.priceOre / 100,
    sale_price: row.salePriceOre === null ? null : row.salePriceOre / 100,
    in_stock: row.inStock,
    category: row.category,
    brand: row.brand,
    sku: row.sku,
    updated_at: row.updatedAt.toISOString(),
  };
}
