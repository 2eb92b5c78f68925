import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createBulkSender } from '../mail';
import { campaignLinks } from './campaign-links';
import { findRecipientByToken, markFirst } from './campaign-repository';
import { registerCampaignRoutes } from './campaign-routes';
import { prepareJob, sendJob } from './campaign-sending';

export { releaseHeldCampaigns } from './campaign-sending';

import { emailPrivacyHooks } from './privacy';
import { registerEmailRoutes as registerTemplateRoutes } from './routes';
import { registerTrackingRoutes } from './tracking-routes';

export {
  absoluteImageUrls,
  type CampaignLinks,
  campaignLinks,
  newRecipientToken,
  trackedHtml,
} from './campaign-links';
export {
  CART_LINES_MJML,
  cartMergeData,
  cartMergeLines,
  cartPictures,
  cartProductIds,
  recoverableCartUrl,
  type StoredCart,
} from './cart-lines';
export { compileMjml, plainText } from './compile';
export { type CodeSource, findCodeSource, mintCode, needsDiscountCode } from './discount-codes';
export { withMailLanguage } from './mail-language';
export { type MergeContext, renderHtml, renderText } from './merge-tags';
export {
  type MailRecommendations,
  mailRecommendations,
  RecommendationBlockMissing,
  recommendationWidgetIds,
  requireRecommendationWidgets,
  templatesWithMissingRecommendations,
} from './recommendation-blocks';
export { type EmailRecommendationsPort, plugEmailRecommendations } from './recommendations-port';
export { type MailDesign, type RenderedMail, renderMail } from './render-mail';
export { seedEmail } from './seed';
export { findTemplate, listTemplates, type TemplateRow } from './template-repository';
export { createTemplate as createEmailTemplate } from './templates';
export { registerTrackingRoutes, type TrackedMailStore } from './tracking-routes';

/**
 * E-mail: templates (the builder's MJML compiled on the server, merge tags in a sandbox), campaigns sent
 * by paced jobs, and the public links in their mails (docs/email.md).
 */
export function registerEmailRoutes(app: FastifyInstance, deps: AppDeps): void {
  const bulk = createBulkSender(deps.db, deps.config.mail, deps.outbox);
  const links = campaignLinks(deps.config.publicUrl, deps.config.jwtSecret);
  const sending = {
    clock: deps.clock,
    jobs: deps.platform.jobs,
    bulk,
    links,
    rate: deps.config.mail.campaignRate,
    publicUrl: deps.config.publicUrl,
    staleClaimMs: deps.config.mail.campaignStaleClaimMs,
  };
  deps.platform.register({
    name: 'email',
    jobs: [prepareJob(sending), sendJob(sending)],
    privacy: emailPrivacyHooks,
  });
  app.addHook('onClose', async () => bulk.close());
  registerTemplateRoutes(app, deps);
  registerCampaignRoutes(app, deps);
  const recipients = { find: findRecipientByToken, markFirst };
  void app.register(async (scope) => registerTrackingRoutes(scope, deps, links, recipients));
}
