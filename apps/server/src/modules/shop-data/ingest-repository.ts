import type { Customer, OrderStatus } from '@butikkpanel/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  shopCatalogueRevisions,
  shopCustomers,
  shopOrderDailyTotals,
  shopOrderLines,
  shopOrders,
  shopProducts,
} from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Transaction;

export type ProductValues = Omit<typeof shopProducts.$inferInsert, 'accountId' | 'createdAt' | 'updatedAt'>;
export type OrderValues = Omit<
  typeof shopOrders.$inferInsert,
  'accountId' | 'createdAt' | 'updatedAt' | 'status'
>;
export type OrderLineValues = Omit<typeof shopOrderLines.$inferInsert, 'accountId'>;

/** Rows per INSERT: well below PostgreSQL's 65 535 parameters for the widest table here. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

export async function upsertProducts(db: Writer, accountId: number, products: ProductValues[], now: Date) {
  for (const part of chunks(products)) {
    await db
      .insert(shopProducts)
      .values(part.map((product) => ({ accountId, ...product, updatedAt: now })))
      .onConflictDoUpdate({
        target: [shopProducts.accountId, shopProducts.externalId],
        set: {
          name: sql`excluded.name`,
          url: sql`excluded.url`,
          imageUrl: sql`excluded.image_url`,
          priceOre: sql`excluded.price_ore`,
          salePriceOre: sql`excluded.sale_price_ore`,
          inStock: sql`excluded.in_stock`,
          category: sql`excluded.category`,
          brand: sql`excluded.brand`,
          sku: sql`excluded.sku`,
          updatedAt: now,
        },
      });
  }
  if (products.length > 0) await bumpCatalogueRevision(db, accountId);
}

const FEED_FIELDS = [
  'name',
  'url',
  'imageUrl',
  'priceOre',
  'salePriceOre',
  'inStock',
  'category',
  'brand',
  'sku',
] as const;

/**
 * One batch of a product feed run: new and changed products written, unchanged ones only marked as listed
 * by this run (`feed_seen_at`), so an hourly run of an unchanged feed rewrites no product. Answers how many
 * were added and changed.
 */
export async function upsertFeedProducts(
  db: Writer,
  accountId: number,
  products: ProductValues[],
  runAt: Date,
): Promise<{ added: number; changed: number }> {
  const ids = products.map((product) => product.externalId);
  const stored = new Map<string, Record<string, unknown>>();
  for (const part of chunks(ids)) {
    const rows = await db
      .select()
      .from(shopProducts)
      .where(and(eq(shopProducts.accountId, accountId), inArray(shopProducts.externalId, part)));
    for (const row of rows) stored.set(row.externalId, row);
  }
  const written: ProductValues[] = [];
  const unchanged: string[] = [];
  let added = 0;
  for (const product of products) {
    const before = stored.get(product.externalId);
    if (!before) added++;
    const same = before && FEED_FIELDS.every((field) => (before[field] ?? null) === (product[field] ?? null));
    if (same) unchanged.push(product.externalId);
    else written.push(product);
  }
  for (const part of chunks(written)) {
    await db
      .insert(shopProducts)
      .values(part.map((product) => ({ accountId, ...product, feedSeenAt: runAt, updatedAt: runAt })))
      .onConflictDoUpdate({
        target: [shopProducts.accountId, shopProducts.externalId],
        set: {
          name: sql`excluded.name`,
          url: sql`excluded.url`,
          imageUrl: sql`excluded.image_url`,
          priceOre: sql`excluded.price_ore`,
          salePriceOre: sql`excluded.sale_price_ore`,
          inStock: sql`excluded.in_stock`,
          category: sql`excluded.category`,
          brand: sql`excluded.brand`,
          sku: sql`excluded.sku`,
          feedSeenAt: runAt,
          updatedAt: runAt,
        },
      });
  }
  for (const part of chunks(unchanged)) {
    await db
      .update(shopProducts)
      .set({ feedSeenAt: runAt })
      .where(and(eq(shopProducts.accountId, accountId), inArray(shopProducts.externalId, part)));
  }
  if (written.length > 0) await bumpCatalogueRevision(db, accountId);
  return { added, changed: written.length - added };
}

/**
 * After a feed run read to its end: products an earlier run listed and this one did not are gone from the
 * shop (out of stock; their history stays). Products only ever sent by the API or a platform are left alone.
 */
export async function markFeedProductsGone(db: Writer, accountId: number, runAt: Date): Promise<number> {
  const gone = await db
    .update(shopProducts)
    .set({ inStock: false, updatedAt: runAt })
    .where(
      and(
        eq(shopProducts.accountId, accountId),
        lt(shopProducts.feedSeenAt, runAt),
        eq(shopProducts.inStock, true),
      ),
    )
    .returning({ id: shopProducts.externalId });
  if (gone.length > 0) await bumpCatalogueRevision(db, accountId);
  return gone.length;
}

/**
 * Products the shop deleted (a platform's delete, a feed that no longer lists them): out of stock, so search
 * and recommendations stop offering them, while orders and statistics keep their names. Answers how many.
 */
export async function markProductsGone(db: Writer, accountId: number, externalIds: string[], now: Date) {
  if (externalIds.length === 0) return 0;
  const gone = await db
    .update(shopProducts)
    .set({ inStock: false, updatedAt: now })
    .where(
      and(
        eq(shopProducts.accountId, accountId),
        inArray(shopProducts.externalId, externalIds),
        eq(shopProducts.inStock, true),
      ),
    )
    .returning({ id: shopProducts.externalId });
  if (gone.length > 0) await bumpCatalogueRevision(db, accountId);
  return gone.length;
}

/** After the products are written: a search index that read the old revision rebuilds on its next query. */
async function bumpCatalogueRevision(db: Writer, accountId: number) {
  await db
    .insert(shopCatalogueRevisions)
    .values({ accountId, revision: 1 })
    .onConflictDoUpdate({
      target: shopCatalogueRevisions.accountId,
      set: { revision: sql`${shopCatalogueRevisions.revision} + 1` },
    });
}

export async function findProduct(db: Database, accountId: number, externalId: string) {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.accountId, accountId), eq(shopProducts.externalId, externalId)))
    .limit(1);
  return row ?? null;
}

export interface OrderState {
  day: string;
  status: OrderStatus;
}

/**
 * The stored day and status of each of the orders that exist: the day they leave is recomputed, and the
 * status tells whether a status event changes anything.
 */
export async function findOrderStates(db: Writer, accountId: number, orderIds: string[]) {
  const states = new Map<string, OrderState>();
  for (const part of chunks(orderIds)) {
    const rows = await db
      .select({ id: shopOrders.externalId, day: shopOrders.placedOn, status: shopOrders.status })
      .from(shopOrders)
      .where(and(eq(shopOrders.accountId, accountId), inArray(shopOrders.externalId, part)));
    for (const row of rows) states.set(row.id, { day: row.day, status: row.status });
  }
  return states;
}

export type StoredOrder = typeof shopOrders.$inferSelect & {
  lines: Array<typeof shopOrderLines.$inferSelect>;
};

/** Orders with their lines (in line order), as they are stored now. */
export async function findOrdersWithLines(db: Writer, accountId: number, orderIds: string[]) {
  const orders: StoredOrder[] = [];
  for (const part of chunks(orderIds)) {
    const rows = await db
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.accountId, accountId), inArray(shopOrders.externalId, part)));
    const lines = await db
      .select()
      .from(shopOrderLines)
      .where(and(eq(shopOrderLines.accountId, accountId), inArray(shopOrderLines.orderId, part)))
      .orderBy(shopOrderLines.orderId, shopOrderLines.lineNo);
    for (const row of rows) {
      orders.push({ ...row, lines: lines.filter((line) => line.orderId === row.externalId) });
    }
  }
  return orders;
}

/** Replaces each order's content and lines; a new order is open, a known one keeps its status. */
export async function upsertOrders(
  db: Writer,
  accountId: number,
  orders: Array<{ order: OrderValues; lines: OrderLineValues[] }>,
  now: Date,
) {
  for (const part of chunks(orders)) {
    await db
      .insert(shopOrders)
      .values(part.map(({ order }) => ({ accountId, ...order, updatedAt: now })))
      .onConflictDoUpdate({
        target: [shopOrders.accountId, shopOrders.externalId],
        set: {
          placedAt: sql`excluded.placed_at`,
          placedOn: sql`excluded.placed_on`,
          subtotalOre: sql`excluded.subtotal_ore`,
          totalOre: sql`excluded.total_ore`,
          currency: sql`excluded.currency`,
          source: sql`excluded.source`,
          referrer: sql`excluded.referrer`,
          discountCode: sql`excluded.discount_code`,
          customerEmail: sql`excluded.customer_email`,
          updatedAt: now,
        },
      });
    const ids = part.map(({ order }) => order.externalId);
    await db
      .delete(shopOrderLines)
      .where(and(eq(shopOrderLines.accountId, accountId), inArray(shopOrderLines.orderId, ids)));
    const lines = part.flatMap(({ lines }) => lines.map((line) => ({ accountId, ...line })));
    for (const linePart of chunks(lines)) await db.insert(shopOrderLines).values(linePart);
  }
}

/**
 * Stores the orders whose id is new and leaves known ones alone (the widget's report never replaces what
 * the shop's server sent); answers the ids stored.
 */
export async function insertNewOrders(
  db: Writer,
  accountId: number,
  orders: Array<{ order: OrderValues; lines: OrderLineValues[] }>,
): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const part of chunks(orders)) {
    const rows = await db
      .insert(shopOrders)
      .values(part.map(({ order }) => ({ accountId, ...order })))
      .onConflictDoNothing({ target: [shopOrders.accountId, shopOrders.externalId] })
      .returning({ id: shopOrders.externalId });
    for (const row of rows) stored.add(row.id);
    const lines = part
      .filter(({ order }) => stored.has(order.externalId))
      .flatMap(({ lines }) => lines.map((line) => ({ accountId, ...line })));
    for (const linePart of chunks(lines)) await db.insert(shopOrderLines).values(linePart);
  }
  return stored;
}

/** Sets the status of the stored orders among `orderIds`; answers those found, with their day. */
export async function setOrderStatus(
  db: Writer,
  accountId: number,
  orderIds: string[],
  status: OrderStatus,
  now: Date,
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .update(shopOrders)
    .set({ status, updatedAt: now })
    .where(and(eq(shopOrders.accountId, accountId), inArray(shopOrders.externalId, orderIds)))
    .returning({ id: shopOrders.externalId, day: shopOrders.placedOn });
  return new Map(rows.map((row) => [row.id, row.day]));
}

/**
 * Recomputes the daily totals of `days` from the orders (cancelled ones left out). Serialised per account
 * by an advisory lock, so two batches touching one day cannot leave a stale sum.
 */
export async function recomputeDailyTotals(db: Writer, accountId: number, days: string[]) {
  if (days.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(7401, ${accountId})`);
  await db
    .delete(shopOrderDailyTotals)
    .where(and(eq(shopOrderDailyTotals.accountId, accountId), inArray(shopOrderDailyTotals.day, days)));
  await db.execute(sql`
    insert into ${shopOrderDailyTotals} (account_id, day, source, orders, subtotal_ore, total_ore)
    select account_id, placed_on, source, count(*), sum(subtotal_ore), sum(total_ore)
    from ${shopOrders}
    where account_id = ${accountId} and placed_on in ${days} and status <> 'cancelled'
    group by account_id, placed_on, source`);
}

export type StoredCustomer = Pick<
  typeof shopCustomers.$inferSelect,
  'email' | 'name' | 'birthday' | 'clubMember' | 'marketingConsent'
>;

const customerColumns = {
  email: shopCustomers.email,
  name: shopCustomers.name,
  birthday: shopCustomers.birthday,
  clubMember: shopCustomers.clubMember,
  marketingConsent: shopCustomers.marketingConsent,
};

/** The stored customers among `emails`, by e-mail. */
export async function findCustomers(db: Writer, accountId: number, emails: string[]) {
  const found = new Map<string, StoredCustomer>();
  for (const part of chunks(emails)) {
    const rows = await db
      .select(customerColumns)
      .from(shopCustomers)
      .where(and(eq(shopCustomers.accountId, accountId), inArray(shopCustomers.email, part)));
    for (const row of rows) found.set(row.email, row);
  }
  return found;
}

export async function upsertCustomers(db: Writer, accountId: number, customers: Customer[], now: Date) {
  for (const part of chunks(customers)) {
    await db
      .insert(shopCustomers)
      .values(
        part.map((customer) => ({
          accountId,
          email: customer.email,
          name: customer.name ?? null,
          birthday: customer.birthday ?? null,
          clubMember: customer.club_member,
          marketingConsent: customer.marketing_consent,
          city: customer.city ?? null,
          postcode: customer.postcode ?? null,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [shopCustomers.accountId, shopCustomers.email],
        set: {
          name: sql`excluded.name`,
          birthday: sql`excluded.birthday`,
          clubMember: sql`excluded.club_member`,
          marketingConsent: sql`excluded.marketing_consent`,
          // A shop that does not send the address keeps what an earlier batch told.
          city: sql`coalesce(excluded.city, ${shopCustomers.city})`,
          postcode: sql`coalesce(excluded.postcode, ${shopCustomers.postcode})`,
          updatedAt: now,
        },
      });
  }
}

/** Whether an order with this customer e-mail was placed at or after `since` (the abandoned-cart check). */
export async function hasOrderSince(db: Writer, accountId: number, email: string, since: Date) {
  const [row] = await db
    .select({ id: shopOrders.externalId })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.accountId, accountId),
        eq(shopOrders.customerEmail, email.toLowerCase()),
        gte(shopOrders.placedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
