import { z } from 'zod';
import { chatMessageSchema, visitorSchema } from '../chat/schemas';

/**
 * The domain events: what happened in an account, told after the change is committed. Listeners are
 * immediate (in process, e.g. the socket gateway) or durable (a job written in the same transaction as the
 * change). The catalogue is the one list: an event not here cannot be published or listened to.
 */

const orderLine = z.object({
  product_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price_ore: z.number().int(),
});

const order = z.object({
  order_id: z.string(),
  status: z.enum(['open', 'cancelled', 'completed']),
  placed_at: z.string(),
  total_ore: z.number().int(),
  /** Before discounts (a code's minimum order is judged by it). */
  subtotal_ore: z.number().int(),
  currency: z.string(),
  customer_email: z.string().nullable(),
  discount_code: z.string().nullable(),
  /** Every code named on the order (discount_code and discount_codes), as typed, each once. */
  discount_codes: z.array(z.string()),
  /** What was bought: the flows' "purchased category or product" reads these (categories via products). */
  lines: z.array(orderLine),
  /**
   * The widget's visitor uid when the widget reported the order from the confirmation page (recommendation
   * figures attribute the order to that visitor's clicks); absent for orders from the shop's server.
   */
  visitor_uid: z.string().optional(),
});

const customer = z.object({
  email: z.string(),
  name: z.string().nullable(),
  birthday: z.string().nullable(),
  club_member: z.boolean(),
  marketing_consent: z.boolean(),
});

const cart = z.object({
  visitor_id: z.string(),
  email: z.string().nullable(),
  lines: z.array(
    z.object({ product_id: z.string(), name: z.string(), quantity: z.number().int(), price_ore: z.number() }),
  ),
  total_ore: z.number().int(),
  /** When the cart last changed. */
  changed_at: z.string(),
});

const visitorSummary = visitorSchema.omit({ pages: true });

export const DOMAIN_EVENT_DATA = {
  'order.created': order,
  'order.updated': order,
  'order.completed': order,
  'order.cancelled': order,
  'customer.created': customer,
  'customer.updated': customer,
  /** A daily scan: the customer's birthday is today in Oslo. */
  'customer.birthday': customer.extend({ day: z.string() }),
  /** A daily scan: the customer's newest order is exactly `days` Oslo days old today. */
  'customer.not_purchased': z.object({
    email: z.string(),
    days: z.number().int(),
    last_order_at: z.string(),
  }),
  /** The shop reported that a customer asked for a new password (the flows' "reset password"). */
  'customer.password_reset': z.object({ email: z.string(), reset_url: z.string().nullable() }),
  'cart.updated': cart,
  /** A cart with lines saw no order for the account's abandonment time. */
  'cart.abandoned': cart.extend({
    abandoned_after_minutes: z.number().int(),
    /** The shop page the visitor was on last (the reminder's link back to the cart starts there). */
    page_url: z.string().nullable().optional(),
  }),
  'visitor.identified': z.object({ visitor_id: z.string(), email: z.string(), name: z.string().nullable() }),
  'message.created': z.object({ message: chatMessageSchema, visitor: visitorSummary }),
  /** Chat's realtime facts, which the socket gateway turns into broadcasts. */
  'visitor.changed': z.object({ visitor: visitorSchema }),
  'visitor.left': z.object({ uid: z.string(), started: z.boolean() }),
  'conversation.assigned': z.object({ uid: z.string(), assignee_id: z.union([z.string(), z.literal(0)]) }),
  /** `was_open`: the conversation was started, so the visitor is told it was closed. */
  'conversation.closed': z.object({ uid: z.string(), visitor: visitorSchema, was_open: z.boolean() }),
  /** Staff deactivated the account: its widget stops, open visitor sockets included. */
  'account.deactivated': z.object({}),
  /** Someone joined the customer club or a list (customer club today; popups and forms add theirs). */
  'subscriber.joined': z.object({
    email: z.string(),
    source: z.string(),
    /** Evidence of a yes from the shop's side (a popup): where it came from. */
    ip: z.string().optional(),
    user_agent: z.string().optional(),
  }),
  /** A pending signup was confirmed from the double opt-in mail (a popup's code goes out now). */
  'consent.confirmed': z.object({ email: z.string(), source: z.string() }),
  'email.opened': z.object({ email: z.string(), message_id: z.string() }),
  'email.clicked': z.object({ email: z.string(), message_id: z.string(), url: z.string() }),
  'popup.submitted': z.object({ popup_id: z.string(), email: z.string().nullable() }),
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENT_DATA;
export const DOMAIN_EVENT_TYPES = Object.keys(DOMAIN_EVENT_DATA) as DomainEventType[];
export type DomainEventData<T extends DomainEventType> = z.infer<(typeof DOMAIN_EVENT_DATA)[T]>;

/** One event as listeners get it (and as a durable listener's job stores it). */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: {
    id: string;
    type: K;
    account_id: number;
    occurred_at: string;
    data: DomainEventData<K>;
  };
}[T];

export const domainEventSchema = z.object({
  id: z.string(),
  type: z.enum(DOMAIN_EVENT_TYPES as [DomainEventType, ...DomainEventType[]]),
  account_id: z.number().int(),
  occurred_at: z.string(),
  data: z.unknown(),
});

/**
 * Spec section 4, Flows: every event a flow can start on, and the domain event that sources it.
 * "Purchased category or product" is an order.created whose lines hold the product (or one of the category).
 */
export const FLOW_TRIGGER_EVENTS = {
  abandoned_cart: 'cart.abandoned',
  birthday: 'customer.birthday',
  joined_customer_club: 'subscriber.joined',
  new_customer: 'customer.created',
  new_order: 'order.created',
  not_purchased_since: 'customer.not_purchased',
  order_canceled: 'order.cancelled',
  order_completed: 'order.completed',
  order_updated: 'order.updated',
  purchased_category_or_product: 'order.created',
  reset_password: 'customer.password_reset',
  subscribed_to_popup: 'popup.submitted',
} as const satisfies Record<string, DomainEventType>;
export type FlowTrigger = keyof typeof FLOW_TRIGGER_EVENTS;

/** How long a cart with lines may wait for an order before cart.abandoned fires, unless the account sets it. */
export const CART_ABANDONED_DEFAULT_MINUTES = 60;
export const CART_ABANDONED_MIN_MINUTES = 5;
export const CART_ABANDONED_MAX_MINUTES = 7 * 24 * 60;
