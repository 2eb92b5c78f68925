import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { customerFactsJob, customerFactsSchedule } from './customer-facts';
import { registerIngestRoutes } from './ingest-routes';
import { shopDataPrivacyHooks } from './privacy';
import { registerShopSettingsRoutes } from './settings-routes';

export { createApiKeyGuard, ingestAccount } from './api-key-guard';
export {
  emailsInPlaceSql,
  emailsWhoBoughtSql,
  findCustomerName,
  latestOrderId,
  listCustomersForAudience,
  orderFactsByEmailSql,
  orderSummaryOf,
  ordersAfterClicks,
  ordersAfterClicksByDay,
  ordersAfterTouchesByKey,
} from './audience-facts';
export { parseCsv } from './csv';
export { csvText } from './csv-body';
export { ingestCustomers, ingestOrders, ingestProducts, productValues } from './ingest';
export { findOrderData, type IngestContext, quietIngest } from './ingest-events';
export {
  findCustomers as findStoredCustomers,
  hasOrderSince,
  markFeedProductsGone,
  markProductsGone,
  upsertFeedProducts,
} from './ingest-repository';
export {
  countOrders,
  countOrdersInPeriod,
  countOrdersUpTo,
  findOrders,
  type OrderListDbRow,
  sumDailyTotalsBySource,
} from './order-list';
export { isNarrowed, type OrderCursor, sortDirection } from './order-query';
export { findProductPictures } from './product-pictures';
export {
  accountsWithProducts,
  type CatalogueRow,
  countOrdersHolding,
  findEligibleProducts,
  findNewest,
  findProductStates,
  findProductsByPaths,
  findPurchasedProducts,
  isOnSale,
  type OrderLineRow,
  type ProductState,
  readCatalogue,
  readOrderLines,
} from './recommendation-facts';
export {
  countProducts,
  findCatalogue,
  findDailyTotals,
  findProduct,
  findProductCategories,
  findProductNames,
  findProducts,
  findSalesPerDay,
  findTopSources,
  type ProductRow,
} from './stats';
export { isIgnoredIp, normalizeIp, storeWidgetOrder, type WidgetOrderOutcome } from './tracking';

/**
 * Getting shop data in: API keys and ignore lists (settings), and the ingest API the keys open; the daily
 * scan of customer facts (birthdays, not purchased) for the flows.
 */
export function registerShopDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  deps.platform.register({ name: 'shop-data', privacy: shopDataPrivacyHooks(deps.clock) });
  deps.platform.register({
    name: 'customer-facts',
    jobs: [customerFactsJob],
    schedules: [customerFactsSchedule],
  });
  registerShopSettingsRoutes(app, deps);
  registerIngestRoutes(app, deps);
}
