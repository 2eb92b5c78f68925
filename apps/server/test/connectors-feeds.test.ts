import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import type { Product } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FeedItem,
  FeedParseError,
  type FetchFeedOptions,
  fetchFeed,
  importFeed,
  isRefusedAddress,
  type ProductSink,
  parseCsvFeed,
  parseGoogleFeed,
  parseJsonFeed,
} from '../src/modules/connectors/feeds';
import { readPrice } from '../src/modules/connectors/feeds/feed-values';

/**
 * Product feeds (issue 33): the fetcher reaches only public addresses (unless allow-listed), checks every
 * redirect, asks conditionally and stops at its size and time limits; the readers turn Google Shopping
 * RSS/Atom, our JSON and our CSV into ingest products a line at a time, a bad line rejected with its
 * reason while the rest go on; a 100,000-product feed streams through in bounded memory.
 */

// Our own fixture in the shape of Google's published RSS 2.0 sample (namespace g:, id, title, link,
// image_link, price, availability, shipping with its own price), with Norwegian products.
const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
<channel>
<title>Eksempel – Sportsbutikken</title>
<link>https://sport.example.no</link>
<description>Produktfeed for Google Shopping</description>
<item>
<g:id>JAKKE-1</g:id>
<title><![CDATA[Regnjakke  Fjell
  (herre)]]></title>
<link>https://sport.example.no/p/jakke-1</link>
<g:description>Vanntett jakke &amp; lett.</g:description>
<g:image_link>https://sport.example.no/img/jakke-1.jpg</g:image_link>
<g:condition>new</g:condition>
<g:availability>in_stock</g:availability>
<g:price>1 299,00 NOK</g:price>
<g:sale_price>999.00 NOK</g:sale_price>
<g:shipping>
<g:country>NO</g:country>
<g:service>Standard</g:service>
<g:price>79.00 NOK</g:price>
</g:shipping>
<g:product_type>Klær &gt; Herre &gt;  Jakker</g:product_type>
<g:google_product_category>5598</g:google_product_category>
<g:brand>Fjellvant</g:brand>
<g:mpn>FV-100</g:mpn>
<g:gtin>7012345678900</g:gtin>
</item>
<item>
<g:id>LUE-2</g:id>
<g:title>Ullue&nbsp;blå</g:title>
<g:link>https://sport.example.no/p/lue-2</g:link>
<g:availability>out of stock</g:availability>
<g:price>199.5 NOK</g:price>
<g:google_product_category>Apparel &amp; Accessories &gt; Clothing Accessories &gt; Hats</g:google_product_category>
<g:gtin>7012345678917</g:gtin>
</item>
<item>
<g:id>SKO-3</g:id>
<title>Joggesko</title>
<link>https://sport.example.no/p/sko-3</link>
<g:availability>preorder</g:availability>
<g:price>899 NOK</g:price>
<g:sale_price>699 NOK</g:sale_price>
<g:sale_price_effective_date>2025-04-01T00:00+0200/2025-04-30T23:59+0200</g:sale_price_effective_date>
</item>
</channel>
</rss>
`;

const ATOM = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Eksempel – Bokhandelen</title>
  <link rel="self" href="https://bok.example.no"/>
  <updated>2025-01-01T00:00:00Z</updated>
  <entry>
    <g:id>BOK-1</g:id>
    <title>Sult</title>
    <link rel="alternate" href="https://bok.example.no/p/sult"/>
    <summary>Roman</summary>
    <g:price>249.00 NOK</g:price>
    <g:availability>in stock</g:availability>
    <g:brand>Gyldendal</g:brand>
  </entry>
  <entry>
    <g:id>BOK-2</g:id>
    <title>Markens grøde</title>
    <link href="https://bok.example.no/p/markens-grode"/>
    <g:price>NOK 299</g:price>
    <g:availability>backorder</g:availability>
  </entry>
</feed>
`;

// One good item, then a price in words, a foreign currency, a missing id, a duplicate id, a bad
// availability, a bad image URL, and a good item last.
const MALFORMED_RSS = `<?xml version="1.0"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>
<item><g:id>A</g:id><title>Først</title><g:price>10.00 NOK</g:price></item>
<item><g:id>B</g:id><title>Gratis</title><g:price>gratis</g:price></item>
<item><g:id>C</g:id><title>Dollar</title><g:price>15.00 USD</g:price></item>
<item><title>Uten id</title><g:price>20 NOK</g:price></item>
<item><g:id>A</g:id><title>Først igjen</title><g:price>11 NOK</g:price></item>
<item><g:id>D</g:id><title>Rar lagerstatus</title><g:price>12 NOK</g:price><g:availability>kanskje</g:availability></item>
<item><g:id>E</g:id><title>Rar bildeadresse</title><g:price>12 NOK</g:price><g:image_link>ftp://x/y.jpg</g:image_link></item>
<item><g:id>F</g:id><title>Sist</title><g:price>30 NOK</g:price></item>
</channel></rss>
`;

const JSON_FEED = `[
  {"external_id": "J-1", "name": "Kopp", "price": 79, "in_stock": true, "category": "Kjøkken"},
  {"external_id": "J-2", "name": "Skål \\"stor\\" [hvit]", "price": 129.9, "sale_price": 99, "sku": "SK-2"},
  {"external_id": "J-3", "name": "Tallerken", "price": "abc"},
  {"external_id": "J-4", "name": "Fat", },
  {"external_id": "J-5", "name": "Mugge", "price": 249}
]
`;

const NDJSON_FEED = `{"external_id":"N-1","name":"Ett","price":1}
not json at all
{"external_id":"N-2","name":"To","price":2.5,"in_stock":false}
`;

const CSV_FEED =
  'external_id;name;price;sale_price;in_stock;category;brand;ekstra\r\n' +
  'C-1;"Genser; strikket";499,90;;ja;Klær;Strikk;x\r\n' +
  '\r\n' +
  'C-2;"Skjerf\r\nmed frynser";"199";149;nei;;;\r\n' +
  'C-3;"Sokker ""ull""";12,345;;;;;\r\n' +
  'C-4;Vott;59;;1;;;\r\n';

/** The rows of a generated feed, written as the reader asks for them (the test must not hold them either). */
function* hugeRss(count: number): Generator<string> {
  yield '<?xml version="1.0"?>\n<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel>\n';
  let rows: string[] = [];
  for (let index = 1; index <= count; index++) {
    rows.push(
      `<item><g:id>P-${index}</g:id><title>Produkt nummer ${index} med et ganske langt navn</title>` +
        `<link>https://shop.example.no/p/${index}</link><g:image_link>https://shop.example.no/i/${index}.jpg</g:image_link>` +
        `<g:description>En beskrivelse som feeden har med, men som ikke leses inn.</g:description>` +
        `<g:price>${(index % 1000) + 0.5} NOK</g:price><g:availability>in_stock</g:availability>` +
        `<g:product_type>Kategori ${index % 50} &gt; Under ${index % 7}</g:product_type><g:brand>Merke ${index % 30}</g:brand></item>\n`,
    );
    if (rows.length === 1000) {
      yield rows.join('');
      rows = [];
    }
  }
  yield `${rows.join('')}</channel></rss>\n`;
}

const HUGE_COUNT = 100_000;

let server: Server;
let base: string;
const sockets = new Set<Socket>();
const seenHeaders = new Map<string, IncomingMessage['headers']>();

async function writeAll(res: ServerResponse, parts: Iterable<string>): Promise<void> {
  for (const part of parts) {
    if (res.destroyed) return;
    if (!res.write(part)) await new Promise<void>((resolve) => res.once('drain', resolve));
  }
  res.end();
}

function redirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location });
  res.end();
}

function send(
  res: ServerResponse,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(200, { 'content-type': type, ...headers });
  res.end(body);
}

const MODIFIED = 'Mon, 03 Mar 2025 10:00:00 GMT';

/** The test server's feeds and misbehaviours, by path. */
const ROUTES: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/rss': (_req, res) => send(res, 'application/rss+xml; charset=utf-8', RSS),
  '/atom': (_req, res) => send(res, 'application/atom+xml', ATOM),
  '/malformed': (_req, res) => send(res, 'text/xml', MALFORMED_RSS),
  '/products.json': (_req, res) => send(res, 'application/json', JSON_FEED),
  '/products.ndjson': (_req, res) => send(res, 'application/octet-stream', NDJSON_FEED),
  '/products.csv': (_req, res) => send(res, 'text/csv', CSV_FEED),
  '/gzip': (_req, res) => send(res, 'application/xml', gzipSync(RSS), { 'content-encoding': 'gzip' }),
  '/gzip-bomb': (_req, res) =>
    send(res, 'application/xml', gzipSync(Buffer.alloc(4 * 1024 * 1024, 0x20)), {
      'content-encoding': 'gzip',
    }),
  '/etag': (req, res) => {
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304, { etag: '"v1"' });
      res.end();
    } else send(res, 'application/xml', RSS, { etag: '"v1"', 'last-modified': MODIFIED });
  },
  '/last-modified': (req, res) => {
    if (req.headers['if-modified-since'] === MODIFIED) {
      res.writeHead(304);
      res.end();
    } else send(res, 'application/xml', RSS, { 'last-modified': MODIFIED });
  },
  '/redirect-ok': (_req, res) => redirect(res, 302, '/rss'),
  '/redirect-private': (_req, res) => redirect(res, 301, 'http://10.0.0.1/feed.xml'),
  '/redirect-metadata': (_req, res) => redirect(res, 307, 'http://169.254.169.254/latest/meta-data/'),
  '/redirect-file': (_req, res) => redirect(res, 302, 'file:///etc/passwd'),
  '/redirect-loop': (_req, res) => redirect(res, 302, '/redirect-loop'),
  '/big': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    void writeAll(
      res,
      Array.from({ length: 20 }, () => 'x'.repeat(1024)),
    );
  },
  '/big-declared': (_req, res) => {
    res.writeHead(200, { 'content-length': String(20 * 1024) });
    res.end('x'.repeat(20 * 1024));
  },
  '/silent': () => {
    // never answers
  },
  '/stalls': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.write(RSS.slice(0, 200)); // the rest never comes
  },
  '/error': (_req, res) => {
    res.writeHead(500);
    res.end('feil');
  },
  '/html': (_req, res) =>
    send(res, 'text/html', '<!DOCTYPE html><html><head><title>Butikk</title></head><body></body></html>'),
  '/huge': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    void writeAll(res, hugeRss(HUGE_COUNT));
  },
};

function handle(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  seenHeaders.set(path, req.headers);
  const route = ROUTES[path];
  if (route) route(req, res);
  else {
    res.writeHead(404);
    res.end();
  }
}

beforeAll(async () => {
  server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const LIMITS: FetchFeedOptions = { allowHosts: ['127.0.0.1'], maxBytes: 1024 * 1024, timeoutMs: 5000 };

/** The sink of a test: keeps what it gets, and the sizes of the batches. */
function collectingSink(): ProductSink & { products: Product[]; batches: number[] } {
  const products: Product[] = [];
  const batches: number[] = [];
  return {
    products,
    batches,
    async write(batch) {
      batches.push(batch.length);
      products.push(...batch);
    },
  };
}

async function fetchAndImport(path: string, options: Partial<FetchFeedOptions> = {}) {
  const result = await fetchFeed(`${base}${path}`, { ...LIMITS, ...options });
  if (result.status !== 'ok') throw new Error('expected a body');
  const sink = collectingSink();
  const imported = await importFeed(result.body, 'auto', sink, {
    contentType: result.contentType,
    now: new Date('2025-03-01T12:00:00Z'),
  });
  return { ...imported, products: sink.products, fetched: result };
}

async function errorOf(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected an error');
}

async function drain(body: AsyncIterable<Buffer>): Promise<number> {
  let size = 0;
  for await (const chunk of body) size += chunk.length;
  return size;
}

async function items(generator: AsyncGenerator<FeedItem>): Promise<FeedItem[]> {
  const all: FeedItem[] = [];
  for await (const item of generator) all.push(item);
  return all;
}

/** A text as byte chunks of `size` (splitting multi-byte characters and CRLFs between chunks). */
async function* inChunks(text: string | Buffer, size: number): AsyncGenerator<Uint8Array> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

describe('the address rule', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, reserved and their IPv6 forms', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001:db8::1',
      'not an address',
    ];
    const allowed = [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '2a00:1450:4001::1',
      '::ffff:8.8.8.8',
    ];
    expect(refused.filter((address) => !isRefusedAddress(address))).toEqual([]);
    expect(allowed.filter((address) => isRefusedAddress(address))).toEqual([]);
  });
});

describe('reading a price', () => {
  it('takes NOK with a decimal point or comma and thousands groups, refuses other currencies and guesses', () => {
    const read = (text: string) => {
      const reading = readPrice(text);
      return reading.kind === 'amount' ? reading.value : reading.key;
    };
    expect(
      [
        '199.00 NOK',
        '199,00 NOK',
        'NOK 199',
        '199',
        '1 299,50 NOK',
        '1.299,50 NOK',
        '1,299.50 NOK',
        '1.299.000 NOK',
      ].map(read),
    ).toEqual([199, 199, 199, 199, 1299.5, 1299.5, 1299.5, 1299000]);
    expect(['15.00 USD', 'EUR 3'].map(read)).toEqual(['currency_not_supported', 'currency_not_supported']);
    // "1.299" is 1,299 kr in Norwegian writing and 1.299 in English: refused, not guessed.
    expect(['1.299 NOK', 'gratis', '', 'NOK', '1.234,567 NOK', '-5 NOK'].map(read)).toEqual(
      Array.from({ length: 6 }, () => 'invalid_amount'),
    );
  });
});

describe('fetching a feed', () => {
  it('refuses a URL that is not http(s)', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://feed.example.no/f.xml',
      'gopher://x/',
      'javascript:alert(1)',
      'feed',
    ]) {
      expect((await errorOf(fetchFeed(url, LIMITS))).code).toBe('feed_url_invalid');
    }
  });

  it('refuses 127.0.0.1 unless allow-listed, and fetches it when it is', async () => {
    const refused = await errorOf(fetchFeed(`${base}/rss`, { ...LIMITS, allowHosts: [] }));
    expect(refused.code).toBe('feed_address_refused');
    expect(refused.message).toContain('127.0.0.1');
    expect(seenHeaders.has('/rss')).toBe(false);
    const { products } = await fetchAndImport('/rss');
    expect(products).toHaveLength(3);
  });

  it('refuses 10.0.0.1 and 169.254.169.254 before connecting (the errors come at once, not at the time limit)', async () => {
    for (const url of [
      'http://10.0.0.1/feed.xml',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:80/',
    ]) {
      const error = await errorOf(fetchFeed(url, { ...LIMITS, allowHosts: [], timeoutMs: 60_000 }));
      expect(error.code).toBe('feed_address_refused');
    }
  });

  it('refuses a name that resolves to any private address, and never asks the name again to connect', async () => {
    const mixed = await errorOf(
      fetchFeed('http://feed.example.no/f.xml', {
        ...LIMITS,
        allowHosts: [],
        resolve: async () => [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.5', family: 4 },
        ],
      }),
    );
    expect(mixed.code).toBe('feed_address_refused');
    expect((await errorOf(fetchFeed('http://localhost/f.xml', { ...LIMITS, allowHosts: [] }))).code).toBe(
      'feed_address_refused',
    );
    // shop.example resolves nowhere in real DNS: the request reaches our server only through the checked address.
    const port = new URL(base).port;
    let asked = 0;
    const pinned = await fetchFeed(`http://shop.example:${port}/atom`, {
      ...LIMITS,
      resolve: async () => {
        asked++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(pinned.status).toBe('ok');
    if (pinned.status === 'ok') await drain(pinned.body);
    expect(asked).toBe(1);
    expect(seenHeaders.get('/atom')?.host).toBe(`shop.example:${port}`);
  });

  it('follows a redirect on the same rules: a public hop is followed, a private or non-http one refused', async () => {
    const { products, fetched } = await fetchAndImport('/redirect-ok');
    expect(products.map((product) => product.external_id)).toEqual(['JAKKE-1', 'LUE-2', 'SKO-3']);
    expect(fetched.status === 'ok' && fetched.url).toBe(`${base}/rss`);
    expect((await errorOf(fetchFeed(`${base}/redirect-private`, LIMITS))).code).toBe('feed_address_refused');
    expect((await errorOf(fetchFeed(`${base}/redirect-metadata`, LIMITS))).code).toBe('feed_address_refused');
    expect((await errorOf(fetchFeed(`${base}/redirect-file`, LIMITS))).code).toBe('feed_url_invalid');
    const loop = await errorOf(fetchFeed(`${base}/redirect-loop`, LIMITS));
    expect(loop.code).toBe('feed_too_many_redirects');
    expect(loop.message).toBe('Feed-adressen sendte videre mer enn 3 ganger.');
  });

  it('asks conditionally: the ETag or Last-Modified of the last run answers 304 as not modified', async () => {
    const first = await fetchFeed(`${base}/etag`, LIMITS);
    expect(first.status).toBe('ok');
    if (first.status !== 'ok') return;
    await drain(first.body);
    expect(first.etag).toBe('"v1"');
    expect(first.lastModified).toBe('Mon, 03 Mar 2025 10:00:00 GMT');
    const second = await fetchFeed(`${base}/etag`, {
      ...LIMITS,
      etag: first.etag,
      lastModified: first.lastModified,
    });
    expect(second).toEqual({ status: 'not_modified' });
    expect(seenHeaders.get('/etag')?.['if-none-match']).toBe('"v1"');

    const byDate = await fetchFeed(`${base}/last-modified`, {
      ...LIMITS,
      lastModified: 'Mon, 03 Mar 2025 10:00:00 GMT',
    });
    expect(byDate).toEqual({ status: 'not_modified' });
    const changed = await fetchFeed(`${base}/last-modified`, {
      ...LIMITS,
      lastModified: 'Sun, 02 Mar 2025 10:00:00 GMT',
    });
    expect(changed.status).toBe('ok');
    if (changed.status === 'ok') await drain(changed.body);
  });

  it('stops a body past maxBytes: announced, streamed, or inflated from gzip', async () => {
    const small = { ...LIMITS, maxBytes: 4 * 1024 };
    const declared = await errorOf(fetchFeed(`${base}/big-declared`, small));
    expect(declared.code).toBe('feed_too_large');
    expect(declared.message).toBe('Feeden er større enn 4 kB, som er det meste som hentes.');

    const streamed = await fetchFeed(`${base}/big`, small);
    if (streamed.status !== 'ok') throw new Error('expected a body');
    expect((await errorOf(drain(streamed.body))).code).toBe('feed_too_large');

    const bomb = await fetchFeed(`${base}/gzip-bomb`, { ...LIMITS, maxBytes: 64 * 1024 });
    if (bomb.status !== 'ok') throw new Error('expected a body');
    expect((await errorOf(drain(bomb.body))).code).toBe('feed_too_large');

    const { products } = await fetchAndImport('/gzip');
    expect(products).toHaveLength(3);
    expect(seenHeaders.get('/gzip')?.['accept-encoding']).toContain('gzip');
  });

  it('gives up on a server that never answers, or stops sending, at the time limit', async () => {
    const silent = await errorOf(fetchFeed(`${base}/silent`, { ...LIMITS, timeoutMs: 300 }));
    expect(silent.code).toBe('feed_timeout');
    expect(silent.message).toBe('Feeden ble ikke hentet ferdig innen 0,3 sekunder.');

    const stalls = await fetchFeed(`${base}/stalls`, { ...LIMITS, timeoutMs: 300 });
    if (stalls.status !== 'ok') throw new Error('expected a body');
    expect((await errorOf(drain(stalls.body))).code).toBe('feed_timeout');
  });

  it('reports an HTTP error status, and a web page that is not a feed', async () => {
    const error = await errorOf(fetchFeed(`${base}/error`, LIMITS));
    expect(error.code).toBe('feed_http_error');
    expect(error.message).toBe('Feed-adressen svarte med HTTP-status 500.');
    expect((await errorOf(fetchAndImport('/html'))).code).toBe('feed_not_products');
  });
});

describe('reading a feed', () => {
  const JAKKE: Product = {
    external_id: 'JAKKE-1',
    name: 'Regnjakke Fjell (herre)',
    url: 'https://sport.example.no/p/jakke-1',
    image_url: 'https://sport.example.no/img/jakke-1.jpg',
    price: 1299,
    sale_price: 999,
    in_stock: true,
    category: 'Klær > Herre > Jakker',
    brand: 'Fjellvant',
    sku: 'FV-100',
  };

  it("reads Google's RSS shape: g: fields, the item's own price (not shipping's), categories, sale periods", async () => {
    const { products, format, report, seen } = await fetchAndImport('/rss');
    expect(format).toBe('google');
    expect(seen).toBe(3);
    expect(report.rejectedCount).toBe(0);
    expect(products[0]).toEqual(JAKKE);
    expect(products[1]).toEqual({
      external_id: 'LUE-2',
      name: 'Ullue blå',
      url: 'https://sport.example.no/p/lue-2',
      price: 199.5,
      in_stock: false,
      category: 'Apparel & Accessories > Clothing Accessories > Hats',
      sku: '7012345678917',
    });
    // The sale runs in April; on 1 March only the price applies. Preorder can be bought.
    expect(products[2]).toMatchObject({ external_id: 'SKO-3', price: 899, in_stock: true });
    expect(products[2]?.sale_price).toBeUndefined();
  });

  it('reads the same RSS split into 7-byte chunks, and an ISO-8859-1 feed by its declaration', async () => {
    const whole = await items(parseGoogleFeed(inChunks(RSS, 1 << 20)));
    const split = await items(parseGoogleFeed(inChunks(RSS, 7)));
    expect(split).toEqual(whole);
    // Latin-1 has no en dash: the channel title's goes.
    const latin = RSS.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace('–', '-');
    const fromLatin = await items(parseGoogleFeed(inChunks(Buffer.from(latin, 'latin1'), 5)));
    expect(fromLatin[0]).toMatchObject({ kind: 'product', product: { category: 'Klær > Herre > Jakker' } });
  });

  it('reads an Atom feed with the g: namespace', async () => {
    const { products, format } = await fetchAndImport('/atom');
    expect(format).toBe('google');
    expect(products).toEqual([
      {
        external_id: 'BOK-1',
        name: 'Sult',
        url: 'https://bok.example.no/p/sult',
        price: 249,
        in_stock: true,
        brand: 'Gyldendal',
      },
      {
        external_id: 'BOK-2',
        name: 'Markens grøde',
        url: 'https://bok.example.no/p/markens-grode',
        price: 299,
        in_stock: true,
      },
    ]);
  });

  it('rejects each malformed item with its reason and line, and imports the rest', async () => {
    const { products, report, seen, ids, imported } = await fetchAndImport('/malformed');
    expect(seen).toBe(8);
    expect(products.map((product) => product.external_id)).toEqual(['A', 'F']);
    expect(imported).toBe(2);
    expect([...ids]).toEqual(['A', 'F']);
    expect(report.rejectedCount).toBe(6);
    expect(report.rejected).toEqual([
      { line: 4, id: 'B', reason: 'g:price: Beløpet må være et tall med høyst to desimaler.' },
      { line: 5, id: 'C', reason: 'g:price: Bare NOK støttes.' },
      { line: 6, id: null, reason: 'g:id: Feltet må fylles ut.' },
      {
        line: 7,
        id: 'A',
        reason: 'Id-en står flere ganger i feeden; bare den første (linje 3) er tatt med.',
      },
      { line: 8, id: 'D', reason: 'g:availability: Ugyldig verdi.' },
      { line: 9, id: 'E', reason: 'g:image_link: Ugyldig verdi.' },
    ]);
  });

  it('stops at XML that is not well-formed, after handing on the items before the fault', async () => {
    const broken =
      '<rss xmlns:g="http://base.google.com/ns/1.0"><channel>\n<item><g:id>OK</g:id><title>Fin</title><g:price>1 NOK</g:price></item>\n<item><g:id>X</g:id><title>Ødelagt</titel></item></channel></rss>';
    const seen: FeedItem[] = [];
    const error = await errorOf(
      (async () => {
        for await (const item of parseGoogleFeed(inChunks(broken, 50))) seen.push(item);
      })(),
    );
    expect(error).toBeInstanceOf(FeedParseError);
    expect(error.code).toBe('feed_unreadable');
    expect(error.message).toBe('Feeden kunne ikke leses som XML (linje 3).');
    expect(seen).toHaveLength(1);
  });

  it('reads our JSON array, a broken element rejected while the rest go on', async () => {
    const { products, report, format } = await fetchAndImport('/products.json');
    expect(format).toBe('json');
    expect(products).toEqual([
      { external_id: 'J-1', name: 'Kopp', price: 79, in_stock: true, category: 'Kjøkken' },
      {
        external_id: 'J-2',
        name: 'Skål "stor" [hvit]',
        price: 129.9,
        sale_price: 99,
        in_stock: true,
        sku: 'SK-2',
      },
      { external_id: 'J-5', name: 'Mugge', price: 249, in_stock: true },
    ]);
    expect(report.rejected).toEqual([
      { line: 4, id: 'J-3', reason: 'price: Beløpet må være et tall med høyst to desimaler.' },
      { line: 5, id: null, reason: 'Linjen er ikke gyldig JSON.' },
    ]);
    const split = await items(parseJsonFeed(inChunks(JSON_FEED, 3)));
    expect(split.filter((item) => item.kind === 'product')).toHaveLength(3);
  });

  it('reads NDJSON, one product a line', async () => {
    const { products, report } = await fetchAndImport('/products.ndjson');
    expect(products.map((product) => product.external_id)).toEqual(['N-1', 'N-2']);
    expect(products[1]?.in_stock).toBe(false);
    expect(report.rejected).toEqual([{ line: 2, id: null, reason: 'Linjen er ikke gyldig JSON.' }]);
  });

  it('reads our CSV columns: semicolons, decimal commas, quoted separators and line breaks, ja/nei', async () => {
    const { products, report, format } = await fetchAndImport('/products.csv');
    expect(format).toBe('csv');
    expect(products).toEqual([
      {
        external_id: 'C-1',
        name: 'Genser; strikket',
        price: 499.9,
        in_stock: true,
        category: 'Klær',
        brand: 'Strikk',
      },
      { external_id: 'C-2', name: 'Skjerf\r\nmed frynser', price: 199, sale_price: 149, in_stock: false },
      { external_id: 'C-4', name: 'Vott', price: 59, in_stock: true },
    ]);
    // Line 6: the header is line 1, a blank line 3, and C-2's name holds a line break.
    expect(report.rejected).toEqual([
      { line: 6, id: 'C-3', reason: 'price: Beløpet må være et tall med høyst to desimaler.' },
    ]);
    for (const size of [1, 2, 3, 5]) {
      expect(await items(parseCsvFeed(inChunks(CSV_FEED, size)))).toEqual(
        await items(parseCsvFeed(inChunks(CSV_FEED, 1 << 20))),
      );
    }
  });

  it('refuses a CSV feed without the required columns', async () => {
    const error = await errorOf(items(parseCsvFeed(inChunks('id,title\n1,x\n', 100))));
    expect(error.code).toBe('feed_csv_columns_missing');
    expect(error.message).toBe('CSV-feeden mangler kolonnene external_id, name, price.');
  });

  it('streams a 100,000-product feed through in batches, in bounded memory', async () => {
    // Heap figures without a collection first are mostly garbage (they varied 37-92 MiB between runs of the
    // same code): what stays after a full collection is what the import holds.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    collect();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    let count = 0;
    let largestBatch = 0;
    const sink: ProductSink = {
      async write(batch) {
        count += batch.length;
        largestBatch = Math.max(largestBatch, batch.length);
        if ((count / batch.length) % 40 === 0 || count === HUGE_COUNT) {
          collect();
          peak = Math.max(peak, process.memoryUsage().heapUsed - before);
        }
      },
    };
    const result = await fetchFeed(`${base}/huge`, {
      ...LIMITS,
      maxBytes: 200 * 1024 * 1024,
      timeoutMs: 30_000,
    });
    if (result.status !== 'ok') throw new Error('expected a body');
    const { seen, ids, report } = await importFeed(result.body, 'auto', sink, {
      contentType: result.contentType,
    });
    expect(seen).toBe(HUGE_COUNT);
    expect(count).toBe(HUGE_COUNT);
    expect(ids.size).toBe(HUGE_COUNT);
    expect(report.rejectedCount).toBe(0);
    expect(largestBatch).toBe(500);
    // Streamed it keeps about 8 MiB (the ids and one batch); all 100,000 products held measured 81 MiB.
    expect(peak).toBeLessThan(40 * 1024 * 1024);
  }, 30_000);
});
