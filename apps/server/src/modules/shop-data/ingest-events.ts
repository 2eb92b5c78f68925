import {
  type Customer,
  type DomainEventData,
  type OrderStatus,
  splitOrderDiscountCodes,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import type { Clock, EventBus, Publish } from '../../platform';
import {
  findOrdersWithLines,
  type OrderLineValues,
  type OrderValues,
  type StoredCustomer,
  type StoredOrder,
} from './ingest-repository';

/** The bus's unit of work: the writes and what they publish commit together (platform/events). */
export type UnitOfWork = EventBus['unitOfWork'];

/** What ingest writes with: the database, the unit of work its events go out through, and the clock. */
export interface IngestContext {
  db: Database;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/** Without an event bus (the demo seed): one plain transaction, and what is published goes nowhere. */
export const quietIngest = (db: Database, clock: Clock): IngestContext => ({
  db,
  unitOfWork: (work) => db.transaction((tx) => work(tx, () => {})),
  clock,
});

type OrderData = DomainEventData<'order.created'>;

/** An order about to be written (ingest's values), as the order events carry it. */
export function orderData(
  values: { order: OrderValues; lines: OrderLineValues[] },
  status: OrderStatus,
): OrderData {
  const { order } = values;
  return {
    order_id: order.externalId,
    status,
    placed_at: order.placedAt.toISOString(),
    total_ore: order.totalOre,
    subtotal_ore: order.subtotalOre,
    currency: order.currency ?? 'NOK',
    customer_email: order.customerEmail ?? null,
    discount_code: order.discountCode ?? null,
    discount_codes: splitOrderDiscountCodes(order.discountCode ?? null),
    lines: values.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      price_ore: line.priceOre,
    })),
  };
}

/** A stored order (after a status change), as the order events carry it. */
export function storedOrderData(row: StoredOrder): OrderData {
  return orderData({ order: row, lines: row.lines }, row.status);
}

/** One order as it is stored now, in the order events' shape; null when the account has no such order. */
export async function findOrderData(
  db: Database,
  accountId: number,
  orderId: string,
): Promise<OrderData | null> {
  const [row] = await findOrdersWithLines(db, accountId, [orderId]);
  return row ? storedOrderData(row) : null;
}

export function customerData(customer: Customer): DomainEventData<'customer.created'> {
  return {
    email: customer.email,
    name: customer.name ?? null,
    birthday: customer.birthday ?? null,
    club_member: customer.club_member,
    marketing_consent: customer.marketing_consent,
  };
}

const sameCustomer = (stored: StoredCustomer, data: DomainEventData<'customer.created'>) =>
  stored.name === data.name &&
  stored.birthday === data.birthday &&
  stored.clubMember === data.club_member &&
  stored.marketingConsent === data.marketing_consent;

/**
 * The customer events of one upsert: customer.created for a new e-mail, customer.updated when a stored
 * field changed (a resend of the same data tells nothing), and subscriber.joined (source 'club') when the
 * customer is a club member now and was not before.
 */
export function publishCustomerChanges(
  publish: Publish,
  accountId: number,
  customers: Customer[],
  before: Map<string, StoredCustomer>,
): void {
  for (const customer of customers) {
    const data = customerData(customer);
    const stored = before.get(customer.email);
    if (!stored) publish('customer.created', accountId, data);
    else if (!sameCustomer(stored, data)) publish('customer.updated', accountId, data);
    if (data.club_member && !stored?.clubMember) {
      publish('subscriber.joined', accountId, { email: data.email, source: 'club' });
    }
  }
}
