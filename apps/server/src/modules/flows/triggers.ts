import {
  DOMAIN_EVENT_DATA,
  type DomainEventData,
  type DomainEventType,
  FLOW_TRIGGER_EVENTS,
  type FlowReentry,
  type FlowStart,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { findProductCategories } from '../shop-data';

const DAY_MS = 86_400_000;

/** The domain events a flow can start on. */
export const TRIGGER_TYPES = [...new Set(Object.values(FLOW_TRIGGER_EVENTS))];

/** One trigger event as the engine and the dry run read it. */
export type TriggerEvent = {
  [K in DomainEventType]: { type: K; account_id: number; data: DomainEventData<K> };
}[DomainEventType];

export interface Entering {
  email: string;
  orderId: string | null;
  context: Record<string, unknown>;
}

/** Who an event is about, and what their mails may show; null when it names no address. */
export function personOf(event: TriggerEvent): Entering | null {
  switch (event.type) {
    case 'cart.abandoned':
      return event.data.email
        ? { email: event.data.email, orderId: null, context: { cart: event.data } }
        : null;
    case 'order.created':
    case 'order.updated':
    case 'order.completed':
    case 'order.cancelled': {
      const order = event.data;
      return order.customer_email
        ? { email: order.customer_email, orderId: order.order_id, context: { order } }
        : null;
    }
    case 'customer.created':
    case 'customer.birthday':
      return { email: event.data.email, orderId: null, context: { name: event.data.name } };
    case 'customer.not_purchased':
    case 'customer.password_reset':
    case 'subscriber.joined':
      return { email: event.data.email, orderId: null, context: {} };
    case 'popup.submitted':
      return event.data.email ? { email: event.data.email, orderId: null, context: {} } : null;
    default:
      return null;
  }
}

/** Does the event start this flow: its event, with the start's values (days, products, categories)? */
async function startMatches(db: Database, event: TriggerEvent, start: FlowStart): Promise<boolean> {
  if (start.kind !== 'event' || FLOW_TRIGGER_EVENTS[start.event] !== event.type) return false;
  if (event.type === 'customer.not_purchased') return event.data.days === start.days;
  if (start.event === 'purchased_category_or_product' && event.type === 'order.created') {
    const products = event.data.lines.map((line) => line.product_id);
    if (products.some((id) => start.product_ids.includes(id))) return true;
    if (start.categories.length === 0) return false;
    const categories = await findProductCategories(db, event.account_id, products);
    return categories.some((category) => start.categories.includes(category));
  }
  return true;
}

/** Who the event brings into a flow with this start, or null. */
export async function entering(
  db: Database,
  event: TriggerEvent,
  start: FlowStart,
): Promise<Entering | null> {
  const who = personOf(event);
  if (!who || !(await startMatches(db, event, start))) return null;
  return { ...who, email: who.email.toLowerCase() };
}

/** The re-entry rule: may someone whose last entry is `last` enter again at `now`? */
export function mayEnterAgain(
  last: { active: boolean; enteredAt: Date } | null,
  reentry: FlowReentry,
  now: Date,
): boolean {
  if (!last) return true;
  if (last.active) return false;
  if (reentry.mode === 'every_time') return true;
  if (reentry.mode === 'after_days')
    return now.getTime() - last.enteredAt.getTime() >= (reentry.days ?? 1) * DAY_MS;
  return false;
}

/** A logged event back as a trigger event; null when its data no longer reads as its type. */
export function loggedEvent(accountId: number, type: string, data: unknown): TriggerEvent | null {
  if (!(TRIGGER_TYPES as string[]).includes(type)) return null;
  const parsed = DOMAIN_EVENT_DATA[type as DomainEventType].safeParse(data);
  // The union of type and data is what DomainEvent describes; zod checked this pair.
  return parsed.success ? ({ type, account_id: accountId, data: parsed.data } as TriggerEvent) : null;
}
