/**
 * One product as the shop templates draw it (Liquid; reads `product` and `settings`). The whole card is one
 * link carrying `data-bp-product`, which the shop's loader counts clicks by. The old price gets a hidden
 * "før" so a screen reader does not read two prices as one.
 */
export const SHOP_CARD = `<li class="bp-rec__item">
{%- if product.url != blank %}<a class="bp-rec__card" href="{{ product.url }}" data-bp-product="{{ product.id }}">{% else %}<div class="bp-rec__card" data-bp-product="{{ product.id }}">{% endif -%}
<span class="bp-rec__image">{% if product.image_url != blank %}<img src="{{ product.image_url }}" alt="" loading="lazy">{% endif %}</span>
<span class="bp-rec__text">
<span class="bp-rec__name">{{ product.name }}</span>
{%- if settings.show_price %}
<span class="bp-rec__price">
{%- if product.sale_price != nil -%}
<span class="bp-rec__sale">{{ product.sale_price | kroner }}</span>
{%- if settings.show_sale_price %} <span class="bp-rec__was"><span class="bp-rec__hidden">før </span><s>{{ product.price | kroner }}</s></span>{% endif -%}
{%- else -%}
{{ product.price | kroner }}
{%- endif -%}
</span>
{%- endif %}
</span>
{%- if settings.button_text != blank %}<span class="bp-rec__button">{{ settings.button_text }}</span>{% endif -%}
{%- if product.url != blank %}</a>{% else %}</div>{% endif -%}
</li>`;

/** The styles every shop template shares: colours and the image shape from the settings. */
export const SHOP_BASE_CSS = `.bp-rec-root {
  container-type: inline-size;
  color: {{ settings.text_colour }};
  background: {{ settings.background_colour }};
  font: inherit;
}
.bp-rec { list-style: none; margin: 0; padding: 0; }
.bp-rec__item { min-width: 0; }
.bp-rec__card {
  display: flex; flex-direction: column; gap: 6px; height: 100%;
  color: inherit; text-decoration: none; box-sizing: border-box;
}
.bp-rec__card:focus-visible { outline: 2px solid {{ settings.button_colour }}; outline-offset: 2px; }
.bp-rec__image {
  display: block; aspect-ratio: {{ settings.image_ratio | replace: ":", " / " }};
  background: #f1f3f5; border-radius: 6px; overflow: hidden;
}
.bp-rec__image img { display: block; width: 100%; height: 100%; object-fit: cover; }
.bp-rec__text { display: flex; flex-direction: column; gap: 2px; flex: 1; }
.bp-rec__name { font-weight: 600; overflow-wrap: anywhere; }
.bp-rec__card:hover .bp-rec__name { text-decoration: underline; }
.bp-rec__price { white-space: nowrap; }
.bp-rec__sale { color: {{ settings.sale_colour }}; font-weight: 600; }
.bp-rec__was { opacity: 0.8; }
.bp-rec__hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap;
}
.bp-rec__button {
  align-self: flex-start; padding: 6px 12px; border-radius: 6px;
  background: {{ settings.button_colour }}; color: {{ settings.button_text_colour }};
}
`;
