import type { RecommendedProductAnswer } from '@butikkpanel/contracts';
import { describe, expect, it, vi } from 'vitest';
import { cssEngine, htmlEngine } from './engine';
import { formatKroner } from './kroner';
import { RecommendationRenderError, renderRecommendations } from './render';
import { renderSearch, type SearchToDraw } from './render-search';

const product = (
  id: string,
  name: string,
  price: number,
  extra: Partial<RecommendedProductAnswer> = {},
): RecommendedProductAnswer => ({
  id,
  name,
  url: `https://butikk.no/p/${id}`,
  image_url: `https://butikk.no/img/${id}.jpg`,
  price,
  sale_price: null,
  reason: 'bestsellers',
  fallback: false,
  ...extra,
});

const widget = {
  id: 'populaert',
  products_per_row: 3,
  products: [product('boots', 'Fjellstøvel', 1299, { sale_price: 999 }), product('socks', 'Ullsokk', 199)],
};

const custom = (html: string, css = '') => ({ html, css });

const searchAnswer: SearchToDraw = {
  query: 'støvel',
  total: 1,
  products: [
    {
      product_id: 'boots',
      name: 'Fjellstøvel',
      url: 'https://butikk.no/p/boots',
      image_url: 'https://butikk.no/img/boots.jpg',
      price: 1299,
      sale_price: 999,
      in_stock: true,
      brand: null,
      category: null,
      pinned: false,
    },
  ],
  suggestions: [],
  keywords: [],
  widget: {
    id: 'sok',
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
  },
};

describe('renderRecommendations', () => {
  it('draws every default template with a counted link per product', async () => {
    for (const key of ['grid', 'carousel', 'list', 'email-grid']) {
      const { html } = await renderRecommendations(key, {}, widget);
      expect(html.match(/data-bp-product="boots"/g)).toHaveLength(1);
      expect(html).toContain('href="https://butikk.no/p/socks" data-bp-product="socks"');
      expect(html).toContain('Fjellstøvel');
    }
  });

  it('prints prices the Norwegian way, the sale price beside the struck-through price', async () => {
    expect(formatKroner(1299)).toBe('1\u00a0299\u00a0kr');
    expect(formatKroner(49.5)).toBe('49,50\u00a0kr');
    expect(formatKroner(1234567)).toBe('1\u00a0234\u00a0567\u00a0kr');
    const { html } = await renderRecommendations('grid', {}, widget);
    expect(html).toContain(
      '<span class="bp-rec__sale">999\u00a0kr</span> <span class="bp-rec__was"><span class="bp-rec__hidden">før </span><s>1\u00a0299\u00a0kr</s></span>',
    );
    expect(html).toContain('199\u00a0kr');
    const onlyPaid = await renderRecommendations('grid', { show_sale_price: false }, widget);
    expect(onlyPaid.html).toContain('999\u00a0kr');
    expect(onlyPaid.html).not.toContain('1\u00a0299');
    const noPrice = await renderRecommendations('grid', { show_price: false }, widget);
    expect(noPrice.html).not.toContain('kr<');
  });

  it('reads its settings: columns from the widget, button text and colours from the fields', async () => {
    const plain = await renderRecommendations('grid', {}, widget);
    expect(plain.css).toContain('repeat(3, minmax(0, 1fr))');
    expect(plain.html).toContain('>Se produktet<');
    const styled = await renderRecommendations(
      'grid',
      { columns: 2, button_text: 'Kjøp nå', button_colour: '#123456', image_ratio: '4:3' },
      widget,
    );
    expect(styled.css).toContain('repeat(2, minmax(0, 1fr))');
    expect(styled.css).toContain('background: #123456');
    expect(styled.css).toContain('aspect-ratio: 4 / 3');
    expect(styled.html).toContain('>Kjøp nå<');
    await expect(renderRecommendations('grid', { text_colour: 'red;}' }, widget)).rejects.toMatchObject({
      problem: 'settings_invalid',
    });
  });

  it('keeps the e-mail grid to tables and inline styles', async () => {
    const { html, css } = await renderRecommendations('email-grid', {}, widget);
    expect(css).toBe('');
    expect(html).toMatch(/^<table role="presentation"/);
    expect(html).not.toMatch(/<(style|div|ul|li)\b/);
    expect(html.match(/<tr>/g)).toHaveLength(1);
  });

  it('escapes what the catalogue says, and drops links that are not web addresses', async () => {
    const { html } = await renderRecommendations(
      'grid',
      { button_text: '<b>Kjøp</b>' },
      {
        ...widget,
        products: [
          product('x"><script>alert(1)</script>', '<img src=x onerror=alert(1)>', 10, {
            url: 'javascript:alert(1)',
            image_url: 'https://butikk.no/a.jpg" onload="alert(1)',
          }),
        ],
      },
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('" onload="');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('data-bp-product="x&#34;&gt;&lt;script&gt;');
    expect(html).toContain('&lt;b&gt;Kjøp&lt;/b&gt;');
  });

  it('keeps a CSS value inside its rule', async () => {
    const { css } = await renderRecommendations(
      'grid',
      {},
      { ...widget, products: [product('a', '}</style><script>', 1)] },
      custom('', '.x { content: "{{ widget.products[0].name }}"; }'),
    );
    expect(css).toBe('.x { content: "/stylescript"; }');
  });

  it('stops a loop that never ends', async () => {
    const started = performance.now();
    const endless = custom(
      '{% for a in (1..100000) %}{% for b in (1..100000) %}{{ b }}{% endfor %}{% endfor %}',
    );
    await expect(renderRecommendations('grid', {}, widget, endless)).rejects.toBeInstanceOf(
      RecommendationRenderError,
    );
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('stops a template that writes 10 MB', async () => {
    const big = custom(
      '{% assign s = "xxxxxxxxxx" %}{% for i in (1..20) %}{% assign s = s | append: s %}{% endfor %}{{ s }}',
    );
    await expect(renderRecommendations('grid', {}, widget, big)).rejects.toMatchObject({
      problem: 'template_failed',
    });
    const wide = custom('{% for i in (1..1000000) %}xxxxxxxxxx{% endfor %}');
    await expect(renderRecommendations('grid', {}, widget, wide)).rejects.toMatchObject({
      problem: 'template_failed',
    });
  });

  it('reads no file', async () => {
    // The engines' file system is one that refuses everything, even a file that is there.
    for (const engine of [htmlEngine, cssEngine]) {
      expect(await engine.options.fs.exists('/etc/hostname')).toBe(false);
      await expect(engine.options.fs.readFile('/etc/hostname')).rejects.toThrow(
        'templates cannot read files',
      );
      expect(() => engine.options.fs.readFileSync('/etc/hostname')).toThrow('templates cannot read files');
    }
    for (const tag of [
      '{% include "/etc/passwd" %}',
      '{% render "../../package.json" %}',
      '{% layout "/etc/hosts" %}x',
    ]) {
      await expect(renderRecommendations('grid', {}, widget, custom(tag))).rejects.toMatchObject({
        problem: 'template_failed',
      });
    }
  });

  it('stops a stored template that runs past its time, but never a default, however slow the process is', async () => {
    // liquidjs counts the limit in wall time: a process busy with other requests makes every render look slow.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 1_000;
      return now;
    });
    const drawn = await renderRecommendations('grid', {}, widget);
    expect(drawn.html).toContain('Fjellstøvel');
    // The search overlay's defaults too: left out once, the shop's search answered 500 on a loaded machine.
    for (const key of ['search-overlay', 'search-results']) {
      expect((await renderSearch(key, {}, searchAnswer)).html).toContain('Fjellstøvel');
    }
    await expect(
      renderRecommendations(
        'grid',
        {},
        widget,
        custom('{% for p in widget.products %}{{ p.name }}{% endfor %}'),
      ),
    ).rejects.toMatchObject({ problem: 'template_failed' });
  });

  it('knows only the templates there are', async () => {
    await expect(renderRecommendations('toString', {}, widget)).rejects.toMatchObject({
      problem: 'template_unknown',
    });
  });
});
