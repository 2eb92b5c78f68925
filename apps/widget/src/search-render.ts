import type { SearchHit } from '@butikkpanel/contracts';
import { formatKr, isGridLook, type OverlayAnswer, shopUrl } from './search-answer';
import { el } from './shadow';
import type { SearchTexts } from './texts';

export interface RenderedAnswer {
  /** What goes in the overlay, in order. */
  nodes: HTMLElement[];
  /** The listbox's options in keyboard order: suggestions first, then products. */
  options: HTMLElement[];
  /** For the polite live region. */
  status: string;
}

function price(hit: SearchHit, texts: SearchTexts): HTMLElement {
  const line = el('span', { class: 'price' });
  if (hit.sale_price !== null && hit.sale_price < hit.price) {
    line.append(
      el('span', { class: 'sale' }, formatKr(hit.sale_price)),
      ' ',
      el('span', { class: 'sr' }, `${texts.before} `),
      el('s', {}, formatKr(hit.price)),
    );
  } else {
    line.textContent = formatKr(hit.price);
  }
  return line;
}

function product(hit: SearchHit, answer: OverlayAnswer, texts: SearchTexts, id: string): HTMLElement {
  // A real link where there is an address, so ctrl-click and "open in new tab" work as on any link.
  const option = hit.url
    ? el('a', { role: 'option', id, href: hit.url, class: 'product', tabindex: '-1' })
    : el('div', { role: 'option', id, class: 'product' });
  const image = answer.look.show_images ? hit.image_url : null;
  if (image) {
    const picture = el('span', { class: 'pic' });
    picture.append(el('img', { src: image, alt: hit.name, loading: 'lazy' }));
    option.append(picture);
  }
  const about = el('span', { class: 'about' });
  // The picture's alt text is the product's name (a shop names a picture by its product), so the option is
  // read as "name, price" once, not with the name twice.
  about.append(el('span', image ? { class: 'name', 'aria-hidden': 'true' } : { class: 'name' }, hit.name));
  if (answer.look.show_prices) about.append(price(hit, texts));
  if (!hit.in_stock) about.append(el('span', { class: 'out' }, texts.soldOut));
  option.append(about);
  return option;
}

/**
 * The products as the server drew them with the widget's search template: each element carrying
 * data-bp-product becomes an option (in the template's order), everything around them is made
 * presentational so the listbox holds only groups and options, and a `data-bp-heading` element names the
 * group. Null when the drawing has no product in it, so the overlay draws them itself.
 */
function drawnProducts(
  drawn: NonNullable<OverlayAnswer['drawn']>,
  texts: SearchTexts,
  prefix: string,
): { box: HTMLElement; options: HTMLElement[] } | null {
  const holder = el('div', { class: 'drawn' });
  // The server's rendered template (recommendations render path): every value escaped, a stored template's
  // output made safe there (no script, no event handler, no javascript: link).
  holder.innerHTML = drawn.html;
  const options = [...holder.querySelectorAll<HTMLElement>('[data-bp-product]')].filter(
    (option) => !option.parentElement?.closest('[data-bp-product]'),
  );
  if (options.length === 0) return null;
  options.forEach((option, index) => {
    option.setAttribute('role', 'option');
    option.id = `${prefix}-p${index}`;
    if (option instanceof HTMLAnchorElement) {
      option.setAttribute('tabindex', '-1');
      // Same shop, another spelling: stay on the page's origin, as the overlay's own links do.
      const href = shopUrl(option.getAttribute('href'));
      if (href) option.setAttribute('href', href);
    }
  });
  for (const element of holder.querySelectorAll<HTMLElement>('*')) {
    if (element.getAttribute('role') === 'option' || element.closest('[role=option]')) continue;
    element.setAttribute('role', 'none');
  }
  const box = el('div', { role: 'group' });
  const heading = holder.querySelector<HTMLElement>('[data-bp-heading]');
  if (heading) {
    heading.id = `${prefix}-pl`;
    box.setAttribute('aria-labelledby', heading.id);
  } else box.setAttribute('aria-label', texts.products);
  box.append(holder);
  return { box, options };
}

function group(label: string, labelId: string, items: HTMLElement[], className: string): HTMLElement {
  const box = el('div', { role: 'group', 'aria-labelledby': labelId });
  const holder = el('div', { class: className });
  holder.append(...items);
  box.append(el('div', { class: 'label', id: labelId }, label), holder);
  return box;
}

/**
 * The answer as elements. Every text from the answer goes in as textContent (keyword content too, which
 * the shop writes as plain text), and links only to the http(s) addresses readSearchAnswer kept.
 */
export function renderAnswer(answer: OverlayAnswer, texts: SearchTexts, prefix: string): RenderedAnswer {
  const nodes: HTMLElement[] = [];
  const look = answer.look;
  if (look.title) nodes.push(el('p', { class: 'title' }, look.title));
  for (const keyword of answer.keywords) nodes.push(el('p', { class: 'keyword' }, keyword.content));

  const suggestions = answer.suggestions.map((suggestion, index) => {
    const option = el('div', { role: 'option', id: `${prefix}-s${index}`, class: 'suggestion' }, suggestion);
    option.dataset.suggestion = suggestion;
    return option;
  });
  const drawn =
    answer.drawn && answer.products.length > 0 ? drawnProducts(answer.drawn, texts, prefix) : null;
  const products =
    drawn?.options ?? answer.products.map((hit, index) => product(hit, answer, texts, `${prefix}-p${index}`));
  const options = [...suggestions, ...products];

  if (options.length > 0) {
    const listbox = el('div', {
      role: 'listbox',
      id: `${prefix}-list`,
      tabindex: '-1',
      'aria-label': look.title || texts.results,
    });
    if (suggestions.length > 0) {
      listbox.append(group(texts.suggestions, `${prefix}-sl`, suggestions, 'suggestions'));
    }
    if (drawn) listbox.append(drawn.box);
    else if (products.length > 0) {
      const grid = isGridLook(look);
      const holder = group(texts.products, `${prefix}-pl`, products, grid ? 'products grid' : 'products');
      if (grid) holder.style.setProperty('--bp-cols', String(look.products_per_row));
      listbox.append(holder);
    }
    nodes.push(listbox);
  }
  const empty = answer.products.length === 0;
  if (empty) nodes.push(el('p', { class: 'empty' }, texts.noResults(answer.query)));
  // Keyword content sits outside the listbox, so the live region reads it too.
  const said = answer.keywords.map((keyword) => keyword.content);
  said.push(empty ? texts.noResults(answer.query) : texts.found(answer.total));
  return { nodes, options, status: said.join(' ') };
}
