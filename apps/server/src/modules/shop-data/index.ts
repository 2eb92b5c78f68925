import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerIngestRoutes } from './ingest-routes';
import { shopDataPrivacyHooks } from './privacy';
import { registerShopSettingsRoutes } from './settings-routes';

export { ingestCustomers, ingestOrders, ingestProducts } from './ingest';
export { isIgnoredIp, normalizeIp, storeWidgetOrder, type WidgetOrderOutcome } from './tracking';

/** Getting shop data in: API keys and ignore lists (settings), and the ingest API the keys open. */
export function registerShopDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  deps.platform.register({ name: 'shop-data', privacy: shopDataPrivacyHooks });
  registerShopSettingsRoutes(app, deps);
  registerIngestRoutes(app, deps);
}
