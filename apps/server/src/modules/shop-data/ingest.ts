import {
  customerSchema,
  type Language,
  type OrderEvent,
  orderEventSchema,
  osloDay,
  type Product,
  productSchema,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { BatchReport, batchItems, validateEach } from './batch';
import { findIgnoredEmails } from './ignore-list-repository';
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

export async function ingestProducts(db: Database, accountId: number, body: unknown, language: Language) {
  const items = batchItems(body);
  const report = new BatchReport(items.length, language);
  const good = validateEach(productSchema, items, report);
  await storeProducts(
    db,
    accountId,
    good.map((item) => item.value),
  );
  report.stored = good.length;
  return report.answer();
}

export async function storeProducts(db: Database, accountId: number, products: Product[]) {
  const unique = lastById(products, (product) => product.external_id);
  await repo.upsertProducts(db, accountId, unique.map(productValues));
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
      discountCode: orNull(event.discount_code),
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

/**
 * Order events, in one transaction: contents first (the last `created`/`updated` of an id wins and replaces
 * the stored order), then status changes, then the daily totals of every day touched. Orders of an e-mail
 * on the ignore list are dropped and reported as ignored.
 */
export async function ingestOrders(db: Database, accountId: number, body: unknown, language: Language) {
  const items = batchItems(body);
  const report = new BatchReport(items.length, language);
  const good = validateEach(orderEventSchema, items, report);
  const emails = good.flatMap(({ value }) =>
    'customer_email' in value && value.customer_email ? [value.customer_email] : [],
  );
  const ignoredEmails = await findIgnoredEmails(db, accountId, emails);
  const contents: Array<{ index: number; value: ContentEvent }> = [];
  const statuses: Array<{ index: number; value: Extract<OrderEvent, { type: 'cancelled' | 'completed' }> }> =
    [];
  for (const item of good) {
    const { value } = item;
    if (value.type === 'created' || value.type === 'updated') {
      if (value.customer_email && ignoredEmails.has(value.customer_email)) report.ignore(item.index);
      else contents.push({ index: item.index, value });
    } else statuses.push({ index: item.index, value });
  }
  await db.transaction(async (tx) => {
    const upserts = lastById(contents, (item) => item.value.order_id).map((item) => orderValues(item.value));
    const days = new Set(upserts.map((upsert) => upsert.order.placedOn));
    const before = await repo.findOrderDays(
      tx,
      accountId,
      upserts.map((upsert) => upsert.order.externalId),
    );
    for (const day of before.values()) days.add(day);
    await repo.upsertOrders(tx, accountId, upserts);
    report.stored += contents.length;
    for (const status of ['cancelled', 'completed'] as const) {
      const events = statuses.filter((item) => item.value.type === status);
      const found = await repo.setOrderStatus(
        tx,
        accountId,
        [...new Set(events.map((item) => item.value.order_id))],
        status === 'cancelled' ? 'cancelled' : 'completed',
      );
      for (const item of events) {
        const day = found.get(item.value.order_id);
        if (day === undefined) report.refuse(item.index, 'order_not_found');
        else {
          days.add(day);
          report.stored++;
        }
      }
    }
    await repo.recomputeDailyTotals(tx, accountId, [...days]);
  });
  return report.answer();
}

/** Customers, keyed by e-mail (the last of one e-mail in a batch wins); ignored e-mails are dropped. */
export async function ingestCustomers(db: Database, accountId: number, body: unknown, language: Language) {
  const items = batchItems(body);
  const report = new BatchReport(items.length, language);
  const good = validateEach(customerSchema, items, report);
  const ignoredEmails = await findIgnoredEmails(
    db,
    accountId,
    good.map(({ value }) => value.email),
  );
  const kept = good.filter((item) => {
    if (!ignoredEmails.has(item.value.email)) return true;
    report.ignore(item.index);
    return false;
  });
  await repo.upsertCustomers(
    db,
    accountId,
    lastById(
      kept.map((item) => item.value),
      (customer) => customer.email,
    ),
  );
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
