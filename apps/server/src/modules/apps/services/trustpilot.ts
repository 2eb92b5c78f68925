import { ServiceError } from './errors';
import { callService, type ServiceAnswer, type ServiceRequest, stringAt } from './http';
import type { Review, ReviewAdapter, ReviewInvitation, ServiceConnection } from './types';

/**
 * Trustpilot (developers.trustpilot.com). The API key and secret get a business user token (OAuth2 client
 * credentials); invitations go to the Invitations API, on a host of its own; reviews come from the private
 * Business Units API; the public one names the business unit.
 */
const API_URL = 'https://api.trustpilot.com';
const INVITATIONS_URL = 'https://invitations-api.trustpilot.com';
const TOKEN_PATH = '/v1/oauth/oauth-business-users-for-applications/accesstoken';
/** The reviews list's most per page. */
const PER_PAGE = 100;
/** A token is renewed this long before Trustpilot says it expires (they last 100 hours). */
const RENEW_EARLY_MS = 10 * 60_000;

/**
 * The Invitations API's root for a configured API root: Trustpilot's own host for the real API, and the
 * same server under `/invitations-api` for any other (our local server of the API), so that one configured
 * URL reaches both APIs.
 */
export function invitationsBaseUrl(baseUrl: string): string {
  return baseUrl === API_URL ? INVITATIONS_URL : `${baseUrl}/invitations-api`;
}

/** Trustpilot's words: its APIs' `message`, or the token endpoint's OAuth error. */
const describe = (body: unknown): string | null =>
  stringAt(body, 'message') ??
  stringAt(body, 'error_description') ??
  stringAt(body, 'Error') ??
  stringAt(body, 'fault', 'faultstring') ??
  stringAt(body, 'error');

function businessUnit(connection: ServiceConnection): string {
  if (!connection.accountRef) throw new ServiceError('rejected', null, 'Business unit ID is missing.');
  return encodeURIComponent(connection.accountRef);
}

interface CachedToken {
  token: Promise<string>;
  /** Epoch ms after which it is renewed; Infinity while the token is on its way. */
  renewAt: number;
}

/** Tokens by API root, key and secret: a new secret proves itself with a token of its own. */
const tokens = new Map<string, CachedToken>();
const tokenKey = (connection: ServiceConnection) =>
  [connection.baseUrl, connection.apiKey, connection.apiSecret ?? ''].join('\n');

async function requestToken(connection: ServiceConnection): Promise<{ token: string; lifetimeMs: number }> {
  const basic = Buffer.from(`${connection.apiKey}:${connection.apiSecret ?? ''}`).toString('base64');
  const answer = await callService(
    connection,
    {
      method: 'POST',
      path: TOKEN_PATH,
      headers: { authorization: `Basic ${basic}` },
      form: { grant_type: 'client_credentials' },
    },
    describe,
  );
  const token = stringAt(answer.body, 'access_token');
  if (!token) throw new ServiceError('retry', answer.status, 'Trustpilot answered without an access token.');
  // Documented as a string of seconds ("359999"); a number is read the same.
  const seconds = Number((answer.body as { expires_in?: unknown } | null)?.expires_in);
  return { token, lifetimeMs: Number.isFinite(seconds) ? seconds * 1000 : 0 };
}

/** One token per key and secret, shared by concurrent calls, fetched again shortly before it expires. */
function accessToken(connection: ServiceConnection): Promise<string> {
  const key = tokenKey(connection);
  const cached = tokens.get(key);
  if (cached && cached.renewAt > Date.now()) return cached.token; // wall clock: Trustpilot's token expires in real time
  const entry: CachedToken = {
    renewAt: Number.POSITIVE_INFINITY,
    token: requestToken(connection).then(({ token, lifetimeMs }) => {
      entry.renewAt = Date.now() + lifetimeMs - RENEW_EARLY_MS; // wall clock: Trustpilot's token expires in real time
      return token;
    }),
  };
  entry.token.catch(() => {
    if (tokens.get(key) === entry) tokens.delete(key);
  });
  tokens.set(key, entry);
  return entry.token;
}

/** A call with the business user token; a 401 (expired or revoked early) gets one new token and one more try. */
async function authorized(
  connection: ServiceConnection,
  request: ServiceRequest,
  target: ServiceConnection = connection,
): Promise<ServiceAnswer> {
  const send = (token: string) =>
    callService(
      target,
      { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } },
      describe,
    );
  const token = await accessToken(connection);
  try {
    return await send(token);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status !== 401) throw error;
    tokens.delete(tokenKey(connection));
    return send(await accessToken(connection));
  }
}

const nameOf = (invitation: ReviewInvitation) => invitation.name ?? invitation.email.split('@')[0] ?? '';

/**
 * The invitation as the Invitations API takes it. A product review invitation needs products: an order
 * without any is invited to review the shop instead, so that no invitation asks for nothing.
 */
function invitationBody(invitation: ReviewInvitation) {
  const products = invitation.products.map((product) => ({
    sku: product.id,
    name: product.name,
    ...(product.url ? { productUrl: product.url } : {}),
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
  }));
  const ofProducts = invitation.reviewOf !== 'shop' && products.length > 0;
  const ofShop = invitation.reviewOf !== 'products' || !ofProducts;
  return {
    consumerEmail: invitation.email,
    consumerName: nameOf(invitation),
    referenceNumber: invitation.reference,
    locale: invitation.locale,
    type: 'email',
    // No preferredSendTime: the job has already waited the shop's chosen days, so it goes out now.
    ...(ofShop ? { serviceReviewInvitation: {} } : {}),
    ...(ofProducts ? { productReviewInvitation: { products } } : {}),
  };
}

function reviewOf(item: unknown): Review | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, stars, createdAt } = item as { id?: unknown; stars?: unknown; createdAt?: unknown };
  const at = typeof createdAt === 'string' ? new Date(createdAt) : null;
  if (typeof id !== 'string' || typeof stars !== 'number' || !at || Number.isNaN(at.getTime())) return null;
  return {
    id,
    rating: stars,
    title: stringAt(item, 'title'),
    text: stringAt(item, 'text') ?? '',
    author: stringAt(item, 'consumer', 'displayName'),
    createdAt: at,
    productId: null,
  };
}

export const trustpilotAdapter: ReviewAdapter = {
  service: 'trustpilot',

  defaultBaseUrl: () => API_URL,

  async checkKey(connection) {
    const unit = businessUnit(connection);
    await accessToken(connection);
    // The public API takes the key itself.
    const answer = await callService(
      connection,
      { method: 'GET', path: `/v1/business-units/${unit}`, headers: { apikey: connection.apiKey } },
      describe,
    );
    return { accountName: stringAt(answer.body, 'displayName'), lists: [] };
  },

  async invite(connection, invitation) {
    const unit = businessUnit(connection);
    await authorized(
      connection,
      {
        method: 'POST',
        path: `/v1/private/business-units/${unit}/email-invitations`,
        body: invitationBody(invitation),
      },
      { ...connection, baseUrl: invitationsBaseUrl(connection.baseUrl) },
    );
    return { state: 'done' };
  },

  async reviews(connection, since, cursor) {
    const unit = businessUnit(connection);
    const page = cursor ? Number(cursor) : 1;
    // startDateTime has no zone in Trustpilot's docs: ask from a day earlier and cut exactly here.
    const from = new Date(since.getTime() - 24 * 60 * 60_000);
    const answer = await authorized(connection, {
      method: 'GET',
      path: `/v1/private/business-units/${unit}/reviews`,
      query: {
        startDateTime: from.toISOString().slice(0, 19),
        orderBy: 'createdat.desc',
        perPage: PER_PAGE,
        page,
      },
    });
    const items = (answer.body as { reviews?: unknown } | null)?.reviews;
    const list = Array.isArray(items) ? items : [];
    const reviews = list.map(reviewOf).filter((review): review is Review => review !== null);
    return {
      reviews: reviews.filter((review) => review.createdAt >= since),
      // A page past the last answers an empty list, so a full page means there may be another.
      next: list.length === PER_PAGE ? String(page + 1) : null,
    };
  },
};
