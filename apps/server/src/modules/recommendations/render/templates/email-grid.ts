/**
 * The e-mail grid: tables and inline styles only (what MJML and mail clients keep; no <style>, no flex or
 * grid), `settings.columns` products a row at most 600 px wide. Links and pictures need absolute addresses.
 */
export const EMAIL_GRID = {
  html: `{%- assign columns = settings.columns | at_most: 4 -%}
{%- assign width = 100 | divided_by: columns -%}
{%- assign last_column = columns | minus: 1 -%}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;max-width:600px;background:{{ settings.background_colour }};color:{{ settings.text_colour }};font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.4;">
{%- for product in widget.products -%}
{%- assign column = forloop.index0 | modulo: columns -%}
{%- if column == 0 %}<tr>{% endif -%}
<td valign="top" width="{{ width }}%" style="width:{{ width }}%;padding:8px;vertical-align:top;">
{%- if product.url != blank %}<a href="{{ product.url }}" data-bp-product="{{ product.id }}" style="color:{{ settings.text_colour }};text-decoration:none;display:block;">{% endif -%}
{%- if product.image_url != blank %}<img src="{{ product.image_url }}" alt="" width="130" style="display:block;width:100%;max-width:130px;height:auto;border:0;margin:0 0 6px 0;">{% endif -%}
<span style="display:block;font-weight:bold;">{{ product.name }}</span>
{%- if settings.show_price -%}
<span style="display:block;">
{%- if product.sale_price != nil -%}
<span style="color:{{ settings.sale_colour }};font-weight:bold;">{{ product.sale_price | kroner }}</span>
{%- if settings.show_sale_price %} <s>{{ product.price | kroner }}</s>{% endif -%}
{%- else -%}{{ product.price | kroner }}{%- endif -%}
</span>
{%- endif -%}
{%- if settings.button_text != blank %}<span style="display:inline-block;margin-top:6px;padding:6px 12px;background:{{ settings.button_colour }};color:{{ settings.button_text_colour }};border-radius:4px;">{{ settings.button_text }}</span>{% endif -%}
{%- if product.url != blank %}</a>{% endif -%}
</td>
{%- if column == last_column or forloop.last %}</tr>{% endif -%}
{%- endfor -%}
</table>`,
  css: '',
};
