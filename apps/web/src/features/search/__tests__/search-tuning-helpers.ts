import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { vi } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}
type Answer = { status?: number; body?: unknown };
type Handler = (call: Call) => Answer;
export type Handlers = Record<string, Handler | Answer>;

/** The test box's answer (not wrapped in `data`) when a test does not care about it. */
export const emptyAnswer = (query = '') => ({
  query,
  total: 0,
  products: [],
  suggestions: [],
  keywords: [],
  custom_result: null,
  widget: null,
});

/**
 * The whole app at /7/{path}, signed in as the shop owner. Handlers are keyed by `METHOD /api/path`
 * without the query string (read it from `call.query`); bodies are parsed. Other calls go to the shared mock.
 */
export function renderSearch(path: string, handlers: Handlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) } });
  const fallback = globalThis.fetch;
  const all: Handlers = {
    'GET /api/search/test': (call) => ({ body: emptyAnswer(call.query.get('q') ?? '') }),
    ...handlers,
  };
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const [pathname = '', search = ''] = String(input).split('?');
      const handler = all[`${method} ${pathname}`];
      if (handler === undefined) return fallback(input, init);
      const call: Call = {
        method,
        path: String(input),
        query: new URLSearchParams(search),
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = typeof handler === 'function' ? handler(call) : handler;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, ...renderApp(`/7/${path}`) };
}

export const validationFailed = (fields: Record<string, string>) => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Sjekk feltene som er merket.', fields } },
});

export const STAMP = '2025-03-10T10:00:00.000Z';

/** The first wait of a test: the screen's lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };
