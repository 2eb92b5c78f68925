import { decodeBody, type FeedBody } from './feed-body';
import { FeedParseError, formatBytes } from './feed-errors';
import { checkProduct, type FeedItem, rejected } from './feed-item';

/** One product's JSON past this is skipped as a rejected line, so a runaway element cannot fill memory. */
export const JSON_ITEM_MAX_CHARS = 1024 * 1024;

const NOT_JSON = 'Linjen er ikke gyldig JSON.';
const TOO_LARGE = `Produktet er større enn ${formatBytes(JSON_ITEM_MAX_CHARS)} og ble hoppet over.`;

/** A product's JSON text checked against the ingest rules (field names are ours, so labels are the keys). */
function itemOf(text: string, line: number): FeedItem {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return rejected(line, null, NOT_JSON);
  }
  return checkProduct(value, line, {});
}

/**
 * Splits a top-level JSON array into its elements without parsing the whole: it follows strings and
 * nesting, and hands each element's text on when the element ends at the array's own level. A broken
 * element (bad syntax inside balanced brackets) is one rejected line; the rest go on.
 */
class ArraySplitter {
  private started = false;
  private finished = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private parts: string[] = [];
  private size = 0;
  private oversize = false;
  private elementLine = 0;
  line = 1;

  constructor(private readonly emit: (item: FeedItem) => void) {}

  push(text: string): void {
    let start = -1;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code === 10) this.line++;
      if (this.finished) {
        if (!isSpace(code)) throw this.unreadable();
        continue;
      }
      if (!this.started) {
        if (code === 0x5b) this.started = true;
        else if (!isSpace(code) && code !== 0xfeff) throw this.unreadable();
        continue;
      }
      if (this.inString) {
        // A string carried over from the last chunk: this chunk's part of the element starts here.
        if (start < 0) start = index;
        if (this.escaped) this.escaped = false;
        else if (code === 0x5c) this.escaped = true;
        else if (code === 0x22) this.inString = false;
        continue;
      }
      const atTop = this.depth === 0;
      if (atTop && (code === 0x2c || code === 0x5d)) {
        if (start >= 0) this.keep(text.slice(start, index));
        start = -1;
        this.endElement();
        if (code === 0x5d) this.finished = true;
        continue;
      }
      if (atTop && start < 0 && this.parts.length === 0 && !this.oversize) {
        if (isSpace(code)) continue;
        this.elementLine = this.line;
      }
      if (start < 0) start = index;
      if (code === 0x22) this.inString = true;
      else if (code === 0x7b || code === 0x5b) this.depth++;
      else if (code === 0x7d || code === 0x5d) this.depth = Math.max(0, this.depth - 1);
    }
    if (start >= 0) this.keep(text.slice(start));
  }

  end(): void {
    if (!this.finished) throw this.unreadable();
  }

  private keep(part: string): void {
    if (this.oversize) return;
    this.size += part.length;
    if (this.size > JSON_ITEM_MAX_CHARS) {
      this.oversize = true;
      this.parts = [];
    } else this.parts.push(part);
  }

  private endElement(): void {
    if (this.oversize) this.emit(rejected(this.elementLine, null, TOO_LARGE));
    else {
      const text = this.parts.join('').trim();
      if (text !== '') this.emit(itemOf(text, this.elementLine));
    }
    this.parts = [];
    this.size = 0;
    this.oversize = false;
  }

  private unreadable(): FeedParseError {
    return new FeedParseError('feed_unreadable', { format: 'JSON', line: this.line });
  }
}

/** JSON's whitespace. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/**
 * NDJSON: one product object a line. A line past the limit is skipped (its start is kept only up to the
 * limit) and reported.
 */
class LineSplitter {
  private parts: string[] = [];
  private size = 0;
  private line = 1;

  constructor(private readonly emit: (item: FeedItem) => void) {}

  push(text: string): void {
    let start = 0;
    for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', start)) {
      this.keep(text.slice(start, index));
      this.endLine();
      start = index + 1;
    }
    this.keep(text.slice(start));
  }

  end(): void {
    this.endLine();
  }

  private keep(part: string): void {
    if (this.size <= JSON_ITEM_MAX_CHARS) this.parts.push(part);
    this.size += part.length;
  }

  private endLine(): void {
    const text = this.parts.join('').trim();
    if (this.size > JSON_ITEM_MAX_CHARS) this.emit(rejected(this.line, null, TOO_LARGE));
    else if (text !== '') this.emit(itemOf(text, this.line));
    this.parts = [];
    this.size = 0;
    this.line++;
  }
}

/**
 * Our own JSON feed: an array of products in the ingest API's shape (docs/ingest.md), or NDJSON (one
 * product object a line), told apart by the first character. Streamed: one product's text is held at a
 * time (at most JSON_ITEM_MAX_CHARS). Amounts are numbers in kroner, as in the API.
 */
export async function* parseJsonFeed(body: FeedBody): AsyncGenerator<FeedItem> {
  const ready: FeedItem[] = [];
  const emit = (item: FeedItem) => ready.push(item);
  let splitter: ArraySplitter | LineSplitter | null = null;
  // Blank chunks before the first character: only their line breaks are kept, for the line numbers.
  let blankLines = 0;
  for await (const text of decodeBody(body)) {
    if (!splitter) {
      const first = text.replace(/^\uFEFF/, '').trimStart()[0];
      if (first === undefined) {
        blankLines += text.split('\n').length - 1;
        continue;
      }
      splitter = first === '{' ? new LineSplitter(emit) : new ArraySplitter(emit);
      splitter.push('\n'.repeat(blankLines));
    }
    splitter.push(text);
    yield* ready.splice(0);
  }
  if (!splitter) throw new FeedParseError('feed_not_products');
  splitter.end();
  yield* ready.splice(0);
}
