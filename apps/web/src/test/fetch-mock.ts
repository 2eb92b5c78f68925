import { PACKAGE_KEYS } from '@butikkpanel/contracts';
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
 * What every signed-in layout asks for: the current account, with every package and terms accepted.
 * A test that cares about the account declares its own answer, which wins.
 */
const LAYOUT_DEFAULTS: Record<string, Answer> = {
  'GET /api/accounts/current': {
    body: {
      account_id: 7,
      company_name: 'Demo Sko AS',
      trial_ends_at: null,
      is_active: true,
      dealer: null,
      plans: [],
      packages: [...PACKAGE_KEYS],
      settings: { ACCEPTED_TERMS: '1' },
    },
  },
};

/**
 * Replaces fetch with a table of `METHOD /api/path` handlers; unknown calls answer 404 (except the
 * layout's defaults above).
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
      const handler = handlers[`${method} ${path}`] ?? LAYOUT_DEFAULTS[`${method} ${path}`];
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
