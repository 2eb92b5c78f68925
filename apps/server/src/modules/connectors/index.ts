import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { checkoutAbandonedJob } from './checkout-abandoned';
import { feedRunJob, feedScheduleJob } from './feed-run';
import { historyPageJob } from './history-import';
import { connectorsPrivacyHooks } from './privacy';
import { processDeliveryJob } from './process-job';
import { webhookSecretSealer } from './secrets';
import { registerShopPlatformRoutes } from './settings-routes';
import { registerWebhookRoutes } from './webhook-routes';

export { signBody } from './signatures';

/**
 * Shop platforms (issue 33, docs/connectors.md): Shopify's and WooCommerce's webhooks, verified and stored on
 * the job layer through the ingest API's own functions, and the settings page that connects them.
 */
export function registerConnectorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sealer = webhookSecretSealer(deps.config.jwtSecret);
  deps.platform.register({
    name: 'connectors',
    jobs: [
      processDeliveryJob({ hooks: () => deps.platform.privacyHooks(), jobs: deps.platform.jobs }),
      checkoutAbandonedJob,
      feedScheduleJob(deps.config.feeds, deps.platform.jobs),
      feedRunJob(deps.config.feeds),
      historyPageJob({
        config: deps.config.feeds,
        sealer,
        jobs: deps.platform.jobs,
        unitOfWork: (work) => deps.platform.events.unitOfWork(work),
      }),
    ],
    schedules: [{ kind: 'connectors.feed_schedule', at: { everyMinutes: 5 } }],
    privacy: connectorsPrivacyHooks,
  });
  registerWebhookRoutes(app, deps, sealer);
  registerShopPlatformRoutes(app, deps, {
    db: deps.db,
    sealer,
    publicUrl: deps.config.publicUrl,
    jobs: deps.platform.jobs,
  });
}
