import type { DiscountType } from '../discounts/schemas';

/**
 * A popup's text names its discount from the chosen code, never typed by hand: an element with this
 * attribute holds the amount ("10 % rabatt"), filled from the popup's code wherever the design is shown (the
 * shop, through the server, and the builder's canvas), so changing the code changes the text.
 */
export const DISCOUNT_AMOUNT_ATTRIBUTE = 'data-bp-amount';

/** A discount as its amount is named: per cent (12.5) or kroner (100). */
export interface DiscountAmount {
  type: DiscountType;
  amount: number;
}

/** 12.5 -> "12,5"; 99.5 kr -> "99,50"; thousands with a space, as bokmål writes them. */
function formatFigure(value: number, kroner: boolean): string {
  const whole = Number.isInteger(value);
  const fixed = kroner && !whole ? value.toFixed(2) : String(Math.round(value * 100) / 100);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** "10 % rabatt" or "100 kr rabatt". */
export function discountAmountText(discount: DiscountAmount): string {
  return discount.type === 'percent'
    ? `${formatFigure(discount.amount, false)} % rabatt`
    : `${formatFigure(discount.amount, true)} kr rabatt`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The design's HTML with every amount element's text set to `text`. Only an element holding plain text is
 * filled (the builder makes it one piece of text); the server's made-safe HTML always quotes attributes.
 */
export function fillDiscountAmounts(html: string, text: string): string {
  const element = new RegExp(
    `(<([a-z][a-z0-9]*)\\b[^>]*\\s${DISCOUNT_AMOUNT_ATTRIBUTE}(?:="[^"]*")?(?=[\\s>/])[^>]*>)[^<]*(</\\2>)`,
    'gi',
  );
  return html.replace(
    element,
    (_match, open: string, _tag: string, close: string) => `${open}${escapeText(text)}${close}`,
  );
}
