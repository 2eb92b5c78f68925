import { afterEach, describe, expect, it } from 'vitest';
import { createFakeJudgeMe, FAKE_JUDGE_ME } from '../src/modules/apps/fakes/judge-me';
import { createFakeReviewsIo, FAKE_REVIEWS_IO } from '../src/modules/apps/fakes/reviews-io';
import { startFakeServices } from '../src/modules/apps/fakes/server';
import { createFakeTrustpilot, FAKE_TRUSTPILOT } from '../src/modules/apps/fakes/trustpilot';
import type { FakeReviewState, FakeService } from '../src/modules/apps/fakes/types';
import { ServiceError } from '../src/modules/apps/services/errors';
import { judgeMeAdapter } from '../src/modules/apps/services/judge-me';
import { reviewsIoAdapter } from '../src/modules/apps/services/reviews-io';
import { invitationsBaseUrl, trustpilotAdapter } from '../src/modules/apps/services/trustpilot';
import type {
  Review,
  ReviewAdapter,
  ReviewInvitation,
  ServiceConnection,
} from '../src/modules/apps/services/types';

/**
 * The review services' adapters against our local servers of their APIs (issue 32): a key is checked
 * with the service's own words, an order is invited once whatever the repeats, reviews since a day come
 * page by page to the end, and the service's "wait" and "no" reach the job as retry and rejected.
 */
const UNTIL = new Date('2026-11-01T12:00:00Z');
const AT = new Date('2026-11-02T09:00:00Z');
const DAY = 24 * 60 * 60_000;
const clock = { now: () => AT };

/** One review a day for 270 days back from UNTIL: several pages everywhere. */
const manyReviews = (productIds: string[] = []): FakeReviewState['reviews'] =>
  Array.from({ length: 270 }, (_, index) => ({
    id: String(500_000 + index),
    rating: (index % 5) + 1,
    title: index % 4 === 0 ? null : `Anmeldelse ${index}`,
    text: `Tekst ${index}`,
    author: index % 6 === 0 ? null : `Kunde ${index}`,
    createdAt: new Date(UNTIL.getTime() - index * DAY),
    productId:
      productIds.length > 0 && index % 3 === 0 ? (productIds[index % productIds.length] ?? null) : null,
  }));

const invitation = (overrides: Partial<ReviewInvitation> = {}): ReviewInvitation => ({
  reference: 'A-1001',
  email: 'kari@example.no',
  name: 'Kari Nordmann',
  orderedAt: new Date('2026-10-20T10:00:00Z'),
  products: [
    { id: 'SKU-1', name: 'Joggesko', url: 'https://testbutikken.no/p/sku-1', imageUrl: null },
    { id: 'SKU-2', name: 'Ullsokker', url: null, imageUrl: 'https://testbutikken.no/i/sku-2.jpg' },
  ],
  reviewOf: 'shop',
  locale: 'nb-NO',
  ...overrides,
});

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A fake on a port of its own: a new base URL, so Trustpilot's token cache starts empty too. */
async function serve<Fake extends FakeService<FakeReviewState>>(
  fake: Fake,
  credentials: Omit<ServiceConnection, 'baseUrl' | 'timeoutMs'>,
) {
  const server = await startFakeServices([fake]);
  servers.push(server);
  const connection: ServiceConnection = { baseUrl: server.url(fake.service), timeoutMs: 500, ...credentials };
  return { fake, connection };
}

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return error;
}

/** Every page from the first, as the export reads them. */
async function allReviews(adapter: ReviewAdapter, connection: ServiceConnection, since: Date) {
  const reviews: Review[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await adapter.reviews(connection, since, cursor);
    reviews.push(...page.reviews);
    cursor = page.next;
    pages++;
  } while (cursor !== null && pages < 50);
  return { reviews, pages };
}

type Reviews = FakeReviewState['reviews'];
const setupTrustpilot = (reviews?: Reviews) =>
  serve(createFakeTrustpilot({ clock, reviewsUntil: UNTIL, ...(reviews ? { reviews } : {}) }), {
    apiKey: FAKE_TRUSTPILOT.apiKey,
    apiSecret: FAKE_TRUSTPILOT.apiSecret,
    accountRef: FAKE_TRUSTPILOT.businessUnitId,
  });
const setupReviewsIo = (reviews?: Reviews) =>
  serve(createFakeReviewsIo({ clock, reviewsUntil: UNTIL, ...(reviews ? { reviews } : {}) }), {
    apiKey: FAKE_REVIEWS_IO.apiKey,
    accountRef: FAKE_REVIEWS_IO.storeId,
  });
const setupJudgeMe = (reviews?: Reviews) =>
  serve(createFakeJudgeMe({ clock, reviewsUntil: UNTIL, ...(reviews ? { reviews } : {}) }), {
    apiKey: FAKE_JUDGE_ME.apiKey,
    accountRef: FAKE_JUDGE_ME.shopDomain,
  });

interface ServiceCase {
  name: string;
  adapter: ReviewAdapter;
  accountName: string;
  setup(reviews?: Reviews): Promise<{ fake: FakeService<FakeReviewState>; connection: ServiceConnection }>;
  /** The same connection with a wrong secret part, and the service's words for it. */
  wrong: { connection(right: ServiceConnection): ServiceConnection; message: string };
  invalidEmail: string;
  /** Whether the service lists product reviews in what the export reads. */
  productReviews: boolean;
}

const cases: ServiceCase[] = [
  {
    name: 'Trustpilot',
    adapter: trustpilotAdapter,
    accountName: FAKE_TRUSTPILOT.accountName,
    setup: setupTrustpilot,
    wrong: {
      connection: (right) => ({ ...right, apiSecret: 'feil-hemmelighet' }),
      message: 'Client authentication failed',
    },
    invalidEmail: 'Invalid consumerEmail',
    productReviews: false,
  },
  {
    name: 'REVIEWS.io',
    adapter: reviewsIoAdapter,
    accountName: FAKE_REVIEWS_IO.storeId,
    setup: setupReviewsIo,
    wrong: {
      connection: (right) => ({ ...right, apiKey: 'feil-nokkel' }),
      message: 'Invalid store or API key.',
    },
    invalidEmail: 'The email must be a valid email address.',
    productReviews: false,
  },
  {
    name: 'Judge.me',
    adapter: judgeMeAdapter,
    accountName: FAKE_JUDGE_ME.accountName,
    setup: setupJudgeMe,
    wrong: {
      connection: (right) => ({ ...right, apiKey: 'feil-token' }),
      message: 'Invalid shop_domain or api_token',
    },
    invalidEmail: 'reviewer_email is invalid',
    productReviews: true,
  },
];

describe.each(cases)('$name', (service) => {
  it('checks a key: the account’s name, or the service’s own refusal', async () => {
    const { connection } = await service.setup();
    expect(await service.adapter.checkKey(connection)).toEqual({
      accountName: service.accountName,
      lists: [],
    });
    const refused = await failure(service.adapter.checkKey(service.wrong.connection(connection)));
    expect(refused.kind).toBe('rejected');
    expect(refused.status).toBe(401);
    expect(refused.message).toBe(service.wrong.message);
  });

  it('invites an order once, however often it is asked', async () => {
    const { fake, connection } = await service.setup();
    expect(await service.adapter.invite(connection, invitation())).toEqual({ state: 'done' });
    expect(await service.adapter.invite(connection, invitation())).toEqual({ state: 'done' });
    expect(fake.state.invitations).toHaveLength(1);
    expect(fake.state.invitations[0]).toMatchObject({
      email: 'kari@example.no',
      name: 'Kari Nordmann',
      at: AT,
    });
  });

  it('refuses an address the service does not take, in its words', async () => {
    const { fake, connection } = await service.setup();
    const refused = await failure(
      service.adapter.invite(connection, invitation({ email: 'ikke-en-adresse' })),
    );
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toBe(service.invalidEmail);
    expect(fake.state.invitations).toEqual([]);
  });

  it('reads every review since a day, page by page to the end, and none older', async () => {
    const products = service.productReviews ? ['SKU-1', 'SKU-2'] : [];
    const { fake, connection } = await service.setup(manyReviews(products));
    const since = new Date('2026-05-01T00:00:00Z');
    const { reviews, pages } = await allReviews(service.adapter, connection, since);
    expect(pages).toBeGreaterThan(1);
    const expected = fake.state.reviews.filter(
      (review) => review.createdAt >= since && (service.productReviews || review.productId === null),
    );
    expect(expected.length).toBeLessThan(fake.state.reviews.length);
    expect(reviews.map((review) => review.id).sort()).toEqual(expected.map((review) => review.id).sort());
    const newest = fake.state.reviews[0];
    const read = reviews.find((review) => review.id === newest?.id);
    expect(read).toEqual({
      id: newest?.id,
      rating: newest?.rating,
      title: newest?.title,
      text: newest?.text,
      author: newest?.author,
      createdAt: newest?.createdAt,
      productId: newest?.productId,
    });
    if (service.productReviews) expect(reviews.some((review) => review.productId === 'SKU-1')).toBe(true);
  });

  it('passes on the service’s “wait”, its errors and its silence as retry, and its “no” as rejected', async () => {
    const { fake, connection } = await service.setup();
    const since = new Date('2026-05-01T00:00:00Z');
    fake.faults.push({ status: 429, retryAfter: '7' });
    const busy = await failure(service.adapter.reviews(connection, since, null));
    expect([busy.kind, busy.status, busy.retryAfterMs]).toEqual(['retry', 429, 7000]);

    fake.faults.push({ status: 500 });
    const broken = await failure(service.adapter.reviews(connection, since, null));
    expect([broken.kind, broken.status]).toEqual(['retry', 500]);

    fake.faults.push({ status: 400, body: { message: 'Ugyldig forespørsel', error: 'Ugyldig forespørsel' } });
    const refused = await failure(service.adapter.invite(connection, invitation()));
    expect([refused.kind, refused.status, refused.message]).toEqual(['rejected', 400, 'Ugyldig forespørsel']);
    expect(fake.state.invitations).toEqual([]);

    // Once the service answers again, the same call goes through.
    await service.adapter.invite(connection, invitation());
    expect(fake.state.invitations).toHaveLength(1);

    // Last: after an abandoned request the client may hold a half-open connection that delays the close.
    fake.faults.push('hang');
    const silent = await failure(service.adapter.reviews(connection, since, null));
    expect([silent.kind, silent.status, silent.message]).toEqual(['retry', null, 'timeout']);
  });
});

describe('Trustpilot', () => {
  const setup = () => setupTrustpilot();
  const tokenRequests = (fake: FakeService<FakeReviewState>) =>
    fake.requests.filter((request) => request.path.startsWith('/v1/oauth/')).length;

  it('reaches the Invitations API on its own host, or under /invitations-api on any other root', () => {
    expect(invitationsBaseUrl('https://api.trustpilot.com')).toBe('https://invitations-api.trustpilot.com');
    expect(invitationsBaseUrl('http://127.0.0.1:4000/trustpilot')).toBe(
      'http://127.0.0.1:4000/trustpilot/invitations-api',
    );
  });

  it('asks for a token once for many calls, with Basic auth and client credentials', async () => {
    const { fake, connection } = await setup();
    await trustpilotAdapter.checkKey(connection);
    await trustpilotAdapter.invite(connection, invitation());
    await trustpilotAdapter.reviews(connection, new Date('2026-10-01T00:00:00Z'), null);
    expect(tokenRequests(fake)).toBe(1);
    const token = fake.requests.find((request) => request.path.startsWith('/v1/oauth/'));
    const basic = Buffer.from(`${FAKE_TRUSTPILOT.apiKey}:${FAKE_TRUSTPILOT.apiSecret}`).toString('base64');
    expect(token?.headers.authorization).toBe(`Basic ${basic}`);
    expect(token?.body).toEqual({ grant_type: 'client_credentials' });
  });

  it('gets a new token once when the one it has is refused (expired, revoked), and gives up after that', async () => {
    const { fake, connection } = await setup();
    await trustpilotAdapter.checkKey(connection);
    fake.expireTokens();
    await trustpilotAdapter.invite(connection, invitation());
    expect(tokenRequests(fake)).toBe(2);
    expect(fake.state.invitations.map((made) => made.reference)).toEqual(['A-1001']);

    const invalid = { fault: { faultstring: 'Invalid access token' } };
    fake.faults.push({ status: 401, body: invalid });
    await trustpilotAdapter.invite(connection, invitation({ reference: 'A-1002' }));
    expect(tokenRequests(fake)).toBe(3);
    expect(fake.state.invitations.map((made) => made.reference)).toEqual(['A-1001', 'A-1002']);

    // Refused, and the new token (one Trustpilot does not know) refused too: no third try.
    const unknown = { access_token: 'tp-access-ukjent', expires_in: '359999' };
    fake.faults.push({ status: 401, body: invalid }, { status: 200, body: unknown });
    const refused = await failure(trustpilotAdapter.invite(connection, invitation({ reference: 'A-1003' })));
    expect([refused.kind, refused.status, refused.message]).toEqual([
      'rejected',
      401,
      'Invalid access token',
    ]);
  });

  it('names an unknown business unit in Trustpilot’s words', async () => {
    const { connection } = await setup();
    const refused = await failure(trustpilotAdapter.checkKey({ ...connection, accountRef: 'ukjent' }));
    expect([refused.kind, refused.status, refused.message]).toEqual([
      'rejected',
      404,
      'Business unit not found',
    ]);
  });

  it('sends the order’s reference, the customer and Norwegian, and products when they are to be reviewed', async () => {
    const { fake, connection } = await setup();
    await trustpilotAdapter.invite(connection, invitation({ reference: 'A-1', reviewOf: 'shop' }));
    await trustpilotAdapter.invite(connection, invitation({ reference: 'A-2', reviewOf: 'products' }));
    await trustpilotAdapter.invite(connection, invitation({ reference: 'A-3', reviewOf: 'both' }));
    const sent = fake.requests
      .filter((request) => request.path.endsWith('/email-invitations'))
      .map((request) => request.body as Record<string, unknown>);
    expect(sent[0]).toEqual({
      consumerEmail: 'kari@example.no',
      consumerName: 'Kari Nordmann',
      referenceNumber: 'A-1',
      locale: 'nb-NO',
      type: 'email',
      serviceReviewInvitation: {},
    });
    expect(sent[1]?.serviceReviewInvitation).toBeUndefined();
    expect(sent[1]?.productReviewInvitation).toEqual({
      products: [
        { sku: 'SKU-1', name: 'Joggesko', productUrl: 'https://testbutikken.no/p/sku-1' },
        { sku: 'SKU-2', name: 'Ullsokker', imageUrl: 'https://testbutikken.no/i/sku-2.jpg' },
      ],
    });
    expect(sent[2]).toHaveProperty('serviceReviewInvitation');
    expect(sent[2]).toHaveProperty('productReviewInvitation');
    expect(fake.state.invitations.map((made) => [made.reference, made.products])).toEqual([
      ['A-1', []],
      ['A-2', ['SKU-1', 'SKU-2']],
      ['A-3', ['SKU-1', 'SKU-2']],
    ]);
  });
});

describe('REVIEWS.io', () => {
  const setup = () => setupReviewsIo();

  it('asks for a company review, product reviews, or both, with the store’s headers, once per order', async () => {
    const { fake, connection } = await setup();
    await reviewsIoAdapter.invite(connection, invitation({ reference: 'B-1', reviewOf: 'shop' }));
    await reviewsIoAdapter.invite(connection, invitation({ reference: 'B-2', reviewOf: 'products' }));
    await reviewsIoAdapter.invite(connection, invitation({ reference: 'B-3', reviewOf: 'both' }));
    await reviewsIoAdapter.invite(connection, invitation({ reference: 'B-3', reviewOf: 'both' }));
    const calls = fake.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      'POST /merchant/invitation',
      'POST /product/invitation',
      'POST /merchant/invitation',
      'POST /product/invitation',
      'POST /merchant/invitation',
      'POST /product/invitation',
    ]);
    expect(fake.requests.every((request) => request.headers.store === FAKE_REVIEWS_IO.storeId)).toBe(true);
    expect(fake.requests[1]?.body).toEqual({
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      order_id: 'B-2',
      products: [
        { sku: 'SKU-1', name: 'Joggesko', pageUrl: 'https://testbutikken.no/p/sku-1' },
        { sku: 'SKU-2', name: 'Ullsokker', image: 'https://testbutikken.no/i/sku-2.jpg' },
      ],
    });
    expect(fake.state.invitations.map((made) => [made.reference, made.products])).toEqual([
      ['B-1', []],
      ['B-2', ['SKU-1', 'SKU-2']],
      ['B-3', ['SKU-1', 'SKU-2']],
    ]);
  });

  it('takes an answer of status “error” as a refusal, whatever its HTTP status', async () => {
    const { connection, fake } = await setup();
    fake.faults.push({ status: 200, body: { status: 'error', message: 'Store is not active.' } });
    const refused = await failure(reviewsIoAdapter.invite(connection, invitation()));
    expect([refused.kind, refused.message]).toEqual(['rejected', 'Store is not active.']);
  });
});

describe('Judge.me', () => {
  const setup = () => setupJudgeMe();

  it('requests a review of each product, with the fulfilment day, the shop and the token', async () => {
    const { fake, connection } = await setup();
    await judgeMeAdapter.invite(connection, invitation({ reviewOf: 'both' }));
    const sent = fake.requests.filter((request) =>
      request.path.startsWith('/orders/send_manual_review_request'),
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]?.path).toContain(`shop_domain=${FAKE_JUDGE_ME.shopDomain}`);
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({
        product_handle: 'SKU-1',
        fulfilled_at: '20/10/2026',
        reviewer_name: 'Kari Nordmann',
      }),
      expect.objectContaining({
        product_handle: 'SKU-2',
        fulfilled_at: '20/10/2026',
        reviewer_email: 'kari@example.no',
      }),
    ]);
    expect(fake.state.invitations).toEqual([
      {
        reference: 'kari@example.no 20/10/2026',
        email: 'kari@example.no',
        name: 'Kari Nordmann',
        products: ['SKU-1', 'SKU-2'],
        at: AT,
      },
    ]);
  });

  it('refuses an order without products before asking Judge.me', async () => {
    const { fake, connection } = await setup();
    const refused = await failure(judgeMeAdapter.invite(connection, invitation({ products: [] })));
    expect(refused.kind).toBe('rejected');
    expect(fake.requests).toEqual([]);
  });
});
