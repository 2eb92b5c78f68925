import type { CartLine, customerSchema, OrderEventInput, ProductInput } from '@butikkpanel/contracts';
import type { z } from 'zod';

/** The shop platforms a shop connects without code. */
export const SHOP_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

/** The resources a platform's webhooks are about; the out-of-order rule keeps the newest version of each. */
export type ConnectorResource = 'order' | 'customer' | 'product' | 'checkout';

/**
 * One platform delivery (a webhook) as our ingest takes it: what to store, in the ingest API's own shapes
 * (docs/ingest.md), so a webhook and an API call are validated and stored the same way. A mapper fills only
 * what its topic carries.
 */
export interface ConnectorBatch {
  /**
   * The resource the delivery is about and the platform's time of that version (`updated_at`): a delivery
   * older than one already applied for the same resource is skipped. Null when the topic has none.
   */
  resource: { type: ConnectorResource; id: string; updatedAt: Date | null } | null;
  products: ProductInput[];
  /** Products the platform deleted (their external ids): marked out of stock, history kept. */
  removedProducts: string[];
  orders: OrderEventInput[];
  customers: Array<z.input<typeof customerSchema>>;
  /** A checkout not yet an order (Shopify): the cart the abandoned-cart flows read, keyed by its token. */
  carts: Array<{ key: string; email: string | null; lines: CartLine[]; url: string | null }>;
  /** A privacy topic: a customer's data asked for, a customer to erase, or the whole shop to erase. */
  privacy: { kind: 'data_request' | 'redact_customer' | 'redact_shop'; emails: string[] } | null;
}

export const emptyBatch = (): ConnectorBatch => ({
  resource: null,
  products: [],
  removedProducts: [],
  orders: [],
  customers: [],
  carts: [],
  privacy: null,
});

/**
 * A delivery the mapper will not store, with the reason in Norwegian for the panel's "what arrived" list
 * (an unpaid order, a currency other than NOK, a topic we do not take). Not an error: answered 200.
 */
export class SkippedDelivery extends Error {}

/** A body that is not the topic's shape: refused with the reason, nothing stored. */
export class MalformedDelivery extends Error {}
