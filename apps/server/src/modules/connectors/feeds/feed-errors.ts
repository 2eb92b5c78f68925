/**
 * Why a feed could not be fetched or read as a whole (one bad product is not an error: it is a rejected
 * line). Messages are Norwegian for the run report; the codes are stable for the panel and the logs.
 * They live here, not in the contracts' catalogue, until the panel shows them by code.
 */
const FEED_ERROR_MESSAGES_NB = {
  feed_url_invalid: 'Feed-adressen må være en gyldig adresse som begynner med http:// eller https://.',
  feed_address_refused:
    'Feed-adressen peker til en intern eller privat adresse ({address}). Bare offentlige adresser hentes.',
  feed_host_not_found: 'Fant ikke vertsnavnet {host}.',
  feed_network_error: 'Fikk ikke kontakt med {host}.',
  feed_too_large: 'Feeden er større enn {max}, som er det meste som hentes.',
  feed_timeout: 'Feeden ble ikke hentet ferdig innen {seconds} sekunder.',
  feed_http_error: 'Feed-adressen svarte med HTTP-status {status}.',
  feed_too_many_redirects: 'Feed-adressen sendte videre mer enn {max} ganger.',
  feed_body_broken: 'Overføringen av feeden ble brutt, eller innholdet var skadet.',
  feed_unreadable: 'Feeden kunne ikke leses som {format} (linje {line}).',
  feed_not_products: 'Adressen gir ikke en produktfeed (Google Shopping RSS eller Atom, JSON eller CSV).',
  feed_csv_columns_missing: 'CSV-feeden mangler kolonnene {columns}.',
  feed_line_too_long: 'Linje {line} er lengre enn {max}; trolig mangler et avsluttende anførselstegn.',
} as const;

export type FeedErrorCode = keyof typeof FEED_ERROR_MESSAGES_NB;
export type FeedFetchErrorCode = Extract<
  FeedErrorCode,
  | 'feed_url_invalid'
  | 'feed_address_refused'
  | 'feed_host_not_found'
  | 'feed_network_error'
  | 'feed_too_large'
  | 'feed_timeout'
  | 'feed_http_error'
  | 'feed_too_many_redirects'
  | 'feed_body_broken'
>;
export type FeedParseErrorCode = Exclude<FeedErrorCode, FeedFetchErrorCode>;
type Params = Record<string, string | number>;

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** A size as the report shows it: "50 MB", "512 kB", "300 byte" (1 MB = 1024 kB here, as maxBytes counts). */
export function formatBytes(bytes: number): string {
  const number = (value: number) =>
    new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024)} kB`;
  return `${bytes} byte`;
}

export function formatSeconds(ms: number): string {
  return new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 }).format(ms / 1000);
}

export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    readonly params: Params = {},
    options?: { cause?: unknown },
  ) {
    super(fill(FEED_ERROR_MESSAGES_NB[code], params), options);
    this.name = 'FeedError';
  }
}

/** The feed could not be fetched: nothing was read, or reading stopped (size, time). */
export class FeedFetchError extends FeedError {
  constructor(code: FeedFetchErrorCode, params: Params = {}, options?: { cause?: unknown }) {
    super(code, params, options);
    this.name = 'FeedFetchError';
  }
}

/**
 * The feed is not readable as a whole (broken XML, not a product feed, CSV without its columns). Products
 * before the fault were already handed on; a run that ends in this must not mark unseen products removed.
 */
export class FeedParseError extends FeedError {
  constructor(code: FeedParseErrorCode, params: Params = {}, options?: { cause?: unknown }) {
    super(code, params, options);
    this.name = 'FeedParseError';
  }
}
