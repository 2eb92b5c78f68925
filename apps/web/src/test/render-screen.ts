import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { vi } from 'vitest';
import { demoSession, mockApi, type RecordedCall } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string>; text?: string };
type Handler = (call: RecordedCall & { query: URLSearchParams }) => Answer;

/**
 * The whole app at `path`, signed in as a shop owner. `handlers` are keyed by method and path without the
 * query string (the screens ask with today's dates); every other call goes to the shared mock.
 */
export function renderScreen(path: string, handlers: Record<string, Handler | Answer>) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  const shared = mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) } });
  const fallback = globalThis.fetch;
  const calls: Array<RecordedCall & { query: URLSearchParams }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const [pathname = '', search = ''] = String(input).split('?');
      const handler = handlers[`${method} ${pathname}`];
      if (handler === undefined) return fallback(input, init);
      const call = {
        method,
        path: String(input),
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        query: new URLSearchParams(search),
      };
      calls.push(call);
      const answer = typeof handler === 'function' ? handler(call) : handler;
      return new Response(answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body)), {
        status: answer.status ?? 200,
        headers: answer.headers ?? { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, shared, ...renderApp(path) };
}
