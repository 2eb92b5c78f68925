import { ServiceError } from './errors';
import { callService, type ServiceAnswer, type ServiceRequest, stringAt } from './http';
import type {
  ChangeOutcome,
  MemberStatus,
  NewsletterAdapter,
  ReportedUnsubscribe,
  ServiceConnection,
  SubscriberChange,
} from './types';

/**
 * Rule's REST API v2 (apidoc.rule.se). Rule has no lists: a subscriber belongs where its tags put it. An
 * unsubscribe is a suppression of campaign e-mail (Rule's way to honour an opt-out), which Rule keeps:
 * creating a suppressed subscriber again skips it. Errors are `{ error, message }`.
 */
const API_URL = 'https://app.rule.io/api/v2';
/** Rule's most subscribers per create call, and most items per page. */
const CREATE_MAX = 1000;
const PER_PAGE = 100;
/** Tags are Rule's lists: a subscriber without one is reachable by nothing. */
const DEFAULT_TAG = 'Butikkpanel';
const DONE: ChangeOutcome = { state: 'done' };
const BY_EMAIL = { identified_by: 'email' };
/** The suppression an unsubscribe makes: campaigns (not transactional mail), by e-mail. */
const OPT_OUT = { dispatcher_type: 'campaign', message_type: 'email' };

const describe = (body: unknown): string | null => stringAt(body, 'message') ?? stringAt(body, 'error');

function call(connection: ServiceConnection, request: ServiceRequest): Promise<ServiceAnswer> {
  return callService(
    connection,
    { ...request, headers: { authorization: `Bearer ${connection.apiKey}` } },
    describe,
  );
}

const subscriberPath = (email: string) => `/subscribers/${encodeURIComponent(email)}`;

/** Rule's times: ISO, or "YYYY-MM-DD HH:MM:SS" read as UTC. */
function timeOf(value: string | null): Date | null {
  if (!value) return null;
  const at = new Date(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const itemsOf = (body: unknown, key: string): unknown[] => {
  const items = (body as Record<string, unknown> | null)?.[key];
  return Array.isArray(items) ? items : [];
};

/** Every page of a paged list, following `meta.next`'s page number. */
async function allPages(connection: ServiceConnection, path: string, key: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; page <= 1000; page++) {
    const answer = await call(connection, { method: 'GET', path, query: { limit: PER_PAGE, page } });
    items.push(...itemsOf(answer.body, key));
    const next = stringAt(answer.body, 'meta', 'next');
    if (!next || !URL.canParse(next) || Number(new URL(next).searchParams.get('page')) <= page) break;
  }
  return items;
}

/** The fields a subscriber gets: the name, and the consent's source, time and IP as evidence. */
function fieldsOf(change: SubscriberChange) {
  const [first, ...rest] = (change.name ?? '').trim().split(/\s+/).filter(Boolean);
  return [
    ...(first ? [{ key: 'Subscriber.FirstName', value: first }] : []),
    ...(rest.length > 0 ? [{ key: 'Subscriber.LastName', value: rest.join(' ') }] : []),
    { key: 'Subscriber.Source', value: `Butikkpanel: ${change.evidence.source}` },
    { key: 'Subscriber.ConsentAt', value: change.evidence.at.toISOString() },
    ...(change.evidence.ip ? [{ key: 'Subscriber.ConsentIp', value: change.evidence.ip }] : []),
  ];
}

/**
 * Creates or updates subscribers with the change's tags. `automations: false` keeps tag automations
 * (a welcome flow) from firing, for the export of people who subscribed long ago.
 */
async function createSubscribers(
  connection: ServiceConnection,
  changes: readonly SubscriberChange[],
  automations: boolean,
): Promise<void> {
  const tags = changes[0]?.tags.length ? [...changes[0].tags] : [DEFAULT_TAG];
  await call(connection, {
    method: 'POST',
    path: '/subscribers',
    body: {
      update_on_duplicate: true,
      tags,
      ...(automations ? {} : { sync_subscribers: false }),
      subscribers: changes.map((change) => ({ email: change.email, fields: fieldsOf(change) })),
    },
  });
}

/** The subscriber as Rule has it, or null. */
async function findSubscriber(connection: ServiceConnection, email: string): Promise<unknown> {
  try {
    const answer = await call(connection, { method: 'GET', path: subscriberPath(email), query: BY_EMAIL });
    return (answer.body as { subscriber?: unknown } | null)?.subscriber ?? null;
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}

/** When a subscriber's campaign e-mail suppressions were made (their opt-outs at Rule). */
const optOutsOf = (subscriber: unknown): Date[] =>
  itemsOf(subscriber, 'suppressed').flatMap((item) => {
    const email = stringAt(item, 'message_type') !== 'text_message';
    const campaign = stringAt(item, 'dispatcher_type') !== 'transactional';
    const at = timeOf(stringAt(item, 'created_at'));
    return email && campaign ? [at ?? new Date(0)] : [];
  });

export const ruleAdapter: NewsletterAdapter = {
  service: 'rule',

  defaultBaseUrl: () => API_URL,

  async checkKey(connection) {
    const tags = await allPages(connection, '/tags', 'tags');
    return {
      // Rule's v2 API names no account.
      accountName: null,
      lists: tags.flatMap((tag) => {
        const id = (tag as { id?: unknown } | null)?.id;
        const name = stringAt(tag, 'name');
        return (typeof id === 'number' || typeof id === 'string') && name ? [{ id: String(id), name }] : [];
      }),
    };
  },

  async subscribe(connection, change) {
    const optOuts = optOutsOf(await findSubscriber(connection, change.email));
    if (optOuts.some((at) => at > change.evidence.at)) {
      throw new ServiceError(
        'rejected',
        null,
        'The address unsubscribed at Rule after this consent was given; Rule keeps it suppressed.',
      );
    }
    if (optOuts.length > 0) {
      // A yes here newer than the no at Rule: the opt-out is lifted, then the subscriber added again.
      await call(connection, {
        method: 'DELETE',
        path: `/suppressions/${encodeURIComponent(change.email)}`,
        query: { ...BY_EMAIL, ...OPT_OUT },
      });
    }
    await createSubscribers(connection, [change], true);
    // Rule lifts suppressions in the background: the read-back confirms the subscriber is there.
    return optOuts.length > 0 ? { state: 'pending', note: 'Rule lifts the earlier opt-out first.' } : DONE;
  },

  async unsubscribe(connection, change) {
    await call(connection, {
      method: 'POST',
      path: '/suppressions',
      body: { subscribers: [{ email: change.email }], suppress_on: { campaign: ['email'] } },
    });
    return { state: 'pending', note: 'Rule applies suppressions in the background.' };
  },

  async erase(connection, email) {
    try {
      await call(connection, { method: 'DELETE', path: subscriberPath(email), query: BY_EMAIL });
    } catch (error) {
      if (!(error instanceof ServiceError && error.status === 404)) throw error;
    }
    return DONE;
  },

  async exportSubscribers(connection, subscribers) {
    // Rule skips suppressed addresses: someone who opted out there stays out.
    for (let start = 0; start < subscribers.length; start += CREATE_MAX) {
      await createSubscribers(connection, subscribers.slice(start, start + CREATE_MAX), false);
    }
    return DONE;
  },

  async memberStatus(connection, email): Promise<MemberStatus> {
    const subscriber = await findSubscriber(connection, email);
    if (!subscriber) return 'absent';
    return optOutsOf(subscriber).length > 0 ? 'unsubscribed' : 'subscribed';
  },

  async unsubscribedSince(connection, _listId, since) {
    // Rule's suppressions list has no date filter: every page is read and the newer ones kept.
    const found: ReportedUnsubscribe[] = [];
    for (const item of await allPages(connection, '/suppressions', 'suppressions')) {
      const email = stringAt(item, 'subscriber', 'email');
      const at = timeOf(stringAt(item, 'created_at'));
      const optOut =
        stringAt(item, 'message_type') === 'email' && stringAt(item, 'dispatcher_type') === 'campaign';
      if (email && at && at >= since && optOut) found.push({ email, reason: 'unsubscribed', at });
    }
    return found;
  },
};
