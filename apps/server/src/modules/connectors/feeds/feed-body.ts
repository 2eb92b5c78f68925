import { TextDecoder } from 'node:util';
/** A feed body as it comes: the fetcher's chunks, a Readable, or strings in tests. */
export type FeedBody = AsyncIterable<Uint8Array | string>;

export const FEED_FORMATS = ['google', 'json', 'csv'] as const;
/** google: RSS 2.0 or Atom with the g: namespace; json: an array of products or NDJSON; csv: our columns. */
export type FeedFormat = (typeof FEED_FORMATS)[number];

const HEAD_BYTES = 4096;

/**
 * The format by the first characters, which do not lie ('<' XML, '[' or '{' JSON); the content type only
 * where they say nothing (an empty or blank head), because shops serve feeds as text/plain or
 * application/octet-stream as often as by their type. Anything else is read as CSV.
 */
export function detectFeedFormat(contentType: string | null, head: string): FeedFormat {
  const first = head.replace(/^\uFEFF/, '').trimStart()[0];
  if (first === '<') return 'google';
  if (first === '[' || first === '{') return 'json';
  if (first === undefined) {
    const type = (contentType ?? '').toLowerCase();
    if (type.includes('xml')) return 'google';
    if (type.includes('json')) return 'json';
  }
  return 'csv';
}

/**
 * Reads the first few kB to decide the format, and gives back a body that starts from the beginning
 * again (the chunks read are kept, not the rest). Stopping the returned body early closes the source.
 */
export async function peekFeed(
  body: FeedBody,
  contentType: string | null,
): Promise<{ format: FeedFormat; body: FeedBody }> {
  const iterator = body[Symbol.asyncIterator]();
  const head: Array<Uint8Array | string> = [];
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  let ended = false;
  while (text.trim() === '' && size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
    text += typeof next.value === 'string' ? next.value : decoder.decode(next.value, { stream: true });
  }
  async function* replay(): AsyncGenerator<Uint8Array | string> {
    try {
      yield* head;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { format: detectFeedFormat(contentType, text), body: replay() };
}

/** Enough of the start to read an XML declaration from, however small the first chunks are. */
const SNIFF_BYTES = 256;

/**
 * The body as text. `encodingOf` may pick the encoding from the first bytes (XML declares its own);
 * otherwise UTF-8, a byte-order mark dropped, and bytes that are not UTF-8 become U+FFFD rather than
 * stopping the feed.
 */
export async function* decodeBody(
  body: FeedBody,
  encodingOf?: (head: Uint8Array) => string | null,
): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let head: Buffer[] = [];
  let headSize = 0;
  const open = (): TextDecoder => makeDecoder(encodingOf?.(Buffer.concat(head)) ?? null);
  for await (const chunk of body) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    if (!decoder) {
      head.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      headSize += chunk.byteLength;
      if (headSize < SNIFF_BYTES) continue;
      decoder = open();
      const text = decoder.decode(Buffer.concat(head), { stream: true });
      head = [];
      if (text !== '') yield text;
      continue;
    }
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  if (!decoder && headSize > 0) {
    decoder = open();
    const text = decoder.decode(Buffer.concat(head), { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder?.decode() ?? '';
  if (rest !== '') yield rest;
}

function makeDecoder(label: string | null): TextDecoder {
  if (label) {
    try {
      return new TextDecoder(label);
    } catch {
      // An encoding TextDecoder does not know: UTF-8 reads at least the ASCII right.
    }
  }
  return new TextDecoder('utf-8');
}
