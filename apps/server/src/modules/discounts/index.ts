import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { discountsPrivacyHooks } from './privacy';
import { redemptionListener } from './redemptions';
import { registerDiscountPanelRoutes } from './routes';
import { registerDiscountShopRoutes } from './shop-routes';
import { generateCodesJob } from './unique-codes';
import { suggestCodesJob, suggestCodesSchedule } from './unknown-codes';

export { checkCode } from './check';
export { findOrderDiscountFlags } from './redemption-repository';
export { cancelOrder, redeemOrder } from './redemptions';
export {
  findDiscount,
  findTemplateAmounts as findDiscountTemplateAmounts,
  findTemplateIds as findDiscountTemplateIds,
  listMailableDiscounts,
} from './repository';
export { createDiscount } from './service';
export { addUniqueCodes, cloneUniqueCode } from './unique-codes';
export { suggestNow } from './unknown-codes';

/**
 * Discount codes: the panel's codes, templates and unique codes, the order events that count them, the
 * shop's check and feed, and the unknown codes shoppers typed (docs/discounts.md).
 */
export function registerDiscountRoutes(app: FastifyInstance, deps: AppDeps): void {
  deps.platform.register({
    name: 'discounts',
    jobs: [generateCodesJob(deps.clock), suggestCodesJob],
    schedules: [suggestCodesSchedule],
    listeners: [redemptionListener],
    privacy: discountsPrivacyHooks,
  });
  registerDiscountPanelRoutes(app, deps);
  registerDiscountShopRoutes(app, deps);
}
