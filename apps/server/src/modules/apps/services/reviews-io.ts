import { ServiceError } from './errors';
import { callService, type ServiceAnswer, type ServiceRequest, stringAt } from './http';
import type { Review, ReviewAdapter, ReviewInvitation, ServiceConnection } from './types';

/**
 * REVIEWS.io (api.reviews.io): every call carries the store id and the API key as the `store` and `apikey`
 * headers. A company (shop) review is asked for at /merchant/invitation, a product review at
 * /product/invitation; company reviews are read from /merchant/reviews. Product reviews are left out of
 * the export: their list is by SKU (/product/review?sku=…), and no list of all of them is documented.
 */
const API_URL = 'https://api.reviews.io';
const PER_PAGE = 100;

/** REVIEWS.io's words: `{ "status": "error", "message": … }`, as its own shop plugins read them. */
const describe = (body: unknown): string | null => stringAt(body, 'message') ?? stringAt(body, 'error');

function storeOf(connection: ServiceConnection): string {
  if (!connection.accountRef) throw new ServiceError('rejected', null, 'Store ID is missing.');
  return connection.accountRef;
}

/** A call with the store's credentials; an answer of `status: error` is a refusal whatever its HTTP status. */
async function call(connection: ServiceConnection, request: ServiceRequest): Promise<ServiceAnswer> {
  const headers = { ...request.headers, store: storeOf(connection), apikey: connection.apiKey };
  const answer = await callService(connection, { ...request, headers }, describe);
  if (stringAt(answer.body, 'status') === 'error') {
    throw new ServiceError(
      'rejected',
      answer.status,
      describe(answer.body) ?? 'REVIEWS.io refused the call.',
    );
  }
  return answer;
}

const nameOf = (invitation: ReviewInvitation) => invitation.name ?? invitation.email.split('@')[0] ?? '';

/** "2026-11-02 09:15:00" (how REVIEWS.io writes its times, in UTC) or ISO. */
function timeOf(value: string | null): Date | null {
  if (!value) return null;
  const at = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

function reviewOf(item: unknown): Review | null {
  if (typeof item !== 'object' || item === null) return null;
  const { store_review_id: id, rating } = item as { store_review_id?: unknown; rating?: unknown };
  const at = timeOf(stringAt(item, 'date_created'));
  if ((typeof id !== 'number' && typeof id !== 'string') || !at) return null;
  const author = [stringAt(item, 'reviewer', 'first_name'), stringAt(item, 'reviewer', 'last_name')]
    .filter(Boolean)
    .join(' ');
  return {
    id: String(id),
    rating: Number(rating),
    title: stringAt(item, 'title'),
    text: stringAt(item, 'comments') ?? stringAt(item, 'review') ?? '',
    author: author || null,
    createdAt: at,
    productId: null,
  };
}

export const reviewsIoAdapter: ReviewAdapter = {
  service: 'reviews-io',

  defaultBaseUrl: () => API_URL,

  async checkKey(connection) {
    // The reviews are public; the store's invitations are not, so this one proves the key.
    await call(connection, { method: 'GET', path: '/merchant/invitations', query: { page: 1, per_page: 1 } });
    // REVIEWS.io names a store by its id (the store's page is reviews.io/company-reviews/store/<id>).
    return { accountName: storeOf(connection), lists: [] };
  },

  /**
   * A company invitation, a product invitation, or both (two calls: a retry after the first repeats it
   * with the same order_id). An order without products asks for a company review instead.
   */
  async invite(connection, invitation) {
    const customer = { name: nameOf(invitation), email: invitation.email, order_id: invitation.reference };
    const products = invitation.products.map((product) => ({
      sku: product.id,
      name: product.name,
      ...(product.imageUrl ? { image: product.imageUrl } : {}),
      ...(product.url ? { pageUrl: product.url } : {}),
    }));
    const ofProducts = invitation.reviewOf !== 'shop' && products.length > 0;
    if (invitation.reviewOf !== 'products' || !ofProducts) {
      await call(connection, { method: 'POST', path: '/merchant/invitation', body: customer });
    }
    if (ofProducts) {
      await call(connection, {
        method: 'POST',
        path: '/product/invitation',
        body: { ...customer, products },
      });
    }
    return { state: 'done' };
  },

  async reviews(connection, since, cursor) {
    const page = cursor ? Number(cursor) : 1;
    const answer = await call(connection, {
      method: 'GET',
      path: '/merchant/reviews',
      query: {
        store: storeOf(connection),
        page,
        per_page: PER_PAGE,
        // A whole day (its zone is not documented): the exact cut is made here.
        min_date: new Date(since.getTime() - 24 * 60 * 60_000).toISOString().slice(0, 10),
      },
    });
    const items = (answer.body as { reviews?: unknown } | null)?.reviews;
    const list = Array.isArray(items) ? items : [];
    const reviews = list.map(reviewOf).filter((review): review is Review => review !== null);
    return {
      reviews: reviews.filter((review) => review.createdAt >= since),
      // Its most per page is not documented: the list ends at the first empty page.
      next: list.length > 0 ? String(page + 1) : null,
    };
  },
};
