import { randomUUID } from 'node:crypto';
import { resolveTxt } from 'node:dns/promises';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerCompression } from './lib/compression';
import { installErrorHandler } from './lib/error-handler';
import { AppError } from './lib/errors';
import { registerFavicon } from './lib/favicon';
import { limitJsonBodies } from './lib/json-body';
import { logSlowRequests } from './lib/slow-requests';
import { registerWebApp } from './lib/web-app';
import { createGuards } from './modules/access';
import { registerAccountSettingsRoutes } from './modules/account-settings';
import { registerAccountRoutes } from './modules/accounts';
import { registerAppsRoutes, registerDemoServices } from './modules/apps';
import { registerAudienceRoutes } from './modules/audience';
import { registerAuthRoutes } from './modules/auth';
import { registerBuilderAssetRoutes } from './modules/builder-assets';
import { type ChatGateway, registerChatRoutes, startChatGateway } from './modules/chat';
import { registerConnectorRoutes } from './modules/connectors';
import { registerContentPageRoutes } from './modules/content-pages';
import { registerDashboardRoutes } from './modules/dashboard';
import { registerDiscountRoutes } from './modules/discounts';
import { plugEmailRecommendations, registerEmailRoutes } from './modules/email';
import { plugReviewInvitations, registerFlowRoutes } from './modules/flows';
import { registerGettingStartedRoutes } from './modules/getting-started';
import { registerHealthRoutes } from './modules/health/routes';
import { registerIncomeRoutes } from './modules/income';
import {
  createOutbox,
  type Outbox,
  type ResolveTxt,
  registerAddressVerificationRoutes,
  registerOutboxRoutes,
} from './modules/mail';
import { registerPopupRoutes } from './modules/popups';
import { createPrivacyJob, type PrivacyJob, registerPrivacyRoutes } from './modules/privacy';
import { registerProductRoutes } from './modules/products';
import {
  emailRecommendations,
  plugSearchTemplateUsers,
  registerRecommendationModels,
  registerRecommendationShopRoutes,
  registerRecommendationTemplateRoutes,
  registerRecommendationWidgetRoutes,
} from './modules/recommendations';
import { registerSearchRoutes, searchWidgetsNamingTemplate } from './modules/search';
import { registerShopDataRoutes } from './modules/shop-data';
import { registerStaffRoutes } from './modules/staff';
import { registerWidgetRoutes } from './modules/widget';
import { type Clock, createPlatform, type Platform, type ServerModule, systemClock } from './platform';

export interface App {
  server: FastifyInstance;
  outbox: Outbox;
  chatGateway: ChatGateway;
  /** The daily retention job; `runNow` starts a run on demand. */
  privacyJob: PrivacyJob;
  /** Jobs, events and the clock (tests call `platform.jobs.runDue()` after moving the clock). */
  platform: Platform;
  /** Stops taking new work, lets requests in flight finish, then stops the job worker. */
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Where "now" comes from; tests pass a ManualClock. */
  clock?: Clock;
  /** Another app in this process uses the same database handle (tests of two instances). */
  sharedDatabase?: boolean;
  /** More modules to plug in (tests register probes this way). */
  modules?: ServerModule[];
  /** Routes added before the app's own (the browser tests' clock control, platform/test-clock.ts). */
  beforeRoutes?: (server: FastifyInstance) => void;
  /** DNS TXT lookups for sender domains (default node:dns/promises' resolveTxt); tests pass their own. */
  resolveTxt?: ResolveTxt;
}

export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: BuildOptions = {},
): Promise<App> {
  const server = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  });
  server.decorateRequest('auth', null);
  server.decorateRequest('account', null);
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(server);
  limitJsonBodies(server);
  logSlowRequests(server);

  // External plugins first, then the app's own pieces, then routes (STYLE.md).
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Designs (popups, blocks, mails) name this server's images by its public address, which on a
        // plain-http development server is not 'self' when the page was opened by another host name.
        'img-src': ["'self'", 'data:', 'https:', new URL(config.publicUrl).origin],
        'connect-src': ["'self'"],
        // TLS is ended by the proxy in production; on plain-http localhost an upgrade would break the app.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await server.register(fastifyCookie);
  registerCompression(server);
  await server.register(fastifyRateLimit, {
    max: config.limits.apiPerIpPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError(429, 'too_many_requests'),
    // The API is what is limited; the app's and widget's static files are cheap and many per page load. A
    // shop platform sends all its webhooks from a few addresses: they are limited per connection instead,
    // after the signature (connectors/webhook-routes.ts).
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/webhooks/'),
  });

  const clock = options.clock ?? systemClock;
  const platform = createPlatform({ db: database.db, clock, log: server.log, jobs: config.jobs });
  // Each module registers its own jobs, schedules, listeners and privacy hooks with the platform.
  const outbox = createOutbox(database.db, config.mail, server.log, config.jwtSecret, platform);
  const privacyJob = createPrivacyJob(database.db, config.privacyJob, server.log, platform);
  for (const module of options.modules ?? []) platform.register(module);
  const deps: AppDeps = {
    config,
    clock,
    db: database.db,
    outbox,
    guards: createGuards(database.db, config.jwtSecret, clock),
    platform,
    resolveTxt: options.resolveTxt ?? resolveTxt,
  };
  let draining = false;

  options.beforeRoutes?.(server);
  registerHealthRoutes(server, database.ping, () => draining);
  registerAuthRoutes(server, deps);
  registerAccountRoutes(server, deps);
  registerAccountSettingsRoutes(server, deps);
  registerOutboxRoutes(server, deps);
  registerAddressVerificationRoutes(server, deps);
  registerStaffRoutes(server, deps);
  registerChatRoutes(server, deps);
  registerWidgetRoutes(server, deps);
  registerShopDataRoutes(server, deps);
  registerConnectorRoutes(server, deps);
  registerIncomeRoutes(server, deps);
  registerProductRoutes(server, deps);
  registerRecommendationModels(deps);
  // E-mail draws its recommendations blocks through this plug (recommendations reaches e-mail via staff).
  plugEmailRecommendations(emailRecommendations);
  // A template a search widget names is not deleted (search imports recommendations, not the other way).
  plugSearchTemplateUsers(searchWidgetsNamingTemplate);
  registerDashboardRoutes(server, deps);
  registerPrivacyRoutes(server, deps);
  registerGettingStartedRoutes(server, deps);
  registerSearchRoutes(server, deps);
  registerRecommendationWidgetRoutes(server, deps);
  registerRecommendationTemplateRoutes(server, deps);
  registerRecommendationShopRoutes(server, deps);
  registerDiscountRoutes(server, deps);
  registerAudienceRoutes(server, deps);
  registerEmailRoutes(server, deps);
  registerFlowRoutes(server, deps);
  registerPopupRoutes(server, deps);
  registerContentPageRoutes(server, deps);
  // The flows' review step invites through the apps' review services (apps does not import flows).
  plugReviewInvitations(registerAppsRoutes(server, deps).inviteFromFlow);
  // The demo account's apps talk to our local Mailchimp and Trustpilot on this server (docs/apps.md).
  if (config.seedDemo) registerDemoServices(server, clock, config.testClockToken);
  registerBuilderAssetRoutes(server, deps);
  registerFavicon(server, config.webDistDir);
  await registerWebApp(server, config.webDistDir);

  await server.ready();
  const chatGateway = await startChatGateway({
    httpServer: server.server,
    db: database.db,
    outbox,
    events: platform.events,
    platform,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    log: server.log,
    limits: config.chatLimits,
  });
  platform.register({ name: 'chat-gateway', localTasks: chatGateway.localTasks });
  // The embedded database belongs to this process alone (a shared test database is not "owned").
  await platform.start({ ownsDatabase: database.kind === 'pglite' && !options.sharedDatabase });
  return {
    server,
    outbox,
    chatGateway,
    privacyJob,
    platform,
    async close() {
      draining = true;
      await chatGateway.close();
      await server.close();
      await platform.stop();
      outbox.close();
    },
  };
}
