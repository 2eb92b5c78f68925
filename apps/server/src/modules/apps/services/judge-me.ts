import { osloDay } from '@butikkpanel/contracts';
import { ServiceError } from './errors';
import { callService, type ServiceAnswer, type ServiceRequest, stringAt } from './http';
import type { Review, ReviewAdapter, ReviewInvitation, ServiceConnection } from './types';

/**
 * Judge.me (judge.me/api/docs): the shop's domain and its private API token go as the `shop_domain` and
 * `api_token` query parameters. The REST API (/api/v1) reads the shop and its reviews.
 *
 * Judge.me's API has no endpoint that invites an order: its review requests are scheduled per product from
 * the shop's orders (Shopify) or, for other platforms, one product at a time with the "manual review
 * request" endpoint its help centre documents (help.judge.me, "Scheduling review requests with an API
 * endpoint"), POST /api/orders/send_manual_review_request, outside /api/v1. That is the one used here:
 * one call per product of the order. It takes no order number, so Judge.me cannot tell a repeated call
 * from a new one (it only skips a product the customer has already reviewed).
 */
const API_URL = 'https://judge.me/api';

/** Judge.me's words: `error`, `message`, or a list of `errors`. */
function describe(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.every((item) => typeof item === 'string')) return errors.join(' ');
  return stringAt(body, 'error') ?? stringAt(body, 'message') ?? stringAt(body, 'errors');
}

function shopOf(connection: ServiceConnection): string {
  if (!connection.accountRef) throw new ServiceError('rejected', null, 'Shop domain is missing.');
  return connection.accountRef;
}

const call = (connection: ServiceConnection, request: ServiceRequest): Promise<ServiceAnswer> =>
  callService(
    connection,
    {
      ...request,
      query: { ...request.query, shop_domain: shopOf(connection), api_token: connection.apiKey },
    },
    describe,
  );

const nameOf = (invitation: ReviewInvitation) => invitation.name ?? invitation.email.split('@')[0] ?? '';

/** dd/mm/yyyy, the endpoint's date, as the day is in Norway. */
function judgeMeDate(at: Date): string {
  const [year, month, day] = osloDay(at).split('-');
  return `${day}/${month}/${year}`;
}

function reviewOf(item: unknown): Review | null {
  if (typeof item !== 'object' || item === null) return null;
  const {
    id,
    rating,
    product_external_id: product,
  } = item as {
    id?: unknown;
    rating?: unknown;
    product_external_id?: unknown;
  };
  const created = stringAt(item, 'created_at');
  const at = created ? new Date(created) : null;
  if ((typeof id !== 'number' && typeof id !== 'string') || !at || Number.isNaN(at.getTime())) return null;
  return {
    id: String(id),
    rating: Number(rating),
    title: stringAt(item, 'title'),
    text: stringAt(item, 'body') ?? '',
    author: stringAt(item, 'reviewer', 'name'),
    createdAt: at,
    // A store review has no product.
    productId: typeof product === 'number' || typeof product === 'string' ? String(product) : null,
  };
}

export const judgeMeAdapter: ReviewAdapter = {
  service: 'judge-me',

  defaultBaseUrl: () => API_URL,

  async checkKey(connection) {
    const answer = await call(connection, { method: 'GET', path: '/v1/shops/info' });
    return {
      accountName: stringAt(answer.body, 'shop', 'name') ?? stringAt(answer.body, 'shop', 'domain'),
      lists: [],
    };
  },

  /**
   * One review request per product (Judge.me asks for reviews of products; its request mail also asks for
   * a store review where the shop has that turned on, so "the shop" is asked for the same way). The
   * product is named by its handle, which is taken to be our shop's product id.
   */
  async invite(connection, invitation) {
    if (invitation.products.length === 0) {
      // What Judge.me answers a request without a product, without asking it.
      throw new ServiceError(
        'rejected',
        422,
        'Judge.me asks for reviews of products, and the order has none.',
      );
    }
    const fulfilled = judgeMeDate(invitation.orderedAt);
    for (const product of invitation.products) {
      await call(connection, {
        method: 'POST',
        path: '/orders/send_manual_review_request',
        // Every parameter's key is sent, empty where it does not apply, as the endpoint asks.
        body: {
          reviewer_name: nameOf(invitation),
          reviewer_email: invitation.email,
          shopify_product_id: '',
          product_handle: product.id,
          fulfilled_at: fulfilled,
          quantity: 1,
          // In the past: Judge.me sends it within minutes (the job has already waited the shop's days).
          processed_at: fulfilled,
        },
      });
    }
    return { state: 'done' };
  },

  async reviews(connection, since, cursor) {
    const page = cursor ? Number(cursor) : 1;
    const answer = await call(connection, {
      method: 'GET',
      path: '/v1/reviews',
      query: { page, per_page: 100 },
    });
    const items = (answer.body as { reviews?: unknown } | null)?.reviews;
    const list = Array.isArray(items) ? items : [];
    const reviews = list.map(reviewOf).filter((review): review is Review => review !== null);
    return {
      // The list takes no date: every page is read, and only the reviews since `since` are kept.
      reviews: reviews.filter((review) => review.createdAt >= since),
      // Its most per page is not documented: the list ends at the first empty page.
      next: list.length > 0 ? String(page + 1) : null,
    };
  },
};
