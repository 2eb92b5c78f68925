import { SHOP_TIME_ZONE } from '@butikkpanel/contracts';
import { and, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopCustomers, shopOrderLines, shopOrders, shopProducts } from '../../db/schema';

/**
 * What the e-mail audience's segments and contact pages ask of the shop's orders, as SQL they compose
 * into their own queries (the tables stay shop data's). Cancelled orders count for nothing.
 */

/** Per customer e-mail: orders, their total in øre and the newest order's time (columns email, orders, total_ore, last_at). */
export function orderFactsByEmailSql(accountId: number): SQL {
  return sql`select ${shopOrders.customerEmail} as email, count(*)::int as orders,
      coalesce(sum(${shopOrders.totalOre}), 0)::bigint as total_ore, max(${shopOrders.placedAt}) as last_at
    from ${shopOrders}
    where ${shopOrders.accountId} = ${accountId} and ${shopOrders.status} <> 'cancelled'
      and ${shopOrders.customerEmail} is not null
    group by ${shopOrders.customerEmail}`;
}

/** The e-mails (column email) of customers who bought the product, or a product of the category. */
export function emailsWhoBoughtSql(
  accountId: number,
  what: { productId: string } | { category: string },
): SQL {
  const product =
    'productId' in what
      ? sql`${shopOrderLines.productId} = ${what.productId}`
      : sql`exists (select 1 from ${shopProducts} where ${shopProducts.accountId} = ${accountId}
          and ${shopProducts.externalId} = ${shopOrderLines.productId}
          and lower(${shopProducts.category}) = lower(${what.category}))`;
  return sql`select ${shopOrders.customerEmail} as email from ${shopOrders}
    join ${shopOrderLines} on ${shopOrderLines.accountId} = ${shopOrders.accountId}
      and ${shopOrderLines.orderId} = ${shopOrders.externalId}
    where ${shopOrders.accountId} = ${accountId} and ${shopOrders.status} <> 'cancelled'
      and ${shopOrders.customerEmail} is not null and ${product}`;
}

/**
 * The e-mails of the account's customers who live in a city (compared without case) or whose postcode
 * begins with the given digits, as the shop reported them: for segments.
 */
export function emailsInPlaceSql(
  accountId: number,
  place: { city: string } | { postcodePrefix: string },
): SQL {
  const match =
    'city' in place
      ? sql`lower(${shopCustomers.city}) = lower(${place.city})`
      : sql`${shopCustomers.postcode} like ${`${place.postcodePrefix.replace(/[\\%_]/g, '\\$&')}%`}`;
  return sql`select ${shopCustomers.email} as email from ${shopCustomers}
    where ${shopCustomers.accountId} = ${accountId} and ${match}`;
}

/** One customer's orders (not cancelled): how many, their total in øre, the newest. */
export async function orderSummaryOf(db: Database, accountId: number, email: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalOre: sql<number>`coalesce(sum(${shopOrders.totalOre}), 0)::bigint`,
      lastAt: sql<Date | null>`max(${shopOrders.placedAt})`,
    })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.accountId, accountId),
        eq(shopOrders.customerEmail, email),
        ne(shopOrders.status, 'cancelled'),
        isNotNull(shopOrders.customerEmail),
      ),
    );
  const last = row?.lastAt ?? null;
  return {
    count: Number(row?.count ?? 0),
    totalOre: Number(row?.totalOre ?? 0),
    lastAt: last === null ? null : new Date(last),
  };
}

/** The account's customers as ingest stored them (the audience takes them in, e.g. after the demo seed). */
export async function listCustomersForAudience(db: Database, accountId: number) {
  return db
    .select({
      email: shopCustomers.email,
      name: shopCustomers.name,
      marketingConsent: shopCustomers.marketingConsent,
    })
    .from(shopCustomers)
    .where(eq(shopCustomers.accountId, accountId));
}

/** The customer's name as the shop reported it, or null. */
export async function findCustomerName(
  db: Database,
  accountId: number,
  email: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: shopCustomers.name })
    .from(shopCustomers)
    .where(and(eq(shopCustomers.accountId, accountId), eq(shopCustomers.email, email)));
  return row?.name ?? null;
}

/** The id of the account's newest order that has a customer e-mail (a template's preview uses it). */
export async function latestOrderId(db: Database, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: shopOrders.externalId })
    .from(shopOrders)
    .where(and(eq(shopOrders.accountId, accountId), isNotNull(shopOrders.customerEmail)))
    .orderBy(desc(shopOrders.placedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Orders (not cancelled) each person placed within `days` after their click: how many and their total in
 * øre (a campaign's orders and revenue). One statement over the clicks.
 */
export async function ordersAfterClicks(
  db: Database,
  accountId: number,
  clicks: Array<{ email: string; clickedAt: Date }>,
  days: number,
): Promise<{ orders: number; totalOre: number }> {
  if (clicks.length === 0) return { orders: 0, totalOre: 0 };
  const result = await db.execute(sql`
    select count(*)::int as orders, coalesce(sum(o.total_ore), 0)::bigint as total_ore
    ${attributedOrdersFrom(accountId, clicks, days)}`);
  const [row] = (result as unknown as { rows: Array<{ orders: number; total_ore: string | number }> }).rows;
  return { orders: Number(row?.orders ?? 0), totalOre: Number(row?.total_ore ?? 0) };
}

/** The same orders per Oslo day they were placed (a campaign's figures over time). */
export async function ordersAfterClicksByDay(
  db: Database,
  accountId: number,
  clicks: Array<{ email: string; clickedAt: Date }>,
  days: number,
): Promise<Array<{ day: string; orders: number; totalOre: number }>> {
  if (clicks.length === 0) return [];
  const result = await db.execute(sql`
    select to_char((o.placed_at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') as day,
      count(*)::int as orders, coalesce(sum(o.total_ore), 0)::bigint as total_ore
    ${attributedOrdersFrom(accountId, clicks, days)}
    group by 1 order by 1`);
  return (
    result as unknown as { rows: Array<{ day: string; orders: number; total_ore: string | number }> }
  ).rows.map((row) => ({ day: row.day, orders: Number(row.orders), totalOre: Number(row.total_ore) }));
}

/**
 * Per key, the orders (not cancelled) each person placed within `days` after their touch, in one statement.
 * `touches` is the caller's own query of `(key integer, email text, at timestamptz)` rows (a popup's first
 * submits, say), so the tables it reads stay the caller's and the orders stay here.
 */
export async function ordersAfterTouchesByKey(
  db: Database,
  accountId: number,
  touches: SQL,
  days: number,
): Promise<Map<number, { orders: number; totalOre: number }>> {
  const result = await db.execute(sql`
    select t.key as key, count(*)::int as orders, coalesce(sum(o.total_ore), 0)::bigint as total_ore
    from (${touches}) as t
    join ${shopOrders} o on o.account_id = ${accountId} and o.customer_email = t.email
      and o.status <> 'cancelled' and o.placed_at >= t.at
      and o.placed_at < t.at + make_interval(days => ${days})
    group by t.key`);
  const rows = (
    result as unknown as { rows: Array<{ key: number; orders: number; total_ore: string | number }> }
  ).rows;
  return new Map(
    rows.map((row) => [Number(row.key), { orders: Number(row.orders), totalOre: Number(row.total_ore) }]),
  );
}

/** The orders (not cancelled) each clicker placed within `days` of the click, as a FROM clause. */
function attributedOrdersFrom(
  accountId: number,
  clicks: Array<{ email: string; clickedAt: Date }>,
  days: number,
) {
  // As one JSON parameter: the same on node-postgres and PGlite, whatever an address holds.
  const rows = JSON.stringify(
    clicks.map((click) => ({ email: click.email, clicked_at: click.clickedAt.toISOString() })),
  );
  return sql`from jsonb_to_recordset(${rows}::jsonb) as c(email text, clicked_at timestamptz)
    join ${shopOrders} o on o.account_id = ${accountId} and o.customer_email = c.email
      and o.status <> 'cancelled' and o.placed_at >= c.clicked_at
      and o.placed_at < c.clicked_at + make_interval(days => ${days})`;
}
