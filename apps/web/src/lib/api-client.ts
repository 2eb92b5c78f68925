import { type AnswerParser, apiErrorSchema, DEFAULT_LANGUAGE } from '@butikkpanel/contracts/core';
import { i18n } from './i18n';
import { isPageLeaving } from './page-leaving';
import { sessionStore } from './session-store';

export const API_BASE = '/api';

/** Anything with zod's `parse`; every answer is checked against its contracts schema. */
export type AnswerSchema<T> = AnswerParser<T>;

/** For calls that answer 204 (a DELETE): nothing to read. */
export const noContent: AnswerSchema<null> = { parse: () => null };

/** A failed call, carrying the server's code, its (already translated) message and field messages. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as the body as it is (an uploaded image), with its own content type, instead of JSON. */
  file?: Blob;
  schema: AnswerSchema<T>;
  signal?: AbortSignal;
  /** The account the call acts on; defaults to the remembered one (the route's account). */
  accountId?: number | string;
}

function buildHeaders(token: string | null, contentType: string | null, account?: number | string): Headers {
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const headers = new Headers({ Accept: 'application/json', 'user-language': language });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const accountId = account ?? sessionStore.getAccountId();
  if (accountId) headers.set('authorized-account', String(accountId));
  // Fastify refuses an empty body declared as JSON, so the type goes only with a body.
  if (contentType) headers.set('Content-Type', contentType);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toRequestError(status: number, data: unknown): ApiRequestError {
  try {
    const { code, message, fields } = apiErrorSchema.parse(data).error;
    return new ApiRequestError(status, code, message, fields);
  } catch {
    return new ApiRequestError(status, 'generic', i18n.t('errors:generic'));
  }
}

/** The generic prefix plus what the browser said, e.g. 'Failed to fetch'. */
function networkError(cause: unknown): ApiRequestError {
  const detail = cause instanceof Error && cause.message ? ` ${cause.message}` : '';
  return new ApiRequestError(0, 'network_error', `${i18n.t('errors:generic')}${detail}`);
}

/** An expired session says so; every other 401 is the plain 'unauthorized' text. */
function unauthorizedNotice(error: ApiRequestError): string {
  return error.code === 'session_expired' ? error.message : i18n.t('errors:unauthorized');
}

/** Only the token the call carried is dropped: a newer sign-in must survive an older call's failure. */
function endSessionOf(token: string | null, notice: string): void {
  if (token !== null && sessionStore.getToken() === token) sessionStore.expire(notice);
}

/** Calls `/api{path}` with the session headers; a 401 or no answer on an authenticated call ends the session. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, file, schema, signal, accountId } = options;
  const contentType = file ? file.type : body === undefined ? null : 'application/json';
  const token = sessionStore.getToken();
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: buildHeaders(token, contentType, accountId),
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'same-origin',
      signal,
    });
    // Inside the try: an answer whose body is cut off is no answer either.
    data = await readJson(response);
  } catch (cause) {
    // Cut off on purpose (a newer query, or the page being left): that is not a server that did not answer.
    if (signal?.aborted || isPageLeaving()) throw cause;
    const error = networkError(cause);
    // Spec section 8: a call that got no answer at all ends the session, with the reason shown.
    endSessionOf(token, error.message);
    throw error;
  }
  if (!response.ok) {
    const error = toRequestError(response.status, data);
    if (response.status === 401) endSessionOf(token, unauthorizedNotice(error));
    throw error;
  }
  try {
    return schema.parse(data);
  } catch {
    throw new ApiRequestError(response.status, 'invalid_answer', i18n.t('errors:generic'));
  }
}
