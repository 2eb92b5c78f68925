import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { vi } from 'vitest';
import { demoSession, mockApi } from './fetch-mock';
import { renderApp } from './render-app';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiHandlers = Record<string, ((call: ApiCall) => ApiAnswer) | ApiAnswer>;

/** The API's one error shape. */
export const refused = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

/**
 * The whole app at /7/{path}, signed in as the demo shop owner. Handlers are keyed `METHOD /api/path` (the
 * query left off); anything else goes to mockApi's table (the session, the layout's account, else 404).
 * Returns the calls the handlers answered, for checking what was sent.
 */
export function renderSignedIn(path: string, handlers: ApiHandlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) } });
  const fallback = globalThis.fetch;
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const [pathname = ''] = String(input).split('?');
      const handler = handlers[`${method} ${pathname}`];
      if (handler === undefined) return fallback(input, init);
      const call: ApiCall = {
        method,
        path: pathname,
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
