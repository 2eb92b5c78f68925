import type { SearchAnswer, SearchHit } from '@butikkpanel/contracts';
import { safeUrl, shopUrl } from './shop-url';

export { safeUrl, shopUrl };

/** How the overlay looks: the widget in the answer, or these defaults (searchWidgetFieldsSchema's; a test checks). */
export type SearchLook = Omit<NonNullable<SearchAnswer['widget']>, 'id'>;
export const DEFAULT_SEARCH_LOOK: SearchLook = {
  template: 'search-overlay',
  number_of_products: 8,
  products_per_row: 4,
  in_stock_only: false,
  on_sale_only: false,
  show_prices: true,
  show_images: true,
  show_suggestions: true,
  show_keyword_content: true,
  placeholder: '',
  title: '',
  primary_color: '#1f6feb',
  text_color: '#1b1f24',
  background_color: '#ffffff',
};

export interface OverlayAnswer {
  query: string;
  total: number;
  products: SearchHit[];
  suggestions: string[];
  keywords: Array<{ keyword: string; content: string }>;
  look: SearchLook;
  /** The products drawn on the server with the widget's search template, or null (the overlay draws them). */
  drawn: { html: string; css: string } | null;
}

/** Whether a look lays products out in a grid: the results template (and 'grid' from older servers). */
export const isGridLook = (look: SearchLook) =>
  look.template === 'search-results' || look.template === 'grid';

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value : []);

export const formatKr = (amount: number) =>
  `${new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(amount)} kr`;

function readLook(widget: unknown): SearchLook {
  if (!isObject(widget)) return DEFAULT_SEARCH_LOOK;
  const look = { ...DEFAULT_SEARCH_LOOK };
  for (const key of Object.keys(look) as Array<keyof SearchLook>) {
    const value = widget[key];
    const fallback = DEFAULT_SEARCH_LOOK[key];
    if (typeof value !== typeof fallback) continue;
    if (key.endsWith('_color') && !COLOR.test(String(value))) continue;
    (look as Record<string, unknown>)[key] = value;
  }
  look.products_per_row = Math.min(6, Math.max(1, Math.round(look.products_per_row)));
  return look;
}

function readHit(value: unknown): SearchHit | null {
  if (!isObject(value) || typeof value.name !== 'string' || typeof value.price !== 'number') return null;
  return {
    product_id: text(value.product_id),
    name: value.name,
    url: shopUrl(value.url),
    image_url: safeUrl(value.image_url),
    price: value.price,
    sale_price: typeof value.sale_price === 'number' ? value.sale_price : null,
    in_stock: value.in_stock !== false,
    brand: typeof value.brand === 'string' ? value.brand : null,
    category: typeof value.category === 'string' ? value.category : null,
    pinned: value.pinned === true,
  };
}

/** The public search's answer (`SearchAnswer`), cut to what the overlay draws; null when unreadable. */
export function readSearchAnswer(answer: unknown): OverlayAnswer | null {
  if (!isObject(answer) || !Array.isArray(answer.products)) return null;
  const look = readLook(answer.widget);
  const products = list(answer.products)
    .map(readHit)
    .filter((hit): hit is SearchHit => hit !== null)
    .slice(0, look.number_of_products);
  return {
    query: text(answer.query),
    total: typeof answer.total === 'number' ? answer.total : products.length,
    products,
    suggestions: look.show_suggestions ? list(answer.suggestions).filter((s) => typeof s === 'string') : [],
    keywords: look.show_keyword_content
      ? list(answer.keywords)
          .filter(isObject)
          .map((entry) => ({ keyword: text(entry.keyword), content: text(entry.content) }))
          .filter((entry) => entry.content !== '')
      : [],
    look,
    drawn: readDrawn(answer.drawn),
  };
}

function readDrawn(drawn: unknown): OverlayAnswer['drawn'] {
  if (!isObject(drawn) || typeof drawn.html !== 'string' || typeof drawn.css !== 'string') return null;
  return { html: drawn.html, css: drawn.css };
}
