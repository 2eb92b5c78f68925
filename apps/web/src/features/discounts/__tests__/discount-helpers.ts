import type { Discount, DiscountDetail, UnknownCode } from '@butikkpanel/contracts';
import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { vi } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = (call: Call) => Answer;
export type Handlers = Record<string, Handler | Answer>;

export const STAMP = '2026-03-20T10:00:00.000Z';
/** The first wait of a test: the lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const discount = (overrides: Partial<Discount> = {}): Discount => ({
  id: 1,
  name: 'Sommersalg',
  code: 'SOMMER20',
  kind: 'code',
  type: 'percent',
  amount: 20,
  minimum_order: null,
  expires_on: '2026-08-31',
  usage_limit: null,
  usage_limit_per_customer: null,
  active: true,
  auto_create_unique: false,
  archived_at: null,
  created_at: STAMP,
  updated_at: STAMP,
  times_used: 12,
  last_used_at: '2026-03-28T21:30:00.000Z',
  orders: 11,
  revenue: 12_990.5,
  flagged: 1,
  ...overrides,
});

export const detail = (overrides: Partial<DiscountDetail> = {}): DiscountDetail => ({
  ...discount(),
  unique_codes: null,
  ...overrides,
});

export const unknownCode = (overrides: Partial<UnknownCode> = {}): UnknownCode => ({
  id: 5,
  code: 'SOMER20',
  attempts: 7,
  checks: 5,
  orders: 2,
  first_at: '2026-03-20T08:00:00.000Z',
  last_at: '2026-03-28T20:00:00.000Z',
  suggestion: { id: 1, code: 'SOMMER20' },
  mapped_to: null,
  created: false,
  ...overrides,
});

export const page = <T>(data: T[], total = data.length) => ({ data, total, page: 1, per_page: 25 });

export const refused = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

/**
 * The whole app at /7/{path}, signed in as the shop owner. Handlers are keyed by `METHOD /api/path`
 * without the query string (read it from `call.query`); bodies are parsed. Other calls go to the shared mock.
 */
export function renderDiscounts(path: string, handlers: Handlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) } });
  const fallback = globalThis.fetch;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const [pathname = '', search = ''] = String(input).split('?');
      const handler = handlers[`${method} ${pathname}`];
      if (handler === undefined) return fallback(input, init);
      const call: Call = {
        method,
        path: String(input),
        query: new URLSearchParams(search),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = typeof handler === 'function' ? handler(call) : handler;
      return new Response(answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body)), {
        status: answer.status ?? 200,
        headers: answer.headers ?? { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, ...renderApp(`/7/${path}`) };
}
