import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFakeReviewsIo, FAKE_REVIEWS_IO } from '../src/modules/apps/fakes/reviews-io';
import { createFakeRule, FAKE_RULE } from '../src/modules/apps/fakes/rule';
import { startFakeServices } from '../src/modules/apps/fakes/server';
import type { FakeFault, SeenRequest } from '../src/modules/apps/fakes/types';
import { TestClient } from './http';
import { type Child, crashKit } from './support/crash-children';

/**
 * Apps' deliveries across a crash (issue 32): a real server (test/support/crash-child.ts) sends review
 * invitations and consent changes to our local REVIEWS.io and Rule, whose every answer comes late, so
 * deliveries are in flight when the server is killed (SIGKILL); started again on the same database, it
 * sends the rest. Each order is invited, each address subscribed, once at the service; only the calls in
 * flight at the kill are repeated, once, with the same reference; the panel shows nothing failed or queued.
 *
 * The demo is connected to Trustpilot and Mailchimp at its own /demo-services (and a new key keeps that
 * address), so the services here are REVIEWS.io and Rule, which the demo does not use. Starting a server
 * is the slow part (seeding the demo most of all), so the tests share one database, one fast clock (Rule's
 * consent scan runs each minute) and the server running at the end of the previous test.
 */
const ORDERS = 40;
const CONTACTS = 40;
/** apps.deliver's concurrency in one process (deliver-job.ts): at most this many calls are in flight. */
const IN_FLIGHT_MAX = 4;
/** The children's clock runs this much faster than the wall clock: a minute in 2 s. */
const SPEED = 30;

const kit = crashKit(inject('postgresUrl'));
const reviewsIo = createFakeReviewsIo();
const rule = createFakeRule();
let fakes: Awaited<ReturnType<typeof startFakeServices>>;
/** One timeline for every child, as in flows-crash.test.ts. */
const realStart = Date.now();
let target: Promise<Record<string, string>> | null = null;
let server: Child | null = null;

beforeAll(async () => {
  fakes = await startFakeServices([reviewsIo, rule]);
});
afterAll(async () => {
  await server?.stop();
  await kit.cleanup();
  await fakes.close();
});

/** The server on the shared database: the one running, or a new one. */
async function running(): Promise<Child> {
  target ??= kit.freshTarget('apps');
  server ??= await kit.start(await target, {
    APPS_REVIEWS_IO_URL: fakes.url('reviews-io'),
    APPS_RULE_URL: fakes.url('rule'),
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
    CHILD_CLOCK_ORIGIN: '2026-06-10T08:00:00.000Z',
    CHILD_CLOCK_REAL: String(realStart),
    CHILD_CLOCK_SPEED: String(SPEED),
    // Leases are on the (fast) clock: about 2 s of wall time, as in the other crash tests.
    JOB_LEASE_MS: String(2000 * SPEED),
  });
  return server;
}

async function kill(child: Child) {
  await child.kill();
  server = null;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Every answer 150–250 ms late, then as usual. */
const lateAnswers = (count: number): FakeFault[] =>
  Array.from({ length: count }, (_, index) => ({ delayMs: 150 + (index % 5) * 25 }));

async function owner(child: Child) {
  const panel = new TestClient(child.url);
  await panel.login('eier@demo.no', 'Demo1234!');
  return panel;
}

async function apiKey(panel: TestClient) {
  const key = await panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Krasj' });
  expect(key.status).toBe(201);
  return { authorization: `Bearer ${key.body.data.key}` };
}

interface Detail {
  data: {
    health: { queued: number; pending: number; retrying: number; failed: number; last_error: string | null };
    deliveries: Array<{ kind: string; subject: string; state: string }>;
  };
}

/** The app's page once nothing is queued or retrying for it. */
async function settled(panel: TestClient, service: string) {
  await until(
    async () => {
      const answer = await panel.get<Detail>(`/api/apps/${service}`);
      const { health } = answer.body.data;
      return answer.status === 200 && health.queued === 0 && health.retrying === 0;
    },
    20_000,
    `${service}'s deliveries to settle`,
  );
  return (await panel.get<Detail>(`/api/apps/${service}`)).body.data;
}

/** A moment more after the last delivery: a repeat would show now. */
const aMomentMore = () => new Promise((resolve) => setTimeout(resolve, 1000));

/**
 * How often each key was asked for, and whether every key asked more than once was asked twice: first by
 * the killed server (`byFirst`: how many of these requests it made) and once more by the next.
 */
function asks(requests: SeenRequest[], keysOf: (request: SeenRequest) => string[], byFirst: number) {
  const positions = new Map<string, number[]>();
  requests.forEach((request, index) => {
    for (const key of keysOf(request)) positions.set(key, [...(positions.get(key) ?? []), index]);
  });
  const repeated = [...positions].filter(([, at]) => at.length > 1);
  return {
    most: Math.max(0, ...[...positions.values()].map((at) => at.length)),
    repeated: repeated.map(([key]) => key),
    repeatsOnlyAcrossTheKill: repeated.every(
      ([, at]) => at.length === 2 && (at[0] ?? -1) < byFirst && (at[1] ?? -1) >= byFirst,
    ),
  };
}

describe('app deliveries across a crash', () => {
  it('invites each completed order once at the review service when the server is killed mid-delivery', async () => {
    const first = await running();
    const panel = await owner(first);
    // The demo's Trustpilot would queue these orders too (after its 7 days): paused, it makes none.
    expect((await panel.put('/api/apps/trustpilot/status', { status: 'paused' })).status).toBe(200);
    const connected = await panel.put('/api/apps/reviews-io', {
      credentials: { api_key: FAKE_REVIEWS_IO.apiKey, store_id: FAKE_REVIEWS_IO.storeId },
      settings: { delay_days: 0, review_of: 'shop' },
    });
    expect(connected.status).toBe(200);
    const auth = await apiKey(panel);
    reviewsIo.faults.push(...lateAnswers(4 * ORDERS));
    const references = Array.from({ length: ORDERS }, (_, index) => `ANM-${index}`);
    const ingested = await new TestClient(first.url).post(
      '/api/ingest/orders',
      references.flatMap((reference, index) => [
        {
          type: 'created',
          order_id: reference,
          created_at: '2026-06-10T10:00:00+02:00',
          lines: [{ product_id: 'SKU-1', name: 'Joggesko', quantity: 1, price: 900 }],
          subtotal: 900,
          total: 900,
          customer_email: `kunde${index}@anmeldelse.example.no`,
        },
        { type: 'completed', order_id: reference },
      ]),
      auth,
    );
    expect(ingested.status).toBe(200);

    const invitationCalls = () =>
      reviewsIo.requests.filter(
        (request) => request.method === 'POST' && request.path === '/merchant/invitation',
      );
    const referenceOf = (request: SeenRequest) => String((request.body as { order_id?: unknown }).order_id);
    /** Invitations asked for and not answered yet: the service has not even made them. */
    const unanswered = () => {
      const invited = new Set(reviewsIo.state.invitations.map((invitation) => invitation.reference));
      return invitationCalls()
        .map(referenceOf)
        .filter((reference) => !invited.has(reference));
    };
    // Killed with some invitations made and one at least asked for and not answered.
    await until(
      () => reviewsIo.state.invitations.length >= 8 && unanswered().length > 0,
      30_000,
      'the first invitations',
    );
    const invitedAtKill = reviewsIo.state.invitations.length;
    const inFlight = unanswered();
    await kill(first);
    expect(invitedAtKill).toBeLessThan(ORDERS);
    // What the killed server sent reaches the service before the next one starts.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const askedByFirst = invitationCalls().length;

    const second = await running();
    await until(
      () => reviewsIo.state.invitations.length >= ORDERS,
      30_000,
      'every order invited after the restart',
    );
    const again = await owner(second);
    await settled(again, 'reviews-io');
    await aMomentMore();
    const detail = await settled(again, 'reviews-io');
    reviewsIo.faults.length = 0;

    // Each order's reference invited once, to its customer, and no other.
    expect(reviewsIo.state.invitations.map((invitation) => invitation.reference).sort()).toEqual(
      [...references].sort(),
    );
    for (const invitation of reviewsIo.state.invitations) {
      expect(invitation.email).toBe(`kunde${invitation.reference.slice(4)}@anmeldelse.example.no`);
    }
    // Asked at most twice for one reference: only the calls in flight at the kill, again after it.
    const calls = asks(invitationCalls(), (request) => [referenceOf(request)], askedByFirst);
    expect(calls.most).toBeLessThanOrEqual(2);
    expect(calls.repeated).toEqual(expect.arrayContaining(inFlight));
    expect(calls.repeated.length).toBeLessThanOrEqual(IN_FLIGHT_MAX);
    expect(calls.repeatsOnlyAcrossTheKill).toBe(true);
    expect(invitationCalls()).toHaveLength(ORDERS + calls.repeated.length);
    // The panel: every invitation sent; none failed, waiting for the service or still queued.
    expect(detail.health).toMatchObject({ queued: 0, pending: 0, retrying: 0, failed: 0, last_error: null });
    expect(detail.deliveries.length).toBeGreaterThan(0);
    for (const delivery of detail.deliveries)
      expect(delivery).toMatchObject({ kind: 'invite', state: 'sent' });
  }, 120_000);

  it('subscribes each consenting address once at the newsletter service when the server is killed mid-delivery', async () => {
    const first = await running();
    const panel = await owner(first);
    // The demo's Mailchimp would get these changes too: paused, its cursor waits.
    expect((await panel.put('/api/apps/mailchimp/status', { status: 'paused' })).status).toBe(200);
    const connected = await panel.put('/api/apps/rule', {
      credentials: { api_key: FAKE_RULE.apiKey },
      settings: { tags: ['Butikkpanel'] },
    });
    expect(connected.status).toBe(200);
    // Those who consented before go over first, as one export; the changes after it are what is counted.
    await settled(panel, 'rule');
    const membersBefore = rule.state.members.size;
    const askedBefore = rule.requests.length;
    const addresses = Array.from(
      { length: CONTACTS },
      (_, index) => `abonnent${index}@nyhetsbrev.example.no`,
    );
    expect(addresses.filter((address) => rule.state.members.has(address))).toEqual([]);
    const auth = await apiKey(panel);
    rule.faults.push(...lateAnswers(6 * CONTACTS));
    const ingested = await new TestClient(first.url).post(
      '/api/ingest/customers',
      addresses.map((email, index) => ({ email, name: `Abonnent ${index}`, marketing_consent: true })),
      auth,
    );
    expect(ingested.status).toBe(200);

    const subscribed = () => addresses.filter((address) => rule.state.members.has(address)).length;
    /** The create calls since the export (Rule's subscribe looks the address up first, then creates). */
    const createCalls = () =>
      rule.requests
        .slice(askedBefore)
        .filter((request) => request.method === 'POST' && request.path === '/subscribers');
    const addressesOf = (request: SeenRequest) =>
      ((request.body as { subscribers?: Array<{ email?: unknown }> }).subscribers ?? []).map((item) =>
        String(item.email),
      );
    /** Addresses asked to be created and not answered yet: the service has not even added them. */
    const unanswered = () =>
      createCalls()
        .flatMap(addressesOf)
        .filter((address) => !rule.state.members.has(address));
    // Killed with some subscribers added and one at least asked for and not answered.
    await until(() => subscribed() >= 8 && unanswered().length > 0, 30_000, 'the first subscribers');
    const subscribedAtKill = subscribed();
    const inFlight = unanswered();
    await kill(first);
    expect(subscribedAtKill).toBeLessThan(CONTACTS);
    // What the killed server sent reaches the service before the next one starts.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const askedByFirst = createCalls().length;

    const second = await running();
    await until(() => subscribed() >= CONTACTS, 30_000, 'every address subscribed after the restart');
    const again = await owner(second);
    await settled(again, 'rule');
    await aMomentMore();
    const detail = await settled(again, 'rule');
    rule.faults.length = 0;

    // Every address a member once, subscribed with its name and the app's tag; no one else added.
    expect(rule.state.members.size).toBe(membersBefore + CONTACTS);
    for (const [index, address] of addresses.entries()) {
      expect(rule.state.members.get(address)).toMatchObject({
        status: 'subscribed',
        name: `Abonnent ${index}`,
        tags: ['Butikkpanel'],
      });
    }
    // Created at most twice for one address: only the calls in flight at the kill, again after it.
    const calls = asks(createCalls(), addressesOf, askedByFirst);
    expect(calls.most).toBeLessThanOrEqual(2);
    expect(calls.repeated).toEqual(expect.arrayContaining(inFlight));
    expect(calls.repeated.length).toBeLessThanOrEqual(IN_FLIGHT_MAX);
    expect(calls.repeatsOnlyAcrossTheKill).toBe(true);
    expect(createCalls().flatMap(addressesOf).sort()).toEqual([...addresses, ...calls.repeated].sort());
    // The panel: every change sent; none failed, waiting for the service or still queued.
    expect(detail.health).toMatchObject({ queued: 0, pending: 0, retrying: 0, failed: 0, last_error: null });
    const changes = detail.deliveries.filter((delivery) => delivery.kind !== 'export');
    expect(changes.length).toBeGreaterThan(0);
    for (const delivery of changes) expect(delivery).toMatchObject({ kind: 'subscribe', state: 'sent' });
  }, 120_000);
});
