import { SHOP_BASE_CSS, SHOP_CARD } from './shop-card';

/** One product a row: picture, name and price, the button at the end. */
export const LIST = {
  html: `<div class="bp-rec-root"><ul class="bp-rec bp-rec--list">{% for product in widget.products %}${SHOP_CARD}{% endfor %}</ul></div>`,
  css: `${SHOP_BASE_CSS}
.bp-rec--list { display: flex; flex-direction: column; gap: 12px; }
.bp-rec--list .bp-rec__card { flex-direction: row; align-items: center; gap: 12px; }
.bp-rec--list .bp-rec__image { flex: 0 0 80px; }
.bp-rec--list .bp-rec__button { align-self: center; }
@container (max-width: 360px) {
  .bp-rec--list .bp-rec__image { flex-basis: 56px; }
  .bp-rec--list .bp-rec__button { display: none; }
}
`,
};
