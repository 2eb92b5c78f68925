import { escapeHtml } from '../../../lib/html';
import { CATEGORIES, type Category, formatKr, PRODUCTS, type Product, productPath } from './catalogue';

export const DEMO_BASE = '/demo-shop/';
/** The search widget the demo seed creates for Demo Sko AS (seed/demo-search.ts): the header's search box uses it. */
export const SEARCH_WIDGET_ID = 'demo';
/** The recommendation widgets the demo seed gives Demo Sko AS (recommendations/demo-seed.ts), by page. */
export const RECOMMENDATION_WIDGETS = {
  product: 'andre-kjopte',
  front: 'populaert-na',
  cart: 'passer-til',
} as const;

export interface PageContext {
  /** The account the widget talks to; null when no account has chat (the shop still works). */
  accountId: number | null;
  /** ?account=ID when the page was opened with one, kept on every link. */
  query: string;
  /** The cart a reminder's link brings back (`?kurv=slug:quantity,…`), for the shop's script to fill in. */
  restore?: RestoredLine[];
}

export interface RestoredLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
}

/**
 * The lines of a recoverable cart link (`kurv=slug:quantity,…`, as the cart reminder's button writes it),
 * those the shelf has; at most 50, each 1 to 99.
 */
export function cartToRestore(query: unknown): RestoredLine[] {
  const value = (query as { kurv?: unknown } | null)?.kurv;
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .slice(0, 50)
    .flatMap((part) => {
      const [slug = '', count = ''] = part.split(':');
      const product = findProduct(slug);
      const quantity = Number(count);
      if (!product || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) return [];
      return [{ id: product.slug, name: product.name, price: product.price, quantity }];
    });
}

/** JSON inside a script element of type application/json: never read as HTML, never run. */
const restoreData = (context: PageContext) =>
  context.restore && context.restore.length > 0
    ? `<script type="application/json" data-restore-cart>${JSON.stringify(context.restore).replace(/</g, '\\u003c')}</script>\n`
    : '';

const link = (context: PageContext, page: string) => `${DEMO_BASE}${page}${context.query}`;

function layout(context: PageContext, title: string, main: string): string {
  const widget =
    context.accountId === null
      ? ''
      : `<script async src="/widget.js" data-account="${context.accountId}"></script>`;
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Demo Sko</title>
<link rel="stylesheet" href="${DEMO_BASE}assets/shop.css">
<script defer src="${DEMO_BASE}assets/shop.js"></script>
${widget}
${restoreData(context)}</head>
<body>
<a class="skip" href="#innhold">Hopp til innholdet</a>
<header class="top">
<a class="logo" href="${link(context, '')}">Demo Sko</a>
<form class="search" role="search" data-search>
<label class="sr" for="sok">Søk i butikken</label>
<input id="sok" name="q" type="search" placeholder="Søk etter sko, merker …" data-butikkpanel-search="${SEARCH_WIDGET_ID}">
</form>
<nav aria-label="Hovedmeny"><ul>
<li><a href="${link(context, '')}">Produkter</a></li>
<li><a href="${link(context, 'handlekurv')}">Handlekurv (<span data-cart-count>0</span>)</a></li>
</ul></nav>
</header>
<main id="innhold">
${main}
</main>
<footer class="bottom"><p>Demo Sko AS er en demobutikk for Butikkpanel. Ingenting her blir sendt eller betalt.</p></footer>
</body>
</html>`;
}

/** The picture with its size given, so the page does not shift as it loads. */
function picture(product: Product, loading: 'lazy' | 'eager', className = ''): string {
  const classes = className ? `picture ${className}` : 'picture';
  return `<img class="${classes}" src="${product.picture.path}" alt="${escapeHtml(product.picture.alt)}" width="400" height="400" loading="${loading}" decoding="async">`;
}

function productCard(context: PageContext, product: Product): string {
  return `<li class="card" data-category="${product.category}">
${picture(product, 'lazy')}
<h2><a href="${productPath(product.slug)}${context.query}">${escapeHtml(product.name)}</a></h2>
<p class="price">${formatKr(product.price)}</p>
</li>`;
}

/**
 * A recommendation widget under the shop's own heading: the widget fills the placeholder (docs/widget.md,
 * "Recommendations"); its height is kept for it in shop.css so the page does not jump when it arrives.
 */
function recommendations(id: string, heading: string, attributes = ''): string {
  return `<section class="recs" aria-labelledby="anbefalt-${id}">
<h2 id="anbefalt-${id}">${escapeHtml(heading)}</h2>
<div class="recs-slot" data-butikkpanel-recommendation="${id}"${attributes}></div>
</section>`;
}

export function frontPage(context: PageContext): string {
  const filters = [
    `<li><a href="${link(context, '')}" data-filter="">Alle</a></li>`,
    ...Object.entries(CATEGORIES).map(
      ([key, label]) => `<li><a href="${link(context, '')}" data-filter="${key}">${label}</a></li>`,
    ),
  ].join('');
  return layout(
    context,
    'Sko til alle årstider',
    `<h1>Sko til alle årstider</h1>
<div class="block-banner" data-butikkpanel-block="forside-banner"></div>
<nav aria-label="Kategorier"><ul class="filters">${filters}</ul></nav>
<ul class="grid" data-products>${PRODUCTS.map((product) => productCard(context, product)).join('')}</ul>
${recommendations(RECOMMENDATION_WIDGETS.front, 'Populært nå')}`,
  );
}

export function productPage(context: PageContext, product: Product): string {
  return layout(
    context,
    product.name,
    `<article class="product">
${picture(product, 'eager', 'big')}
<div>
<p class="crumb">${CATEGORIES[product.category as Category]}</p>
<h1>${escapeHtml(product.name)}</h1>
<p>${escapeHtml(product.description)}</p>
<p class="price">${formatKr(product.price)}</p>
<button type="button" class="button" data-add data-id="${product.slug}" data-name="${escapeHtml(product.name)}" data-price="${product.price}">Legg i handlekurven</button>
<p role="status" data-added></p>
</div>
</article>
${recommendations(RECOMMENDATION_WIDGETS.product, 'Andre kjøpte også', ` data-product="${escapeHtml(product.slug)}"`)}`,
  );
}

export function cartPage(context: PageContext): string {
  return layout(
    context,
    'Handlekurv',
    `<h1>Handlekurv</h1>
<div data-cart></div>
<p><a class="button" href="${link(context, 'kasse')}" data-checkout-link>Gå til kassen</a></p>
${recommendations(RECOMMENDATION_WIDGETS.cart, 'Passer til')}`,
  );
}

/** The checkout's code field asks the widget's check for the page's account; no account, no field. */
function discountForm(context: PageContext): string {
  if (context.accountId === null) return '';
  return `<form class="checkout discount" data-discount data-account="${context.accountId}">
<label for="rabattkode">Rabattkode</label>
<div class="row"><input id="rabattkode" name="rabattkode" autocomplete="off" autocapitalize="characters" spellcheck="false" required>
<button type="submit" class="button">Bruk</button></div>
</form>
<p role="status" aria-live="polite" data-discount-status></p>`;
}

export function checkoutPage(context: PageContext): string {
  return layout(
    context,
    'Kasse',
    `<h1>Kasse</h1>
<div data-summary></div>
${discountForm(context)}
<form class="checkout" data-checkout data-next="${link(context, 'bekreftelse')}">
<label for="navn">Navn</label><input id="navn" name="navn" autocomplete="name" required>
<label for="epost">E-post</label><input id="epost" name="epost" type="email" autocomplete="email" required>
<label for="adresse">Adresse</label><input id="adresse" name="adresse" autocomplete="street-address" required>
<button type="submit" class="button">Bekreft bestillingen</button>
</form>`,
  );
}

export function confirmationPage(context: PageContext): string {
  return layout(
    context,
    'Takk for bestillingen',
    `<h1>Takk for bestillingen!</h1><div data-confirmation></div>`,
  );
}

export function findProduct(slug: string): Product | undefined {
  return PRODUCTS.find((product) => product.slug === slug);
}
