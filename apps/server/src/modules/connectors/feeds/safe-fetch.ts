import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import { isRefusedAddress, normalizeHost } from './address-rule';
import { FeedFetchError, formatBytes, formatSeconds } from './feed-errors';

export interface FetchFeedOptions {
  /** The previous run's validators: the server answers 304 when nothing changed. */
  etag?: string | null;
  lastModified?: string | null;
  /** Hosts or addresses fetched even when private (tests: '127.0.0.1'); a listed host lets all its addresses through. */
  allowHosts: string[];
  /** The most bytes read (after decompression); past it the body stream fails with feed_too_large. */
  maxBytes: number;
  /** The whole fetch, redirects and body included; past it the request or body fails with feed_timeout. */
  timeoutMs: number;
  maxRedirects?: number;
  /** Name resolution; tests give their own to show the connection goes to the address that was checked. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
  /** What is asked for (a feed's formats unless given: the history import asks for JSON). */
  accept?: string;
}

export type FetchFeedResult =
  | { status: 'not_modified' }
  | {
      status: 'ok';
      /**
       * The body, decompressed and size-limited. Read it to the end, or stop early (break) to close the
       * connection; its failures are FeedFetchErrors (too large, timeout, broken off).
       */
      body: AsyncIterable<Buffer>;
      etag: string | null;
      lastModified: string | null;
      contentType: string | null;
      /** Where the feed was in the end, after redirects. */
      url: string;
      /** The answer's headers (WooCommerce's X-WP-Total, X-WP-TotalPages). */
      headers: IncomingHttpHeaders;
    };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_MAX_REDIRECTS = 3;
const ACCEPT =
  'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.9, text/csv;q=0.9, */*;q=0.5';

const systemResolve = (host: string) => dns.lookup(host, { all: true, verbatim: true });

/** A valid http(s) URL, or feed_url_invalid. */
function parseFeedUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FeedFetchError('feed_url_invalid');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new FeedFetchError('feed_url_invalid');
  }
  return url;
}

/**
 * The address to connect to: the host resolved, every address checked (one private address among public
 * ones refuses the URL: a resolver may hand either to the connection), unless the host or the address is
 * allow-listed.
 */
async function checkedAddress(
  url: URL,
  allowHosts: Set<string>,
  resolve: (host: string) => Promise<LookupAddress[]>,
): Promise<LookupAddress> {
  const host = normalizeHost(url.hostname);
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw new FeedFetchError('feed_host_not_found', { host }, { cause: error });
    }
  }
  const first = addresses[0];
  if (!first) throw new FeedFetchError('feed_host_not_found', { host });
  if (allowHosts.has(host)) return first;
  for (const { address } of addresses) {
    if (!allowHosts.has(normalizeHost(address)) && isRefusedAddress(address)) {
      throw new FeedFetchError('feed_address_refused', { address });
    }
  }
  return first;
}

/**
 * Pins the connection to the checked address: Node calls this instead of resolving again, so a DNS answer
 * that changes between the check and the connect (DNS rebinding) is never used. Node 20's family
 * autoselection asks for all addresses, plain connects for one.
 */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** Counts bytes through; one past the limit fails the stream (the source is destroyed with it). */
function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new FeedFetchError('feed_too_large', { max: formatBytes(maxBytes) }));
      else callback(null, chunk);
    },
  });
}

function decompressor(encoding: string | undefined): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * The body as chunks, every failure a FeedFetchError (a reset connection or broken gzip would otherwise
 * surface as Node's own error); stopping early destroys the stream, which closes the connection.
 */
async function* guardedBody(stream: Readable, timeout: () => FeedFetchError | null): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw timeout() ?? new FeedFetchError('feed_body_broken', {}, { cause: error });
  } finally {
    stream.destroy();
  }
}

/** The final URL for the report and logs: a password typed into the feed URL is not repeated there. */
function withoutCredentials(url: URL): string {
  const shown = new URL(url);
  shown.username = '';
  shown.password = '';
  return shown.toString();
}

interface Hop {
  url: URL;
  address: LookupAddress;
  headers: Record<string, string>;
  signal: AbortSignal;
}

function request(hop: Hop): Promise<IncomingMessage> {
  const { url, address } = hop;
  const secure = url.protocol === 'https:';
  const hostname = normalizeHost(url.hostname);
  const options: https.RequestOptions = {
    protocol: url.protocol,
    hostname,
    port: url.port === '' ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: hop.headers,
    lookup: pinnedLookup(address),
    // A fresh connection each time: a pooled socket could be one opened for another address.
    agent: false,
    signal: hop.signal,
    // TLS checks the certificate against the name, though we connect to the pinned address.
    ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
  };
  if (url.username !== '') {
    options.auth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  }
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(options, resolve);
    req.on('error', reject);
    req.end();
  });
}

/**
 * Fetches a product feed from a URL a shop owner typed, safely: http(s) only, public addresses only (each
 * redirect checked again, the connection pinned to the checked address), conditional (ETag /
 * Last-Modified), and bounded in size and time. The body streams: read it to the end or destroy it.
 */
export async function fetchFeed(rawUrl: string, options: FetchFeedOptions): Promise<FetchFeedResult> {
  const allowHosts = new Set(options.allowHosts.map(normalizeHost));
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const resolve = options.resolve ?? systemResolve;
  const controller = new AbortController();
  const timeoutError = new FeedFetchError('feed_timeout', { seconds: formatSeconds(options.timeoutMs) });
  let timedOut = false;
  let body: Readable | null = null;
  // One deadline for everything: resolving, connecting, redirects and reading the body.
  const timer = setTimeout(() => {
    timedOut = true;
    // The body first: aborting the request would otherwise reach it as a plain abort error.
    body?.destroy(timeoutError);
    controller.abort(timeoutError);
  }, options.timeoutMs);
  const deadline = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(timeoutError), { once: true });
  });
  deadline.catch(() => undefined);

  const headers: Record<string, string> = {
    accept: options.accept ?? ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'Butikkpanel-feed/1.0',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  try {
    let url = parseFeedUrl(rawUrl);
    const origin = url.origin;
    for (let hop = 0; ; hop++) {
      const address = await Promise.race([checkedAddress(url, allowHosts, resolve), deadline]);
      let response: IncomingMessage;
      try {
        response = await request({ url, address, headers, signal: controller.signal });
      } catch (error) {
        if (timedOut) throw timeoutError;
        throw new FeedFetchError(
          'feed_network_error',
          { host: normalizeHost(url.hostname) },
          { cause: error },
        );
      }
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (hop >= maxRedirects) throw new FeedFetchError('feed_too_many_redirects', { max: maxRedirects });
        url = parseFeedUrl(location, url);
        // Credentials belong to the origin they were typed for.
        if (url.origin !== origin) {
          url.username = '';
          url.password = '';
        }
        continue;
      }
      if (status === 304) {
        response.destroy();
        clearTimeout(timer);
        return { status: 'not_modified' };
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FeedFetchError('feed_http_error', { status });
      }
      const encoding = response.headers['content-encoding'];
      const declared = Number(response.headers['content-length'] ?? Number.NaN);
      const inflate = decompressor(encoding);
      // An uncompressed body announced past the limit is refused before reading it.
      if (!inflate && Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        throw new FeedFetchError('feed_too_large', { max: formatBytes(options.maxBytes) });
      }
      const limited = byteLimit(options.maxBytes);
      const done = () => clearTimeout(timer);
      if (inflate) pipeline(response, inflate, limited, done);
      else pipeline(response, limited, done);
      limited.once('close', done);
      body = limited;
      return {
        status: 'ok',
        body: guardedBody(limited, () => (timedOut ? timeoutError : null)),
        etag: response.headers.etag ?? null,
        lastModified: response.headers['last-modified'] ?? null,
        contentType: response.headers['content-type'] ?? null,
        url: withoutCredentials(url),
        headers: response.headers,
      };
    }
  } catch (error) {
    clearTimeout(timer);
    controller.abort();
    throw timedOut ? timeoutError : error;
  }
}
