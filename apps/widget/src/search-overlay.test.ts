// @vitest-environment jsdom
import { SEARCH_TEXT_MIN_LENGTH, type SearchAnswer, searchWidgetFieldsSchema } from '@butikkpanel/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MIN_LENGTH } from './constants';
import { DEFAULT_SEARCH_LOOK, readSearchAnswer, shopUrl } from './search-answer';
import { searchInputs } from './search-hook';
import type { SearchModule } from './search-host';
import { attachSearch } from './search-overlay';
import { renderAnswer } from './search-render';
import { SEARCH_TEXTS } from './texts';

const HOST = { origin: 'https://panel.example', account: 7 };

const hit = (name: string, extra: Partial<SearchAnswer['products'][number]> = {}) => ({
  product_id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  url: `https://sko.example/produkt/${name.toLowerCase().replace(/\s+/g, '-')}`,
  image_url: null,
  price: 899,
  sale_price: null,
  in_stock: true,
  brand: null,
  category: null,
  pinned: false,
  ...extra,
});

function answer(overrides: Partial<SearchAnswer> = {}): SearchAnswer {
  return {
    query: 'joggesko',
    total: 2,
    products: [hit('Lettløper joggesko'), hit('Terreng joggesko', { sale_price: 719 })],
    suggestions: ['joggesko dame'],
    keywords: [],
    custom_result: null,
    widget: null,
    drawn: null,
    ...overrides,
  };
}

describe('the search answer', () => {
  it('uses the contract defaults and minimum length', () => {
    const { comment: _comment, ...defaults } = searchWidgetFieldsSchema.parse({});
    expect(DEFAULT_SEARCH_LOOK).toEqual(defaults);
    expect(SEARCH_MIN_LENGTH).toBe(SEARCH_TEXT_MIN_LENGTH);
  });

  it('is read with the defaults when the widget is unknown', () => {
    const read = readSearchAnswer(answer());
    expect(read?.look).toEqual(DEFAULT_SEARCH_LOOK);
    expect(read?.products.map((product) => product.name)).toEqual(['Lettløper joggesko', 'Terreng joggesko']);
    expect(readSearchAnswer({ error: { code: 'x' } })).toBeNull();
  });

  it('keeps only http(s) addresses and well-formed colours', () => {
    const read = readSearchAnswer(
      answer({
        products: [hit('Farlig', { url: 'javascript:alert(1)', image_url: 'data:image/png;base64,AA' })],
        widget: {
          ...DEFAULT_SEARCH_LOOK,
          id: 'demo',
          primary_color: 'red;background:url(x)',
          text_color: '#000',
          number_of_products: 1,
        },
      }),
    );
    expect(read?.products[0]?.url).toBeNull();
    expect(read?.products[0]?.image_url).toBeNull();
    expect(read?.look.primary_color).toBe(DEFAULT_SEARCH_LOOK.primary_color);
    expect(read?.look.text_color).toBe('#000');
  });
});

describe("product links stay on the shop's own origin", () => {
  const page = (origin: string) => ({ origin });

  it('sends a 127.0.0.1 visitor to 127.0.0.1, not to the localhost the catalogue was stored with', () => {
    const url = 'http://localhost:3000/demo-shop/produkt/lettloper?farge=bl%C3%A5#omtale';
    expect(shopUrl(url, page('http://127.0.0.1:3000'))).toBe(
      'http://127.0.0.1:3000/demo-shop/produkt/lettloper?farge=bl%C3%A5#omtale',
    );
    expect(shopUrl('http://127.0.0.1:3000/demo-shop/', page('http://localhost:3000'))).toBe(
      'http://localhost:3000/demo-shop/',
    );
    expect(shopUrl('http://localhost:3000/a', page('http://[::1]:3000'))).toBe('http://[::1]:3000/a');
  });

  it('treats www. and the bare name as one shop, and follows the page to https', () => {
    expect(shopUrl('http://www.sko.example/produkt/a', page('https://sko.example'))).toBe(
      'https://sko.example/produkt/a',
    );
    expect(shopUrl('https://sko.example/produkt/a', page('https://www.sko.example'))).toBe(
      'https://www.sko.example/produkt/a',
    );
  });

  it('keeps links to other sites and other ports as they are, and still refuses script', () => {
    expect(shopUrl('https://annen.example/produkt/a', page('https://sko.example'))).toBe(
      'https://annen.example/produkt/a',
    );
    expect(shopUrl('http://localhost:4000/a', page('http://127.0.0.1:3000'))).toBe('http://localhost:4000/a');
    expect(shopUrl('javascript:alert(1)', page('https://sko.example'))).toBeNull();
  });

  it("rewrites the overlay's product links to the page's origin", () => {
    // jsdom's page is on localhost; the catalogue was stored under 127.0.0.1.
    expect(location.hostname).toBe('localhost');
    const stored = `http://127.0.0.1${location.port ? `:${location.port}` : ''}/demo-shop/produkt/a`;
    const read = readSearchAnswer(answer({ suggestions: [], products: [hit('Lettløper', { url: stored })] }));
    if (!read) throw new Error('unreadable');
    const [option] = renderAnswer(read, SEARCH_TEXTS, 't').options;
    expect(option?.getAttribute('href')).toBe(`${location.origin}/demo-shop/produkt/a`);
  });
});

describe('rendering an answer', () => {
  const render = (given: SearchAnswer) => {
    const read = readSearchAnswer(given);
    if (!read) throw new Error('unreadable');
    const rendered = renderAnswer(read, SEARCH_TEXTS, 't');
    const box = document.createElement('div');
    box.append(...rendered.nodes);
    return { ...rendered, box };
  };

  it('lists suggestions, then products with name, price and the struck normal price beside a sale price', () => {
    const { box, options, status } = render(answer());
    expect(options.map((option) => option.textContent)).toEqual([
      'joggesko dame',
      'Lettløper joggesko899 kr',
      'Terreng joggesko719 kr før 899 kr',
    ]);
    expect(box.querySelector('s')?.textContent).toBe('899 kr');
    expect(options[1]?.getAttribute('href')).toBe('https://sko.example/produkt/lettl%C3%B8per-joggesko');
    expect(box.querySelector('[role=listbox]')?.getAttribute('aria-label')).toBe('Søkeresultater');
    expect(status).toBe('2 produkter funnet');
  });

  it('draws a grid with the widget’s products per row, its title, and leaves out what it hides', () => {
    const widget = {
      ...DEFAULT_SEARCH_LOOK,
      id: 'demo',
      template: 'search-results',
      products_per_row: 3,
      title: 'Søkeresultater',
      show_prices: false,
      show_suggestions: false,
    };
    const { box, options } = render(answer({ widget }));
    expect(box.querySelector('.products.grid')).not.toBeNull();
    expect(box.querySelector<HTMLElement>('[role=group]')?.style.getPropertyValue('--bp-cols')).toBe('3');
    expect(box.querySelector('.title')?.textContent).toBe('Søkeresultater');
    expect(options).toHaveLength(2);
    expect(box.querySelector('.price')).toBeNull();
    const pictured = render(
      answer({ products: [hit('Med bilde', { image_url: 'https://cdn.example/a.jpg' })] }),
    );
    expect(pictured.box.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.jpg');
    // The name is said once: as the picture's alt text, with the visible name hidden from screen readers.
    expect(pictured.box.querySelector('img')?.getAttribute('alt')).toBe('Med bilde');
    expect(pictured.box.querySelector('.name')?.getAttribute('aria-hidden')).toBe('true');
    expect(pictured.box.querySelector('.product .name')?.textContent).toBe('Med bilde');
    const unpictured = render(answer({ products: [hit('Uten bilde')] }));
    expect(unpictured.box.querySelector('.name')?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('uses the products the server drew with the widget’s template as the options, named by its heading', () => {
    const drawn = {
      html: '<div class="mine"><h3 data-bp-heading>Våre beste treff</h3><ul><li><a href="https://sko.example/a" data-bp-product="a"><img src="https://cdn.example/a.jpg" alt="">Lettløper joggesko <b>899 kr</b></a></li><li><div data-bp-product="b">Terreng joggesko</div></li></ul></div>',
      css: '.mine { color: red; }',
    };
    const { box, options } = render(answer({ widget: { ...DEFAULT_SEARCH_LOOK, id: 'demo' }, drawn }));
    expect(options.map((option) => [option.tagName, option.getAttribute('role'), option.id])).toEqual([
      ['DIV', 'option', 't-s0'],
      ['A', 'option', 't-p0'],
      ['DIV', 'option', 't-p1'],
    ]);
    expect(options[1]?.getAttribute('href')).toBe('https://sko.example/a');
    expect(options[1]?.getAttribute('tabindex')).toBe('-1');
    const group = box.querySelectorAll('[role=group]')[1];
    expect(group?.getAttribute('aria-labelledby')).toBe('t-pl');
    expect(box.querySelector('#t-pl')?.textContent).toBe('Våre beste treff');
    // The template's lists and heading are only layout inside the listbox; what is inside an option stays.
    for (const tag of ['ul', 'li', 'h3', '.mine']) {
      expect(box.querySelector(tag)?.getAttribute('role')).toBe('none');
    }
    expect(box.querySelector('b')?.hasAttribute('role')).toBe(false);
    // A drawing without products (a template that forgot them) leaves the overlay's own.
    const empty = render(
      answer({ widget: { ...DEFAULT_SEARCH_LOOK, id: 'demo' }, drawn: { html: '<p>Tomt</p>', css: '' } }),
    );
    expect(empty.options.map((option) => option.className)).toEqual(['suggestion', 'product', 'product']);
  });

  it('puts keyword content in as text, never as markup', () => {
    const content = '<img src=x onerror="alert(1)">Fri retur i 30 dager';
    const { box } = render(answer({ keywords: [{ keyword: 'retur', content }] }));
    expect(box.querySelector('.keyword')?.textContent).toBe(content);
    expect(box.querySelector('img')).toBeNull();
    expect(render(answer({ keywords: [{ keyword: 'retur', content: 'Fri retur.' }] })).status).toBe(
      'Fri retur. 2 produkter funnet',
    );
  });

  it('says so when nothing is found', () => {
    const { box, options, status } = render(answer({ products: [], suggestions: [], total: 0 }));
    expect(options).toEqual([]);
    expect(box.querySelector('[role=listbox]')).toBeNull();
    expect(box.textContent).toBe('Ingen treff for «joggesko».');
    expect(status).toBe('Ingen treff for «joggesko».');
  });
});

describe('the overlay', () => {
  let input: HTMLInputElement;
  let fetched: string[];
  let respond: (url: string) => SearchAnswer;
  const fakeFetch = (async (url: string) => {
    fetched.push(url);
    return new Response(JSON.stringify(respond(url)), { status: 200 });
  }) as unknown as typeof fetch;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<label for="q">Søk</label><input id="q" type="search"><button>Annet</button>';
    input = document.querySelector('input') as HTMLInputElement;
    input.focus();
    fetched = [];
    respond = () => answer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const type = (text: string) => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const key = (target: Element, name: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  const frame = () => document.querySelector<HTMLElement>('[id^=butikkpanel-search-]') as HTMLElement;
  const shadow = () => frame().shadowRoot as ShadowRoot;
  const listbox = () => shadow().querySelector('[role=listbox]') as HTMLElement;

  async function open() {
    attachSearch(input, 'demo', HOST, { fetch: fakeFetch });
    type('joggesko');
    await vi.advanceTimersByTimeAsync(200);
  }

  it('waits for a pause in typing and for the minimum length', async () => {
    attachSearch(input, 'demo', HOST, { fetch: fakeFetch });
    type('j');
    await vi.advanceTimersByTimeAsync(500);
    expect(fetched).toEqual([]);
    for (const text of ['jo', 'jog', 'jogg']) {
      type(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetched).toEqual(['https://panel.example/api/public/search/7?q=jogg&widget=demo']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(frame().style.display).toBe('block');
    expect(shadow().querySelector('[role=status]')?.textContent).toBe('2 produkter funnet');
  });

  it('makes the input a combobox controlling the overlay, and answers from memory the second time', async () => {
    await open();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-controls')).toBe(frame().id);
    type('j');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type('joggesko');
    await vi.advanceTimersByTimeAsync(200);
    expect(fetched).toHaveLength(1);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through suggestions and products with the arrow keys', async () => {
    await open();
    key(input, 'ArrowDown');
    expect(shadow().activeElement).toBe(listbox());
    expect(listbox().getAttribute('aria-activedescendant')).toBe(shadow().querySelector('.suggestion')?.id);
    key(listbox(), 'ArrowDown');
    key(listbox(), 'ArrowDown');
    key(listbox(), 'ArrowDown');
    const selected = shadow().querySelectorAll('[aria-selected=true]');
    expect(selected).toHaveLength(1);
    expect(selected[0]?.textContent).toContain('Terreng joggesko');
    expect(listbox().getAttribute('aria-activedescendant')).toBe(selected[0]?.id);
    key(listbox(), 'Home');
    key(listbox(), 'ArrowUp');
    expect(document.activeElement).toBe(input);
    expect(listbox().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('opens the active product with Enter, and searches a chosen suggestion', async () => {
    await open();
    key(input, 'ArrowUp');
    const product = shadow().querySelector<HTMLAnchorElement>('a[aria-selected=true]');
    expect(product?.textContent).toContain('Terreng joggesko');
    const clicked = vi.fn((event: Event) => event.preventDefault());
    product?.addEventListener('click', clicked);
    key(listbox(), 'Enter');
    expect(clicked).toHaveBeenCalledTimes(1);

    respond = () => answer({ query: 'joggesko dame', suggestions: [] });
    key(listbox(), 'Home');
    key(listbox(), 'Enter');
    expect(input.value).toBe('joggesko dame');
    expect(document.activeElement).toBe(input);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched.at(-1)).toContain('q=joggesko+dame');
    expect(shadow().querySelector('.suggestion')).toBeNull();
  });

  it('moves through and opens the products drawn by the template, with its CSS in the shadow root', async () => {
    respond = () =>
      answer({
        widget: { ...DEFAULT_SEARCH_LOOK, id: 'demo' },
        drawn: {
          html: '<p data-bp-heading>Treff i butikken</p><div><a class="hit" href="https://sko.example/a" data-bp-product="a">Lettløper</a><a class="hit" href="https://sko.example/b" data-bp-product="b">Terreng</a></div>',
          css: '.hit { display: block; }',
        },
      });
    await open();
    expect(shadow().textContent).toContain('Treff i butikken');
    const sheets = shadow().adoptedStyleSheets ?? [];
    const styles = [...sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))];
    const fallback = [...shadow().querySelectorAll('style')].map((style) => style.textContent);
    expect([...styles, ...fallback].join(' ')).toContain('.hit');
    key(input, 'ArrowDown');
    key(listbox(), 'ArrowDown');
    key(listbox(), 'ArrowDown');
    const selected = shadow().querySelector<HTMLAnchorElement>('[aria-selected=true]');
    expect(selected?.textContent).toBe('Terreng');
    expect(listbox().getAttribute('aria-activedescendant')).toBe(selected?.id);
    const clicked = vi.fn((event: Event) => event.preventDefault());
    selected?.addEventListener('click', clicked);
    key(listbox(), 'Enter');
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape with the focus back in the input, and on a click outside', async () => {
    await open();
    key(input, 'ArrowDown');
    key(listbox(), 'Escape');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(frame().style.display).toBe('none');

    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    document
      .querySelector('button')
      ?.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends typing in the results back to the input', async () => {
    await open();
    key(input, 'ArrowDown');
    key(listbox(), 'a');
    expect(document.activeElement).toBe(input);
  });

  it('stays away when the account has no search, and gives the input back on detach', async () => {
    const overlay = attachSearch(input, '', HOST, {
      fetch: (async () => new Response('{}', { status: 403 })) as unknown as typeof fetch,
    });
    type('joggesko');
    await vi.advanceTimersByTimeAsync(200);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    overlay.detach();
    expect(input.hasAttribute('role')).toBe(false);
    expect(document.querySelector('[id^=butikkpanel-search-]')).toBeNull();
  });
});

describe('attaching lazily', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the overlay only once a marked input is on the page, and once for all of them', async () => {
    document.body.innerHTML = '<input id="other">';
    const attach = vi.fn(() => ({ detach() {} }));
    const load = vi.fn(async (): Promise<SearchModule> => ({ attachSearch: attach }));
    const inputs = searchInputs(load, HOST);
    inputs.watch();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    const later = document.createElement('div');
    later.innerHTML = '<input data-butikkpanel-search="demo"><input data-butikkpanel-search="">';
    document.body.append(later);
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(attach.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['demo', '']);

    // Marked after the fact, or handed over with the API: attached once each.
    const other = document.getElementById('other') as HTMLInputElement;
    other.setAttribute('data-butikkpanel-search', 'topp');
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(3));
    inputs.attach(other, 'topp');
    const manual = document.createElement('input');
    inputs.attach(manual, 'manuell');
    inputs.attach(document.body, 'nei');
    await vi.waitFor(() => expect(attach).toHaveBeenCalledTimes(4));
    expect((attach.mock.calls[3] as unknown[])[1]).toBe('manuell');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
