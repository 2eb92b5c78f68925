import { apiErrorSchema, DEFAULT_LANGUAGE } from '@butikkpanel/contracts';
import { i18n } from './i18n';
import { sessionStore } from './session-store';

export const API_BASE = '/api';

/** Anything with zod's `parse`; every answer is checked against its contracts schema. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

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
  schema: AnswerSchema<T>;
  signal?: AbortSignal;
}

function buildHeaders(token: string | null, hasBody: boolean): Headers {
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const headers = new Headers({ Accept: 'application/json', 'user-language': language });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const accountId = sessionStore.getAccountId();
  if (accountId) headers.set('authorized-account', accountId);
  // Fastify refuses an empty body declared as JSON, so the type goes only with a body.
  if (hasBody) headers.set('Content-Type', 'application/json');
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
  const parsed = apiErrorSchema.safeParse(data);
  if (!parsed.success) return new ApiRequestError(status, 'generic', i18n.t('errors:generic'));
  const { code, message, fields } = parsed.data.error;
  return new ApiRequestError(status, code, message, fields);
}

/** Calls `/api{path}` with the session headers; a 401 on an authenticated call ends the session. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: buildHeaders(token, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, 'network_error', i18n.t('errors:generic'));
  }
  const data = await readJson(response);
  if (!response.ok) {
    const error = toRequestError(response.status, data);
    // Only the token this call carried is dropped: a newer sign-in must survive an older call's 401.
    if (response.status === 401 && token !== null && sessionStore.getToken() === token) {
      sessionStore.expire(error.message);
    }
    throw error;
  }
  try {
    return schema.parse(data);
  } catch {
    throw new ApiRequestError(response.status, 'invalid_answer', i18n.t('errors:generic'));
  }
}
