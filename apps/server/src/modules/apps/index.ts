import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AppsDeps } from './connections-service';
import { credentialSealer } from './credentials';
import { deliverJob } from './deliver-job';
import { deliveryScheduler } from './deliveries';
import { newsletterScanJob, readBackJob } from './newsletter-sync';
import { appsPrivacyHooks } from './privacy';
import { flowReviewInviter, reviewInvitationListener } from './review-invitations';
import { registerAppsPanelRoutes } from './routes';

export { DEMO_SERVICES_PATH, registerDemoServices, seedDemoApps } from './demo';
export { inviteForOrder } from './review-invitations';

/**
 * Apps (issue 32, docs/apps.md): newsletter services get every marketing-consent change, review services an
 * invitation per completed order, each delivery once on the job layer, with a health panel per app.
 */
export function registerAppsRoutes(app: FastifyInstance, deps: AppDeps) {
  const sealer = credentialSealer(deps.config.jwtSecret);
  const deliveries = deliveryScheduler(deps.platform.jobs);
  const apps: AppsDeps = { db: deps.db, config: deps.config.apps, sealer, deliveries };
  deps.platform.register({
    name: 'apps',
    jobs: [
      deliverJob({ config: deps.config.apps, sealer }),
      newsletterScanJob(deliveries),
      readBackJob({ config: deps.config.apps, sealer, log: app.log }),
    ],
    schedules: [
      { kind: 'apps.newsletter_scan', at: { everyMinutes: 1 } },
      { kind: 'apps.read_back', at: { everyMinutes: 15 } },
    ],
    listeners: [reviewInvitationListener(deliveries)],
    privacy: appsPrivacyHooks(deliveries),
  });
  registerAppsPanelRoutes(app, deps, apps);
  return { inviteFromFlow: flowReviewInviter(deliveries) };
}
