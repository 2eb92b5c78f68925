import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopCustomers, shopOrderLines, shopOrders } from '../../db/schema';
import type { Clock, PrivacyHooks } from '../../platform';

/** Shop data's share of privacy: the customer record goes; orders stay for revenue but lose the address. */
const sameEmail = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;

async function exportPerson(db: Database, accountId: number, email: string) {
  const [customers, orders] = await Promise.all([
    db
      .select()
      .from(shopCustomers)
      .where(and(eq(shopCustomers.accountId, accountId), sameEmail(shopCustomers.email, email))),
    db
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.accountId, accountId), sameEmail(shopOrders.customerEmail, email))),
  ]);
  const orderIds = orders.map((row) => row.externalId);
  const lines =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(shopOrderLines)
          .where(and(eq(shopOrderLines.accountId, accountId), inArray(shopOrderLines.orderId, orderIds)));
  return {
    customers,
    orders: orders.map((order) => ({
      ...order,
      lines: lines.filter((line) => line.orderId === order.externalId),
    })),
  };
}

async function erasePerson(tx: Database, accountId: number, email: string, now: Date) {
  const customers = await tx
    .delete(shopCustomers)
    .where(and(eq(shopCustomers.accountId, accountId), sameEmail(shopCustomers.email, email)))
    .returning({ email: shopCustomers.email });
  const anonymised = await tx
    .update(shopOrders)
    .set({ customerEmail: null, updatedAt: now })
    .where(and(eq(shopOrders.accountId, accountId), sameEmail(shopOrders.customerEmail, email)))
    .returning({ id: shopOrders.externalId });
  return { customers: customers.length, orders_anonymised: anonymised.length };
}

/** The hooks, with the clock that stamps an anonymised order's update. */
export const shopDataPrivacyHooks = (clock: Clock): PrivacyHooks => ({
  exportPerson,
  erasePerson: (tx, accountId, email) => erasePerson(tx, accountId, email, clock.now()),
});
