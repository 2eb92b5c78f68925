import { ServiceError } from './errors';
import type { ServiceConnection } from './types';

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** After the connection's base URL, starting with '/'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Sent as JSON, or as a form when `form` is set. */
  body?: unknown;
  form?: Record<string, string>;
}

export interface ServiceAnswer {
  status: number;
  /** The parsed JSON body, or null for an empty or non-JSON one. */
  body: unknown;
  headers: Headers;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * One call to a service: a 2xx answer comes back; 429, 5xx, a timeout or no answer throw a ServiceError to
 * retry (429's Retry-After kept), any other answer one that is reported and not retried, with the service's
 * own words as `describe` finds them in its error body.
 */
export async function callService(
  connection: ServiceConnection,
  request: ServiceRequest,
  describe: (body: unknown) => string | null,
): Promise<ServiceAnswer> {
  const url = new URL(`${connection.baseUrl}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(connection.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ServiceError('retry', null, timedOut ? 'timeout' : 'no_answer');
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (response.ok) return { status: response.status, body: parsed, headers: response.headers };
  const message = describe(parsed) ?? `HTTP ${response.status}`;
  if (response.status === 429) {
    throw new ServiceError(
      'retry',
      429,
      message,
      retryAfterMs(response.headers.get('retry-after'), Date.now()), // wall clock: an HTTP date from the service is read against the real time
    );
  }
  if (response.status >= 500 || response.status === 408) {
    throw new ServiceError('retry', response.status, message);
  }
  throw new ServiceError('rejected', response.status, message);
}

/** A string field of a JSON object, or null. */
export function stringAt(value: unknown, ...path: string[]): string | null {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : null;
}
