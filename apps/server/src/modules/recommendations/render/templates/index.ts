import type { RECOMMENDATION_DEFAULT_TEMPLATES, SearchDefaultTemplate } from '@butikkpanel/contracts';
import { CAROUSEL } from './carousel';
import { EMAIL_GRID } from './email-grid';
import { GRID } from './grid';
import { LIST } from './list';
import { SEARCH_OVERLAY } from './search-overlay';
import { SEARCH_RESULTS } from './search-results';

/** A template's two sources, both Liquid reading `widget` and `settings` (search templates also `search`). */
export interface TemplateSource {
  html: string;
  css: string;
}

/** The templates every account has (contracts' RECOMMENDATION_DEFAULT_TEMPLATES), by key. */
export const DEFAULT_TEMPLATE_SOURCES = {
  grid: GRID,
  carousel: CAROUSEL,
  list: LIST,
  'email-grid': EMAIL_GRID,
} as const satisfies Record<keyof typeof RECOMMENDATION_DEFAULT_TEMPLATES, TemplateSource>;

/** The search templates every account has (contracts' SEARCH_DEFAULT_TEMPLATES), by key. */
export const SEARCH_TEMPLATE_SOURCES = {
  'search-overlay': SEARCH_OVERLAY,
  'search-results': SEARCH_RESULTS,
} as const satisfies Record<SearchDefaultTemplate, TemplateSource>;
