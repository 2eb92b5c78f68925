import { SHOP_BASE_CSS, SHOP_CARD } from './shop-card';

/** One row that scrolls sideways inside the widget (never the page), `settings.columns` in view. */
export const CAROUSEL = {
  html: `<div class="bp-rec-root"><ul class="bp-rec bp-rec--carousel">{% for product in widget.products %}${SHOP_CARD}{% endfor %}</ul></div>`,
  css: `${SHOP_BASE_CSS}
.bp-rec--carousel {
  --bp-gap: 16px;
  display: grid; grid-auto-flow: column; gap: var(--bp-gap);
  grid-auto-columns: calc((100% - ({{ settings.columns }} - 1) * var(--bp-gap)) / {{ settings.columns }});
  overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x mandatory; padding-bottom: 8px;
}
.bp-rec--carousel .bp-rec__item { scroll-snap-align: start; }
@container (max-width: 560px) {
  .bp-rec--carousel { --bp-gap: 12px; grid-auto-columns: 42%; }
}
`,
};
