import { type PopupAnswer, popupSettingsSchema } from '@butikkpanel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiCall, type ApiHandlers, renderSignedIn } from '@/test/render-signed-in';

export { refused } from '@/test/render-signed-in';
export type Call = ApiCall;
export type Handlers = ApiHandlers;

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

/** The whole app at /7/{path}, signed in as the shop owner; handlers keyed `METHOD /api/path` (no query). */
export const renderPopups = renderSignedIn;

/** A row's action from its menu ("Flere handlinger for «name»"): Innstillinger, Regler, Varianter, Dupliser, Slett. */
export async function rowAction(container: HTMLElement, name: string, action: string) {
  await userEvent.click(within(container).getByRole('button', { name: `Flere handlinger for «${name}»` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}
