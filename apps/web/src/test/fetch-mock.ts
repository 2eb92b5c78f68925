import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown };
type Handler = (request: { method: string; path: string; headers: Headers; body: unknown }) => Answer;

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/**
 * Replaces fetch with a table of `METHOD /api/path` handlers; unknown calls answer 404.
 * Returns the calls made, so a test can check headers and bodies.
 */
export function mockApi(handlers: Record<string, Handler | Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input);
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, path, headers, body };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      const answer: Answer =
        handler === undefined
          ? { status: 404, body: { error: { code: 'not_found', message: 'Fant ikke det du lette etter.' } } }
          : typeof handler === 'function'
            ? handler(call)
            : handler;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const demoSession = (overrides: { account_id?: number | null; access_token?: string } = {}) => ({
  account_id: 7,
  access_token: 'token-1',
  user: {
    id: 'u1',
    email: 'eier@demo.no',
    image: null,
    firstname: 'Eva',
    lastname: 'Eier',
    role: ['user'],
    data: { settings: {}, shortcuts: [] },
  },
  ...overrides,
});
