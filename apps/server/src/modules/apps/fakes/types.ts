import type { FastifyInstance } from 'fastify';

/**
 * A fault the next request meets instead of its answer: a status (429 with Retry-After, 500, 400) or a hang;
 * or a late answer (`delayMs`), the request then answered as usual.
 */
export type FakeFault =
  | { status: number; retryAfter?: string; body?: unknown }
  | { delayMs: number }
  | 'hang';

/** The newest requests a fake keeps (the demo's fakes run for months): older ones drop out; `calls` counts all. */
export const REQUEST_LOG_LIMIT = 2000;

export interface SeenRequest {
  method: string;
  /** The path under the fake's prefix, with its query. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * A local server of one service's API, implementing each endpoint we call with the service's documented
 * shapes, auth and error answers (tests, the browser tests and the demo account talk to these).
 * `faults` are met in order by the next requests; `requests` is what it was asked (the newest
 * REQUEST_LOG_LIMIT), `calls` how many requests it had in all.
 */
export interface FakeService<State> {
  service: string;
  state: State;
  faults: FakeFault[];
  requests: SeenRequest[];
  calls: number;
  /** Registers the API's routes under `prefix` ('' or '/demo-services/mailchimp'). */
  register(app: FastifyInstance, prefix: string): void;
}

/**
 * Every fake meets its faults and records its requests the same way: call this first in each handler.
 * Answers true when a fault answered the request (the handler returns at once).
 */
export async function meetFault(
  fake: Pick<FakeService<unknown>, 'faults' | 'requests' | 'calls'>,
  request: { method: string; url: string; headers: SeenRequest['headers']; body: unknown },
  reply: {
    code(status: number): unknown;
    header(name: string, value: string): unknown;
    send(body?: unknown): unknown;
  },
  prefix: string,
): Promise<boolean> {
  fake.calls += 1;
  fake.requests.push({
    method: request.method,
    path: request.url.slice(prefix.length),
    headers: request.headers,
    body: request.body,
  });
  if (fake.requests.length > REQUEST_LOG_LIMIT)
    fake.requests.splice(0, fake.requests.length - REQUEST_LOG_LIMIT);
  const fault = fake.faults.shift();
  if (!fault) return false;
  if (typeof fault === 'object' && 'delayMs' in fault) {
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return false;
  }
  if (fault === 'hang') {
    // Longer than any client's timeout; the connection is closed when the fake's server stops.
    await new Promise((resolve) => setTimeout(resolve, 30_000).unref());
    reply.code(504);
    reply.send({});
    return true;
  }
  reply.code(fault.status);
  if (fault.retryAfter !== undefined) reply.header('retry-after', fault.retryAfter);
  reply.send(fault.body ?? { error: `HTTP ${fault.status}` });
  return true;
}

/** What a newsletter fake holds: its lists and members by lower-case e-mail, as the tests read them. */
export interface FakeNewsletterState {
  apiKey: string;
  accountName: string;
  lists: Array<{ id: string; name: string }>;
  members: Map<
    string,
    {
      email: string;
      name: string | null;
      status: 'subscribed' | 'unsubscribed' | 'pending' | 'cleaned';
      listId: string | null;
      tags: string[];
      /** The consent evidence as the service stored it (source, time, IP), when it takes any. */
      consent: Record<string, unknown> | null;
      /** When the member's status last changed at the service (for the service's own unsubscribes). */
      changedAt: Date;
    }
  >;
  /** Members erased for good (they may not be added again by an upsert where the service forbids it). */
  erased: Set<string>;
}

/** What a review fake holds: invitations (one per reference: a repeat invites no one twice) and reviews. */
export interface FakeReviewState {
  apiKey: string;
  accountName: string;
  invitations: Array<{
    reference: string;
    email: string;
    name: string | null;
    products: string[];
    at: Date;
  }>;
  reviews: Array<{
    id: string;
    rating: number;
    title: string | null;
    text: string;
    author: string | null;
    createdAt: Date;
    productId: string | null;
  }>;
}
