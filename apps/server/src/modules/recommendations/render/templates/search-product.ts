/**
 * One search hit as the default search templates draw it (Liquid; reads `product`, `widget` and `settings`).
 * The element carrying `data-bp-product` is what the overlay makes an option of and counts clicks by; a
 * link where the product has an address. The search widget's show_images and show_prices turn parts off
 * (left out, as in the builder's preview, they are shown). The picture's alt text is the product's name (a
 * shop names a picture by its product) and the name beside it is hidden from screen readers, so an option is
 * read as the name once, then the price.
 */
export const SEARCH_PRODUCT = `
{%- if product.url != blank %}<a class="bp-search__product" href="{{ product.url }}" data-bp-product="{{ product.id }}">{% else %}<div class="bp-search__product" data-bp-product="{{ product.id }}">{% endif -%}
{%- assign bp_picture = false %}{% if widget.show_images != false and product.image_url != blank %}{% assign bp_picture = true %}{% endif -%}
{%- if bp_picture %}<span class="bp-search__image"><img src="{{ product.image_url }}" alt="{{ product.name }}" loading="lazy"></span>{% endif -%}
<span class="bp-search__text">
<span class="bp-search__name"{% if bp_picture %} aria-hidden="true"{% endif %}>{{ product.name }}</span>
{%- if widget.show_prices != false and settings.show_price %}
<span class="bp-search__price">
{%- if product.sale_price != nil and product.sale_price < product.price -%}
<span class="bp-search__sale">{{ product.sale_price | kroner }}</span>
{%- if settings.show_sale_price %} <span class="bp-search__hidden">før </span><s>{{ product.price | kroner }}</s>{% endif -%}
{%- else -%}
{{ product.price | kroner }}
{%- endif -%}
</span>
{%- endif %}
{%- if product.in_stock == false %}<span class="bp-search__out">Utsolgt</span>{% endif %}
</span>
{%- if product.url != blank %}</a>{% else %}</div>{% endif -%}`;

/** The styles both search templates share; the overlay's colours come in as its custom properties. */
export const SEARCH_BASE_CSS = `.bp-search-root { container-type: inline-size; color: inherit; }
.bp-search__heading { margin: 8px 8px 2px; font-size: 13px; font-weight: 700; }
.bp-search__product {
  display: flex; gap: 10px; align-items: center; padding: 6px 8px; border-radius: 8px;
  color: inherit; text-decoration: none; cursor: pointer; box-sizing: border-box; min-width: 0;
}
.bp-search__product:hover { background: rgba(127, 127, 127, 0.12); }
.bp-search__product[aria-selected="true"] {
  background: rgba(127, 127, 127, 0.14); box-shadow: inset 0 0 0 2px var(--bp-primary, {{ settings.button_colour }});
}
.bp-search__image {
  flex: none; display: block; width: 56px; aspect-ratio: {{ settings.image_ratio | replace: ":", " / " }};
  border-radius: 6px; overflow: hidden; background: rgba(127, 127, 127, 0.12);
}
.bp-search__image img { display: block; width: 100%; height: 100%; object-fit: cover; }
.bp-search__text { display: flex; flex-direction: column; min-width: 0; }
.bp-search__name { font-weight: 600; overflow-wrap: anywhere; }
.bp-search__price { font-size: 14px; }
.bp-search__sale { color: {{ settings.sale_colour }}; font-weight: 700; }
.bp-search__out { font-size: 13px; font-style: italic; }
.bp-search__hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
`;
