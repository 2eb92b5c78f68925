import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopCustomers, shopOrders } from '../../db/schema';

/** Customers of every account whose birthday falls on one of `monthDays` ('MM-DD'). */
export async function findBirthdayCustomers(db: Database, monthDays: string[]) {
  return db
    .select({
      accountId: shopCustomers.accountId,
      email: shopCustomers.email,
      name: shopCustomers.name,
      birthday: shopCustomers.birthday,
      clubMember: shopCustomers.clubMember,
      marketingConsent: shopCustomers.marketingConsent,
    })
    .from(shopCustomers)
    .where(
      and(
        isNotNull(shopCustomers.birthday),
        inArray(sql<string>`to_char(${shopCustomers.birthday}, 'MM-DD')`, monthDays),
      ),
    )
    .orderBy(asc(shopCustomers.accountId), asc(shopCustomers.email));
}

/**
 * The customers (by order e-mail, every account) whose newest order that was not cancelled was placed on
 * Oslo day `day`, with when it was placed. The newer-order check goes through shop_orders_customer_idx.
 */
export async function findLastOrderedOn(db: Database, day: string) {
  const result = await db.execute(sql`
    select o.account_id, o.customer_email as email, max(o.placed_at) as last_order_at
    from ${shopOrders} o
    where o.placed_on = ${day} and o.customer_email is not null and o.status <> 'cancelled'
      and not exists (
        select 1 from ${shopOrders} n
        where n.account_id = o.account_id and n.customer_email = o.customer_email
          and n.placed_on > ${day} and n.status <> 'cancelled')
    group by o.account_id, o.customer_email
    order by o.account_id, o.customer_email`);
  const { rows } = result as unknown as {
    rows: Array<{ account_id: number | string; email: string; last_order_at: Date | string }>;
  };
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    email: row.email,
    lastOrderAt: new Date(row.last_order_at).toISOString(),
  }));
}
