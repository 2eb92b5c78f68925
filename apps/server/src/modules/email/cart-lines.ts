import type { Database } from '../../db/client';
import { formatKroner } from '../../lib/money';
import { findProductPictures } from '../shop-data';
import type { MergeContext, MergeLine } from './merge-tags';

/**
 * The cart-lines block: what an abandoned cart's reminder shows of the cart (each line's picture, name,
 * quantity and price in kr, the total) and the button back to it. One MJML source, rendered by the same
 * merge-tag path as every other mail (merge-tags.ts), so preview, test send and the flow's mail agree.
 */

/** The query parameter a recoverable cart link carries: `kurv=<product id>:<quantity>,…` (docs/flows.md). */
export const CART_LINK_PARAM = 'kurv';

/** A cart as tracking stores it (the cart.abandoned event's data): amounts in øre. */
export interface StoredCart {
  lines: ReadonlyArray<{ product_id?: string; name: string; quantity: number; price_ore: number }>;
  total_ore: number;
  /** The shop page the visitor was on when the cart was left, if tracking knew it. */
  page_url?: string | null;
}

/**
 * The MJML of the block. Loops sit inside one mj-text (no table: the builder's HTML parser would move
 * Liquid text out of one), so the block stays editable in the template builder.
 */
export function cartLinesMjml(texts: { heading: string; total: string; button: string }): string {
  return `<mj-section background-color="#ffffff"><mj-column>
      <mj-text font-size="18px" font-weight="bold">${texts.heading}</mj-text>
      <mj-text line-height="1.5">{% for line in cart.lines %}<p style="margin:0 0 12px 0;">{% if line.image_url != blank %}<img src="{{ line.image_url }}" alt="{{ line.name }}" width="64" height="64" style="width:64px;height:64px;object-fit:cover;vertical-align:middle;margin-right:12px;border-radius:4px;">{% endif %}<strong>{{ line.name }}</strong> · {{ line.quantity }} stk · {{ line.total }}</p>{% endfor %}</mj-text>
      <mj-text font-weight="bold">${texts.total}: {{ cart.total }}</mj-text>
      <mj-raw>{% if cart.url != blank %}</mj-raw>
      <mj-button background-color="#1f6feb" href="{{ cart.url }}">${texts.button}</mj-button>
      <mj-raw>{% endif %}</mj-raw>
    </mj-column></mj-section>`;
}

/** The block with its bokmål words: what a flow template's reminder is made with. */
export const CART_LINES_MJML = cartLinesMjml({
  heading: 'Dette ligger i handlekurven din',
  total: 'Totalt',
  button: 'Gå til handlekurven',
});

/** An http(s) address only: a cart's page that is anything else gives no link. */
function httpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The link back to the cart: the shop page the cart was left on, with its lines in `kurv`, so the shop
 * (the demo shop does) can fill the cart again in another browser, such as the one the mail is read in.
 */
export function recoverableCartUrl(cart: StoredCart): string {
  const url = httpUrl(cart.page_url);
  if (!url) return '';
  const lines = cart.lines.filter((line) => line.product_id && line.quantity > 0);
  if (lines.length === 0) return url.toString();
  url.searchParams.set(CART_LINK_PARAM, lines.map((line) => `${line.product_id}:${line.quantity}`).join(','));
  return url.toString();
}

/** The lines as the merge tags read them, each with its picture (empty when the catalogue has none). */
export function cartMergeLines(cart: StoredCart, pictures: ReadonlyMap<string, string>): MergeLine[] {
  return cart.lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    price: formatKroner(line.price_ore),
    total: formatKroner(line.price_ore * line.quantity),
    image_url: (line.product_id && pictures.get(line.product_id)) || '',
  }));
}

/** The `cart` of the merge tags, given the pictures of its products. */
export function cartMergeData(cart: StoredCart, pictures: ReadonlyMap<string, string>): MergeContext['cart'] {
  return {
    lines: cartMergeLines(cart, pictures),
    total: formatKroner(cart.total_ore),
    url: recoverableCartUrl(cart),
  };
}

/** The distinct product ids of a cart, sorted (a key two carts of the same products share). */
export function cartProductIds(cart: StoredCart): string[] {
  return [...new Set(cart.lines.flatMap((line) => (line.product_id ? [line.product_id] : [])))].sort();
}

/** The pictures of these products, from the account's catalogue. */
export function cartPictures(db: Database, accountId: number, productIds: readonly string[]) {
  return findProductPictures(db, accountId, productIds);
}
