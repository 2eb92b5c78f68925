/** Readers of the values feeds write in their own ways (prices with currency, availability words). */

export type AmountReading =
  | { kind: 'amount'; value: number }
  | { kind: 'fault'; key: 'invalid_amount' | 'currency_not_supported' };

/**
 * A number as shops write it: "1299", "1299.5", "1299,50", "1 299,00", "1.299,00", "1,299.00". A
 * thousands separator is taken only where it cannot be a decimal one (a different decimal separator
 * follows, or it is repeated): "1.299" alone could be 1,299 kr or 1.299 kr, so it is refused rather than
 * guessed, since a wrong price is worse than a rejected line.
 */
export function readNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (plain) return Number(`${plain[1]}.${plain[2] ?? '0'}`);
  const grouped = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!grouped?.[1] || !grouped[2]) return null;
  const thousands = grouped[2];
  const decimals = grouped[4];
  if (grouped[3] === thousands) return null;
  if (decimals === undefined && grouped[1].split(thousands).length < 3) return null;
  return Number(`${grouped[1].split(thousands).join('')}.${decimals ?? '0'}`);
}

/**
 * A Google price: "199.00 NOK", "199,00 NOK", "NOK 199", or a bare number (taken as kroner: the shop is
 * Norwegian). Another currency is a fault of its own, so the reason says so rather than "invalid amount".
 */
export function readPrice(text: string): AmountReading {
  const match = /^([A-Za-z]{3})?\s*([\d\s\u00a0\u202f.,']+?)\s*([A-Za-z]{3})?$/.exec(text.trim());
  if (!match?.[2] || (match[1] && match[3])) return { kind: 'fault', key: 'invalid_amount' };
  const currency = (match[1] ?? match[3] ?? 'NOK').toUpperCase();
  const value = readNumber(match[2]);
  if (value === null) return { kind: 'fault', key: 'invalid_amount' };
  if (currency !== 'NOK') return { kind: 'fault', key: 'currency_not_supported' };
  return { kind: 'amount', value };
}

/**
 * Google's availability as "can be bought now": preorder and backorder can be ordered, so they count as in
 * stock; out of stock does not. Older and spaced spellings are accepted. Null: not a known value.
 */
export function readAvailability(text: string): boolean | null {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (['in_stock', 'preorder', 'backorder', 'available_for_order'].includes(word)) return true;
  if (['out_of_stock', 'discontinued', 'sold_out'].includes(word)) return false;
  return null;
}

const CATEGORY_MAX = 200;

/**
 * A category path as the shop wrote it ("Klær > Herre > Skjorter"), kept whole because the panel compares
 * categories for equality and "Skjorter" alone would join men's and women's shirts. Separators are spaced
 * evenly; a path past the field's 200 characters loses its last segments rather than the product.
 */
export function readCategory(text: string): string | undefined {
  const segments = text
    .split('>')
    .map((segment) => segment.replace(/\s+/g, ' ').trim())
    .filter((segment) => segment !== '');
  while (segments.length > 1 && segments.join(' > ').length > CATEGORY_MAX) segments.pop();
  const path = segments.join(' > ');
  return path === '' ? undefined : path.slice(0, CATEGORY_MAX);
}

/**
 * Whether a sale price applies at `now` by Google's sale_price_effective_date ("start/end", ISO 8601;
 * offsets may lack the colon). An unreadable period does not hide the sale price.
 */
export function saleApplies(period: string, now: Date): boolean {
  const [start, end] = period.split('/').map((part) => part.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  const from = start ? Date.parse(start) : Number.NaN;
  const to = end ? Date.parse(end) : Number.NaN;
  if (Number.isNaN(from) || Number.isNaN(to)) return true;
  return now.getTime() >= from && now.getTime() < to;
}

/** Text from a feed with its line breaks and runs of spaces made single spaces; empty as absent. */
export function cleanText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean === '' ? undefined : clean;
}
