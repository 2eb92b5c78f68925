/**
 * Product feeds: fetching a shop's feed URL safely, and reading Google Shopping RSS/Atom, our JSON and our
 * CSV as a stream of ingest products. The connectors module schedules runs and stores what comes out.
 */
export { isRefusedAddress } from './address-rule';
export { detectFeedFormat, FEED_FORMATS, type FeedBody, type FeedFormat, peekFeed } from './feed-body';
export {
  FeedError,
  type FeedErrorCode,
  FeedFetchError,
  type FeedFetchErrorCode,
  FeedParseError,
  type FeedParseErrorCode,
} from './feed-errors';
export type { FeedItem } from './feed-item';
export {
  type FeedImportResult,
  type FeedRunSummary,
  type ImportFeedOptions,
  ImportReport,
  importFeed,
  type ProductSink,
  REJECTED_KEPT,
  type RejectedLine,
  SINK_BATCH,
} from './import-report';
export { parseCsvFeed } from './parse-csv';
export { GOOGLE_NS, parseGoogleFeed } from './parse-google';
export { parseJsonFeed } from './parse-json';
export { type FetchFeedOptions, type FetchFeedResult, fetchFeed } from './safe-fetch';
