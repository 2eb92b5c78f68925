import { SEARCH_BASE_CSS, SEARCH_PRODUCT } from './search-product';

/**
 * A results page: the query and how many were found, then the products in a grid of the settings' columns
 * (left out, the widget's products per row), one column on a narrow screen (what 'grid' drew).
 */
export const SEARCH_RESULTS = {
  html: `<div class="bp-search-root"><p class="bp-search__heading" data-bp-heading>{% if search.query != blank %}Søkeresultater for «{{ search.query }}» ({{ search.total }}){% else %}Søkeresultater{% endif %}</p><div class="bp-search__products bp-search__products--grid">{% for product in widget.products %}${SEARCH_PRODUCT}{% endfor %}</div></div>`,
  css: `${SEARCH_BASE_CSS}
.bp-search__products--grid {
  display: grid; gap: 6px; grid-template-columns: repeat({{ settings.columns | default: 4 }}, minmax(0, 1fr));
}
.bp-search__products--grid .bp-search__product { flex-direction: column; align-items: stretch; }
.bp-search__products--grid .bp-search__image { width: 100%; }
@container (max-width: 360px) {
  .bp-search__products--grid { grid-template-columns: minmax(0, 1fr); }
}
`,
};
