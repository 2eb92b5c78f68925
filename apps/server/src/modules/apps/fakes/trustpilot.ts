import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isEmailAddress, pageOf, sampleReviews } from './samples';
import { type FakeReviewState, type FakeService, meetFault } from './types';

/** The keys and ids our local Trustpilot takes unless told others. */
export const FAKE_TRUSTPILOT = {
  apiKey: 'tp-nokkel-5f3c9a0b',
  apiSecret: 'tp-hemmelighet-5f3c9a0b',
  businessUnitId: '5f3c9a0b1d2e3f4a5b6c7d8e',
  accountName: 'Testbutikken AS',
} as const;

type Review = FakeReviewState['reviews'][number];
type Query = Record<string, string | undefined>;

/** Form bodies (the token request) are read here too where the host app has no form parser (the demo). */
function acceptForms(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

export interface FakeTrustpilotOptions {
  apiKey?: string;
  apiSecret?: string;
  businessUnitId?: string;
  accountName?: string;
  reviews?: Review[];
  /** Where the sample reviews end (ignored with `reviews`). */
  reviewsUntil?: Date;
  /** When an invitation is recorded as made. */
  clock?: { now(): Date }; // wall clock: a stand-in for the service, whose clock is not ours
}

export type FakeTrustpilot = FakeService<FakeReviewState> & {
  apiSecret: string;
  businessUnitId: string;
  /** Every token issued so far stops working (expired or revoked): the next call with one answers 401. */
  expireTokens(): void;
};

const TOKEN_PATH = '/v1/oauth/oauth-business-users-for-applications/accesstoken';

/**
 * Our local Trustpilot: the token endpoint (client credentials), the public business unit, the private
 * reviews list and the Invitations API (under `/invitations-api`, see services/trustpilot.ts).
 *
 * Trustpilot's docs list error codes, not bodies: the gateway's `fault` for a bad API key and token, an
 * OAuth error for bad client credentials (terse, as its FAQ says), `message` from the APIs.
 *
 * A repeated invitation: Trustpilot's API docs say nothing of a repeated `referenceNumber` (its invitation
 * settings can skip customers invited lately). This fake invites a reference once and answers the repeat as
 * it answered the first (202), which is what our delivery ledger counts on after a retry.
 */
export function createFakeTrustpilot(options: FakeTrustpilotOptions = {}): FakeTrustpilot {
  const apiSecret = options.apiSecret ?? FAKE_TRUSTPILOT.apiSecret;
  const businessUnitId = options.businessUnitId ?? FAKE_TRUSTPILOT.businessUnitId;
  const clock = options.clock ?? { now: () => new Date() }; // wall clock: a stand-in for the service, whose clock is not ours
  const state: FakeReviewState = {
    apiKey: options.apiKey ?? FAKE_TRUSTPILOT.apiKey,
    accountName: options.accountName ?? FAKE_TRUSTPILOT.accountName,
    invitations: [],
    reviews: options.reviews ?? sampleReviews(options.reviewsUntil),
  };
  const tokens = new Set<string>();
  let issued = 0;

  const invalidToken = {
    fault: { faultstring: 'Invalid access token', detail: { errorcode: 'oauth.v2.InvalidAccessToken' } },
  };
  const unknownUnit = { message: 'Business unit not found', errorCode: 404 };
  /** Answers 401 or 404 and returns false unless the call has a live token for our business unit. */
  const authorized = (request: FastifyRequest, unit: string, reply: FastifyReply) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !tokens.has(token)) {
      void reply.code(401).send(invalidToken);
      return false;
    }
    if (unit !== businessUnitId) {
      void reply.code(404).send(unknownUnit);
      return false;
    }
    return true;
  };

  const fake: FakeTrustpilot = {
    service: 'trustpilot',
    state,
    faults: [],
    requests: [],
    calls: 0,
    apiSecret,
    businessUnitId,
    expireTokens: () => tokens.clear(),
    register(app, prefix) {
      void app.register(async (scope) => {
        acceptForms(scope);

        scope.post(`${prefix}${TOKEN_PATH}`, async (request, reply) => {
          if (await meetFault(fake, request, reply, prefix)) return reply;
          const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
          const pair = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString() : '';
          if (pair !== `${state.apiKey}:${apiSecret}`) {
            return reply
              .code(401)
              .send({ error: 'invalid_client', error_description: 'Client authentication failed' });
          }
          const grant = (request.body as { grant_type?: unknown } | null)?.grant_type;
          if (grant !== 'client_credentials') {
            return reply
              .code(400)
              .send({ error: 'unsupported_grant_type', error_description: 'Invalid grant type' });
          }
          const token = `tp-access-${++issued}`;
          tokens.add(token);
          return reply.send({ access_token: token, expires_in: '359999', token_type: 'BearerToken' });
        });

        scope.get<{ Params: { unit: string } }>(
          `${prefix}/v1/business-units/:unit`,
          async (request, reply) => {
            if (await meetFault(fake, request, reply, prefix)) return reply;
            if (request.headers.apikey !== state.apiKey) {
              return reply.code(401).send({
                fault: { faultstring: 'Invalid ApiKey', detail: { errorcode: 'oauth.v2.InvalidApiKey' } },
              });
            }
            if (request.params.unit !== businessUnitId) return reply.code(404).send(unknownUnit);
            return reply.send({
              id: businessUnitId,
              displayName: state.accountName,
              name: { identifying: 'testbutikken.no', referring: ['testbutikken.no'] },
              websiteUrl: 'https://testbutikken.no',
              country: 'NO',
              status: 'active',
              numberOfReviews: { total: state.reviews.length },
            });
          },
        );

        scope.get<{ Params: { unit: string }; Querystring: Query }>(
          `${prefix}/v1/private/business-units/:unit/reviews`,
          async (request, reply) => {
            if (await meetFault(fake, request, reply, prefix)) return reply;
            if (!authorized(request, request.params.unit, reply)) return reply;
            const { startDateTime, endDateTime, orderBy } = request.query;
            const page = Number(request.query.page ?? 1);
            const perPage = Number(request.query.perPage ?? 20);
            if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
              return reply.code(400).send({ message: 'perPage must be between 1 and 100', errorCode: 400 });
            }
            // No zone in the docs' examples: read as UTC.
            const at = (value: string | undefined) =>
              value ? new Date(/Z|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`) : null;
            const from = at(startDateTime);
            const to = at(endDateTime);
            const chosen = state.reviews
              .filter((review) => (!from || review.createdAt >= from) && (!to || review.createdAt < to))
              .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
            if (orderBy !== 'createdat.asc') chosen.reverse();
            return reply.send({
              reviews: pageOf(chosen, page, perPage).map((review) => ({
                id: review.id,
                stars: review.rating,
                title: review.title,
                text: review.text,
                language: 'nb',
                createdAt: review.createdAt.toISOString(),
                consumer: { id: `consumer-${review.id}`, displayName: review.author },
                businessUnit: { id: businessUnitId },
                status: 'active',
              })),
              links: [],
            });
          },
        );

        scope.post<{ Params: { unit: string } }>(
          `${prefix}/invitations-api/v1/private/business-units/:unit/email-invitations`,
          async (request, reply) => {
            if (await meetFault(fake, request, reply, prefix)) return reply;
            if (!authorized(request, request.params.unit, reply)) return reply;
            const body = (request.body ?? {}) as {
              consumerEmail?: unknown;
              consumerName?: unknown;
              referenceNumber?: unknown;
              serviceReviewInvitation?: unknown;
              productReviewInvitation?: { products?: Array<{ sku?: unknown }> };
            };
            if (!isEmailAddress(body.consumerEmail)) {
              return reply.code(400).send({ message: 'Invalid consumerEmail', errorCode: 400 });
            }
            if (typeof body.referenceNumber !== 'string' || body.referenceNumber === '') {
              return reply.code(400).send({ message: 'referenceNumber is required', errorCode: 400 });
            }
            if (!body.serviceReviewInvitation && !body.productReviewInvitation) {
              return reply
                .code(400)
                .send({ message: 'Either serviceReviewInvitation or productReviewInvitation is required' });
            }
            if (!state.invitations.some((invitation) => invitation.reference === body.referenceNumber)) {
              state.invitations.push({
                reference: body.referenceNumber,
                email: body.consumerEmail,
                name: typeof body.consumerName === 'string' ? body.consumerName : null,
                products: (body.productReviewInvitation?.products ?? []).map((product) =>
                  String(product.sku),
                ),
                at: clock.now(),
              });
            }
            return reply.code(202).send();
          },
        );
      });
    },
  };
  return fake;
}
