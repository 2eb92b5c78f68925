import type { BuilderFont } from '@butikkpanel/contracts';
import type { Editor } from 'grapesjs';
import { attributeText, safeUrl } from './block-mjml';

export interface FontOption {
  /** The CSS stack the style manager writes into `font-family`. */
  id: string;
  label: string;
}

/** The style manager's font list: the defaults first, then the account's own, in the server's order. */
export function fontFamilyOptions(fonts: readonly BuilderFont[]): FontOption[] {
  const sorted = [...fonts.filter((font) => font.is_default), ...fonts.filter((font) => !font.is_default)];
  return sorted.map((font) => ({ id: font.stack, label: font.name }));
}

/** The account's own fonts that come with a stylesheet (the defaults are on every computer). */
export function fontsWithStylesheet(fonts: readonly BuilderFont[]): Array<BuilderFont & { css_url: string }> {
  return fonts.filter(
    (font): font is BuilderFont & { css_url: string } => !font.is_default && safeUrl(font.css_url) !== null,
  );
}

/** Whether an MJML source names the font in a font-family (quoted or not), matched as a whole name. */
function usesFont(mjml: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`font-family\\s*[=:]\\s*["']?[^"';>]*?(?:^|[\\s,'"])${escaped}(?=[\\s,'";]|$)`, 'i').test(
    mjml,
  );
}

/**
 * The MJML with an `<mj-font>` for every own font the design uses, so mail clients that load web fonts get
 * the stylesheet. Fonts already declared are left alone; a design without `<mj-head>` gets one.
 */
export function withFontDeclarations(mjml: string, fonts: readonly BuilderFont[]): string {
  const missing = fontsWithStylesheet(fonts).filter(
    (font) =>
      usesFont(mjml, font.name) &&
      !new RegExp(
        `<mj-font\\b[^>]*\\bname=["']${font.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`,
        'i',
      ).test(mjml),
  );
  if (missing.length === 0) return mjml;
  const declarations = missing
    .map((font) => `<mj-font name="${attributeText(font.name)}" href="${safeUrl(font.css_url)}"></mj-font>`)
    .join('');
  if (/<mj-head\b[^>]*>/i.test(mjml))
    return mjml.replace(/<mj-head\b[^>]*>/i, (head) => `${head}${declarations}`);
  if (/<mjml\b[^>]*>/i.test(mjml)) {
    return mjml.replace(/<mjml\b[^>]*>/i, (root) => `${root}<mj-head>${declarations}</mj-head>`);
  }
  return mjml;
}

const LINK_MARK = 'data-builder-font';

/** The own fonts' stylesheets in the canvas, so the design shows in them while it is made. */
function linkFontsInCanvas(editor: Editor, fonts: readonly BuilderFont[]): void {
  const doc = editor.Canvas.getDocument();
  if (!doc?.head) return;
  // The address is entity-escaped for MJML; the DOM wants it as it is.
  const wanted = new Map(
    fontsWithStylesheet(fonts).map((font) => [font.id, (safeUrl(font.css_url) ?? '').replace(/&amp;/g, '&')]),
  );
  for (const link of Array.from(doc.head.querySelectorAll<HTMLLinkElement>(`link[${LINK_MARK}]`))) {
    const id = link.getAttribute(LINK_MARK) ?? '';
    if (wanted.get(id) === link.getAttribute('href')) wanted.delete(id);
    else link.remove();
  }
  for (const [id, href] of wanted) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', href);
    link.setAttribute(LINK_MARK, id);
    doc.head.appendChild(link);
  }
}

interface SelectProperty {
  setOptions: (options: FontOption[]) => unknown;
}

/** Puts the account's fonts into the style manager's font-family list and loads them in the canvas. */
export function applyFonts(editor: Editor, fonts: readonly BuilderFont[]): void {
  const options = fontFamilyOptions(fonts);
  for (const sector of editor.StyleManager.getSectors()) {
    for (const property of sector.getProperties()) {
      if (property.getId() === 'font-family' && 'setOptions' in property) {
        (property as unknown as SelectProperty).setOptions(options);
      }
    }
  }
  linkFontsInCanvas(editor, fonts);
}
