/**
 * How a call to a service failed, so the job knows what to do: `retry` (429, 5xx, a timeout, no answer) is
 * tried again, after `retryAfterMs` when the service said how long (Retry-After); `rejected` (other 4xx: a bad
 * key, a refused address) is reported and not retried. `message` is the service's own words.
 */
export class ServiceError extends Error {
  constructor(
    readonly kind: 'retry' | 'rejected',
    readonly status: number | null,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
