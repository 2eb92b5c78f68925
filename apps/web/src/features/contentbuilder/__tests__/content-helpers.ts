import type { ContentPageAnswer } from '@butikkpanel/contracts';

/** A fixed instant: the tests never read the clock (11:00 in Oslo). */
export const STAMP = '2026-03-20T10:00:00.000Z';
/** The first wait of a test: the lazy chunk can take a while on a busy machine. */
export const SLOW = { timeout: 15_000 };

export const pageItem = (overrides: Partial<ContentPageAnswer> = {}): ContentPageAnswer => ({
  id: 3,
  name: 'Forside-banner',
  placement_key: 'forside-banner',
  from: null,
  to: null,
  draft_html: '<p>Hei</p>',
  draft_css: '',
  project: null,
  published_version: 2,
  live: true,
  placement_now: { id: 3, name: 'Forside-banner', from: null, until: null },
  versions: [
    { version: 2, published_at: STAMP },
    { version: 1, published_at: '2026-03-01T08:30:00.000Z' },
  ],
  updated_at: STAMP,
  ...overrides,
});

/** Intl's spaces (no-break and narrow no-break) read as plain spaces. */
export const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
