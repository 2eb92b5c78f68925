import { randomUUID } from 'node:crypto';
import {
  HISTORY_IMPORT_MONTHS,
  type HistoryImport,
  type HistoryImportBody,
  historyImportSchema,
  JOB_PAYLOADS,
} from '@butikkpanel/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { defineJob, type JobRunner, type Platform } from '../../platform';
import { type ConnectorBatch, MalformedDelivery, SkippedDelivery } from './batch';
import { FeedFetchError, fetchFeed } from './feeds';
import { mapDelivery } from './mapping';
import { applyBatches } from './process-job';
import * as repo from './repository';
import type { WebhookSecretSealer } from './secrets';

/** The import as stored: what the panel shows, and which run and page it is at. */
const storedSchema = historyImportSchema.extend({ run: z.string(), page: z.number().int() });
type StoredHistory = z.infer<typeof storedSchema>;

/** The panel's view of a stored import (null when none, or unreadable). */
export function historyView(stored: unknown): HistoryImport | null {
  const parsed = storedSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { run: _run, page: _page, ...view } = parsed.data;
  return view;
}

/** HISTORY_IMPORT_MONTHS months before `now`. */
function sinceOf(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - HISTORY_IMPORT_MONTHS);
  return since;
}

/** The shop's address as typed, without a query, fragment or trailing slash (WordPress may live in a folder). */
function shopBase(raw: string): string {
  const url = new URL(raw);
  url.search = '';
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.toString().replace(/\/+$/, '');
}

export interface HistoryDeps {
  db: Database;
  sealer: WebhookSecretSealer;
  jobs: Pick<JobRunner, 'enqueueWith'>;
}

const pageJob = (accountId: number, state: StoredHistory, runAt: Date) => ({
  kind: 'connectors.history_page',
  payload: { account_id: accountId, run: state.run, phase: state.phase, page: state.page },
  runAt,
  dedupeKey: `history:${state.run}:${state.phase}:${state.page}`,
});

/**
 * Starts importing the last HISTORY_IMPORT_MONTHS months from WooCommerce's REST API with a read-only key
 * (sealed like the webhook secret): customers, then orders, a page at a time on the job layer. A new start
 * replaces a running import (its pages stop).
 */
export async function startHistoryImport(
  deps: HistoryDeps,
  accountId: number,
  body: HistoryImportBody,
  now: Date,
): Promise<void> {
  const row = await repo.findConnection(deps.db, accountId);
  if (!row) throw new AppError(404, 'shop_platform_not_connected');
  if (row.platform !== 'woocommerce') throw new AppError(409, 'history_import_woocommerce_only');
  const state: StoredHistory = {
    state: 'running',
    phase: 'customers',
    shop_url: shopBase(body.shop_url),
    since: sinceOf(now).toISOString(),
    customers_done: 0,
    customers_total: null,
    orders_done: 0,
    orders_total: null,
    error: null,
    started_at: now.toISOString(),
    finished_at: null,
    run: randomUUID(),
    page: 1,
  };
  await repo.updateConnection(deps.db, accountId, {
    historySealedKey: deps.sealer.seal(`${body.consumer_key}:${body.consumer_secret}`),
    historyImport: state,
    updatedAt: now,
  });
  await deps.jobs.enqueueWith(deps.db, [pageJob(accountId, state, now)]);
}

/** A failure that trying again will not mend, in the owner's words; null when it may pass (network, 5xx). */
function lastingFailure(error: unknown, shop: string): string | null {
  if (error instanceof SyntaxError || error instanceof NotAList)
    return `${shop} svarte ikke med WooCommerce sine data. Sjekk adressen til nettbutikken.`;
  if (!(error instanceof FeedFetchError)) return null;
  const status = Number(error.params.status ?? 0);
  if (error.code === 'feed_http_error' && (status === 401 || status === 403))
    return `WooCommerce avviste nøkkelen (HTTP ${status}). Lag en ny nøkkel med lesetilgang og lim den inn.`;
  if (error.code === 'feed_http_error' && status === 404)
    return `Fant ikke WooCommerce sitt REST-API på ${shop}. Sjekk adressen, og at permalenker er slått på i WordPress.`;
  if (error.code === 'feed_http_error' && status >= 400 && status < 500)
    return `WooCommerce svarte med HTTP ${status}.`;
  if (
    ['feed_url_invalid', 'feed_address_refused', 'feed_too_many_redirects', 'feed_too_large'].includes(
      error.code,
    )
  )
    return error.message.replace('Feed-adressen', 'Adressen').replace('Feeden', 'Svaret');
  return null;
}

class NotAList extends Error {}

const headerNumber = (value: string | string[] | undefined) => {
  const number = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(number) && number >= 0 ? number : null;
};

/** One page of WooCommerce's list: the items, and its own count of items and pages (X-WP-Total, X-WP-TotalPages). */
async function fetchPage(config: Config['feeds'], url: URL) {
  const fetched = await fetchFeed(url.toString(), {
    allowHosts: config.allowHosts,
    maxBytes: config.maxBytes,
    timeoutMs: config.timeoutMs,
    accept: 'application/json',
  });
  if (fetched.status !== 'ok') throw new NotAList('not modified');
  const chunks: Buffer[] = [];
  for await (const chunk of fetched.body) chunks.push(chunk);
  const items: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  if (!Array.isArray(items)) throw new NotAList('not a list');
  return {
    items,
    total: headerNumber(fetched.headers['x-wp-total']),
    pages: headerNumber(fetched.headers['x-wp-totalpages']),
  };
}

/** Where WooCommerce lists a phase's items, page by page, oldest first; orders only since the import's start. */
function pageUrl(state: StoredHistory, key: string, pageSize: number): URL {
  const url = new URL(`${state.shop_url}/wp-json/wc/v3/${state.phase}`);
  const [consumerKey = '', consumerSecret = ''] = key.split(':');
  url.username = consumerKey;
  url.password = consumerSecret;
  url.searchParams.set('per_page', String(pageSize));
  url.searchParams.set('page', String(state.page));
  url.searchParams.set('orderby', 'id');
  url.searchParams.set('order', 'asc');
  if (state.phase === 'orders') {
    url.searchParams.set('after', state.since.slice(0, 19));
    url.searchParams.set('dates_are_gmt', 'true');
  }
  return url;
}

/** A customer changed within the import's months (WooCommerce's customer list has no date filter). */
function changedSince(item: unknown, since: string): boolean {
  const record = (item ?? {}) as { date_modified_gmt?: unknown; date_created_gmt?: unknown };
  const when = record.date_modified_gmt ?? record.date_created_gmt;
  return typeof when !== 'string' || `${when.slice(0, 19)}Z` >= since.slice(0, 19);
}

interface HistoryJobDeps {
  config: Config['feeds'];
  sealer: WebhookSecretSealer;
  jobs: Pick<JobRunner, 'enqueueWith'>;
  unitOfWork: Platform['events']['unitOfWork'];
}

/**
 * One page of a history import: fetched, each item mapped as its webhook would be and stored through the
 * same path (an item a webhook already brought in the same or a newer version is left as it is), then the
 * progress moved on and the next page queued. The page to read is the stored one, so a crash or a retry
 * reads it again (what it stored before is skipped) and nothing is counted twice; an older run's pages stop.
 */
export function historyPageJob(deps: HistoryJobDeps) {
  return defineJob({
    kind: 'connectors.history_page',
    payload: JOB_PAYLOADS['connectors.history_page'],
    transactional: false,
    maxAttempts: 5,
    async handle(payload, { db, now, attempt, maxAttempts }) {
      const accountId = payload.account_id;
      const row = await repo.findConnection(db, accountId);
      const parsed = storedSchema.safeParse(row?.historyImport);
      if (row?.platform !== 'woocommerce' || !row.historySealedKey || !parsed.success) return;
      const state = parsed.data;
      if (state.run !== payload.run || state.state !== 'running') return;
      if (state.phase !== payload.phase || state.page !== payload.page) {
        // This page was done before a crash: its successor is queued (again, harmlessly) and nothing more.
        await deps.jobs.enqueueWith(db, [pageJob(accountId, state, now)]);
        return;
      }
      let page: Awaited<ReturnType<typeof fetchPage>>;
      try {
        page = await fetchPage(
          deps.config,
          pageUrl(state, deps.sealer.open(row.historySealedKey), deps.config.historyPageSize),
        );
      } catch (error) {
        const lasting = lastingFailure(error, state.shop_url);
        if (lasting === null && attempt < maxAttempts) throw error;
        await repo.updateHistoryImport(db, accountId, state.run, {
          ...state,
          state: 'failed',
          error:
            lasting ??
            `Side ${state.page} kunne ikke hentes etter ${maxAttempts} forsøk (${error instanceof Error ? error.message : 'ukjent feil'}). Start på nytt senere: det som er hentet, blir ikke hentet to ganger.`,
          finished_at: now.toISOString(),
        });
        return;
      }
      const topic = state.phase === 'orders' ? 'order.updated' : 'customer.updated';
      const batches: ConnectorBatch[] = [];
      for (const item of page.items) {
        if (state.phase === 'customers' && !changedSince(item, state.since)) continue;
        try {
          batches.push(mapDelivery('woocommerce', topic, item, { shopDomain: row.shopDomain }));
        } catch (error) {
          // An unpaid order or a customer without an address: not stored, as its webhook would not be.
          if (error instanceof SkippedDelivery || error instanceof MalformedDelivery) continue;
          throw error;
        }
      }
      // The page in one transaction, through one call of each ingest function.
      if (batches.length > 0)
        await deps.unitOfWork((tx, publish) =>
          applyBatches({ db: tx, publish, jobs: deps.jobs }, accountId, batches, now, null, {
            sameIsOld: true,
          }),
        );
      const next = nextState(state, page, deps.config.historyPageSize, now);
      const written = await repo.updateHistoryImport(db, accountId, state.run, next);
      if (written && next.state === 'running')
        await deps.jobs.enqueueWith(db, [pageJob(accountId, next, now)]);
    },
  });
}

/** The progress after a page: counted, then the next page, the orders after the customers, or done. */
function nextState(
  state: StoredHistory,
  page: { items: unknown[]; total: number | null; pages: number | null },
  pageSize: number,
  now: Date,
): StoredHistory {
  const counted =
    state.phase === 'customers'
      ? {
          customers_done: state.customers_done + page.items.length,
          customers_total: page.total ?? state.customers_total,
        }
      : {
          orders_done: state.orders_done + page.items.length,
          orders_total: page.total ?? state.orders_total,
        };
  const last = page.pages !== null ? state.page >= page.pages : page.items.length < pageSize;
  if (!last) return { ...state, ...counted, page: state.page + 1 };
  if (state.phase === 'customers') return { ...state, ...counted, phase: 'orders', page: 1 };
  return { ...state, ...counted, state: 'done', finished_at: now.toISOString() };
}
