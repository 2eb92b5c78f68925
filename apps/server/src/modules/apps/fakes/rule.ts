import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEmailAddress } from './samples';
import { type FakeNewsletterState, type FakeService, meetFault } from './types';

/** The key and tags our local Rule has unless told others. */
export const FAKE_RULE = {
  apiKey: 'fake-rule-key',
  accountName: 'Testbutikken AS',
  tags: ['Nyhetsbrev', 'Kunder'],
} as const;

export interface FakeRuleOptions {
  apiKey?: string;
  /** The account's tags (Rule's lists) before any subscriber adds more. */
  tags?: readonly string[];
  clock?: { now(): Date }; // wall clock: a stand-in for the service, whose clock is not ours
}

type Member = NonNullable<ReturnType<FakeNewsletterState['members']['get']>>;
type Query = Record<string, string | undefined>;
type PagedRequest = Pick<FastifyRequest, 'url' | 'protocol' | 'host'> & { query: Query };
interface SubscriberItem {
  email?: unknown;
  fields?: Array<{ key?: unknown; value?: unknown }>;
}
interface CreateBody {
  update_on_duplicate?: unknown;
  tags?: unknown;
  sync_subscribers?: unknown;
  subscribers?: SubscriberItem | SubscriberItem[];
}

/** The fields that are the consent's evidence, kept as the member's `consent`. */
const EVIDENCE = new Set(['Subscriber.Source', 'Subscriber.ConsentAt', 'Subscriber.ConsentIp']);
const PER_PAGE_MAX = 100;

/**
 * Our local Rule (REST API v2): tags, subscribers (create or update with tags and fields, look up, delete) and
 * suppressions (add, list, lift). Rule's rule: a suppressed subscriber is skipped by a create and listed
 * under `suppressed` in the answer; only lifting the suppression lets them back. A member 'unsubscribed' here
 * is one with a campaign e-mail suppression made at `changedAt`.
 *
 * Rule's docs give `{ "error": "NotAuthorized" }` for a bad key and `LimitExceed` for a page over 100; the
 * wording of its other validation errors is not documented, so those are ours in Rule's shape.
 */
export function createFakeRule(options: FakeRuleOptions = {}): FakeService<FakeNewsletterState> {
  const clock = options.clock ?? { now: () => new Date() }; // wall clock: a stand-in for the service, whose clock is not ours
  const state: FakeNewsletterState = {
    apiKey: options.apiKey ?? FAKE_RULE.apiKey,
    accountName: FAKE_RULE.accountName,
    lists: (options.tags ?? FAKE_RULE.tags).map((name, index) => ({ id: String(101 + index), name })),
    members: new Map(),
    erased: new Set(),
  };
  const ids = new Map<string, number>();
  const idOf = (email: string) => {
    const key = email.toLowerCase();
    if (!ids.has(key)) ids.set(key, 1000 + ids.size);
    return ids.get(key) ?? 0;
  };

  const suppressionJson = (member: Member) => ({
    id: idOf(member.email),
    created_at: member.changedAt.toISOString(),
    dispatcher_type: 'campaign',
    message_type: 'email',
    suppressed_source_type: 'api',
    subscriber: { id: idOf(member.email), email: member.email },
  });

  const subscriberJson = (member: Member) => ({
    id: idOf(member.email),
    email: member.email,
    phone_number: null,
    language: 'no',
    opted_in: true,
    updated_at: member.changedAt.toISOString(),
    tags: member.tags.map((name) => ({ id: Number(state.lists.find((tag) => tag.name === name)?.id), name })),
    suppressed: member.status === 'unsubscribed' ? [suppressionJson(member)] : [],
  });

  /** One page of a list with Rule's `meta.next` link; a limit over 100 is refused as Rule documents. */
  const paged = <T>(request: PagedRequest, reply: FastifyReply, items: T[], key: string) => {
    const limit = Number(request.query.limit ?? PER_PAGE_MAX);
    if (limit > PER_PAGE_MAX)
      return reply.code(400).send({ error: 'LimitExceed', message: "Limit can't exceed 100." });
    const pageNumber = Math.max(1, Number(request.query.page ?? 1) || 1);
    const start = (pageNumber - 1) * limit;
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(pageNumber + 1));
    return {
      [key]: items.slice(start, start + limit),
      meta: { next: start + limit < items.length ? url.toString() : null },
    };
  };

  const tagNamed = (name: string) => {
    if (!state.lists.some((tag) => tag.name === name)) {
      state.lists.push({ id: String(101 + state.lists.length), name });
    }
    return name;
  };

  const fake: FakeService<FakeNewsletterState> = {
    service: 'rule',
    state,
    faults: [],
    requests: [],
    calls: 0,
    register(app, prefix) {
      /** Faults first, then the key (a Bearer header or `apikey`), then `identified_by` where it applies. */
      const route =
        <R extends { Params?: { identifier?: string }; Querystring?: Query; Body?: unknown }>(
          handler: (request: FastifyRequest<R>, reply: FastifyReply) => unknown,
        ) =>
        async (request: FastifyRequest<R>, reply: FastifyReply) => {
          if (await meetFault(fake, request, reply, prefix)) return reply;
          const query = (request.query ?? {}) as Query;
          const key = request.headers.authorization?.replace(/^Bearer /, '') ?? query.apikey;
          if (key !== state.apiKey) return reply.code(401).send({ error: 'NotAuthorized' });
          if (
            (request.params as { identifier?: string } | undefined)?.identifier &&
            query.identified_by !== 'email'
          ) {
            return reply
              .code(400)
              .send({ error: 'BadRequest', message: 'Only identified_by=email is served here.' });
          }
          return handler(request, reply);
        };
      const memberOf = (identifier: string) => state.members.get(identifier.toLowerCase());
      const notFound = (reply: FastifyReply) =>
        reply.code(404).send({ error: 'NotFound', message: 'Subscriber not found.' });

      void app.register(async (scope) => {
        scope.get<{ Querystring: Query }>(
          `${prefix}/tags`,
          route<{ Querystring: Query }>((request, reply) =>
            paged(
              request,
              reply,
              state.lists.map((tag) => ({ id: Number(tag.id), name: tag.name, description: null })),
              'tags',
            ),
          ),
        );

        scope.post<{ Body: CreateBody }>(
          `${prefix}/subscribers`,
          route<{ Body: CreateBody }>((request, reply) => {
            const body = request.body ?? {};
            const items = Array.isArray(body.subscribers)
              ? body.subscribers
              : body.subscribers
                ? [body.subscribers]
                : [];
            const tags = Array.isArray(body.tags) ? body.tags.filter((tag) => typeof tag === 'string') : [];
            if (tags.length === 0) {
              return reply.code(400).send({ error: 'BadRequest', message: 'The tags field is required.' });
            }
            if (items.length === 0 || items.length > 1000) {
              return reply
                .code(413)
                .send({ error: 'PayloadTooLarge', message: 'Send between 1 and 1000 subscribers.' });
            }
            const wrong = items.findIndex((item) => !isEmailAddress(item.email));
            if (wrong >= 0) {
              return reply.code(400).send({
                error: 'BadRequest',
                message: `The subscribers.${wrong}.email must be a valid email address.`,
              });
            }
            const known = items.find((item) => state.members.has(String(item.email).toLowerCase()));
            if (known && body.update_on_duplicate !== true) {
              return reply
                .code(409)
                .send({ error: 'Conflict', message: `Subscriber ${String(known.email)} already exists.` });
            }
            const saved: Member[] = [];
            const suppressed: Array<{ email: string }> = [];
            for (const item of items) {
              const email = String(item.email);
              const existing = state.members.get(email.toLowerCase());
              if (existing?.status === 'unsubscribed') {
                suppressed.push({ email });
                continue;
              }
              const fields = new Map(
                (item.fields ?? []).map((field) => [String(field.key), String(field.value)]),
              );
              const name = [fields.get('Subscriber.FirstName'), fields.get('Subscriber.LastName')].filter(
                Boolean,
              );
              const evidence = [...fields].filter(([field]) => EVIDENCE.has(field));
              const member: Member = existing ?? {
                email,
                name: null,
                status: 'subscribed',
                listId: null,
                tags: [],
                consent: null,
                changedAt: clock.now(),
              };
              if (name.length > 0) member.name = name.join(' ');
              if (evidence.length > 0)
                member.consent = { ...member.consent, ...Object.fromEntries(evidence) };
              for (const tag of tags) if (!member.tags.includes(tagNamed(tag))) member.tags.push(tag);
              state.members.set(email.toLowerCase(), member);
              state.erased.delete(email.toLowerCase());
              saved.push(member);
            }
            return { message: 'Success', subscribers: saved.map(subscriberJson), suppressed };
          }),
        );

        scope.get<{ Params: { identifier: string }; Querystring: Query }>(
          `${prefix}/subscribers/:identifier`,
          route<{ Params: { identifier: string }; Querystring: Query }>((request, reply) => {
            const member = memberOf(request.params.identifier);
            return member ? { subscriber: subscriberJson(member) } : notFound(reply);
          }),
        );

        scope.delete<{ Params: { identifier: string }; Querystring: Query }>(
          `${prefix}/subscribers/:identifier`,
          route<{ Params: { identifier: string }; Querystring: Query }>((request, reply) => {
            const member = memberOf(request.params.identifier);
            if (!member) return notFound(reply);
            state.members.delete(member.email.toLowerCase());
            state.erased.add(member.email.toLowerCase());
            return { message: 'Success' };
          }),
        );

        scope.post<{ Body: { subscribers?: Array<{ email?: unknown }>; suppress_on?: unknown } }>(
          `${prefix}/suppressions`,
          route<{ Body: { subscribers?: Array<{ email?: unknown }> } }>((request, reply) => {
            const subscribers = request.body?.subscribers ?? [];
            if (subscribers.length === 0 || !subscribers.every((item) => isEmailAddress(item.email))) {
              return reply
                .code(400)
                .send({ error: 'BadRequest', message: 'Every subscriber needs a valid email.' });
            }
            for (const item of subscribers) {
              // Someone Rule does not have is not there to suppress.
              const member = memberOf(String(item.email));
              if (member && member.status !== 'unsubscribed') {
                member.status = 'unsubscribed';
                member.changedAt = clock.now();
              }
            }
            return { message: 'Success' };
          }),
        );

        scope.get<{ Querystring: Query }>(
          `${prefix}/suppressions`,
          route<{ Querystring: Query }>((request, reply) => {
            const suppressed = [...state.members.values()]
              .filter((member) => member.status === 'unsubscribed')
              .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
            return paged(request, reply, suppressed.map(suppressionJson), 'suppressions');
          }),
        );

        scope.delete<{ Params: { identifier: string }; Querystring: Query }>(
          `${prefix}/suppressions/:identifier`,
          route<{ Params: { identifier: string }; Querystring: Query }>((request) => {
            const member = memberOf(request.params.identifier);
            if (member?.status === 'unsubscribed') {
              member.status = 'subscribed';
              member.changedAt = clock.now();
            }
            return { message: 'Success' };
          }),
        );
      });
    },
  };
  return fake;
}
