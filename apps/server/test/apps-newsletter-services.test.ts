import { afterEach, describe, expect, it } from 'vitest';
import { createFakeKlaviyo, FAKE_KLAVIYO } from '../src/modules/apps/fakes/klaviyo';
import { createFakeMailchimp, FAKE_MAILCHIMP } from '../src/modules/apps/fakes/mailchimp';
import { createFakeRule, FAKE_RULE } from '../src/modules/apps/fakes/rule';
import { startFakeServices } from '../src/modules/apps/fakes/server';
import type { FakeNewsletterState, FakeService, SeenRequest } from '../src/modules/apps/fakes/types';
import { ServiceError } from '../src/modules/apps/services/errors';
import {
  createPacer,
  KLAVIYO_RATE_LIMITS,
  KLAVIYO_REVISION,
  KLAVIYO_TAGS_PROPERTY,
  klaviyoAdapter,
} from '../src/modules/apps/services/klaviyo';
import { mailchimpAdapter, subscriberHash } from '../src/modules/apps/services/mailchimp';
import { ruleAdapter } from '../src/modules/apps/services/rule';
import type {
  NewsletterAdapter,
  ServiceConnection,
  SubscriberChange,
} from '../src/modules/apps/services/types';
import { ManualClock } from '../src/platform';

/**
 * The newsletter services' adapters against our local servers of their APIs (issue 32): a key is checked
 * with the service's own words, consent reaches the service with its evidence, each service's rule for a
 * yes after a no is kept (Mailchimp asks again, Klaviyo takes it in a job, Rule lifts only an older no),
 * big exports go in the service's batch size, and the service's "wait" and "no" reach the job.
 */
const AT = new Date('2026-11-02T09:00:00Z');
const CONSENT_AT = new Date('2026-11-01T08:30:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

type Member = NonNullable<ReturnType<FakeNewsletterState['members']['get']>>;
type Fake = FakeService<FakeNewsletterState>;

let clock = new ManualClock(AT);
const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  clock = new ManualClock(AT);
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve<F extends Fake>(fake: F) {
  const server = await startFakeServices([fake]);
  servers.push(server);
  const connection: ServiceConnection = {
    baseUrl: server.url(fake.service),
    apiKey: fake.state.apiKey,
    timeoutMs: 500,
  };
  return { fake, connection };
}

const change = (email: string, overrides: Partial<SubscriberChange> = {}): SubscriberChange => ({
  email,
  name: 'Kari Nordmann',
  evidence: { source: 'checkout', at: CONSENT_AT, ip: '203.0.113.7' },
  listId: null,
  tags: ['Butikkpanel'],
  ...overrides,
});

const numbered = (count: number, prefix = 'kunde') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@example.no`);

/** Members put straight into a fake, as if the service had them already. */
function seed(fake: Fake, emails: string[], overrides: Partial<Member> = {}) {
  for (const email of emails) {
    fake.state.members.set(email, {
      email,
      name: null,
      status: 'subscribed',
      listId: null,
      tags: [],
      consent: null,
      changedAt: AT,
      ...overrides,
    });
  }
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return error;
}

const sent = (fake: Fake, method: string, path: string): SeenRequest[] =>
  fake.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);
const bodyOf = <T>(request: SeenRequest | undefined) => request?.body as T;

describe('Mailchimp', () => {
  const list = FAKE_MAILCHIMP.listId;
  const setup = () => serve(createFakeMailchimp({ clock }));
  const toList = (email: string, overrides: Partial<SubscriberChange> = {}) =>
    change(email, { listId: list, ...overrides });

  it('checks a key: the account and its audiences, or Mailchimp’s own refusal', async () => {
    const { connection } = await setup();
    expect(await mailchimpAdapter.checkKey(connection)).toEqual({
      accountName: FAKE_MAILCHIMP.accountName,
      lists: [{ id: list, name: FAKE_MAILCHIMP.listName }],
    });
    const refused = await failure(mailchimpAdapter.checkKey({ ...connection, apiKey: 'feil-nokkel-us1' }));
    expect(refused).toMatchObject({
      kind: 'rejected',
      status: 401,
      message: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
    });
    expect(mailchimpAdapter.defaultBaseUrl('0123abcd-us21')).toBe('https://us21.api.mailchimp.com/3.0');
  });

  it('subscribes with the name, the tags and the consent’s IP and time', async () => {
    const { fake, connection } = await setup();
    expect(await mailchimpAdapter.subscribe(connection, toList('Kari@Example.no'))).toEqual({
      state: 'done',
    });
    expect(fake.state.members.get('kari@example.no')).toMatchObject({
      status: 'subscribed',
      name: 'Kari Nordmann',
      listId: list,
      tags: ['Butikkpanel'],
      consent: { ip_signup: '203.0.113.7', timestamp_signup: '2026-11-01T08:30:00+00:00' },
    });
    const path = `/lists/${list}/members/${subscriberHash('kari@example.no')}`;
    expect(sent(fake, 'PUT', path)).toHaveLength(1);
    expect(await mailchimpAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('subscribed');
  });

  it('refuses an address Mailchimp does not take, in its words', async () => {
    const { fake, connection } = await setup();
    const refused = await failure(mailchimpAdapter.subscribe(connection, toList('ikke-en-adresse')));
    expect(refused).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'ikke-en-adresse looks fake or invalid, please enter a real email address.',
    });
    expect(fake.state.members.size).toBe(0);
  });

  it('unsubscribes, and a yes after the no asks the person to confirm (pending)', async () => {
    const { fake, connection } = await setup();
    await mailchimpAdapter.subscribe(connection, toList('kari@example.no'));
    expect(await mailchimpAdapter.unsubscribe(connection, toList('kari@example.no'))).toEqual({
      state: 'done',
    });
    expect(await mailchimpAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('unsubscribed');

    expect(await mailchimpAdapter.subscribe(connection, toList('kari@example.no'))).toMatchObject({
      state: 'pending',
    });
    expect(fake.state.members.get('kari@example.no')?.status).toBe('pending');
    // Asked again while Mailchimp waits for the confirmation: still pending, never forced to subscribed.
    expect(await mailchimpAdapter.subscribe(connection, toList('kari@example.no'))).toMatchObject({
      state: 'pending',
    });
    expect(await mailchimpAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('pending');

    // An unsubscribe made at Mailchimp is kept the same way.
    seed(fake, ['ola@example.no'], { status: 'unsubscribed', listId: list });
    expect(await mailchimpAdapter.subscribe(connection, toList('ola@example.no'))).toMatchObject({
      state: 'pending',
    });
    // Someone Mailchimp does not have is unsubscribed already, and is not added.
    expect(await mailchimpAdapter.unsubscribe(connection, toList('ukjent@example.no'))).toEqual({
      state: 'done',
    });
    expect(fake.state.members.has('ukjent@example.no')).toBe(false);
  });

  it('erases for good: gone, gone again is fine, and never added back', async () => {
    const { fake, connection } = await setup();
    await mailchimpAdapter.subscribe(connection, toList('kari@example.no'));
    expect(await mailchimpAdapter.erase(connection, 'kari@example.no', list)).toEqual({ state: 'done' });
    expect(fake.state.members.has('kari@example.no')).toBe(false);
    expect(fake.state.erased.has('kari@example.no')).toBe(true);
    expect(await mailchimpAdapter.erase(connection, 'kari@example.no', list)).toEqual({ state: 'done' });
    expect(await mailchimpAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('absent');
    const refused = await failure(mailchimpAdapter.subscribe(connection, toList('kari@example.no')));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toMatch(/was permanently deleted and cannot be re-imported/);
  });

  it('exports in batches of 500, keeping Mailchimp’s own refusals and naming any other', async () => {
    const { fake, connection } = await setup();
    const emails = numbered(1200);
    expect(
      await mailchimpAdapter.exportSubscribers(
        connection,
        emails.map((email) => toList(email)),
      ),
    ).toEqual({ state: 'done' });
    const batches = sent(fake, 'POST', `/lists/${list}`);
    expect(batches.map((request) => bodyOf<{ members: unknown[] }>(request).members.length)).toEqual([
      500, 500, 200,
    ]);
    expect(bodyOf<{ update_existing: boolean }>(batches[0]).update_existing).toBe(true);
    expect(emails.every((email) => fake.state.members.get(email)?.status === 'subscribed')).toBe(true);
    expect(fake.state.members.get('kunde7@example.no')?.tags).toEqual(['Butikkpanel']);

    // Someone who unsubscribed at Mailchimp stays so, and that is no failure.
    seed(fake, ['borte@example.no'], { status: 'unsubscribed', listId: list });
    expect(
      await mailchimpAdapter.exportSubscribers(connection, [
        toList('borte@example.no'),
        toList('ny@example.no'),
      ]),
    ).toEqual({ state: 'done' });
    expect(fake.state.members.get('borte@example.no')?.status).toBe('unsubscribed');
    expect(fake.state.members.get('ny@example.no')?.status).toBe('subscribed');

    // Any other refusal is named after every batch went out.
    const many = [...numbered(499, 'mer'), 'ikke-en-adresse', 'sist@example.no'].map((email) =>
      toList(email),
    );
    const refused = await failure(mailchimpAdapter.exportSubscribers(connection, many));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toBe(
      'ikke-en-adresse: ikke-en-adresse looks fake or invalid, please enter a real email address.',
    );
    expect(fake.state.members.get('sist@example.no')?.status).toBe('subscribed');
  });

  it('reads a member’s status: subscribed, cleaned, or absent', async () => {
    const { fake, connection } = await setup();
    seed(fake, ['her@example.no'], { listId: list });
    seed(fake, ['sprett@example.no'], { listId: list, status: 'cleaned' });
    expect(await mailchimpAdapter.memberStatus(connection, 'her@example.no', list)).toBe('subscribed');
    expect(await mailchimpAdapter.memberStatus(connection, 'sprett@example.no', list)).toBe('cleaned');
    expect(await mailchimpAdapter.memberStatus(connection, 'ingen@example.no', list)).toBe('absent');
  });

  it('reads every unsubscribe and cleaned address since a moment, page by page', async () => {
    const { fake, connection } = await setup();
    const since = new Date(AT.getTime() - DAY);
    seed(fake, numbered(1100, 'avmeldt'), { status: 'unsubscribed', listId: list });
    seed(fake, numbered(5, 'gammel'), {
      status: 'unsubscribed',
      listId: list,
      changedAt: new Date(since.getTime() - HOUR),
    });
    seed(fake, numbered(3, 'sprett'), { status: 'cleaned', listId: list });
    seed(fake, numbered(10, 'aktiv'), { listId: list });
    const found = await mailchimpAdapter.unsubscribedSince(connection, list, since);
    expect(found).toHaveLength(1103);
    expect(found.filter((item) => item.reason === 'cleaned').map((item) => item.email)).toEqual(
      numbered(3, 'sprett'),
    );
    expect(found.some((item) => item.email.startsWith('gammel'))).toBe(false);
    expect(found[0]).toEqual({ email: 'avmeldt0@example.no', reason: 'unsubscribed', at: AT });
    expect(sent(fake, 'GET', `/lists/${list}/members`)).toHaveLength(3);
  });
});

describe('Klaviyo', () => {
  const list = FAKE_KLAVIYO.listId;
  const moreLists = Array.from({ length: 11 }, (_, index) => ({ id: `L${index}`, name: `Liste ${index}` }));
  const setup = () => serve(createFakeKlaviyo({ clock, moreLists }));
  const toList = (email: string, overrides: Partial<SubscriberChange> = {}) =>
    change(email, { listId: list, ...overrides });

  it('checks a key: its lists page by page and the account’s name, or Klaviyo’s refusal', async () => {
    const { fake, connection } = await setup();
    const check = await klaviyoAdapter.checkKey(connection);
    expect(check.accountName).toBe(FAKE_KLAVIYO.accountName);
    expect(check.lists).toHaveLength(12);
    expect(check.lists[0]).toEqual({ id: list, name: FAKE_KLAVIYO.listName });
    expect(sent(fake, 'GET', '/api/lists')).toHaveLength(2);
    expect(fake.requests[0]?.headers).toMatchObject({
      authorization: `Klaviyo-API-Key ${FAKE_KLAVIYO.apiKey}`,
      revision: KLAVIYO_REVISION,
    });
    const refused = await failure(klaviyoAdapter.checkKey({ ...connection, apiKey: 'pk_feil' }));
    expect(refused).toMatchObject({
      kind: 'rejected',
      status: 401,
      message: 'Missing or invalid private key.',
    });
  });

  it('subscribes in a job: pending, and subscribed only once the job has run', async () => {
    const { fake, connection } = await setup();
    expect(await klaviyoAdapter.subscribe(connection, toList('kari@example.no'))).toMatchObject({
      state: 'pending',
    });
    expect(fake.queued).toBe(1);
    expect(await klaviyoAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('absent');
    fake.settle();
    expect(await klaviyoAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('subscribed');
    const member = fake.state.members.get('kari@example.no');
    expect(member?.listId).toBe(list);
    expect(member?.consent).toMatchObject({
      custom_source: 'Butikkpanel: checkout',
      historical_import: false,
    });
    expect(member?.consent).not.toHaveProperty('consented_at');

    // Left alone, a job runs by itself a little later: the read right after the 202 still sees the old.
    await klaviyoAdapter.subscribe(connection, toList('ola@example.no'));
    expect(await klaviyoAdapter.memberStatus(connection, 'ola@example.no', list)).toBe('absent');
    expect(await klaviyoAdapter.memberStatus(connection, 'ola@example.no', list)).toBe('subscribed');
  });

  it('sends the name and the app’s tags as the profile first, then the consent', async () => {
    const { fake, connection } = await setup();
    const tags = ['Butikkpanel', 'Sommer'];
    await klaviyoAdapter.subscribe(connection, toList('kari@example.no', { name: ' Kari  Nordmann ', tags }));
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/profile-import',
      'POST /api/profile-subscription-bulk-create-jobs',
    ]);
    expect(bodyOf(fake.requests[0])).toEqual({
      data: {
        type: 'profile',
        attributes: {
          email: 'kari@example.no',
          first_name: 'Kari',
          last_name: 'Nordmann',
          properties: { [KLAVIYO_TAGS_PROPERTY]: tags },
        },
      },
    });
    // The profile is there at once, its consent only once the job has run.
    expect(fake.state.members.get('kari@example.no')).toMatchObject({
      name: 'Kari Nordmann',
      tags,
      status: 'pending',
    });
    expect(fake.properties.get('kari@example.no')).toEqual({ 'Butikkpanel tags': tags });
    fake.settle();
    expect(fake.state.members.get('kari@example.no')).toMatchObject({ status: 'subscribed', tags });

    // First word and the rest; no name and no tags: no profile call, nothing cleared.
    await klaviyoAdapter.subscribe(
      connection,
      toList('kari@example.no', { name: 'Kari Marie Nordmann Berg' }),
    );
    expect(bodyOf<{ data: { attributes: object } }>(fake.requests[2]).data.attributes).toMatchObject({
      first_name: 'Kari',
      last_name: 'Marie Nordmann Berg',
    });
    await klaviyoAdapter.subscribe(connection, toList('ola@example.no', { name: null, tags: [] }));
    await klaviyoAdapter.subscribe(connection, toList('kari@example.no', { name: null, tags: [] }));
    expect(sent(fake, 'POST', '/api/profile-import')).toHaveLength(2);
    fake.settle();
    expect(fake.state.members.get('ola@example.no')).toMatchObject({
      name: null,
      tags: [],
      status: 'subscribed',
    });
    expect(fake.state.members.get('kari@example.no')).toMatchObject({
      name: 'Kari Marie Nordmann Berg',
      tags: ['Butikkpanel'],
    });
  });

  it('answers Create or Update Profile as Klaviyo does: 201 made, 200 updated, its key and revision checked', async () => {
    const { connection } = await setup();
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${connection.baseUrl}/api/profile-import`, {
        method: 'POST',
        headers: {
          authorization: `Klaviyo-API-Key ${FAKE_KLAVIYO.apiKey}`,
          revision: KLAVIYO_REVISION,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const profile = { data: { type: 'profile', attributes: { email: 'ny@example.no', first_name: 'Ny' } } };
    const made = await post(profile);
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({
      data: { type: 'profile', attributes: { email: 'ny@example.no', first_name: 'Ny', last_name: null } },
    });
    expect((await post(profile)).status).toBe(200);
    expect((await post(profile, { authorization: 'Klaviyo-API-Key feil' })).status).toBe(401);
    expect((await post(profile, { revision: '' })).status).toBe(400);
    const wrong = await post({
      data: { type: 'profile', attributes: { email: 'ny@example.no', properties: [] } },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: [{ code: 'invalid', source: { pointer: '/data/attributes/properties' } }],
    });
  });

  it('reports a refused profile call, and sends no consent after it', async () => {
    const { fake, connection } = await setup();
    fake.faults.push({
      status: 400,
      body: {
        errors: [{ status: 400, code: 'invalid', title: 'Invalid input.', detail: 'Ugyldig profil.' }],
      },
    });
    expect(await failure(klaviyoAdapter.subscribe(connection, toList('kari@example.no')))).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Ugyldig profil.',
    });
    fake.faults.push({ status: 429, retryAfter: '3' });
    expect(await failure(klaviyoAdapter.subscribe(connection, toList('kari@example.no')))).toMatchObject({
      kind: 'retry',
      status: 429,
      retryAfterMs: 3000,
    });
    expect(sent(fake, 'POST', '/api/profile-import')).toHaveLength(2);
    expect(sent(fake, 'POST', '/api/profile-subscription-bulk-create-jobs')).toHaveLength(0);
    expect(fake.queued).toBe(0);
    expect(fake.state.members.size).toBe(0);
  });

  it('refuses an address Klaviyo does not take, in its words', async () => {
    const { fake, connection } = await setup();
    const refused = await failure(klaviyoAdapter.subscribe(connection, toList('ikke-en-adresse')));
    expect(refused).toMatchObject({ kind: 'rejected', status: 400, message: 'Invalid email address' });
    expect(fake.queued).toBe(0);
  });

  it('unsubscribes from all email marketing in a job, and a yes after the no is taken', async () => {
    const { fake, connection } = await setup();
    seed(fake, ['kari@example.no'], { listId: list });
    expect(await klaviyoAdapter.unsubscribe(connection, toList('kari@example.no'))).toMatchObject({
      state: 'pending',
    });
    expect(
      bodyOf<{ data: object }>(sent(fake, 'POST', '/api/profile-subscription-bulk-delete-jobs')[0]).data,
    ).not.toHaveProperty('relationships');
    expect(await klaviyoAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('subscribed');
    fake.settle();
    expect(await klaviyoAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('unsubscribed');

    // Klaviyo's subscribe lifts an unsubscribe suppression.
    expect(await klaviyoAdapter.subscribe(connection, toList('kari@example.no'))).toMatchObject({
      state: 'pending',
    });
    fake.settle();
    expect(await klaviyoAdapter.memberStatus(connection, 'kari@example.no', list)).toBe('subscribed');
  });

  it('erases a profile for good', async () => {
    const { fake, connection } = await setup();
    seed(fake, ['kari@example.no'], { listId: list });
    expect(await klaviyoAdapter.erase(connection, 'kari@example.no', list)).toEqual({ state: 'done' });
    fake.settle();
    expect(fake.state.members.has('kari@example.no')).toBe(false);
    expect(fake.state.erased.has('kari@example.no')).toBe(true);
    expect(await klaviyoAdapter.memberStatus(connection, 'kari@example.no', null)).toBe('absent');
  });

  it('exports in jobs of 1,000 as a historical import with each consent’s time', async () => {
    const { fake, connection } = await setup();
    const emails = numbered(2500);
    // One without a name or tags: nothing to import for that one.
    const changes = emails.map((email, index) => toList(email, index === 7 ? { name: null, tags: [] } : {}));
    expect(await klaviyoAdapter.exportSubscribers(connection, changes)).toMatchObject({ state: 'pending' });
    type Job = { data: { attributes: { historical_import: boolean; profiles: { data: unknown[] } } } };
    const jobs = sent(fake, 'POST', '/api/profile-subscription-bulk-create-jobs').map((request) =>
      bodyOf<Job>(request),
    );
    expect(jobs.map((job) => job.data.attributes.profiles.data.length)).toEqual([1000, 1000, 500]);
    expect(jobs.every((job) => job.data.attributes.historical_import)).toBe(true);

    // The names and tags first, in one Bulk Import Profiles job (up to 10,000), into no list.
    expect(fake.requests[0]?.path).toBe('/api/profile-bulk-import-jobs');
    const [imported] = sent(fake, 'POST', '/api/profile-bulk-import-jobs').map((request) =>
      bodyOf<{
        data: { type: string; attributes: { profiles: { data: unknown[] } }; relationships?: unknown };
      }>(request),
    );
    expect(imported?.data.type).toBe('profile-bulk-import-job');
    expect(imported?.data.relationships).toBeUndefined();
    expect(imported?.data.attributes.profiles.data).toHaveLength(2499);
    expect(imported?.data.attributes.profiles.data[0]).toEqual({
      type: 'profile',
      attributes: {
        email: 'kunde0@example.no',
        first_name: 'Kari',
        last_name: 'Nordmann',
        properties: { 'Butikkpanel tags': ['Butikkpanel'] },
      },
    });
    fake.settle();
    expect(emails.every((email) => fake.state.members.get(email)?.status === 'subscribed')).toBe(true);
    expect(fake.state.members.get('kunde1@example.no')).toMatchObject({
      name: 'Kari Nordmann',
      tags: ['Butikkpanel'],
      consent: { historical_import: true, consented_at: '2026-11-01T08:30:00Z' },
    });
    expect(fake.state.members.get('kunde7@example.no')).toMatchObject({ name: null, tags: [] });
  });

  it('splits the profile import at 10,000 profiles and under Klaviyo’s 5 MB', async () => {
    const { fake, connection } = await setup();
    const importSizes = () =>
      sent(fake, 'POST', '/api/profile-bulk-import-jobs').map((request) => ({
        count: bodyOf<{ data: { attributes: { profiles: { data: unknown[] } } } }>(request).data.attributes
          .profiles.data.length,
        bytes: Buffer.byteLength(JSON.stringify(request.body)),
      }));
    await klaviyoAdapter.exportSubscribers(
      connection,
      numbered(10_500).map((email) => toList(email)),
    );
    expect(importSizes().map((size) => size.count)).toEqual([10_000, 500]);

    // Ten tags of 60 characters (æ is two bytes) make a profile over 1 kB: 7,000 of them are over 5 MB.
    fake.requests.splice(0);
    const tags = Array.from({ length: 10 }, (_, index) => `${index}`.padEnd(60, 'æ'));
    await klaviyoAdapter.exportSubscribers(
      connection,
      numbered(7000, 'merket').map((email) => toList(email, { tags })),
    );
    const sizes = importSizes();
    expect(sizes).toHaveLength(2);
    expect(sizes.reduce((sum, size) => sum + size.count, 0)).toBe(7000);
    expect(sizes.every((size) => size.bytes < 5_000_000)).toBe(true);
    fake.settle();
    expect(fake.state.members.get('merket6999@example.no')?.tags).toEqual(tags);
  });

  it('paces its calls to Klaviyo’s limits: no second and no minute over, the next call waits', async () => {
    let now = 0;
    const pace = createPacer({
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    });
    const limit = KLAVIYO_RATE_LIMITS['POST /api/profile-bulk-import-jobs'];
    expect(limit).toEqual({ perSecond: 10, perMinute: 150 });
    if (!limit) return;
    const times: number[] = [];
    for (let call = 0; call < 160; call++) {
      await pace('konto import', limit);
      times.push(now);
    }
    // Ten at once, then ten a second (and a tenth spare); the 151st waits for the first minute's first
    // call to leave its minute.
    expect(times.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(times[10]).toBe(1100);
    expect(times[149]).toBe(15_400);
    expect(times[150]).toBe(60_100);
    const most = (windowMs: number) =>
      Math.max(...times.map((at) => times.filter((other) => other >= at && other < at + windowMs).length));
    expect(most(1000)).toBe(10);
    expect(most(60_000)).toBe(150);
    // Another account, or another endpoint, has its own budget.
    await pace('annen konto import', limit);
    expect(now).toBe(times[159]);
  });

  it('reads a member’s status in the chosen list, or in the account without one', async () => {
    const { fake, connection } = await setup();
    seed(fake, ['annen@example.no'], { listId: 'L1' });
    seed(fake, ['sprett@example.no'], { listId: list, status: 'cleaned' });
    expect(await klaviyoAdapter.memberStatus(connection, 'annen@example.no', list)).toBe('absent');
    expect(await klaviyoAdapter.memberStatus(connection, 'annen@example.no', null)).toBe('subscribed');
    expect(await klaviyoAdapter.memberStatus(connection, 'sprett@example.no', list)).toBe('cleaned');
  });

  it('reads every suppression since a moment, page by page', async () => {
    const { fake, connection } = await setup();
    const since = new Date(AT.getTime() - DAY);
    seed(fake, numbered(150, 'avmeldt'), { status: 'unsubscribed', listId: list });
    seed(fake, numbered(5, 'gammel'), {
      status: 'unsubscribed',
      changedAt: new Date(since.getTime() - HOUR),
    });
    seed(fake, numbered(3, 'sprett'), { status: 'cleaned', listId: list });
    seed(fake, numbered(10, 'aktiv'), { listId: list });
    const found = await klaviyoAdapter.unsubscribedSince(connection, list, since);
    expect(found).toHaveLength(153);
    expect(found.filter((item) => item.reason === 'cleaned').map((item) => item.email)).toEqual(
      numbered(3, 'sprett'),
    );
    expect(found[0]).toEqual({ email: 'avmeldt0@example.no', reason: 'unsubscribed', at: AT });
    expect(sent(fake, 'GET', '/api/profiles')).toHaveLength(2);
  });
});

describe('Rule', () => {
  const tags = Array.from({ length: 120 }, (_, index) => `Tagg ${index}`);
  const setup = () => serve(createFakeRule({ clock, tags }));

  it('checks a key: its tags as lists, page by page, or Rule’s refusal', async () => {
    const { fake, connection } = await setup();
    const check = await ruleAdapter.checkKey(connection);
    expect(check.accountName).toBeNull();
    expect(check.lists).toHaveLength(120);
    expect(check.lists[0]).toEqual({ id: '101', name: 'Tagg 0' });
    expect(sent(fake, 'GET', '/tags')).toHaveLength(2);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${FAKE_RULE.apiKey}`);
    const refused = await failure(ruleAdapter.checkKey({ ...connection, apiKey: 'feil' }));
    expect(refused).toMatchObject({ kind: 'rejected', status: 401, message: 'NotAuthorized' });
  });

  it('subscribes with tags, the name and the consent as fields', async () => {
    const { fake, connection } = await setup();
    expect(await ruleAdapter.subscribe(connection, change('kari@example.no'))).toEqual({ state: 'done' });
    expect(fake.state.members.get('kari@example.no')).toMatchObject({
      status: 'subscribed',
      name: 'Kari Nordmann',
      tags: ['Butikkpanel'],
      consent: {
        'Subscriber.Source': 'Butikkpanel: checkout',
        'Subscriber.ConsentAt': CONSENT_AT.toISOString(),
        'Subscriber.ConsentIp': '203.0.113.7',
      },
    });
    expect(fake.state.lists.some((tag) => tag.name === 'Butikkpanel')).toBe(true);
    expect(
      bodyOf<{ update_on_duplicate: boolean }>(sent(fake, 'POST', '/subscribers')[0]).update_on_duplicate,
    ).toBe(true);
    // Tags are Rule's lists: a subscriber always gets one.
    await ruleAdapter.subscribe(connection, change('ola@example.no', { tags: [] }));
    expect(fake.state.members.get('ola@example.no')?.tags).toEqual(['Butikkpanel']);
  });

  it('refuses an address Rule does not take', async () => {
    const { fake, connection } = await setup();
    const refused = await failure(ruleAdapter.subscribe(connection, change('ikke-en-adresse')));
    expect(refused).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'The subscribers.0.email must be a valid email address.',
    });
    expect(fake.state.members.size).toBe(0);
  });

  it('unsubscribes with a suppression; a newer yes lifts it, an older one is refused', async () => {
    const { fake, connection } = await setup();
    await ruleAdapter.subscribe(connection, change('kari@example.no'));
    expect(await ruleAdapter.unsubscribe(connection, change('kari@example.no'))).toMatchObject({
      state: 'pending',
    });
    expect(fake.state.members.get('kari@example.no')?.status).toBe('unsubscribed');
    expect(await ruleAdapter.memberStatus(connection, 'kari@example.no', null)).toBe('unsubscribed');

    // A yes given before the no (a late retry) does not undo it.
    const refused = await failure(ruleAdapter.subscribe(connection, change('kari@example.no')));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toMatch(/unsubscribed at Rule after this consent/);
    expect(fake.state.members.get('kari@example.no')?.status).toBe('unsubscribed');

    const later = { source: 'popup' as const, at: new Date(AT.getTime() + HOUR), ip: null };
    expect(
      await ruleAdapter.subscribe(connection, change('kari@example.no', { evidence: later })),
    ).toMatchObject({
      state: 'pending',
    });
    expect(sent(fake, 'DELETE', '/suppressions/kari%40example.no')).toHaveLength(1);
    expect(await ruleAdapter.memberStatus(connection, 'kari@example.no', null)).toBe('subscribed');
  });

  it('erases: gone, and gone again is fine', async () => {
    const { fake, connection } = await setup();
    seed(fake, ['kari@example.no']);
    expect(await ruleAdapter.erase(connection, 'kari@example.no', null)).toEqual({ state: 'done' });
    expect(fake.state.members.has('kari@example.no')).toBe(false);
    expect(await ruleAdapter.erase(connection, 'kari@example.no', null)).toEqual({ state: 'done' });
    expect(await ruleAdapter.memberStatus(connection, 'kari@example.no', null)).toBe('absent');
  });

  it('exports in calls of 1,000 without tag automations, skipping whom Rule keeps suppressed', async () => {
    const { fake, connection } = await setup();
    seed(fake, ['borte@example.no'], { status: 'unsubscribed' });
    const emails = numbered(1500);
    const changes = [...emails, 'borte@example.no'].map((email) => change(email));
    expect(await ruleAdapter.exportSubscribers(connection, changes)).toEqual({ state: 'done' });
    type Create = { sync_subscribers: boolean; subscribers: unknown[] };
    const calls = sent(fake, 'POST', '/subscribers').map((request) => bodyOf<Create>(request));
    expect(calls.map((call) => call.subscribers.length)).toEqual([1000, 501]);
    expect(calls.every((call) => call.sync_subscribers === false)).toBe(true);
    expect(emails.every((email) => fake.state.members.get(email)?.status === 'subscribed')).toBe(true);
    expect(fake.state.members.get('borte@example.no')?.status).toBe('unsubscribed');
  });

  it('reads every opt-out since a moment from the suppressions, page by page', async () => {
    const { fake, connection } = await setup();
    const since = new Date(AT.getTime() - DAY);
    seed(fake, numbered(5, 'gammel'), {
      status: 'unsubscribed',
      changedAt: new Date(since.getTime() - HOUR),
    });
    seed(fake, numbered(150, 'avmeldt'), { status: 'unsubscribed' });
    seed(fake, numbered(10, 'aktiv'));
    const found = await ruleAdapter.unsubscribedSince(connection, null, since);
    expect(found).toHaveLength(150);
    expect(found[0]).toEqual({ email: 'avmeldt0@example.no', reason: 'unsubscribed', at: AT });
    expect(sent(fake, 'GET', '/suppressions')).toHaveLength(2);
  });
});

interface FaultCase {
  name: string;
  adapter: NewsletterAdapter;
  setup(): Promise<{ fake: Fake; connection: ServiceConnection }>;
  listId: string | null;
  /** A 400 in the service's own error shape. */
  refusal: unknown;
}

const faultCases: FaultCase[] = [
  {
    name: 'Mailchimp',
    adapter: mailchimpAdapter,
    setup: () => serve(createFakeMailchimp({ clock })),
    listId: FAKE_MAILCHIMP.listId,
    refusal: { title: 'Invalid Resource', status: 400, detail: 'Ugyldig forespørsel.' },
  },
  {
    name: 'Klaviyo',
    adapter: klaviyoAdapter,
    setup: () => serve(createFakeKlaviyo({ clock })),
    listId: FAKE_KLAVIYO.listId,
    refusal: {
      errors: [{ status: 400, code: 'invalid', title: 'Invalid input.', detail: 'Ugyldig forespørsel.' }],
    },
  },
  {
    name: 'Rule',
    adapter: ruleAdapter,
    setup: () => serve(createFakeRule({ clock })),
    listId: null,
    refusal: { error: 'BadRequest', message: 'Ugyldig forespørsel.' },
  },
];

describe.each(faultCases)('$name: the service’s wait and no reach the job', (service) => {
  const subscribe = (connection: ServiceConnection) =>
    service.adapter.subscribe(connection, change('kari@example.no', { listId: service.listId }));

  it('a 429 is retried after the Retry-After it names', async () => {
    const { fake, connection } = await service.setup();
    fake.faults.push({ status: 429, retryAfter: '2' });
    expect(await failure(subscribe(connection))).toMatchObject({
      kind: 'retry',
      status: 429,
      retryAfterMs: 2000,
    });
  });

  it('a 5xx is retried', async () => {
    const { fake, connection } = await service.setup();
    fake.faults.push({ status: 500 });
    expect(await failure(subscribe(connection))).toMatchObject({ kind: 'retry', status: 500 });
  });

  it('no answer in time is retried', async () => {
    const { fake, connection } = await service.setup();
    fake.faults.push('hang');
    expect(await failure(subscribe(connection))).toMatchObject({
      kind: 'retry',
      status: null,
      message: 'timeout',
    });
  });

  it('a 400 is reported in the service’s words and not retried', async () => {
    const { fake, connection } = await service.setup();
    fake.faults.push({ status: 400, body: service.refusal });
    expect(await failure(subscribe(connection))).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Ugyldig forespørsel.',
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.state.members.size).toBe(0);
  });
});
