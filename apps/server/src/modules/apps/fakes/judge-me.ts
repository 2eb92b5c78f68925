import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEmailAddress, pageOf, sampleReviews } from './samples';
import { type FakeReviewState, type FakeService, meetFault } from './types';

/** The shop and token our local Judge.me takes unless told others. */
export const FAKE_JUDGE_ME = {
  shopDomain: 'testbutikken.myshopify.com',
  apiKey: 'jm-privat-token-4b8e2a61',
  accountName: 'Testbutikken',
} as const;

/** The products the sample reviews are of (every third review; the others are of the shop). */
export const FAKE_JUDGE_ME_PRODUCTS = ['SKU-1', 'SKU-2'] as const;

type Review = FakeReviewState['reviews'][number];
type Query = Record<string, string | undefined>;

export interface FakeJudgeMeOptions {
  shopDomain?: string;
  apiKey?: string;
  accountName?: string;
  reviews?: Review[];
  /** Where the sample reviews end (ignored with `reviews`). */
  reviewsUntil?: Date;
  /** When an invitation is recorded as made. */
  clock?: { now(): Date }; // wall clock: a stand-in for the service, whose clock is not ours
}

export type FakeJudgeMe = FakeService<FakeReviewState> & { shopDomain: string };

/**
 * Our local Judge.me: /v1/shops/info, /v1/reviews and the manual review request
 * (/orders/send_manual_review_request), each with `shop_domain` and `api_token`. Its docs show the codes
 * (401 for a bad token, 422 for a refused create), not the bodies: this answers `{ error }`.
 *
 * A review request is one product for one address; Judge.me knows no order number there. As its Requests
 * dashboard does, this fake schedules a product for an address and fulfilment day once, and answers a repeat
 * as the first. Its invitations are grouped per address and fulfilment day, and their `reference` is that
 * pair ("kari@example.no 02/11/2026"), since our order number never reaches Judge.me.
 */
export function createFakeJudgeMe(options: FakeJudgeMeOptions = {}): FakeJudgeMe {
  const shopDomain = options.shopDomain ?? FAKE_JUDGE_ME.shopDomain;
  const clock = options.clock ?? { now: () => new Date() }; // wall clock: a stand-in for the service, whose clock is not ours
  const state: FakeReviewState = {
    apiKey: options.apiKey ?? FAKE_JUDGE_ME.apiKey,
    accountName: options.accountName ?? FAKE_JUDGE_ME.accountName,
    invitations: [],
    reviews: options.reviews ?? sampleReviews(options.reviewsUntil, FAKE_JUDGE_ME_PRODUCTS),
  };

  /** Answers 401 and returns false unless the shop and token are ours. */
  const authorized = (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    if (request.query.shop_domain !== shopDomain || request.query.api_token !== state.apiKey) {
      void reply.code(401).send({ error: 'Invalid shop_domain or api_token' });
      return false;
    }
    return true;
  };

  const fake: FakeJudgeMe = {
    service: 'judge-me',
    state,
    faults: [],
    requests: [],
    calls: 0,
    shopDomain,
    register(app, prefix) {
      app.get<{ Querystring: Query }>(`${prefix}/v1/shops/info`, async (request, reply) => {
        if (await meetFault(fake, request, reply, prefix)) return reply;
        if (!authorized(request, reply)) return reply;
        return reply.send({
          shop: {
            id: 1,
            name: state.accountName,
            domain: shopDomain,
            owner: 'Kari Nordmann',
            plan: 'awesome',
          },
        });
      });

      app.get<{ Querystring: Query }>(`${prefix}/v1/reviews`, async (request, reply) => {
        if (await meetFault(fake, request, reply, prefix)) return reply;
        if (!authorized(request, reply)) return reply;
        const page = Math.max(1, Number(request.query.page ?? 1));
        // Judge.me's default is 10; a larger page is cut to this fake's most, as a service may.
        const perPage = Math.min(50, Number(request.query.per_page ?? 10));
        const newest = [...state.reviews].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        return reply.send({
          current_page: page,
          per_page: perPage,
          reviews: pageOf(newest, page, perPage).map((review) => ({
            id: Number(review.id) || review.id,
            title: review.title,
            body: review.text,
            rating: review.rating,
            product_external_id: review.productId,
            reviewer: { id: Number(review.id) || review.id, name: review.author, email: null },
            source: 'web',
            curated: 'ok',
            published: true,
            hidden: false,
            verified: 'buyer',
            created_at: review.createdAt.toISOString(),
            updated_at: review.createdAt.toISOString(),
          })),
        });
      });

      app.post<{ Querystring: Query }>(
        `${prefix}/orders/send_manual_review_request`,
        async (request, reply) => {
          if (await meetFault(fake, request, reply, prefix)) return reply;
          if (!authorized(request, reply)) return reply;
          const params = { ...request.query, ...((request.body ?? {}) as Record<string, unknown>) };
          const name = params.reviewer_name;
          const email = params.reviewer_email;
          const product = params.product_handle || params.shopify_product_id;
          const fulfilled = params.fulfilled_at;
          if (typeof name !== 'string' || name.trim() === '') {
            return reply.code(422).send({ error: 'reviewer_name is required' });
          }
          if (!isEmailAddress(email)) return reply.code(422).send({ error: 'reviewer_email is invalid' });
          if (typeof product !== 'string' || product === '') {
            return reply.code(422).send({ error: 'Either shopify_product_id or product_handle is required' });
          }
          if (typeof fulfilled !== 'string' || !/^\d\d\/\d\d\/\d{4}$/.test(fulfilled)) {
            return reply.code(422).send({ error: 'fulfilled_at must be dd/mm/yyyy' });
          }
          const reference = `${email.toLowerCase()} ${fulfilled}`;
          let invitation = state.invitations.find((candidate) => candidate.reference === reference);
          if (!invitation) {
            invitation = { reference, email, name, products: [], at: clock.now() };
            state.invitations.push(invitation);
          }
          if (!invitation.products.includes(product)) invitation.products.push(product);
          return reply.send({ message: 'Review request scheduled' });
        },
      );
    },
  };
  return fake;
}
