import { type ConnectorBatch, MalformedDelivery } from '../batch';
import { mapShopifyWebhook } from './shopify';
import { mapWooCommerceWebhook } from './woocommerce';

/** A delivery's body as our ingest takes it, by the connection's platform (throws Skipped/MalformedDelivery). */
export function mapDelivery(
  platform: 'shopify' | 'woocommerce' | 'other',
  topic: string,
  payload: unknown,
  context: { shopDomain: string | null },
): ConnectorBatch {
  if (platform === 'shopify')
    return mapShopifyWebhook(topic, payload, { shopDomain: context.shopDomain ?? undefined });
  if (platform === 'woocommerce') return mapWooCommerceWebhook(topic, payload);
  throw new MalformedDelivery('Kontoen er ikke satt opp for leveranser fra en butikkplattform.');
}
