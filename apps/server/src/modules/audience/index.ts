import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerConfirmRoutes } from './confirm-routes';
import { confirmLinks, confirmMailJob } from './double-opt-in';
import { audienceListener } from './listener';
import { audiencePrivacyHooks } from './privacy';
import { registerAudienceRoutes as registerRoutes } from './routes';

export { takeInCustomer, unsubscribe } from './consent';
export {
  type ConsentChangeRecord,
  consentChangesAfter,
  consentedContactsAfter,
  latestConsentChangeId,
} from './consent-feed';
export {
  contactMatches,
  countMatching,
  findContact,
  type MailPermissions,
  mailPermission,
  mailPermissions,
  matchingEmailsSql,
  reachableContactsAfter,
  reachableSql,
  suppress,
  suppressionOf,
} from './contact-repository';
export { type AudienceSeed, seedAudience } from './seed';
export { emailsMatching, foreignSegmentIds, inAnySegmentSql } from './segment-audience';
export { findSegment, listSegments } from './segment-repository';
export { segmentCondition } from './segments';

/**
 * The e-mail audience: contacts and their marketing consent, the suppression list, segments
 * (docs/email.md). Customers from ingest come in through the customer events.
 */
export function registerAudienceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const links = confirmLinks(deps.config.publicUrl, deps.config.jwtSecret);
  deps.platform.register({
    name: 'audience',
    listeners: [audienceListener(deps.platform.jobs)],
    jobs: [confirmMailJob({ outbox: deps.outbox, links })],
    privacy: audiencePrivacyHooks,
  });
  registerRoutes(app, deps);
  registerConfirmRoutes(app, deps, links);
}
