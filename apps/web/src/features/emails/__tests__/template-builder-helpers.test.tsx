import { type BuilderFont, type CatalogueProduct, MERGE_TAGS } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { groupComponents } from '@/components/builder/components-dialog';
import {
  attributeText,
  discountCodeMjml,
  escapeHtml,
  expandSelfClosingTags,
  footerBlockMjml,
  placeholderProductMjml,
  productBlockMjml,
  safeUrl,
  starterMjml,
} from '../builder/block-mjml';
import { fontFamilyOptions, withFontDeclarations } from '../builder/fonts';
import { MERGE_TAG_IDS, mergeTagSnippet } from '../builder/merge-tags';
import { sampleCodeCss } from '../builder/sample-code';
import { templateSaveBody } from '../builder/template-settings';

const product = (overrides: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  product_id: 'p1',
  name: 'Joggesko',
  url: 'https://butikk.no/joggesko?farge=rod&str=42',
  image_url: 'https://butikk.no/bilder/joggesko.jpg',
  price: 1299,
  sale_price: null,
  in_stock: true,
  category: null,
  brand: null,
  sku: null,
  ...overrides,
});

const font = (overrides: Partial<BuilderFont>): BuilderFont => ({
  id: '1',
  name: 'Lato',
  stack: "'Lato', Arial, sans-serif",
  css_url: 'https://fonts.googleapis.com/css2?family=Lato',
  is_default: false,
  ...overrides,
});

describe('escaping for MJML', () => {
  it('escapes text and keeps double quotes out of attributes', () => {
    expect(escapeHtml(`<b>"Tom & Jerry's"</b>`)).toBe('&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt;');
    // The preset writes attributes back unescaped, so a quote would end one.
    expect(attributeText('Felg 17"')).toBe('Felg 17\u2033');
  });

  it('accepts only http(s) addresses and encodes what would break an attribute', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl('https://a.no/"x"<y>')).toBe('https://a.no/%22x%22%3Cy%3E');
    expect(safeUrl('https://a.no/?a=1&b=2')).toBe('https://a.no/?a=1&amp;b=2');
  });
});

describe('self-closing MJML tags', () => {
  it('are opened and closed, so the HTML parser keeps what follows outside them', () => {
    expect(
      expandSelfClosingTags(
        `<mj-column><mj-divider border-color="#ddd" /><mj-image src='https://a.no/x.png?a=1&b=/2' alt="1 > 0"/><mj-spacer/><mj-text>Hei</mj-text></mj-column>`,
      ),
    ).toBe(
      `<mj-column><mj-divider border-color="#ddd"></mj-divider><mj-image src='https://a.no/x.png?a=1&b=/2' alt="1 > 0"></mj-image><mj-spacer></mj-spacer><mj-text>Hei</mj-text></mj-column>`,
    );
  });

  it('leaves other tags and closed tags alone', () => {
    const source = '<mj-text>Linje<br/>to</mj-text><mj-divider></mj-divider>';
    expect(expandSelfClosingTags(source)).toBe(source);
  });
});

describe('product block', () => {
  it('has picture, name, price in kroner and a button to the product', () => {
    const mjml = productBlockMjml(product(), { buy: 'Kjøp nå' });
    expect(mjml).toMatch(/^<mj-section[^>]*><mj-column>/);
    expect(mjml).toContain('<mj-image src="https://butikk.no/bilder/joggesko.jpg" alt="Joggesko"');
    expect(mjml).toContain('>Joggesko</mj-text>');
    expect(mjml).toContain('1\u00a0299,00\u00a0kr');
    expect(mjml).toContain(
      '<mj-button align="center" href="https://butikk.no/joggesko?farge=rod&amp;str=42">Kjøp nå</mj-button>',
    );
  });

  it('escapes the product name and strikes the old price on sale', () => {
    const mjml = productBlockMjml(product({ name: '<script>"Lyn" & torden</script>', sale_price: 999 }), {
      buy: 'Kjøp',
    });
    expect(mjml).not.toContain('<script>');
    expect(mjml).toContain('&lt;script&gt;&quot;Lyn&quot; &amp; torden&lt;/script&gt;</mj-text>');
    expect(mjml).toContain('alt="&lt;script&gt;\u2033Lyn\u2033 &amp; torden&lt;/script&gt;"');
    expect(mjml).toContain('<s>1\u00a0299,00\u00a0kr</s> <strong>999,00\u00a0kr</strong>');
  });

  it('leaves out a picture and link that are missing or not http(s)', () => {
    const mjml = productBlockMjml(product({ url: 'javascript:alert(1)', image_url: null }), { buy: 'Kjøp' });
    expect(mjml).not.toContain('mj-image');
    expect(mjml).not.toContain('javascript');
    expect(mjml).toContain('<mj-button align="center">Kjøp</mj-button>');
  });

  it('has a plain card to fill in when the catalogue cannot be read', () => {
    const mjml = placeholderProductMjml({ name: 'Produktnavn', image: 'Bilde', buy: 'Kjøp nå' });
    expect(mjml).toContain('src="data:image/svg+xml,');
    expect(mjml).toContain('>Produktnavn</mj-text>');
    expect(mjml).toContain('0,00\u00a0kr');
  });
});

describe('footer block', () => {
  it("has the shop's lines, escaped, and the unsubscribe link", () => {
    const mjml = footerBlockMjml(
      {
        footer_company: 'Sko & Sånt AS',
        footer_address: 'Storgata 1\n0155 Oslo',
        footer_unsubscribe: 'Meld deg av her',
      },
      { unsubscribe: 'Meld deg av' },
    );
    expect(mjml).toContain('Sko &amp; Sånt AS<br>Storgata 1<br>0155 Oslo<br>');
    expect(mjml).toContain('<a href="{{ unsubscribe_url }}" style="color:#6b6b6b;">Meld deg av her</a>');
  });

  it('leaves out empty lines and falls back to the default link text', () => {
    const mjml = footerBlockMjml(
      { footer_company: '  ', footer_address: '', footer_unsubscribe: '' },
      { unsubscribe: 'Meld deg av' },
    );
    expect(mjml).toContain(
      'color="#6b6b6b"><a href="{{ unsubscribe_url }}" style="color:#6b6b6b;">Meld deg av</a>',
    );
    expect(footerBlockMjml(null, { unsubscribe: 'Meld deg av' })).toContain('{{ unsubscribe_url }}');
  });
});

describe('merge tags', () => {
  const known = MERGE_TAGS as Record<string, readonly string[]>;
  it.each(MERGE_TAG_IDS)('%s uses only tags the server accepts', (id) => {
    const snippet = mergeTagSnippet(id, 'Meld deg av');
    const loopVariables = [...snippet.matchAll(/{%\s*for\s+(\w+)\s+in\s+([\w.]+)\s*%}/g)];
    for (const [, , source = ''] of loopVariables) {
      const [root = '', field] = source.split('.');
      expect(known[root]).toContain(field);
    }
    const outputs = [...snippet.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1] ?? '');
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const [root = '', field] = output.split('.');
      expect(Object.keys(known)).toContain(root);
      if (field === undefined) expect(known[root]).toEqual([]);
      else expect(known[root]).toContain(field);
    }
  });

  it('puts the discount code in the discount block and escapes the link text', () => {
    expect(discountCodeMjml({ intro: 'Din kode:' })).toContain('{{ discount_code }}</span>');
    // Marked, so the canvas shows the sample code in its place and never the raw merge tag.
    expect(discountCodeMjml({ intro: 'Din kode:' })).toContain('<span class="discount-code"');
    expect(sampleCodeCss()).toContain('content:"EKSEMPELKODE"');
    expect(mergeTagSnippet('unsubscribeLink', '<Av>')).toBe('<a href="{{ unsubscribe_url }}">&lt;Av&gt;</a>');
  });

  it('starts a new design with a section, a column and a text', () => {
    expect(starterMjml('Skriv her')).toBe(
      '<mjml><mj-body><mj-section><mj-column><mj-text font-size="16px">Skriv her</mj-text></mj-column></mj-section></mj-body></mjml>',
    );
  });
});

describe('fonts', () => {
  const fonts = [
    font({ id: '7', name: 'Lato' }),
    font({
      id: 'default:Arial',
      name: 'Arial',
      stack: 'Arial, Helvetica, sans-serif',
      css_url: null,
      is_default: true,
    }),
  ];

  it('lists the defaults first, as name and CSS stack', () => {
    expect(fontFamilyOptions(fonts)).toEqual([
      { id: 'Arial, Helvetica, sans-serif', label: 'Arial' },
      { id: "'Lato', Arial, sans-serif", label: 'Lato' },
    ]);
  });

  it('declares the own fonts the design uses in <mj-head>', () => {
    const used = `<mjml><mj-body><mj-text font-family="'Lato', Arial, sans-serif">Hei</mj-text></mj-body></mjml>`;
    expect(withFontDeclarations(used, fonts)).toBe(
      `<mjml><mj-head><mj-font name="Lato" href="https://fonts.googleapis.com/css2?family=Lato"></mj-font></mj-head>${used.slice(6)}`,
    );
    const withHead = `<mjml><mj-head><mj-title>x</mj-title></mj-head><mj-body><mj-text font-family="Lato">Hei</mj-text></mj-body></mjml>`;
    expect(withFontDeclarations(withHead, fonts)).toContain('<mj-head><mj-font name="Lato"');
  });

  it('leaves a design alone that uses no own font or already declares it', () => {
    const unused = '<mjml><mj-body><mj-text font-family="Latosans">Hei</mj-text></mj-body></mjml>';
    expect(withFontDeclarations(unused, fonts)).toBe(unused);
    const declared =
      '<mjml><mj-head><mj-font name="Lato" href="https://x.no/a.css"></mj-font></mj-head><mj-body><mj-text font-family="Lato">Hei</mj-text></mj-body></mjml>';
    expect(withFontDeclarations(declared, fonts)).toBe(declared);
  });
});

describe('save body', () => {
  const settings = {
    name: '  Velkommen  ',
    type: 'BASIC' as const,
    subject: 'Hei {{ customer.first_name }}',
    preview_text: '',
    transactional: true,
    discount_id: 7,
  };
  const design = { mjml: '<mjml><mj-body></mj-body></mjml>', project: { pages: [] } };

  it('sends transactional only with the permission to change it', () => {
    expect(templateSaveBody(settings, design, false, [])).toEqual({
      name: 'Velkommen',
      type: 'BASIC',
      subject: 'Hei {{ customer.first_name }}',
      preview_text: '',
      mjml: design.mjml,
      project: design.project,
      discount_id: 7,
    });
    expect(templateSaveBody(settings, design, true, [])).toMatchObject({ transactional: true });
  });
});

describe('saved components', () => {
  it('are grouped in the order their groups first appear', () => {
    const component = (id: number, group: string) => ({
      id,
      builder: 'email' as const,
      title: `K${id}`,
      group,
      content: { type: 'mj-section' },
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const grouped = groupComponents([component(1, 'Topp'), component(2, 'Bunn'), component(3, 'Topp')]);
    expect(grouped.map(([group, items]) => [group, items.map((item) => item.id)])).toEqual([
      ['Topp', [1, 3]],
      ['Bunn', [2]],
    ]);
  });
});
