import type {
  Campaign,
  CampaignFigures,
  Contact,
  ContactDetail,
  ContactMail,
  EmailTemplate,
  EmailTemplateSummary,
  Segment,
} from '@butikkpanel/contracts';
import { STORAGE_KEYS } from '@butikkpanel/contracts';
import { vi } from 'vitest';
import { demoSession, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body, parsed; undefined for none or for a file. */
  body: unknown;
  /** The body as sent (a file upload's Blob). */
  raw: BodyInit | null | undefined;
}
type Answer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = (call: Call) => Answer;
export type Handlers = Record<string, Handler | Answer>;

export const STAMP = '2026-03-20T10:00:00.000Z';
/** The first wait of a test: the lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const templateSummary = (overrides: Partial<EmailTemplateSummary> = {}): EmailTemplateSummary => ({
  id: 1,
  name: 'Nyhetsbrev mars',
  type: 'BASIC',
  transactional: false,
  subject: 'Nytt i mars',
  discount_id: null,
  needs_discount_code: false,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

/** A whole template, as create and duplicate answer. */
export const template = (overrides: Partial<EmailTemplate> = {}): EmailTemplate => ({
  ...templateSummary(),
  preview_text: '',
  mjml: '',
  project: null,
  can_change_transactional: false,
  ...overrides,
});

export const figures = (overrides: Partial<CampaignFigures> = {}): CampaignFigures => ({
  recipients: 0,
  sent: 0,
  failed: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  orders: 0,
  revenue: 0,
  ...overrides,
});

/** A sent campaign with figures; pass `status` and `figures` for the other states. */
export const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 4,
  name: 'Vårsalg',
  template_id: 1,
  segment_id: null,
  subject: '',
  preview_text: '',
  discount_id: null,
  status: 'sent',
  scheduled_at: null,
  started_at: '2026-03-21T07:00:00.000Z',
  finished_at: '2026-03-21T07:20:00.000Z',
  figures: figures({
    recipients: 200,
    sent: 200,
    opened: 99,
    clicked: 25,
    unsubscribed: 2,
    orders: 11,
    revenue: 12_990.5,
  }),
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

/** A draft: nothing sent, no figures yet. */
export const draft = (overrides: Partial<Campaign> = {}): Campaign =>
  campaign({ status: 'draft', started_at: null, finished_at: null, figures: figures(), ...overrides });

export const contact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 11,
  email: 'kari@example.no',
  name: 'Kari Nordmann',
  consent: 'given',
  consent_source: 'checkout',
  consent_at: STAMP,
  suppressed: null,
  tags: ['vip'],
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const contactDetail = (overrides: Partial<ContactDetail> = {}): ContactDetail => ({
  ...contact(),
  history: [{ state: 'given', source: 'checkout', at: STAMP, ip: null, user_agent: null }],
  orders: { count: 3, total: 12_990.5, last_at: '2026-03-27T15:45:00.000Z' },
  ...overrides,
});

export const contactMail = (overrides: Partial<ContactMail> = {}): ContactMail => ({
  campaign_id: 4,
  campaign_name: 'Vårsalg',
  status: 'sent',
  sent_at: '2026-03-21T07:00:00.000Z',
  opened_at: '2026-03-21T09:15:00.000Z',
  clicked_at: null,
  unsubscribed_at: null,
  ...overrides,
});

export const segment = (overrides: Partial<Segment> = {}): Segment => ({
  id: 3,
  name: 'Storkunder',
  definition: { match: 'all', rules: [{ field: 'total_spent', op: 'gte', value: 1299.5 }] },
  count: 40,
  reachable: 31,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

/** The contact list's answer: one page and how many match in all. */
export const contactPage = (data: Contact[], total = data.length) => ({ data, total, page: 1, per_page: 25 });

/** The API's one error shape. */
export const refused = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

/** A 422 with field messages, as the server answers a body it does not accept. */
export const invalid = (fields: Record<string, string>) =>
  refused(422, 'validation_failed', 'Sjekk feltene som er merket.', fields);

/**
 * The whole app at /7/{path}, signed in as the shop owner. Handlers are keyed by `METHOD /api/path`
 * without the query string (read it from `call.query`); JSON bodies are parsed, a file is kept in `raw`.
 * Other calls go to the shared mock.
 */
export function renderEmails(path: string, handlers: Handlers) {
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
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        raw: init.body,
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

/** The calls of one method to one path (without the query string). */
export const callsTo = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path.split('?')[0] === path);
