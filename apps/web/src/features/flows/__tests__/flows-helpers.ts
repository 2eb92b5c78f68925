import {
  type FlowDefinition,
  type FlowDetail,
  type FlowListItem,
  flowTemplateDefinition,
  STORAGE_KEYS,
} from '@butikkpanel/contracts';
import { vi } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body?: unknown };
export type Handlers = Record<string, ((call: Call) => Answer) | Answer>;

export const STAMP = '2026-03-20T10:00:00.000Z';
/** The first wait of a test: the lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const flowItem = (overrides: Partial<FlowListItem> = {}): FlowListItem => ({
  id: 5,
  name: 'Forlatt handlekurv',
  active: true,
  start: { kind: 'event', event: 'abandoned_cart', days: null, product_ids: [], categories: [] },
  in_flow: 12,
  sent: 340,
  orders: 21,
  revenue: 25_990.5,
  problems: 0,
  updated_at: STAMP,
  ...overrides,
});

export const flowDetail = (overrides: Partial<FlowDetail> = {}): FlowDetail => ({
  id: 5,
  name: 'Forlatt handlekurv',
  active: false,
  version: 0,
  definition: flowTemplateDefinition('abandoned_cart'),
  reentry: { mode: 'once', days: null },
  problems: [],
  on_older_versions: 0,
  in_flow: 0,
  figures: {},
  updated_at: STAMP,
  ...overrides,
});

/** The abandoned-cart template with both e-mails chosen: no problems left. */
export function completeCart(): FlowDefinition {
  const definition = flowTemplateDefinition('abandoned_cart');
  return {
    ...definition,
    steps: definition.steps.map((step) => (step.type === 'send_email' ? { ...step, template_id: 1 } : step)),
  };
}

export const emailTemplates = [
  {
    id: 1,
    name: 'Handlekurvpåminnelse',
    type: 'CART_REMINDER',
    transactional: false,
    discount_id: null,
    needs_discount_code: false,
    subject: 'Glemte du noe?',
    created_at: STAMP,
    updated_at: STAMP,
  },
];

/** The API's one error shape. */
export const refused = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

/** The pickers' lists the builder asks for. */
const PICKERS: Handlers = {
  'GET /api/emails/templates': { body: { data: emailTemplates } },
  'GET /api/audience/segments': { body: { data: [] } },
  'GET /api/discounts/codes': { body: { data: [], total: 0, total_capped: false, page: 1, per_page: 100 } },
};

/** The whole app at /7/{path}, signed in as the shop owner; handlers keyed `METHOD /api/path` (no query). */
export function renderFlows(path: string, handlers: Handlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) } });
  const fallback = globalThis.fetch;
  const all: Handlers = { ...PICKERS, ...handlers };
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const [pathname = ''] = String(input).split('?');
      const handler = all[`${method} ${pathname}`];
      if (handler === undefined) return fallback(input, init);
      const call: Call = {
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
