import { SEARCH_BASE_CSS, SEARCH_PRODUCT } from './search-product';

/** The search overlay's products: a heading and one product a row, small pictures (what 'list' drew). */
export const SEARCH_OVERLAY = {
  html: `<div class="bp-search-root"><p class="bp-search__heading" data-bp-heading>Produkter</p><div class="bp-search__products">{% for product in widget.products %}${SEARCH_PRODUCT}{% endfor %}</div></div>`,
  css: SEARCH_BASE_CSS,
};
