import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { safeEqual } from '../../lib/secrets';
import type { Clock } from '../../platform';
import { consentChangesAfter, latestConsentChangeId } from '../audience';
import { findOrderData, findOrders } from '../shop-data';
import { credentialSealer, keyHint } from './credentials';
import { describeFailure } from './deliver-job';
import { createFakeJudgeMe } from './fakes/judge-me';
import { createFakeKlaviyo } from './fakes/klaviyo';
import { createFakeMailchimp } from './fakes/mailchimp';
import { createFakeReviewsIo } from './fakes/reviews-io';
import { createFakeRule } from './fakes/rule';
import { createFakeTrustpilot } from './fakes/trustpilot';
import type { FakeService } from './fakes/types';
import { consentDelivery } from './newsletter-sync';
import * as repo from './repository';
import { ServiceError } from './services';

/**
 * The demo account's apps (issue 32: "connected to local servers of the demo, with a history"): our local
 * Mailchimp and Trustpilot answer under /demo-services/ on the demo server itself, with keys of the demo.
 * Mounted only where the demo is seeded (the embedded default or SEED_DEMO=1); their data lives in memory.
 */
export const DEMO_SERVICES_PATH = '/demo-services';
const DEMO_MAILCHIMP_KEY = 'demo0000000000000000000000000000-us1';
const DEMO_TRUSTPILOT = {
  key: 'demo-trustpilot-nokkel',
  secret: 'demo-trustpilot-hemmelighet',
  unit: 'demo-sko-unit',
};
const DEMO_LIST = { id: 'demo-sko-liste', name: 'Demo Sko – nyhetsbrev' };

/**
 * Our local server of each service's API under /demo-services/{service}: Mailchimp and Trustpilot with the demo's
 * keys (Demo Sko AS is connected to them), the other four with their local defaults (`fakes/`), for an owner or a
 * browser test to connect by clicks where the server is configured to use them (APPS_*_URL). With a test token
 * (the browser tests' TEST_CLOCK_TOKEN), `GET …/_requests` lists what a service was asked, so a test can see what
 * arrived; without it there is no such route.
 */
export function registerDemoServices(app: FastifyInstance, clock: Clock, testToken: string | null): void {
  const fakes: Array<FakeService<unknown>> = [
    createFakeMailchimp({
      apiKey: DEMO_MAILCHIMP_KEY,
      listId: DEMO_LIST.id,
      listName: DEMO_LIST.name,
      clock,
    }),
    createFakeKlaviyo({ clock }),
    createFakeRule({ clock }),
    createFakeTrustpilot({
      apiKey: DEMO_TRUSTPILOT.key,
      apiSecret: DEMO_TRUSTPILOT.secret,
      businessUnitId: DEMO_TRUSTPILOT.unit,
      accountName: 'Demo Sko AS',
      reviewsUntil: clock.now(),
      clock,
    }),
    createFakeReviewsIo({ reviewsUntil: clock.now(), clock }),
    createFakeJudgeMe({ reviewsUntil: clock.now(), clock }),
  ];
  for (const fake of fakes) {
    const prefix = `${DEMO_SERVICES_PATH}/${fake.service}`;
    fake.register(app, prefix);
    if (!testToken) continue;
    app.get(`${prefix}/_requests`, async (request, reply) => {
      const given = request.headers['x-test-clock-token'];
      if (typeof given !== 'string' || !safeEqual(given, testToken)) return reply.code(404).send();
      return fake.requests.map(({ method, path, body }) => ({ method, path, body }));
    });
  }
}

const DAY = 24 * 60 * 60_000;

/**
 * Connects Demo Sko AS to the demo's Mailchimp and Trustpilot with a history a new owner can read: the first
 * export, the latest consent changes sent, one address Mailchimp refused, one change waiting for Mailchimp's
 * confirmation; invitations for the latest completed orders.
 */
export async function seedDemoApps(
  db: Database,
  accountId: number,
  options: { publicUrl: string; now: Date; serverSecret: Uint8Array },
): Promise<void> {
  const { now } = options;
  const sealer = credentialSealer(options.serverSecret);
  const connectedAt = new Date(now.getTime() - 30 * DAY);
  const base = `${options.publicUrl}${DEMO_SERVICES_PATH}`;
  const newsletter = await repo.upsertConnection(db, {
    accountId,
    service: 'mailchimp',
    sealedCredentials: sealer.seal({ api_key: DEMO_MAILCHIMP_KEY }),
    keyHint: keyHint(DEMO_MAILCHIMP_KEY),
    baseUrl: `${base}/mailchimp`,
    fields: {},
    accountName: 'Demo Sko AS',
    lists: [DEMO_LIST],
    settings: {
      list_id: DEMO_LIST.id,
      tags: ['Butikkpanel'],
      sources: ['checkout', 'club', 'popup', 'import', 'panel'],
      read_back_unsubscribes: true,
    },
    consentCursor: await latestConsentChangeId(db, accountId),
    readBackSince: now,
    lastSuccessAt: new Date(now.getTime() - 2 * 60 * 60_000),
    connectedAt,
  });
  const history: repo.NewDelivery[] = [
    {
      accountId,
      connectionId: newsletter.id,
      kind: 'export',
      subject: 'audience',
      changeKey: `export:${connectedAt.toISOString()}`,
      payload: {},
      runAt: connectedAt,
    },
  ];
  const changes = (await consentChangesAfter(db, accountId, 0, 10_000)).slice(-8);
  changes.forEach((change, index) => {
    const kind = change.state === 'withdrawn' ? 'unsubscribe' : 'subscribe';
    history.push(consentDelivery(newsletter, change, kind, new Date(now.getTime() - (8 - index) * DAY)));
  });
  const review = await repo.upsertConnection(db, {
    accountId,
    service: 'trustpilot',
    sealedCredentials: sealer.seal({ api_key: DEMO_TRUSTPILOT.key, api_secret: DEMO_TRUSTPILOT.secret }),
    keyHint: keyHint(DEMO_TRUSTPILOT.key),
    baseUrl: `${base}/trustpilot`,
    fields: { business_unit_id: DEMO_TRUSTPILOT.unit },
    accountName: 'Demo Sko AS',
    lists: [],
    settings: { delay_days: 7, min_total_ore: 0, review_of: 'shop' },
    lastSuccessAt: new Date(now.getTime() - 26 * 60 * 60_000),
    connectedAt,
  });
  const recent = await findOrders(
    db,
    accountId,
    { sort: 'placed_at', order: 'desc' },
    { limit: 500, offset: 0 },
  );
  const completed = recent.filter((order) => order.status === 'completed' && order.customerEmail).slice(0, 6);
  for (const [index, order] of completed.entries()) {
    const data = await findOrderData(db, accountId, order.externalId);
    if (!data?.customer_email) continue;
    history.push({
      accountId,
      connectionId: review.id,
      kind: 'invite',
      subject: order.externalId,
      changeKey: 'order',
      payload: {
        email: data.customer_email,
        name: null,
        ordered_at: order.placedAt.toISOString(),
        products: data.lines.map((line) => ({
          id: line.product_id,
          name: line.name,
          url: null,
          image_url: null,
        })),
      },
      runAt: new Date(now.getTime() - (index + 1) * DAY),
    });
  }
  const made = await repo.insertDeliveries(db, history);
  // What happened to each, as the demo's services answered then: one refused, one waiting for a read-back.
  for (const [index, delivery] of made.entries()) {
    const row = history[index];
    if (!row) continue;
    const state = index === 2 ? 'failed' : index === 3 ? 'pending' : 'sent';
    const refusal = new ServiceError(
      'rejected',
      400,
      `${row.subject} is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`,
    );
    await repo.updateDelivery(db, delivery.id, {
      state,
      attempts: 1,
      error: state === 'failed' ? describeFailure(refusal) : null,
      sentAt: state === 'failed' ? null : delivery.runAt,
      updatedAt: delivery.runAt,
    });
  }
}
