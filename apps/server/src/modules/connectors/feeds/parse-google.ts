import { TextDecoder } from 'node:util';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { decodeBody, type FeedBody } from './feed-body';
import { FeedParseError } from './feed-errors';
import { checkProduct, type FeedItem, type FieldLabels } from './feed-item';
import { cleanText, readAvailability, readCategory, readPrice, saleApplies } from './feed-values';

/** Google's product namespace; its elements are keyed "g:<name>" whatever prefix the feed binds. */
export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** The item elements read; everything else (description, shipping, additional images) is skipped unread. */
const WANTED = new Set([
  'g:id',
  'g:title',
  'title',
  'g:link',
  'link',
  'g:image_link',
  'g:price',
  'g:sale_price',
  'g:sale_price_effective_date',
  'g:availability',
  'g:product_type',
  'g:google_product_category',
  'g:brand',
  'g:mpn',
  'g:gtin',
]);
/** A value longer than any field takes is cut here; the schema still refuses it as too long. */
const TEXT_CAP = 4096;
const ROOTS = new Set(['rss', 'feed', 'RDF']);
const ITEMS = new Set(['item', 'entry']);

const LABELS: FieldLabels = {
  external_id: 'g:id',
  name: 'title',
  url: 'link',
  image_url: 'g:image_link',
  price: 'g:price',
  sale_price: 'g:sale_price',
  in_stock: 'g:availability',
  category: 'g:product_type',
  brand: 'g:brand',
  sku: 'g:mpn',
};

/**
 * Entities HTML has and XML does not, which feed generators write anyway (&nbsp; in a title); without them
 * one product name would stop the whole feed. Entities declared in a DOCTYPE are never expanded (saxes does
 * not), so a feed cannot blow up or read files through them.
 */
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  aring: 'å',
  Aring: 'Å',
  oslash: 'ø',
  Oslash: 'Ø',
  aelig: 'æ',
  AElig: 'Æ',
  eacute: 'é',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  euro: '€',
  reg: '®',
  trade: '™',
  copy: '©',
  deg: '°',
  times: '×',
};

export interface GoogleFeedOptions {
  /** Sale prices outside g:sale_price_effective_date are dropped at this time; without it, periods are ignored. */
  now?: Date;
}

/** The encoding an XML declaration names (ISO-8859-1 is still seen in Norwegian feeds). */
function declaredEncoding(head: Uint8Array): string | null {
  const start = new TextDecoder('latin1').decode(head.subarray(0, 200));
  return /^\uFEFF?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start)?.[1] ?? null;
}

interface OpenItem {
  line: number;
  depth: number;
  values: Map<string, string>;
}

/** One item's values as an ingest product, with the faults a value showed before the schema. */
function toProduct(item: OpenItem, options: GoogleFeedOptions): FeedItem {
  const value = (key: string) => {
    const text = item.values.get(key)?.trim();
    return text === '' ? undefined : text;
  };
  const found: Record<string, string> = {};
  const amount = (key: string, field: string) => {
    const text = value(key);
    if (text === undefined) return undefined;
    const reading = readPrice(text);
    if (reading.kind === 'amount') return reading.value;
    found[field] = reading.key;
    return undefined;
  };
  const availability = value('g:availability');
  const inStock = availability === undefined ? undefined : readAvailability(availability);
  if (inStock === null) found.in_stock = 'invalid_value';
  let salePrice = amount('g:sale_price', 'sale_price');
  const period = value('g:sale_price_effective_date');
  if (salePrice !== undefined && period && options.now && !saleApplies(period, options.now)) {
    salePrice = undefined;
  }
  // google_product_category is Google's taxonomy, often a bare number that means nothing in the panel.
  const googleCategory = value('g:google_product_category');
  const category =
    value('g:product_type') ?? (googleCategory && !/^\d+$/.test(googleCategory) ? googleCategory : undefined);
  const input = {
    external_id: value('g:id'),
    name: cleanText(value('g:title') ?? value('title')),
    url: value('g:link') ?? value('link'),
    image_url: value('g:image_link'),
    price: amount('g:price', 'price'),
    sale_price: salePrice,
    in_stock: inStock ?? undefined,
    category: category === undefined ? undefined : readCategory(category),
    brand: cleanText(value('g:brand')),
    sku: value('g:mpn') ?? value('g:gtin'),
  };
  return checkProduct(input, item.line, LABELS, found);
}

/**
 * Google Shopping RSS 2.0 and Atom (and RSS 1.0) feeds, streamed: each <item> or <entry> becomes a product
 * or a rejected line as soon as it closes, so only one item is held at a time. Only an item's own child
 * elements are read (g:shipping's g:price is not the price). XML that is not well-formed stops the feed
 * with feed_unreadable after the items before the fault.
 */
export async function* parseGoogleFeed(
  body: FeedBody,
  options: GoogleFeedOptions = {},
): AsyncGenerator<FeedItem> {
  const parser = new SaxesParser({
    xmlns: true,
    // Feeds that use g: without declaring it are common enough to read them as Google's.
    resolvePrefix: (prefix: string) => (prefix === 'g' ? GOOGLE_NS : undefined),
  });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const ready: FeedItem[] = [];
  let fault: Error | null = null;
  let depth = 0;
  let rootSeen = false;
  let item: OpenItem | null = null;
  let capture: { key: string; text: string } | null = null;

  const keyOf = (tag: SaxesTagNS) => (tag.uri === GOOGLE_NS ? `g:${tag.local}` : tag.local);

  // saxes goes on after an error; items that close after the fault are not handed on.
  let faultAt = 0;
  let faultLine = 0;
  parser.on('error', (error) => {
    if (fault) return;
    fault = error;
    faultAt = ready.length;
    faultLine = parser.line;
  });
  parser.on('opentag', (tag) => {
    depth++;
    if (!rootSeen) {
      rootSeen = true;
      if (!ROOTS.has(tag.local)) throw new FeedParseError('feed_not_products');
      return;
    }
    if (!item) {
      if (ITEMS.has(tag.local) && tag.uri !== GOOGLE_NS)
        item = { line: parser.line, depth, values: new Map() };
      return;
    }
    if (depth !== item.depth + 1) return;
    const key = keyOf(tag);
    if (!WANTED.has(key) || item.values.has(key)) return;
    // Atom writes the product page as <link rel="alternate" href="…"/>.
    const href = tag.attributes.href?.value;
    const rel = tag.attributes.rel?.value ?? 'alternate';
    if (key === 'link' && href !== undefined) {
      if (rel === 'alternate') item.values.set(key, href);
      return;
    }
    capture = { key, text: '' };
  });
  const onText = (text: string) => {
    if (capture && capture.text.length < TEXT_CAP)
      capture.text += text.slice(0, TEXT_CAP - capture.text.length);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (item && capture && depth === item.depth + 1) {
      item.values.set(capture.key, capture.text);
      capture = null;
    } else if (item && depth === item.depth) {
      ready.push(toProduct(item, options));
      item = null;
    }
    depth--;
  });

  const unreadable = (cause: Error) =>
    new FeedParseError('feed_unreadable', { format: 'XML', line: faultLine }, { cause });
  for await (const text of decodeBody(body, declaredEncoding)) {
    parser.write(text);
    if (fault) {
      yield* ready.slice(0, faultAt);
      throw unreadable(fault);
    }
    yield* ready.splice(0);
  }
  parser.close();
  if (fault) {
    yield* ready.slice(0, faultAt);
    throw unreadable(fault);
  }
  yield* ready.splice(0);
  if (!rootSeen) throw new FeedParseError('feed_not_products');
}
