import { type PopupAnswer, popupSettingsSchema, STORAGE_KEYS } from '@butikkpanel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** A fixed instant: the tests never read the clock. */
export const STAMP = '2026-03-20T10:00:00.000Z';
/** The first wait of a test: the lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const popupItem = (overrides: Partial<PopupAnswer> = {}): PopupAnswer => ({
  id: 3,
  name: 'Velkommen',
  status: 'active',
  // Through the schema, so every default the settings have is there.
  settings: popupSettingsSchema.parse({
    max_width: 800,
    placement: 'center',
    rules: { groups: [] },
    frequency: { mode: 'once', days: null },
    stop_after_submit: true,
    hide_from_subscribers: false,
  }),
  discount_template_id: null,
  variants: [
    {
      id: 31,
      name: 'A',
      weight: 100,
      html: '<p>Hei</p>',
      css: '',
      project: null,
      views: 1200,
      submissions: 150,
    },
  ],
  views: 1200,
  submissions: 150,
  conversion: 0.125,
  orders: 18,
  revenue: 12_345.5,
  updated_at: STAMP,
  ...overrides,
});

/** The API's one error shape. */
export const refused = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, ...(fields ? { fields } : {}) } },
});

/** The whole app at /7/{path}, signed in as the shop owner; handlers keyed `METHOD /api/path` (no query). */
export function renderPopups(path: string, handlers: Handlers) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'stored-token');
  window.localStorage.setItem(STORAGE_KEYS.notificationPermission, 'denied');
  mockApi({ 'GET /api/auth/me': { body: demoSession({ access_token: 'stored-token' }) } });
  const fallback = globalThis.fetch;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const [pathname = ''] = String(input).split('?');
      const handler = handlers[`${method} ${pathname}`];
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

/** A row's action from its menu ("Flere handlinger for «name»"): Innstillinger, Regler, Varianter, Dupliser, Slett. */
export async function rowAction(container: HTMLElement, name: string, action: string) {
  await userEvent.click(within(container).getByRole('button', { name: `Flere handlinger for «${name}»` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}
