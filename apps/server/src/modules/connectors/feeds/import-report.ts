import type { Product } from '@butikkpanel/contracts';
import { type FeedBody, type FeedFormat, peekFeed } from './feed-body';
import type { FeedItem } from './feed-item';
import { parseCsvFeed } from './parse-csv';
import { parseGoogleFeed } from './parse-google';
import { parseJsonFeed } from './parse-json';

/** How many rejected lines a report keeps with their reasons; the rest are only counted. */
export const REJECTED_KEPT = 100;
/** Products handed to the sink at a time. */
export const SINK_BATCH = 500;

export interface RejectedLine {
  line: number;
  id: string | null;
  reason: string;
}

/** What one feed run did, for the panel: counts, and the first rejected lines with their reasons. */
export interface FeedRunSummary {
  added: number;
  changed: number;
  removed: number;
  rejectedCount: number;
  rejected: RejectedLine[];
}

/**
 * A run's report. The feed reader counts rejected lines; the sink, which compares with the stored
 * products, counts added, changed and removed through the same report.
 */
export class ImportReport {
  added = 0;
  changed = 0;
  removed = 0;
  rejectedCount = 0;
  readonly rejected: RejectedLine[] = [];

  constructor(private readonly keep = REJECTED_KEPT) {}

  reject(line: RejectedLine): void {
    this.rejectedCount++;
    if (this.rejected.length < this.keep) this.rejected.push(line);
  }

  countAdded(count = 1): void {
    this.added += count;
  }

  countChanged(count = 1): void {
    this.changed += count;
  }

  countRemoved(count = 1): void {
    this.removed += count;
  }

  summary(): FeedRunSummary {
    return {
      added: this.added,
      changed: this.changed,
      removed: this.removed,
      rejectedCount: this.rejectedCount,
      rejected: [...this.rejected],
    };
  }
}

/** Where the products of a feed go, SINK_BATCH at a time (the connectors module stores them). */
export interface ProductSink {
  write(products: Product[]): Promise<void>;
}

export interface ImportFeedOptions {
  /** For format 'auto': the response's content type, used when the first bytes do not tell. */
  contentType?: string | null;
  /** Google's sale periods are judged at this time (the injected clock's now). */
  now?: Date;
  /** Share the report with the sink, which counts added/changed/removed. */
  report?: ImportReport;
}

export interface FeedImportResult {
  format: FeedFormat;
  /** Lines read as products or rejected. */
  seen: number;
  /** Products handed to the sink. */
  imported: number;
  /** The ids handed to the sink: a stored product not among them is gone from the feed. */
  ids: Set<string>;
  report: ImportReport;
}

const DUPLICATE = (line: number) =>
  `Id-en står flere ganger i feeden; bare den første (linje ${line}) er tatt med.`;

function parserFor(format: FeedFormat, body: FeedBody, now: Date | undefined): AsyncGenerator<FeedItem> {
  if (format === 'google') return parseGoogleFeed(body, now ? { now } : {});
  if (format === 'json') return parseJsonFeed(body);
  return parseCsvFeed(body);
}

/**
 * Reads a feed to its end and hands its products to the sink in batches, waiting for each write before
 * reading on (so a slow database slows the download instead of filling memory). Holds at most one batch
 * of products and the ids seen (to refuse a second product with the same id, which one upsert batch
 * could not store twice, and to tell which stored products are gone). A FeedError thrown from here means
 * the run did not see the whole feed: do not remove products it did not see.
 */
export async function importFeed(
  body: FeedBody,
  format: FeedFormat | 'auto',
  sink: ProductSink,
  options: ImportFeedOptions = {},
): Promise<FeedImportResult> {
  const report = options.report ?? new ImportReport();
  let source = body;
  let chosen: FeedFormat;
  if (format === 'auto') {
    const peeked = await peekFeed(body, options.contentType ?? null);
    source = peeked.body;
    chosen = peeked.format;
  } else chosen = format;

  const firstLine = new Map<string, number>();
  let batch: Product[] = [];
  let seen = 0;
  let imported = 0;
  for await (const item of parserFor(chosen, source, options.now)) {
    seen++;
    if (item.kind === 'rejected') {
      report.reject({ line: item.line, id: item.id, reason: item.reason });
      continue;
    }
    const id = item.product.external_id;
    const earlier = firstLine.get(id);
    if (earlier !== undefined) {
      report.reject({ line: item.line, id, reason: DUPLICATE(earlier) });
      continue;
    }
    firstLine.set(id, item.line);
    batch.push(item.product);
    if (batch.length >= SINK_BATCH) {
      await sink.write(batch);
      imported += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await sink.write(batch);
    imported += batch.length;
  }
  return { format: chosen, seen, imported, ids: new Set(firstLine.keys()), report };
}
