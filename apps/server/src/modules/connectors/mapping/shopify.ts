import type { ConnectorBatch } from '../batch';
import { assertIngestable, SKIP, skip } from './common';
import { mapShopifyCheckout, mapShopifyCustomer, mapShopifyPrivacy } from './shopify-customers';
import { mapShopifyOrder } from './shopify-orders';
import { mapShopifyProduct } from './shopify-products';

/** The topics a Shopify connection subscribes to (X-Shopify-Topic); docs/connectors.md maps each. */
export const SHOPIFY_TOPICS = [
  'orders/create',
  'orders/updated',
  'orders/paid',
  'orders/cancelled',
  'orders/fulfilled',
  'customers/create',
  'customers/update',
  'products/create',
  'products/update',
  'products/delete',
  'checkouts/create',
  'checkouts/update',
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;
export type ShopifyTopic = (typeof SHOPIFY_TOPICS)[number];

export interface ShopifyContext {
  /** The shop's own domain ("butikk.no"): product links are built from it and the product's handle. */
  shopDomain?: string;
}

function route(topic: ShopifyTopic, payload: unknown, context: ShopifyContext): ConnectorBatch {
  switch (topic) {
    case 'orders/create':
    case 'orders/updated':
    case 'orders/paid':
    case 'orders/cancelled':
    case 'orders/fulfilled':
      return mapShopifyOrder(topic, payload);
    case 'customers/create':
    case 'customers/update':
      return mapShopifyCustomer(payload);
    case 'products/create':
    case 'products/update':
    case 'products/delete':
      return mapShopifyProduct(topic, payload, context);
    case 'checkouts/create':
    case 'checkouts/update':
      return mapShopifyCheckout(payload);
    case 'customers/data_request':
    case 'customers/redact':
    case 'shop/redact':
      return mapShopifyPrivacy(topic, payload);
  }
}

const isShopifyTopic = (topic: string): topic is ShopifyTopic =>
  (SHOPIFY_TOPICS as readonly string[]).includes(topic);

/**
 * A Shopify webhook (its X-Shopify-Topic and parsed JSON body) in our ingest shapes. Pure: no database,
 * no clock. Throws SkippedDelivery (not stored, answered 200: an unpaid order, another currency, a topic we
 * do not take) or MalformedDelivery (the body is not the topic's shape; the reason names the field).
 */
export function mapShopifyWebhook(
  topic: string,
  payload: unknown,
  context: ShopifyContext = {},
): ConnectorBatch {
  const name = topic.trim().toLowerCase();
  if (!isShopifyTopic(name)) skip(SKIP.unknownTopic(topic));
  return assertIngestable(route(name, payload, context));
}
