import type { RECOMMENDATION_DEFAULT_TEMPLATES } from '@butikkpanel/contracts';
import { CAROUSEL } from './carousel';
import { EMAIL_GRID } from './email-grid';
import { GRID } from './grid';
import { LIST } from './list';

/** A template's two sources, both Liquid reading `widget` and `settings`. */
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
