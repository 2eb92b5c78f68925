/**
 * The search templates every account has (issue 31, docs/search.md "Templates"). A search widget names one
 * of these keys or `t{id}` of a stored template of kind `search`; the overlay draws its products with it.
 */
export const SEARCH_DEFAULT_TEMPLATES = ['search-overlay', 'search-results'] as const;
export type SearchDefaultTemplate = (typeof SEARCH_DEFAULT_TEMPLATES)[number];
export const SEARCH_DEFAULT_TEMPLATE: SearchDefaultTemplate = 'search-overlay';

export const SEARCH_DEFAULT_TEMPLATE_NAMES: Record<SearchDefaultTemplate, string> = {
  'search-overlay': 'Søkeoverlegg',
  'search-results': 'Søkeresultater',
};

/**
 * The keys search widgets had before the templates (a list or a grid of products), read as the default
 * that draws the same: one product a row, or a grid of the widget's products per row.
 */
export const SEARCH_LEGACY_TEMPLATES: Record<string, SearchDefaultTemplate> = {
  list: 'search-overlay',
  grid: 'search-results',
};

export const isSearchDefaultTemplate = (key: string): key is SearchDefaultTemplate =>
  (SEARCH_DEFAULT_TEMPLATES as readonly string[]).includes(key);
