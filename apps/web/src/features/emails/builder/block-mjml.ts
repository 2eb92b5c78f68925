import type { CatalogueProduct } from '@butikkpanel/contracts';
import { escapeHtml } from '@/components/builder/escape-html';
import { formatAmount } from '@/lib/format';
import { discountCodeSnippet } from './sample-code';

export { escapeHtml };

/**
 * A value for an MJML attribute. The MJML preset writes attributes back unescaped when it exports, so a
 * double quote would end the attribute there: it becomes a double prime, which reads the same (17″).
 */
export function attributeText(value: string): string {
  return escapeHtml(value.replace(/"/g, '\u2033'));
}

/** An http(s) address for href/src, quotes and brackets percent-encoded; anything else (javascript:) is dropped. */
export function safeUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return null;
  return url
    .replace(/["<>]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/&/g, '&amp;');
}

/** A grey picture with a word on it, until the user chooses a real one (the preset's default host is gone). */
export function placeholderImage(label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">` +
    `<rect width="600" height="400" fill="#e7e9ee"/>` +
    `<text x="300" y="210" font-family="Arial, sans-serif" font-size="36" fill="#5f6368" text-anchor="middle">` +
    `${escapeHtml(label)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface ProductCardTexts {
  /** The button's words, e.g. 'Kjøp nå'. */
  buy: string;
}

export interface PlaceholderProductTexts extends ProductCardTexts {
  name: string;
  image: string;
}

interface ProductCard {
  name: string;
  url: string | null;
  imageUrl: string | null;
  price: string;
  oldPrice: string | null;
}

function productCardMjml(card: ProductCard, texts: ProductCardTexts): string {
  const href = card.url ? ` href="${card.url}"` : '';
  const image = card.imageUrl
    ? `<mj-image src="${card.imageUrl}" alt="${attributeText(card.name)}"${href} padding="10px 25px"></mj-image>`
    : '';
  const price = card.oldPrice
    ? `<s>${escapeHtml(card.oldPrice)}</s> <strong>${escapeHtml(card.price)}</strong>`
    : escapeHtml(card.price);
  return (
    '<mj-section padding="10px 0" background-color="#ffffff">' +
    '<mj-column>' +
    image +
    `<mj-text align="center" font-size="18px" font-weight="bold">${escapeHtml(card.name)}</mj-text>` +
    `<mj-text align="center" font-size="16px" padding-top="0">${price}</mj-text>` +
    `<mj-button align="center"${href}>${escapeHtml(texts.buy)}</mj-button>` +
    '</mj-column>' +
    '</mj-section>'
  );
}

/**
 * A catalogue product as an MJML section: picture, name, price in kroner (a sale price with the old one
 * struck through) and a button to the product's page. Amounts are Norwegian, as the mail's readers are.
 */
export function productBlockMjml(product: CatalogueProduct, texts: ProductCardTexts): string {
  const onSale = product.sale_price !== null && product.sale_price < product.price;
  return productCardMjml(
    {
      name: product.name,
      url: safeUrl(product.url),
      imageUrl: safeUrl(product.image_url),
      price: formatAmount(onSale && product.sale_price !== null ? product.sale_price : product.price, 'nb'),
      oldPrice: onSale ? formatAmount(product.price, 'nb') : null,
    },
    texts,
  );
}

/** The same card with words the user replaces, when the catalogue cannot be read. */
export function placeholderProductMjml(texts: PlaceholderProductTexts): string {
  return productCardMjml(
    {
      name: texts.name,
      url: null,
      imageUrl: placeholderImage(texts.image),
      price: formatAmount(0, 'nb'),
      oldPrice: null,
    },
    texts,
  );
}

/** The class the recommendations block's section carries, so the builder knows the block again. */
export const RECOMMENDATIONS_CLASS = 'bp-recommendations';

const recommendationsSection = (inner: string) =>
  `<mj-section padding="10px 0" background-color="#ffffff" css-class="${RECOMMENDATIONS_CLASS}">` +
  `<mj-column>${inner}</mj-column></mj-section>`;

/** The block as it is dropped, before a widget is chosen: says what to do; a mail shows this text. */
export function recommendationsPlaceholderMjml(texts: { title: string; body: string }): string {
  return recommendationsSection(
    `<mj-text align="center" font-size="16px" font-weight="bold">${escapeHtml(texts.title)}</mj-text>` +
      `<mj-text align="center" color="#5f6368">${escapeHtml(texts.body)}</mj-text>`,
  );
}

/**
 * The block naming an e-mail widget: the server replaces the marked element with the widget's answer for each
 * recipient (docs/email.md). Inside, for the canvas, the widget drawn by its template for no one in particular;
 * braces are written as entities so nothing of a product's name is read as a merge tag.
 */
export function recommendationsBlockMjml(widgetId: string, sampleHtml: string): string {
  const sample = sampleHtml.replace(/[{}]/g, (brace) => (brace === '{' ? '&#123;' : '&#125;'));
  return recommendationsSection(
    `<mj-text padding="10px 25px"><div data-bp-recommendation="${attributeText(widgetId)}">${sample}</div></mj-text>`,
  );
}

/**
 * The customer's discount code (`{{ discount_code }}`) in a box that looks like a code; the canvas shows a
 * sample in it (sample-code.ts), the mail the recipient's code from the template's code source.
 */
export function discountCodeMjml(texts: { intro: string }): string {
  return (
    '<mj-section padding="10px 0" background-color="#ffffff">' +
    '<mj-column>' +
    `<mj-text align="center" font-size="16px">${escapeHtml(texts.intro)}</mj-text>` +
    '<mj-text align="center" padding-top="0">' +
    discountCodeSnippet(
      'display:inline-block;padding:12px 24px;border:2px dashed #333333;border-radius:4px;' +
        "background-color:#f5f5f5;font-family:'Courier New',Courier,monospace;font-size:22px;" +
        'font-weight:bold;letter-spacing:2px;',
    ) +
    '</mj-text>' +
    '</mj-column>' +
    '</mj-section>'
  );
}

export interface FooterSettings {
  footer_company: string;
  footer_address: string;
  footer_unsubscribe: string;
}

/**
 * The shop's footer from its sender settings: company and address lines (empty ones left out, line breaks
 * kept) and the unsubscribe link every marketing mail needs, filled per recipient by `{{ unsubscribe_url }}`.
 */
export function footerBlockMjml(settings: FooterSettings | null, texts: { unsubscribe: string }): string {
  const lines = [settings?.footer_company ?? '', settings?.footer_address ?? '']
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => escapeHtml(line).replace(/\r?\n/g, '<br>'));
  const linkText = settings?.footer_unsubscribe.trim() || texts.unsubscribe;
  lines.push(`<a href="{{ unsubscribe_url }}" style="color:#6b6b6b;">${escapeHtml(linkText)}</a>`);
  return (
    '<mj-section padding="20px 0">' +
    '<mj-column>' +
    `<mj-text align="center" font-size="12px" line-height="18px" color="#6b6b6b">${lines.join('<br>')}</mj-text>` +
    '</mj-column>' +
    '</mj-section>'
  );
}

/**
 * `<mj-divider />` written as `<mj-divider></mj-divider>`. GrapesJS reads MJML with the browser's HTML
 * parser, which does not know self-closing custom tags and would put everything after one inside it.
 * Quoted attribute values may contain `>` or `/`.
 */
export function expandSelfClosingTags(mjml: string): string {
  return mjml.replace(
    /<(mj-[a-z-]+)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/>/gi,
    (_whole, tag: string, attributes: string) => `<${tag}${attributes}></${tag}>`,
  );
}

/** A new template's design: one section with a line of text to start from. */
export function starterMjml(text: string): string {
  return (
    '<mjml><mj-body>' +
    '<mj-section><mj-column>' +
    `<mj-text font-size="16px">${escapeHtml(text)}</mj-text>` +
    '</mj-column></mj-section>' +
    '</mj-body></mjml>'
  );
}
