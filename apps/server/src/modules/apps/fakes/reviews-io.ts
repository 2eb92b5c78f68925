import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEmailAddress, pageOf, sampleReviews } from './samples';
import { type FakeReviewState, type FakeService, meetFault } from './types';

/** The store and key our local REVIEWS.io takes unless told others. */
export const FAKE_REVIEWS_IO = {
  storeId: 'testbutikken-no',
  apiKey: 'rio-nokkel-7d2e91c4',
  accountName: 'testbutikken-no',
} as const;

type Review = FakeReviewState['reviews'][number];
type Query = Record<string, string | undefined>;

export interface FakeReviewsIoOptions {
  storeId?: string;
  apiKey?: string;
  reviews?: Review[];
  /** Where the sample reviews end (ignored with `reviews`). */
  reviewsUntil?: Date;
  /** When an invitation is recorded as made. */
  clock?: { now(): Date }; // wall clock: a stand-in for the service, whose clock is not ours
}

export type FakeReviewsIo = FakeService<FakeReviewState> & { storeId: string };

interface InvitationBody {
  name?: unknown;
  email?: unknown;
  order_id?: unknown;
  products?: Array<{ sku?: unknown }>;
}

/**
 * Our local REVIEWS.io: the company and product invitations, the list of company invitations (the call
 * that proves a key) and the company reviews, with the `store` and `apikey` headers. Errors are
 * `{ status: "error", message }`, the shape REVIEWS.io's own shop plugins read; the docs show no codes, so
 * a bad key is 401 and a refused invitation 400.
 *
 * A repeated invitation: the docs we found do not say whether REVIEWS.io drops a repeated `order_id`. This
 * fake queues each kind (company, product) once per order and answers the repeat as the first, which is
 * what our delivery ledger counts on after a retry.
 */
export function createFakeReviewsIo(options: FakeReviewsIoOptions = {}): FakeReviewsIo {
  const storeId = options.storeId ?? FAKE_REVIEWS_IO.storeId;
  const clock = options.clock ?? { now: () => new Date() }; // wall clock: a stand-in for the service, whose clock is not ours
  const state: FakeReviewState = {
    apiKey: options.apiKey ?? FAKE_REVIEWS_IO.apiKey,
    accountName: storeId,
    invitations: [],
    reviews: options.reviews ?? sampleReviews(options.reviewsUntil),
  };
  const queued = new Set<string>();

  /** Answers 401 and returns false unless the store and key are ours. */
  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.store !== storeId || request.headers.apikey !== state.apiKey) {
      void reply.code(401).send({ status: 'error', message: 'Invalid store or API key.' });
      return false;
    }
    return true;
  };

  /** One order's invitation: the customer once, its products added by the product invitation. */
  function queue(kind: 'merchant' | 'product', body: InvitationBody, reply: FastifyReply) {
    if (typeof body.name !== 'string' || body.name.trim() === '') {
      return reply.code(400).send({ status: 'error', message: 'The name field is required.' });
    }
    if (!isEmailAddress(body.email)) {
      return reply.code(400).send({ status: 'error', message: 'The email must be a valid email address.' });
    }
    if (typeof body.order_id !== 'string' || body.order_id === '') {
      return reply.code(400).send({ status: 'error', message: 'The order id field is required.' });
    }
    const skus = (body.products ?? []).map((product) => product.sku);
    if (kind === 'product' && (skus.length === 0 || skus.some((sku) => typeof sku !== 'string' || !sku))) {
      return reply.code(400).send({ status: 'error', message: 'Each product needs a sku.' });
    }
    const reference = body.order_id;
    if (!queued.has(`${kind}:${reference}`)) {
      queued.add(`${kind}:${reference}`);
      let invitation = state.invitations.find((candidate) => candidate.reference === reference);
      if (!invitation) {
        invitation = { reference, email: body.email, name: body.name, products: [], at: clock.now() };
        state.invitations.push(invitation);
      }
      if (kind === 'product') invitation.products.push(...skus.map(String));
    }
    return reply.send({ status: 'success', message: 'Invitation queued.' });
  }

  const fake: FakeReviewsIo = {
    service: 'reviews-io',
    state,
    faults: [],
    requests: [],
    calls: 0,
    storeId,
    register(app, prefix) {
      app.post(`${prefix}/merchant/invitation`, async (request, reply) => {
        if (await meetFault(fake, request, reply, prefix)) return reply;
        if (!authorized(request, reply)) return reply;
        return queue('merchant', (request.body ?? {}) as InvitationBody, reply);
      });

      app.post(`${prefix}/product/invitation`, async (request, reply) => {
        if (await meetFault(fake, request, reply, prefix)) return reply;
        if (!authorized(request, reply)) return reply;
        return queue('product', (request.body ?? {}) as InvitationBody, reply);
      });

      app.get<{ Querystring: Query }>(`${prefix}/merchant/invitations`, async (request, reply) => {
        if (await meetFault(fake, request, reply, prefix)) return reply;
        if (!authorized(request, reply)) return reply;
        const page = Math.max(1, Number(request.query.page ?? 1));
        const perPage = Number(request.query.per_page ?? 15);
        const company = state.invitations.filter((invitation) =>
          queued.has(`merchant:${invitation.reference}`),
        );
        return reply.send({
          total: company.length,
          current_page: page,
          per_page: perPage,
          data: pageOf(company, page, perPage).map((invitation) => ({
            order_id: invitation.reference,
            email: invitation.email,
            name: invitation.name,
            created_at: invitation.at.toISOString(),
          })),
        });
      });

      // Public: the store's company reviews, as its widgets read them.
      app.get<{ Querystring: Query }>(`${prefix}/merchant/reviews`, async (request, reply) => {
        if (await meetFault(fake, request, reply, prefix)) return reply;
        if ((request.query.store ?? request.headers.store) !== storeId) {
          return reply.code(404).send({ status: 'error', message: 'Store not found.' });
        }
        // Page 0 is the first page too.
        const page = Math.max(1, Number(request.query.page ?? 1));
        const perPage = Number(request.query.per_page ?? 10);
        const from = request.query.min_date ? new Date(`${request.query.min_date}T00:00:00Z`) : null;
        const company = state.reviews
          .filter((review) => review.productId === null && (!from || review.createdAt >= from))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        const average = company.reduce((sum, review) => sum + review.rating, 0) / (company.length || 1);
        return reply.send({
          store: storeId,
          word: average >= 4.5 ? 'Excellent' : 'Good',
          stats: { total_reviews: company.length, average_rating: average.toFixed(2) },
          reviews: pageOf(company, page, perPage).map((review) => {
            const [first, ...rest] = (review.author ?? '').split(' ');
            return {
              store_review_id: /^\d+$/.test(review.id) ? Number(review.id) : review.id,
              rating: review.rating,
              title: review.title,
              comments: review.text,
              date_created: review.createdAt.toISOString().slice(0, 19).replace('T', ' '),
              reviewer: { first_name: first ?? '', last_name: rest.join(' '), verified_buyer: 'yes' },
            };
          }),
        });
      });
    },
  };
  return fake;
}
