import type { ConnectorBatch } from '../batch';
import { assertIngestable, SKIP, skip } from './common';
import { mapWooCustomer } from './woocommerce-customers';
import { mapWooOrder } from './woocommerce-orders';
import { mapWooProduct } from './woocommerce-products';

/** The topics a WooCommerce connection takes (X-WC-Webhook-Topic); docs/connectors.md maps each. */
export const WOOCOMMERCE_TOPICS = [
  'order.created',
  'order.updated',
  'order.deleted',
  'order.restored',
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'product.created',
  'product.updated',
  'product.deleted',
  'product.restored',
] as const;
export type WooCommerceTopic = (typeof WOOCOMMERCE_TOPICS)[number];

const isWooTopic = (topic: string): topic is WooCommerceTopic =>
  (WOOCOMMERCE_TOPICS as readonly string[]).includes(topic);

/**
 * A WooCommerce webhook (its X-WC-Webhook-Topic and parsed JSON body) in our ingest shapes. Pure: no
 * database, no clock. Throws SkippedDelivery (not stored, answered 200) or MalformedDelivery (the body is
 * not the topic's shape; the reason names the field). The ping sent when a webhook is created is the
 * route's to answer, not a topic here.
 */
export function mapWooCommerceWebhook(topic: string, payload: unknown): ConnectorBatch {
  const name = topic.trim().toLowerCase();
  if (!isWooTopic(name)) skip(SKIP.unknownTopic(topic));
  const [resource] = name.split('.');
  if (resource === 'order') return assertIngestable(mapWooOrder(name, payload));
  if (resource === 'customer') return assertIngestable(mapWooCustomer(name, payload));
  return assertIngestable(mapWooProduct(name, payload));
}
