import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerIngestRoutes } from './ingest-routes';
import { registerShopSettingsRoutes } from './settings-routes';

export { ingestCustomers, ingestOrders, ingestProducts } from './ingest';
export { isIgnoredIp, normalizeIp, storeWidgetOrder, type WidgetOrderOutcome } from './tracking';

/** Getting shop data in: API keys and ignore lists (settings), and the ingest API the keys open. */
export function registerShopDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerShopSettingsRoutes(app, deps);
  registerIngestRoutes(app, deps);
}
