import { SHOP_BASE_CSS, SHOP_CARD } from './shop-card';

/** Rows of `settings.columns` products; two a row in a narrow place, one on the narrowest. */
export const GRID = {
  html: `<div class="bp-rec-root"><ul class="bp-rec bp-rec--grid">{% for product in widget.products %}${SHOP_CARD}{% endfor %}</ul></div>`,
  css: `${SHOP_BASE_CSS}
.bp-rec--grid {
  display: grid; gap: 16px;
  grid-template-columns: repeat({{ settings.columns }}, minmax(0, 1fr));
}
@container (max-width: 560px) {
  .bp-rec--grid { grid-template-columns: repeat(min({{ settings.columns }}, 2), minmax(0, 1fr)); gap: 12px; }
}
@container (max-width: 240px) {
  .bp-rec--grid { grid-template-columns: minmax(0, 1fr); }
}
`,
};
