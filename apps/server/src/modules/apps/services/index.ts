import type { AppService, NewsletterService, ReviewService } from '@butikkpanel/contracts';
import { judgeMeAdapter } from './judge-me';
import { klaviyoAdapter } from './klaviyo';
import { mailchimpAdapter } from './mailchimp';
import { reviewsIoAdapter } from './reviews-io';
import { ruleAdapter } from './rule';
import { trustpilotAdapter } from './trustpilot';
import type { NewsletterAdapter, ReviewAdapter } from './types';

export { ServiceError } from './errors';
export type * from './types';

export const NEWSLETTER_ADAPTERS: Record<NewsletterService, NewsletterAdapter> = {
  mailchimp: mailchimpAdapter,
  klaviyo: klaviyoAdapter,
  rule: ruleAdapter,
};

export const REVIEW_ADAPTERS: Record<ReviewService, ReviewAdapter> = {
  trustpilot: trustpilotAdapter,
  'reviews-io': reviewsIoAdapter,
  'judge-me': judgeMeAdapter,
};

export const adapterOf = (service: AppService): NewsletterAdapter | ReviewAdapter =>
  service in NEWSLETTER_ADAPTERS
    ? NEWSLETTER_ADAPTERS[service as NewsletterService]
    : REVIEW_ADAPTERS[service as ReviewService];
