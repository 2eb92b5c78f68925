import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEmailAddress } from './samples';
import { type FakeNewsletterState, type FakeService, meetFault } from './types';

/** The key, list and account our local Klaviyo has unless told others. */
export const FAKE_KLAVIYO = {
  apiKey: 'pk_fake_klaviyo_key',
  listId: 'XyZ123',
  listName: 'Nyhetsbrev',
  accountName: 'Testbutikken AS',
  /** The custom property our local Klaviyo shows as a member's tags (Klaviyo has no tags on a profile). */
  tagsProperty: 'Butikkpanel tags',
} as const;

export interface FakeKlaviyoOptions {
  apiKey?: string;
  listId?: string;
  listName?: string;
  accountName?: string;
  /** More lists after the first (Klaviyo pages lists ten at a time). */
  moreLists?: Array<{ id: string; name: string }>;
  clock?: { now(): Date }; // wall clock: a stand-in for the service, whose clock is not ours
}

export type FakeKlaviyo = FakeService<FakeNewsletterState> & {
  /** Applies every accepted job now (otherwise a job applies on the second request after its 202). */
  settle(): void;
  /** Jobs accepted and not applied yet. */
  readonly queued: number;
  /** Each profile's custom properties, by lower-case e-mail (the tags property also fills the member's tags). */
  properties: Map<string, Record<string, unknown>>;
};

type Member = NonNullable<ReturnType<FakeNewsletterState['members']['get']>>;
type Failure = { status: number; code: string; title: string; detail: string; pointer?: string };
type Query = Record<string, string | undefined>;
type PagedRequest = Pick<FastifyRequest, 'url' | 'protocol' | 'host'> & { query: Query };
interface ProfileItem {
  type?: unknown;
  attributes?: {
    email?: unknown;
    first_name?: unknown;
    last_name?: unknown;
    properties?: unknown;
    subscriptions?: { email?: { marketing?: { consent?: unknown; consented_at?: unknown } } };
  };
}
/** Create or Update Profile's body: one profile. */
interface ProfileBody {
  data?: ProfileItem & { id?: unknown };
}
interface JobBody {
  data?: {
    type?: unknown;
    attributes?: {
      custom_source?: unknown;
      historical_import?: unknown;
      profiles?: { data?: unknown };
      profile?: { data?: { attributes?: { email?: unknown; phone_number?: unknown }; id?: unknown } };
    };
    relationships?: { list?: { data?: { id?: unknown } }; lists?: { data?: unknown } };
  };
}

const profileId = (email: string) =>
  createHash('md5').update(email.toLowerCase()).digest('hex').slice(0, 26).toUpperCase();
const timeOf = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');
const invalid = (detail: string, pointer?: string): Failure => ({
  status: 400,
  code: 'invalid',
  title: 'Invalid input.',
  detail,
  ...(pointer ? { pointer } : {}),
});

/** JSON:API bodies as Klaviyo documents them, where the host app has no parser for the type (the demo). */
function acceptJsonApi(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('application/vnd.api+json')) return;
  scope.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/**
 * Our local Klaviyo: lists, the account, profiles (filtered by e-mail, or by the time of their global
 * suppression), a list's profiles, Create or Update Profile (at once: 201 made, 200 updated), and the bulk
 * profile import, subscribe, unsubscribe and deletion jobs. A job is accepted with 202 and applied later, as
 * Klaviyo does: a read right after the 202 still sees the old status. Subscribing removes an unsubscribe
 * suppression (Klaviyo's documented rule), so a yes after a no is taken. Profiles keep their name and custom
 * properties; the property `FAKE_KLAVIYO.tagsProperty` shows as the member's tags.
 */
export function createFakeKlaviyo(options: FakeKlaviyoOptions = {}): FakeKlaviyo {
  const clock = options.clock ?? { now: () => new Date() }; // wall clock: a stand-in for the service, whose clock is not ours
  const state: FakeNewsletterState = {
    apiKey: options.apiKey ?? FAKE_KLAVIYO.apiKey,
    accountName: options.accountName ?? FAKE_KLAVIYO.accountName,
    lists: [
      { id: options.listId ?? FAKE_KLAVIYO.listId, name: options.listName ?? FAKE_KLAVIYO.listName },
      ...(options.moreLists ?? []),
    ],
    members: new Map(),
    erased: new Set(),
  };
  const properties = new Map<string, Record<string, unknown>>();
  let jobs: Array<{ age: number; apply: () => void }> = [];
  const settle = () => {
    const due = jobs;
    jobs = [];
    for (const job of due) job.apply();
  };
  /** Each request ages the jobs: one accepted before the previous request is applied now. */
  const age = () => {
    const due = jobs.filter((job) => job.age >= 1);
    jobs = jobs.filter((job) => job.age < 1);
    for (const job of jobs) job.age++;
    for (const job of due) job.apply();
  };

  const fail = (reply: FastifyReply, failure: Failure) =>
    reply.code(failure.status).send({
      errors: [
        {
          id: randomUUID(),
          status: failure.status,
          code: failure.code,
          title: failure.title,
          detail: failure.detail,
          source: { pointer: failure.pointer ?? '/data/' },
        },
      ],
    });

  const setStatus = (member: Member, status: Member['status']) => {
    if (member.status !== status) member.changedAt = clock.now();
    member.status = status;
  };
  const memberFor = (email: string, listId: string | null): Member => {
    const key = email.toLowerCase();
    const member = state.members.get(key) ?? {
      email,
      name: null,
      status: 'pending',
      listId,
      tags: [],
      consent: null,
      changedAt: clock.now(),
    };
    if (listId) member.listId = listId;
    state.erased.delete(key);
    state.members.set(key, member);
    return member;
  };

  /** Klaviyo's checks of one profile to create or update (by e-mail, the one identifier we take). */
  const profileProblem = (item: ProfileItem | undefined, pointer: string): Failure | null => {
    if (item?.type !== 'profile') return invalid("The type must be 'profile'.", `${pointer}/type`);
    const attributes = item.attributes;
    if (attributes?.email === undefined) {
      return invalid('One of email, phone_number or external_id is required.', `${pointer}/attributes`);
    }
    if (!isEmailAddress(attributes.email))
      return invalid('Invalid email address', `${pointer}/attributes/email`);
    for (const field of ['first_name', 'last_name'] as const) {
      const value = attributes[field];
      if (value !== undefined && value !== null && typeof value !== 'string') {
        return invalid(`'${field}' must be a string.`, `${pointer}/attributes/${field}`);
      }
    }
    const given = attributes.properties;
    if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) {
      return invalid("'properties' must be an object.", `${pointer}/attributes/properties`);
    }
    return null;
  };

  /**
   * Creates or updates a profile's name and custom properties (merged, as Klaviyo merges them); answers
   * whether it was created. A field left out stays; null clears it where `nullClears` (Create or Update
   * Profile), and is ignored in a bulk import (as Klaviyo documents).
   */
  const upsertProfile = (attributes: NonNullable<ProfileItem['attributes']>, nullClears: boolean) => {
    const email = String(attributes.email);
    const key = email.toLowerCase();
    const created = !state.members.has(key);
    const member = memberFor(email, null);
    const [first = null, ...rest] = member.name ? member.name.split(' ') : [];
    const field = (given: unknown, current: string | null) =>
      typeof given === 'string' ? given : given === null && nullClears ? null : current;
    const firstName = field(attributes.first_name, first);
    const lastName = field(attributes.last_name, rest.length > 0 ? rest.join(' ') : null);
    member.name = [firstName, lastName].filter(Boolean).join(' ') || null;
    const given = attributes.properties;
    if (given === null && nullClears) properties.delete(key);
    else if (given && typeof given === 'object') {
      properties.set(key, { ...properties.get(key), ...(given as Record<string, unknown>) });
    }
    const tags = properties.get(key)?.[FAKE_KLAVIYO.tagsProperty];
    member.tags = Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
    return { member, created };
  };

  /** A profile as the API shows it; with `subscriptions` when asked (additional-fields). */
  const profileJson = (member: Member, subscriptions: boolean) => {
    const timestamp = timeOf(member.changedAt);
    const suppression =
      member.status === 'unsubscribed'
        ? [{ reason: 'UNSUBSCRIBE', timestamp }]
        : member.status === 'cleaned'
          ? [{ reason: 'HARD_BOUNCE', timestamp }]
          : [];
    const consent =
      member.status === 'unsubscribed'
        ? 'UNSUBSCRIBED'
        : member.status === 'pending'
          ? 'NEVER_SUBSCRIBED'
          : 'SUBSCRIBED';
    const [first = null, ...rest] = member.name ? member.name.split(' ') : [];
    const marketing = {
      can_receive_email_marketing: member.status === 'subscribed',
      consent,
      consent_timestamp: timestamp,
      last_updated: timestamp,
      method: 'API',
      custom_method_detail: member.consent?.custom_source ?? null,
      double_optin: false,
      suppression,
      list_suppressions: [],
    };
    return {
      type: 'profile',
      id: profileId(member.email),
      attributes: {
        email: member.email,
        first_name: first,
        last_name: rest.length > 0 ? rest.join(' ') : null,
        updated: timestamp,
        properties: properties.get(member.email.toLowerCase()) ?? {},
        ...(subscriptions ? { subscriptions: { email: { marketing } } } : {}),
      },
    };
  };

  /** One page of profiles (cursor: the offset), with Klaviyo's links. */
  const page = (request: PagedRequest, members: Member[], size: number) => {
    const offset = Number(request.query['page[cursor]'] ?? 0) || 0;
    const subscriptions = (request.query['additional-fields[profile]'] ?? '')
      .split(',')
      .includes('subscriptions');
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const next = offset + size < members.length ? new URL(url) : null;
    next?.searchParams.set('page[cursor]', String(offset + size));
    return {
      data: members.slice(offset, offset + size).map((member) => profileJson(member, subscriptions)),
      links: { self: url.toString(), next: next?.toString() ?? null, prev: null },
    };
  };

  /** The filters we take: equals(email,"…") and the global suppression's time from a moment. */
  const filtered = (filter: string | undefined, members: Member[]): Member[] | Failure => {
    if (!filter) return members;
    const email = /^equals\(email,"(.*)"\)$/.exec(filter)?.[1];
    if (email !== undefined)
      return members.filter((member) => member.email.toLowerCase() === email.toLowerCase());
    const since =
      /^greater-or-equal\(subscriptions\.email\.marketing\.suppression\.timestamp,([^)"']+)\)$/.exec(
        filter,
      )?.[1];
    const from = since ? new Date(since) : null;
    if (!from || Number.isNaN(from.getTime())) return invalid(`Invalid filter provided: ${filter}`);
    return members.filter(
      (member) =>
        (member.status === 'unsubscribed' || member.status === 'cleaned') && member.changedAt >= from,
    );
  };

  /** The profiles of a subscribe or unsubscribe job, checked as Klaviyo checks them. */
  const profilesOf = (body: JobBody, type: string, max: number): ProfileItem[] | Failure => {
    if (body.data?.type !== type) return invalid(`The type must be '${type}'.`, '/data/type');
    const profiles = body.data.attributes?.profiles?.data;
    if (!Array.isArray(profiles) || profiles.length === 0 || profiles.length > max) {
      return invalid(`Between 1 and ${max} profiles may be submitted.`, '/data/attributes/profiles/data');
    }
    const wrong = (profiles as ProfileItem[]).findIndex((item) => !isEmailAddress(item.attributes?.email));
    if (wrong >= 0) {
      return invalid('Invalid email address', `/data/attributes/profiles/data/${wrong}/attributes/email`);
    }
    return profiles as ProfileItem[];
  };

  const subscribeJob = (body: JobBody): Failure | (() => void) => {
    const profiles = profilesOf(body, 'profile-subscription-bulk-create-job', 1000);
    if (!Array.isArray(profiles)) return profiles;
    const historical = body.data?.attributes?.historical_import === true;
    for (const [index, item] of profiles.entries()) {
      const marketing = item.attributes?.subscriptions?.email?.marketing;
      const pointer = `/data/attributes/profiles/data/${index}/attributes/subscriptions/email/marketing`;
      if (marketing?.consent !== 'SUBSCRIBED') return invalid("consent must be 'SUBSCRIBED'.", pointer);
      const at = typeof marketing.consented_at === 'string' ? new Date(marketing.consented_at) : null;
      if (!historical && marketing.consented_at !== undefined) {
        return invalid('consented_at may only be given with historical_import.', pointer);
      }
      if (historical && (!at || Number.isNaN(at.getTime()) || at > clock.now())) {
        return invalid('A historical import needs consented_at in the past.', pointer);
      }
    }
    const listId = body.data?.relationships?.list?.data?.id;
    if (listId !== undefined && !state.lists.some((list) => list.id === listId)) {
      return {
        status: 404,
        code: 'not_found',
        title: 'Not found.',
        detail: `A list with id ${listId} does not exist.`,
      };
    }
    const source = body.data?.attributes?.custom_source;
    return () => {
      for (const item of profiles) {
        const marketing = item.attributes?.subscriptions?.email?.marketing;
        const member = memberFor(String(item.attributes?.email), typeof listId === 'string' ? listId : null);
        setStatus(member, 'subscribed');
        member.consent = {
          method: 'API',
          custom_source: typeof source === 'string' ? source : null,
          historical_import: historical,
          ...(historical ? { consented_at: marketing?.consented_at } : {}),
          consent_timestamp: timeOf(clock.now()),
        };
      }
    };
  };

  /** Bulk Import Profiles: names and properties of up to 10,000 profiles, applied later; consent untouched. */
  const importJob = (body: JobBody): Failure | (() => void) => {
    if (body.data?.type !== 'profile-bulk-import-job') {
      return invalid("The type must be 'profile-bulk-import-job'.", '/data/type');
    }
    const profiles = body.data.attributes?.profiles?.data;
    if (!Array.isArray(profiles) || profiles.length === 0 || profiles.length > 10_000) {
      return invalid('Between 1 and 10000 profiles may be submitted.', '/data/attributes/profiles/data');
    }
    for (const [index, item] of (profiles as ProfileItem[]).entries()) {
      const problem = profileProblem(item, `/data/attributes/profiles/data/${index}`);
      if (problem) return problem;
    }
    const lists = body.data.relationships?.lists?.data;
    const listIds = Array.isArray(lists) ? lists.map((list) => (list as { id?: unknown } | null)?.id) : [];
    const unknownList = listIds.find((id) => !state.lists.some((list) => list.id === id));
    if (unknownList !== undefined) {
      return {
        status: 404,
        code: 'not_found',
        title: 'Not found.',
        detail: `A list with id ${String(unknownList)} does not exist.`,
      };
    }
    return () => {
      for (const item of profiles as ProfileItem[]) {
        const { member } = upsertProfile(item.attributes ?? {}, false);
        // Added to a list without a change of consent.
        if (typeof listIds[0] === 'string') member.listId = listIds[0];
      }
    };
  };

  const unsubscribeJob = (body: JobBody): Failure | (() => void) => {
    const profiles = profilesOf(body, 'profile-subscription-bulk-delete-job', 100);
    if (!Array.isArray(profiles)) return profiles;
    // A profile Klaviyo does not have is created and then unsubscribed.
    return () => {
      for (const item of profiles) setStatus(memberFor(String(item.attributes?.email), null), 'unsubscribed');
    };
  };

  const deletionJob = (body: JobBody): Failure | (() => void) => {
    if (body.data?.type !== 'data-privacy-deletion-job') {
      return invalid("The type must be 'data-privacy-deletion-job'.", '/data/type');
    }
    const profile = body.data.attributes?.profile?.data;
    const identifiers = [profile?.attributes?.email, profile?.attributes?.phone_number, profile?.id];
    const email = profile?.attributes?.email;
    if (identifiers.filter((value) => value !== undefined).length !== 1 || !isEmailAddress(email)) {
      return invalid(
        'Exactly one identifier (email, phone_number or id) must be given.',
        '/data/attributes/profile',
      );
    }
    return () => {
      state.members.delete(email.toLowerCase());
      properties.delete(email.toLowerCase());
      state.erased.add(email.toLowerCase());
    };
  };

  const fake: FakeKlaviyo = {
    service: 'klaviyo',
    state,
    faults: [],
    requests: [],
    calls: 0,
    settle,
    properties,
    get queued() {
      return jobs.length;
    },
    register(app, prefix) {
      /** Faults first, then Klaviyo's key and revision checks; every answered request ages the jobs. */
      const route =
        <R extends { Params?: { id?: string }; Querystring?: Query; Body?: unknown }>(
          handler: (request: FastifyRequest<R>, reply: FastifyReply) => unknown,
        ) =>
        async (request: FastifyRequest<R>, reply: FastifyReply) => {
          if (await meetFault(fake, request, reply, prefix)) return reply;
          age();
          if (request.headers.authorization !== `Klaviyo-API-Key ${state.apiKey}`) {
            return fail(reply, {
              status: 401,
              code: 'not_authenticated',
              title: 'Authentication credentials were not provided.',
              detail: 'Missing or invalid private key.',
            });
          }
          if (!request.headers.revision) return fail(reply, invalid('Missing `revision` header.'));
          return handler(request, reply);
        };
      const job = (make: (body: JobBody) => Failure | (() => void)) =>
        route<{ Body: JobBody }>((request, reply) => {
          const made = make(request.body ?? {});
          if (typeof made !== 'function') return fail(reply, made);
          jobs.push({ age: 0, apply: made });
          return reply.code(202).send();
        });

      void app.register(async (scope) => {
        acceptJsonApi(scope);

        scope.get<{ Querystring: Query }>(
          `${prefix}/api/lists`,
          route<{ Querystring: Query }>((request) => {
            const offset = Number(request.query['page[cursor]'] ?? 0) || 0;
            const url = new URL(request.url, `${request.protocol}://${request.host}`);
            const next = offset + 10 < state.lists.length ? new URL(url) : null;
            next?.searchParams.set('page[cursor]', String(offset + 10));
            return {
              data: state.lists.slice(offset, offset + 10).map((list) => ({
                type: 'list',
                id: list.id,
                attributes: { name: list.name, opt_in_process: 'single_opt_in' },
              })),
              links: { self: url.toString(), next: next?.toString() ?? null, prev: null },
            };
          }),
        );

        scope.get(
          `${prefix}/api/accounts`,
          route(() => ({
            data: [
              {
                type: 'account',
                id: 'AbC123',
                attributes: {
                  contact_information: {
                    organization_name: state.accountName,
                    default_sender_name: state.accountName,
                  },
                  timezone: 'Europe/Oslo',
                  preferred_currency: 'NOK',
                  locale: 'nb-NO',
                },
              },
            ],
          })),
        );

        scope.post<{ Body: ProfileBody }>(
          `${prefix}/api/profile-import`,
          route<{ Body: ProfileBody }>((request, reply) => {
            const item = request.body?.data;
            const problem = profileProblem(item, '/data');
            if (problem) return fail(reply, problem);
            const { member, created } = upsertProfile(item?.attributes ?? {}, true);
            // 201 for a profile made now, 200 for one updated.
            return reply.code(created ? 201 : 200).send({ data: profileJson(member, false) });
          }),
        );

        scope.post<{ Body: JobBody }>(
          `${prefix}/api/profile-bulk-import-jobs`,
          // Klaviyo takes up to 5 MB here (the server's default is 1 MiB).
          { bodyLimit: 5 * 1024 * 1024 },
          route<{ Body: JobBody }>((request, reply) => {
            const made = importJob(request.body ?? {});
            if (typeof made !== 'function') return fail(reply, made);
            jobs.push({ age: 0, apply: made });
            const total = Array.isArray(request.body?.data?.attributes?.profiles?.data)
              ? request.body.data.attributes.profiles.data.length
              : 0;
            const id = randomUUID().replaceAll('-', '').slice(0, 26).toUpperCase();
            const at = timeOf(clock.now());
            return reply.code(202).send({
              data: {
                type: 'profile-bulk-import-job',
                id,
                attributes: {
                  status: 'queued',
                  created_at: at,
                  total_count: total,
                  completed_count: 0,
                  failed_count: 0,
                  completed_at: null,
                  expires_at: timeOf(new Date(clock.now().getTime() + 7 * 86_400_000)),
                  started_at: null,
                },
                links: { self: `/api/profile-bulk-import-jobs/${id}` },
              },
            });
          }),
        );

        scope.post(`${prefix}/api/profile-subscription-bulk-create-jobs`, job(subscribeJob));
        scope.post(`${prefix}/api/profile-subscription-bulk-delete-jobs`, job(unsubscribeJob));
        scope.post(`${prefix}/api/data-privacy-deletion-jobs`, job(deletionJob));

        scope.get<{ Querystring: Query }>(
          `${prefix}/api/profiles`,
          route<{ Querystring: Query }>((request, reply) => {
            const size = Number(request.query['page[size]'] ?? 20);
            if (!Number.isInteger(size) || size < 1 || size > 100) {
              return fail(reply, invalid('page[size] must be between 1 and 100.'));
            }
            const members = filtered(request.query.filter, [...state.members.values()]);
            return Array.isArray(members) ? page(request, members, size) : fail(reply, members);
          }),
        );

        scope.get<{ Params: { id: string }; Querystring: Query }>(
          `${prefix}/api/lists/:id/profiles`,
          route<{ Params: { id: string }; Querystring: Query }>((request, reply) => {
            const listId = request.params.id;
            if (!state.lists.some((list) => list.id === listId)) {
              return fail(reply, {
                status: 404,
                code: 'not_found',
                title: 'Not found.',
                detail: `A list with id ${listId} does not exist.`,
              });
            }
            const inList = [...state.members.values()].filter((member) => member.listId === listId);
            const members = filtered(request.query.filter, inList);
            return Array.isArray(members) ? page(request, members, 20) : fail(reply, members);
          }),
        );
      });
    },
  };
  return fake;
}
