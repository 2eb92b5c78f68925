import type { ConsentSource, NewsletterService, ReviewService } from '@butikkpanel/contracts';

/**
 * What the apps module asks of a service; one adapter per service (services/<service>.ts) speaks its
 * documented API with `fetch`. Every call gets the connection's base URL (configurable per service, so tests
 * and the demo talk to our local servers of each API: fakes/) and its unsealed credentials.
 */
export interface ServiceConnection {
  /** Where the API answers, without a trailing slash (for Mailchimp: the key's data centre's URL). */
  baseUrl: string;
  apiKey: string;
  /** Trustpilot's API secret. */
  apiSecret?: string;
  /** Trustpilot's business unit id, REVIEWS.io's store id, Judge.me's shop domain. */
  accountRef?: string;
  /** How long one request may take before it counts as a timeout (retried). */
  timeoutMs: number;
}

export interface ServiceList {
  id: string;
  name: string;
}

/** A key checked against the service: what the service calls the account, and its lists (newsletter). */
export interface KeyCheck {
  accountName: string | null;
  lists: ServiceList[];
}

/** Evidence of a consent as the services take it: where and when the yes (or no) was given. */
export interface ConsentEvidence {
  source: ConsentSource;
  at: Date;
  ip: string | null;
}

export interface SubscriberChange {
  email: string;
  name: string | null;
  evidence: ConsentEvidence;
  /** Mailchimp's audience, Klaviyo's list; null for Rule (tags only). */
  listId: string | null;
  tags: readonly string[];
}

/**
 * After a call the service answered yes to: `done` when the change is made, `pending` when the service
 * accepted it for later (Klaviyo's 202 bulk job, Mailchimp's re-confirmation mail) and a read-back must
 * confirm it.
 */
export type ChangeOutcome = { state: 'done' } | { state: 'pending'; note?: string };

/** What the service says one address is now, for the read-back check. */
export type MemberStatus = 'subscribed' | 'unsubscribed' | 'pending' | 'cleaned' | 'absent';

export interface ReportedUnsubscribe {
  email: string;
  reason: 'unsubscribed' | 'cleaned';
  at: Date;
}

export interface NewsletterAdapter {
  service: NewsletterService;
  /** The API's base URL for a key (Mailchimp's data centre is in the key); used when none is configured. */
  defaultBaseUrl(apiKey: string): string;
  checkKey(connection: ServiceConnection): Promise<KeyCheck>;
  subscribe(connection: ServiceConnection, change: SubscriberChange): Promise<ChangeOutcome>;
  unsubscribe(connection: ServiceConnection, change: SubscriberChange): Promise<ChangeOutcome>;
  /** The person asked to be forgotten: removed at the service for good where it can (Mailchimp's delete-permanent). */
  erase(connection: ServiceConnection, email: string, listId: string | null): Promise<ChangeOutcome>;
  /** The first connection's export: many subscribers in the service's batch form. */
  exportSubscribers(
    connection: ServiceConnection,
    subscribers: readonly SubscriberChange[],
  ): Promise<ChangeOutcome>;
  memberStatus(connection: ServiceConnection, email: string, listId: string | null): Promise<MemberStatus>;
  /** Unsubscribes and cleaned addresses the service saw since `since`, all pages. */
  unsubscribedSince(
    connection: ServiceConnection,
    listId: string | null,
    since: Date,
  ): Promise<ReportedUnsubscribe[]>;
}

export interface ReviewInvitation {
  /** Our order's number: the service's reference, so a repeated call invites no one twice. */
  reference: string;
  email: string;
  name: string | null;
  /** When the order was completed. */
  orderedAt: Date;
  products: ReadonlyArray<{ id: string; name: string; url: string | null; imageUrl: string | null }>;
  reviewOf: 'shop' | 'products' | 'both';
  locale: 'nb-NO';
}

export interface Review {
  id: string;
  rating: number;
  title: string | null;
  text: string;
  author: string | null;
  createdAt: Date;
  /** The product's id at the shop for a product review; null for a review of the shop. */
  productId: string | null;
}

export interface ReviewPage {
  reviews: Review[];
  /** Where the next page starts; null after the last. */
  next: string | null;
}

export interface ReviewAdapter {
  service: ReviewService;
  defaultBaseUrl(apiKey: string): string;
  checkKey(connection: ServiceConnection): Promise<KeyCheck>;
  invite(connection: ServiceConnection, invitation: ReviewInvitation): Promise<ChangeOutcome>;
  /** One page of reviews written since `since`; `cursor` is the previous page's `next`. */
  reviews(connection: ServiceConnection, since: Date, cursor: string | null): Promise<ReviewPage>;
}
