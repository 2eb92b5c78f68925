import postcss, { type AtRule, type Declaration } from 'postcss';
import sanitizeHtml from 'sanitize-html';

/**
 * What the popup and content builder saves, made safe to show on a shop (issue 17): a popup or block can
 * never run code there. The HTML keeps an allowlist of elements and attributes (no script, no event handler,
 * no frame, no form that posts anywhere: the widget sends the form itself); links may go to https, http,
 * mailto, tel or the shop's own paths; pictures only from the account's own files, the shared library's or
 * other https addresses (never another account's file). The
 * CSS keeps rules and @media/@container/@keyframes, without @import, expressions, bindings or url() outside those
 * pictures. Whatever is not allowed is dropped, never escaped into view.
 */
export interface DesignPolicy {
  /**
   * Is this address one of the files the account's designs may show: its own (its file library) or the
   * platform's shared library? Any other stored file is dropped.
   */
  isOwnFile(url: string): boolean;
}

export interface Design {
  html: string;
  css: string;
}

const TEXT_TAGS = ['p', 'span', 'div', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub'];
const BLOCK_TAGS = ['section', 'header', 'footer', 'article', 'aside', 'main', 'nav', 'figure', 'figcaption'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption'];
const FORM_TAGS = ['form', 'input', 'textarea', 'select', 'option', 'label', 'fieldset', 'legend', 'button'];
const MEDIA_TAGS = ['a', 'img'];

/** The input types a popup form may have (spec section 3's six field types, and its submit). */
const INPUT_TYPES = new Set(['text', 'number', 'email', 'checkbox', 'submit', 'hidden']);

const SAFE_CSS_VALUE = /^(?!.*(?:expression|javascript:|vbscript:|behavior|binding|@import|url\s*\(|\\)).*$/i;

/** The properties an element's own style may set (the builder's style manager); pictures go through CSS. */
const STYLE_PROPERTIES = [
  'color',
  'background',
  'background-color',
  'opacity',
  'box-shadow',
  'font',
  'font-size',
  'font-weight',
  'font-family',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'white-space',
  'vertical-align',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'width',
  'min-width',
  'max-width',
  'height',
  'min-height',
  'max-height',
  'box-sizing',
  'overflow',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'display',
  'flex',
  'flex-direction',
  'flex-wrap',
  'flex-basis',
  'justify-content',
  'align-items',
  'align-self',
  'gap',
  'grid-template-columns',
  'object-fit',
];

/** A stored file's path on a Butikkpanel server (`/api/images/{id}`), however it is spelt. */
function isStoredFilePath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not decodable: judged as written.
  }
  return /\/api\/+images\//i.test(decoded);
}

/**
 * Is this an address a picture may come from: one of the account's files or the shared library's, or
 * https elsewhere? A stored file that is neither (another account's image, by its id) never is, even at
 * an https address.
 */
function isAllowedImage(url: string, policy: DesignPolicy): boolean {
  const trimmed = url.trim();
  if (policy.isOwnFile(trimmed)) return true;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' && !isStoredFilePath(parsed.pathname);
  } catch {
    return false;
  }
}

function htmlOptions(policy: DesignPolicy): sanitizeHtml.IOptions {
  const common = ['class', 'id', 'title', 'role', 'style', 'lang', 'dir', 'aria-*', 'data-bp-*'];
  return {
    allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...HEADINGS, ...TABLE_TAGS, ...FORM_TAGS, ...MEDIA_TAGS],
    // Dropped with everything inside (a script's text must not become the popup's text).
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'title',
      'template',
      'iframe',
      'object',
    ],
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      '*': common,
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      input: [
        'type',
        'name',
        'placeholder',
        'required',
        'min',
        'max',
        'step',
        'value',
        'checked',
        'autocomplete',
      ],
      textarea: ['name', 'placeholder', 'required', 'rows'],
      select: ['name', 'required'],
      option: ['value', 'selected'],
      label: ['for'],
      button: ['type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    // http only for the account's own files on a server without TLS (development); the filter below decides.
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    allowedStyles: {
      '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_CSS_VALUE]])),
    },
    transformTags: {
      // A link to another site opens in a new tab without handing it this page (window.opener).
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      input: (tagName, attribs) => ({
        tagName,
        attribs: INPUT_TYPES.has((attribs.type ?? 'text').toLowerCase())
          ? attribs
          : { ...attribs, type: 'text' },
      }),
    },
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && (!frame.attribs.src || !isAllowedImage(frame.attribs.src, policy)),
  };
}

/** Keeps a declaration only when its value cannot load or run anything but the allowed pictures. */
function safeDeclaration(declaration: Declaration, policy: DesignPolicy): boolean {
  const value = declaration.value;
  if (
    /expression|javascript:|vbscript:|behavior|-moz-binding|@import|\\/i.test(`${declaration.prop}:${value}`)
  ) {
    return false;
  }
  // A block must not lay itself over the shop's page (a popup's overlay is the widget's, not the design's).
  if (declaration.prop.toLowerCase() === 'position' && /fixed|sticky/i.test(value)) return false;
  const urls = [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((match) => match[2] ?? '');
  if (/url\s*\(/i.test(value) && urls.length === 0) return false;
  return urls.every((url) => isAllowedImage(url, policy));
}

// @container: the default recommendation templates adapt to the width they get; a stored copy must too.
const ALLOWED_AT_RULES = new Set(['media', 'container', 'keyframes', '-webkit-keyframes', 'supports']);

/** The design's CSS with only rules, @media/@container/@supports/@keyframes and safe declarations; '' when it does not parse. */
export function safeCss(css: string, policy: DesignPolicy): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  root.walkAtRules((rule: AtRule) => {
    if (!ALLOWED_AT_RULES.has(rule.name.toLowerCase())) rule.remove();
  });
  root.walkDecls((declaration) => {
    if (!safeDeclaration(declaration, policy)) declaration.remove();
  });
  root.walkComments((comment) => {
    comment.remove();
  });
  // Shown in a <style> of the popup's shadow root: nothing may close that element early.
  return root.toString().replace(/<\/?style/gi, '');
}

/** The design as it may be stored and shown on the shop. */
export function safeDesign(design: Design, policy: DesignPolicy): Design {
  return { html: sanitizeHtml(design.html, htmlOptions(policy)), css: safeCss(design.css, policy) };
}
