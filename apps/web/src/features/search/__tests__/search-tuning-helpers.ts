import {
  recommendationTemplateSettingsSchema,
  type SearchAnswer,
  type SearchHit,
  type SearchWidget,
  STORAGE_KEYS,
} from '@butikkpanel/contracts';
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

/** GET /api/search/test's answer (not wrapped in `data`): nothing found, unless `found` says otherwise. */
export const searchAnswer = (query = '', found: Partial<SearchAnswer> = {}): SearchAnswer => ({
  query,
  total: 0,
  products: [],
  drawn: null,
  suggestions: [],
  keywords: [],
  custom_result: null,
  widget: null,
  ...found,
});

/** One product the test box finds. */
export const searchHit = (overrides: Partial<SearchHit>): SearchHit => ({
  product_id: 'p1',
  name: 'Joggesko',
  url: null,
  image_url: null,
  price: 999,
  sale_price: null,
  in_stock: true,
  brand: null,
  category: null,
  pinned: false,
  ...overrides,
});

export const STAMP = '2025-03-10T10:00:00.000Z';

/** The search widget "topp-sok" as the server gives it. */
export const searchWidget = (overrides: Partial<SearchWidget> = {}): SearchWidget => ({
  id: 'topp-sok',
  comment: 'Søkefeltet i toppen',
  template: 'search-overlay',
  number_of_products: 8,
  products_per_row: 3,
  in_stock_only: false,
  on_sale_only: false,
  show_prices: true,
  show_images: true,
  show_suggestions: true,
  show_keyword_content: true,
  placeholder: 'Søk i butikken',
  title: '',
  primary_color: '#1f6feb',
  text_color: '#1b1f24',
  background_color: '#ffffff',
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

/**
 * The whole app at /7/{path}, signed in as the shop owner. Handlers are keyed by `METHOD /api/path`
 * without the query string (read it from `call.query`); bodies are parsed. Other calls go to the shared mock.
 */
/** A search template as GET /api/templates?kind=search answers it. */
const searchTemplate = (key: string, name: string, owner: 'default' | 'account', id: number | null) => ({
  key,
  id,
  name,
  kind: 'search',
  html: '<p data-bp-heading>Produkter</p>',
  css: '',
  settings: recommendationTemplateSettingsSchema.parse({}),
  owner,
  editable: owner === 'account',
  version: id === null ? 0 : 1,
  updated_at: id === null ? null : STAMP,
});

/** The two defaults and one of the account's own. */
export const SEARCH_TEMPLATES = [
  searchTemplate('search-overlay', 'Søkeoverlegg', 'default', null),
  searchTemplate('search-results', 'Søkeresultater', 'default', null),
  searchTemplate('t12', 'Vår søkemal', 'account', 12),
];

export function renderSearch(path: string, handlers: Handlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) } });
  const fallback = globalThis.fetch;
  const all: Handlers = {
    'GET /api/search/test': (call) => ({ body: searchAnswer(call.query.get('q') ?? '') }),
    'GET /api/templates': { body: { data: SEARCH_TEMPLATES } },
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

/** The first wait of a test: the screen's lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };
