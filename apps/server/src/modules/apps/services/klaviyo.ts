import { createHash } from 'node:crypto';
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
 * Klaviyo's REST API (developers.klaviyo.com, JSON:API). Consent changes are bulk jobs Klaviyo answers 202
 * and applies later: they come back `pending` and the read-back confirms them. The subscribe job takes no
 * name, so the name and the app's tags go first in a profile call of their own (Create or Update Profile,
 * or for the export the Bulk Import Profiles job). Errors are JSON:API error objects whose `detail` is
 * Klaviyo's own words.
 */
const API_URL = 'https://a.klaviyo.com';
/** The API revision we speak (Klaviyo keeps one for two years). */
export const KLAVIYO_REVISION = '2026-07-15';
/**
 * Klaviyo has no tags on a profile (its tags label campaigns, flows, lists and segments): the app's tags go
 * as this list-valued custom property, which Klaviyo's segments filter on ("contains").
 */
export const KLAVIYO_TAGS_PROPERTY = 'Butikkpanel tags';
/** The bulk subscribe job's most profiles per call. */
const SUBSCRIBE_MAX = 1000;
/** The bulk profile import job's most profiles per call, and its bytes (5 MB, less room for the envelope). */
const IMPORT_MAX = 10_000;
const IMPORT_MAX_BYTES = 4_900_000;
/** The profiles list's most per page. */
const PER_PAGE = 100;
const ACCEPTED: ChangeOutcome = { state: 'pending', note: 'Klaviyo applies the change in a background job.' };
/** Global suppressions that mean the address bounced or is broken, not that the person said no. */
const BOUNCES = new Set(['HARD_BOUNCE', 'INVALID_EMAIL']);

export interface RateLimit {
  perSecond: number;
  perMinute: number;
}

/**
 * Klaviyo's documented limits for revision 2026-07-15 (burst per second, steady per minute), per account
 * and endpoint; a 429 past them. Endpoints not named here are not paced.
 */
export const KLAVIYO_RATE_LIMITS: Record<string, RateLimit> = {
  'POST /api/profile-import': { perSecond: 75, perMinute: 750 },
  'POST /api/profile-bulk-import-jobs': { perSecond: 10, perMinute: 150 },
  'POST /api/profile-subscription-bulk-create-jobs': { perSecond: 75, perMinute: 750 },
  'POST /api/profile-subscription-bulk-delete-jobs': { perSecond: 75, perMinute: 750 },
  'POST /api/data-privacy-deletion-jobs': { perSecond: 3, perMinute: 60 },
  'GET /api/profiles': { perSecond: 75, perMinute: 750 },
  'GET /api/lists/{id}/profiles': { perSecond: 75, perMinute: 750 },
  'GET /api/lists': { perSecond: 75, perMinute: 750 },
  'GET /api/accounts': { perSecond: 1, perMinute: 15 },
};

/** Klaviyo's windows, with a tenth of a second spare: calls spaced exactly may arrive closer (network jitter). */
const MINUTE_MS = 60_100;
const SECOND_MS = 1100;

/**
 * Holds calls back so that no one-second or one-minute window sees more than the limit: a sliding log of
 * the calls of the last minute per key. Sliding windows are stricter than Klaviyo's fixed ones, so a paced
 * export never meets a 429 of our own making. In this process only: another server process has its own.
 */
export function createPacer(time: { now: () => number; sleep: (ms: number) => Promise<void> }) {
  const sent = new Map<string, number[]>();
  let sweptAt = time.now();
  return async function pace(key: string, limit: RateLimit): Promise<void> {
    for (;;) {
      const now = time.now();
      const recent = (sent.get(key) ?? []).filter((at) => now - at < MINUTE_MS);
      const lastSecond = recent.filter((at) => now - at < SECOND_MS);
      let waitMs = 0;
      const minuteFull = recent[recent.length - limit.perMinute];
      if (recent.length >= limit.perMinute && minuteFull !== undefined) waitMs = minuteFull + MINUTE_MS - now;
      const secondFull = lastSecond[lastSecond.length - limit.perSecond];
      if (lastSecond.length >= limit.perSecond && secondFull !== undefined) {
        waitMs = Math.max(waitMs, secondFull + SECOND_MS - now);
      }
      if (waitMs <= 0) {
        recent.push(now);
        sent.set(key, recent);
        // Keys of connections idle for a minute hold nothing worth keeping.
        if (now - sweptAt > MINUTE_MS) {
          sweptAt = now;
          for (const [other, times] of sent) if (now - (times.at(-1) ?? 0) >= MINUTE_MS) sent.delete(other);
        }
        return;
      }
      await time.sleep(waitMs);
    }
  };
}

// Wall clock: Klaviyo counts real seconds, whatever the job layer's clock says.
const pace = createPacer({
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

function describe(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const first: unknown = Array.isArray(errors) ? errors[0] : null;
  return stringAt(first, 'detail') ?? stringAt(first, 'title');
}

/** The limit a call counts against: its endpoint, a list's id as `{id}`. */
const endpointOf = (request: ServiceRequest) =>
  `${request.method} ${request.path.replace(/^\/api\/lists\/[^/]+\/profiles$/, '/api/lists/{id}/profiles')}`;

async function call(connection: ServiceConnection, request: ServiceRequest): Promise<ServiceAnswer> {
  const limit = KLAVIYO_RATE_LIMITS[endpointOf(request)];
  if (limit) {
    // Per Klaviyo account (the key stands for it here), kept as a fingerprint rather than the key itself.
    const account = createHash('sha256').update(`${connection.baseUrl} ${connection.apiKey}`).digest('hex');
    await pace(`${account.slice(0, 24)} ${endpointOf(request)}`, limit);
  }
  return callService(
    connection,
    {
      ...request,
      headers: { authorization: `Klaviyo-API-Key ${connection.apiKey}`, revision: KLAVIYO_REVISION },
    },
    describe,
  );
}

/** Klaviyo's datetimes, without the milliseconds (filters take them unquoted). */
const klaviyoTime = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The next page's cursor, from JSON:API's `links.next` (a full URL at Klaviyo's own host). */
function nextCursor(body: unknown): string | null {
  const next = stringAt(body, 'links', 'next');
  if (!next) return null;
  try {
    return new URL(next).searchParams.get('page[cursor]');
  } catch {
    return null;
  }
}

const dataOf = (body: unknown): unknown[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
};

const listRelationship = (listId: string | null) =>
  listId ? { relationships: { list: { data: { type: 'list', id: listId } } } } : {};

/**
 * One bulk subscribe job. A historical import (the first export) carries each consent's time and skips
 * double opt-in and "added to list" flows; Klaviyo refuses `consented_at` on any other subscribe, so a live
 * one names the consent's source instead.
 */
function subscribeJob(changes: readonly SubscriberChange[], historical: boolean, source: string) {
  return {
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: {
        custom_source: `Butikkpanel: ${source}`,
        ...(historical ? { historical_import: true } : {}),
        profiles: {
          data: changes.map((change) => ({
            type: 'profile',
            attributes: {
              email: change.email,
              subscriptions: {
                email: {
                  marketing: {
                    consent: 'SUBSCRIBED',
                    ...(historical ? { consented_at: klaviyoTime(change.evidence.at) } : {}),
                  },
                },
              },
            },
          })),
        },
      },
      ...listRelationship(changes[0]?.listId ?? null),
    },
  };
}

/**
 * What a profile gets besides its consent: the name split as Klaviyo keeps it (the first word, the rest as
 * the last name) and the app's tags; null when there is neither. Nothing is sent as null, which would clear
 * what Klaviyo has.
 */
function profileAttributes(change: SubscriberChange) {
  const [first, ...rest] = (change.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!first && change.tags.length === 0) return null;
  return {
    email: change.email,
    ...(first ? { first_name: first } : {}),
    ...(rest.length > 0 ? { last_name: rest.join(' ') } : {}),
    ...(change.tags.length > 0 ? { properties: { [KLAVIYO_TAGS_PROPERTY]: [...change.tags] } } : {}),
  };
}

/**
 * The names and tags of many profiles as Bulk Import Profiles jobs (an upsert by address that leaves the
 * consent alone), each within the job's count and size; none when no one has a name or a tag.
 */
async function importProfiles(connection: ServiceConnection, changes: readonly SubscriberChange[]) {
  const send = (profiles: unknown[]) =>
    call(connection, {
      method: 'POST',
      path: '/api/profile-bulk-import-jobs',
      body: { data: { type: 'profile-bulk-import-job', attributes: { profiles: { data: profiles } } } },
    });
  let batch: unknown[] = [];
  let bytes = 0;
  for (const change of changes) {
    const attributes = profileAttributes(change);
    if (!attributes) continue;
    const profile = { type: 'profile', attributes };
    const size = Buffer.byteLength(JSON.stringify(profile)) + 1;
    if (batch.length === IMPORT_MAX || bytes + size > IMPORT_MAX_BYTES) {
      await send(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(profile);
    bytes += size;
  }
  if (batch.length > 0) await send(batch);
}

/** What a profile's email marketing says, suppressions first (they win over the consent). */
function statusOf(profile: unknown): MemberStatus {
  const marketing = (profile as { attributes?: { subscriptions?: { email?: { marketing?: unknown } } } })
    .attributes?.subscriptions?.email?.marketing;
  const suppressions = (marketing as { suppression?: unknown } | undefined)?.suppression;
  const reasons = Array.isArray(suppressions) ? suppressions.map((item) => stringAt(item, 'reason')) : [];
  if (reasons.some((reason) => reason !== null && BOUNCES.has(reason))) return 'cleaned';
  if (reasons.length > 0) return 'unsubscribed';
  const consent = stringAt(marketing, 'consent');
  if (consent === 'SUBSCRIBED') return 'subscribed';
  return consent === 'UNSUBSCRIBED' ? 'unsubscribed' : 'absent';
}

export const klaviyoAdapter: NewsletterAdapter = {
  service: 'klaviyo',

  defaultBaseUrl: () => API_URL,

  async checkKey(connection) {
    const lists: Array<{ id: string; name: string }> = [];
    let cursor: string | null = null;
    // Klaviyo gives ten lists a page; a hundred pages is more lists than any shop has.
    for (let page = 0; page < 100; page++) {
      const answer = await call(connection, {
        method: 'GET',
        path: '/api/lists',
        query: { 'fields[list]': 'name', 'page[cursor]': cursor ?? undefined },
      });
      for (const list of dataOf(answer.body)) {
        const id = stringAt(list, 'id');
        if (id) lists.push({ id, name: stringAt(list, 'attributes', 'name') ?? id });
      }
      cursor = nextCursor(answer.body);
      if (!cursor) break;
    }
    let accountName: string | null = null;
    try {
      const account = await call(connection, { method: 'GET', path: '/api/accounts' });
      accountName = stringAt(
        dataOf(account.body)[0],
        'attributes',
        'contact_information',
        'organization_name',
      );
    } catch (error) {
      // A key without the accounts:read scope still serves lists and consent.
      if (!(error instanceof ServiceError && error.status === 403)) throw error;
    }
    return { accountName, lists };
  },

  async subscribe(connection, change) {
    // The name first, so that a flow the subscription starts (a welcome mail) can greet the person by it.
    const attributes = profileAttributes(change);
    if (attributes) {
      await call(connection, {
        method: 'POST',
        path: '/api/profile-import',
        body: { data: { type: 'profile', attributes } },
      });
    }
    await call(connection, {
      method: 'POST',
      path: '/api/profile-subscription-bulk-create-jobs',
      body: subscribeJob([change], false, change.evidence.source),
    });
    return ACCEPTED;
  },

  async unsubscribe(connection, change) {
    // No list: a withdrawal here stops all email marketing there, not one list's.
    await call(connection, {
      method: 'POST',
      path: '/api/profile-subscription-bulk-delete-jobs',
      body: {
        data: {
          type: 'profile-subscription-bulk-delete-job',
          attributes: {
            profiles: {
              data: [
                {
                  type: 'profile',
                  attributes: {
                    email: change.email,
                    subscriptions: { email: { marketing: { consent: 'UNSUBSCRIBED' } } },
                  },
                },
              ],
            },
          },
        },
      },
    });
    return ACCEPTED;
  },

  async erase(connection, email) {
    try {
      await call(connection, {
        method: 'POST',
        path: '/api/data-privacy-deletion-jobs',
        body: {
          data: {
            type: 'data-privacy-deletion-job',
            attributes: { profile: { data: { type: 'profile', attributes: { email } } } },
          },
        },
      });
    } catch (error) {
      // No such profile: nothing to delete.
      if (!(error instanceof ServiceError && error.status === 404)) throw error;
    }
    // The deletion is final once accepted; nothing to read back.
    return { state: 'done' };
  },

  async exportSubscribers(connection, subscribers) {
    if (subscribers.length === 0) return { state: 'done' };
    // Names and tags before the consent, as for one subscriber; each call paced to Klaviyo's limits.
    await importProfiles(connection, subscribers);
    for (let start = 0; start < subscribers.length; start += SUBSCRIBE_MAX) {
      await call(connection, {
        method: 'POST',
        path: '/api/profile-subscription-bulk-create-jobs',
        body: subscribeJob(subscribers.slice(start, start + SUBSCRIBE_MAX), true, 'export'),
      });
    }
    return ACCEPTED;
  },

  async memberStatus(connection, email, listId) {
    // With a list, only its members count: someone subscribed elsewhere in the account is not on it.
    const answer = await call(connection, {
      method: 'GET',
      path: listId ? `/api/lists/${encodeURIComponent(listId)}/profiles` : '/api/profiles',
      query: {
        filter: `equals(email,${JSON.stringify(email)})`,
        'additional-fields[profile]': 'subscriptions',
      },
    });
    const [profile] = dataOf(answer.body);
    return profile ? statusOf(profile) : 'absent';
  },

  async unsubscribedSince(connection, _listId, since) {
    // The global suppressions since `since` (unsubscribes, spam complaints, bounces): one documented filter.
    const found: ReportedUnsubscribe[] = [];
    let cursor: string | null = null;
    do {
      const answer: ServiceAnswer = await call(connection, {
        method: 'GET',
        path: '/api/profiles',
        query: {
          filter: `greater-or-equal(subscriptions.email.marketing.suppression.timestamp,${klaviyoTime(since)})`,
          'additional-fields[profile]': 'subscriptions',
          'page[size]': PER_PAGE,
          'page[cursor]': cursor ?? undefined,
        },
      });
      for (const profile of dataOf(answer.body)) {
        const email = stringAt(profile, 'attributes', 'email');
        const suppressions = (
          profile as {
            attributes?: { subscriptions?: { email?: { marketing?: { suppression?: unknown } } } };
          }
        ).attributes?.subscriptions?.email?.marketing?.suppression;
        for (const item of Array.isArray(suppressions) ? suppressions : []) {
          const at = new Date(stringAt(item, 'timestamp') ?? '');
          if (!email || Number.isNaN(at.getTime()) || at < since) continue;
          const reason = BOUNCES.has(stringAt(item, 'reason') ?? '') ? 'cleaned' : 'unsubscribed';
          found.push({ email, reason, at });
          break;
        }
      }
      cursor = nextCursor(answer.body);
    } while (cursor);
    return found;
  },
};
