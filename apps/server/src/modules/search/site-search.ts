import type { SearchAnswer, SearchQuery } from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock, LocalTask } from '../../platform';
import { findCatalogue } from '../shop-data';
import { withDrawn } from './drawn';
import { type IndexedProduct, ProductIndex } from './engine/product-index';
import { runSearch } from './engine/search';
import * as repo from './repository';
import { type LoadedTuning, loadTuning } from './tuning';

/** Above this many products a stale index keeps answering while the new one builds. */
const REBUILD_IN_BACKGROUND_FROM = 20_000;
/** An account nobody searched for this long gives its memory back; the next search loads it again. */
const IDLE_AFTER_MS = 30 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;

export interface SearchState {
  isActive: boolean;
  hasSearch: boolean;
  hosts: string[];
}

interface Slot<T> {
  revision: string;
  value: T | null;
  loading: Promise<T> | null;
  usedAt: number;
}

const revisionOf = (value: string | number | null) => String(value ?? 0);

function toIndexed(row: Awaited<ReturnType<typeof findCatalogue>>[number]): IndexedProduct {
  return {
    productId: row.productId,
    name: row.name,
    url: row.url,
    imageUrl: row.imageUrl,
    price: row.priceOre / 100,
    salePrice: row.salePriceOre === null ? null : row.salePriceOre / 100,
    inStock: row.inStock,
    brand: row.brand,
    category: row.category,
    sku: row.sku,
  };
}

/**
 * The site search of every account on this instance: an in-memory index per account, built from the database on
 * first use and again when the account's catalogue revision moves (bumped by the ingest code), and the tuning,
 * reloaded when its revision moves (bumped by every tuning write). Every search reads both revisions in one
 * round trip, so a change made on any instance shows on the next search everywhere.
 */
export function createSiteSearch(db: Database, log: FastifyBaseLogger, clock: Clock) {
  const stateQuery = repo.prepareSearchStateQuery(db);
  const catalogues = new Map<number, Slot<ProductIndex>>();
  const tunings = new Map<number, Slot<LoadedTuning>>();
  /** Drops the indexes and tunings of accounts nobody searched for a while (run by the platform's ticker). */
  function sweep(now: Date): void {
    const idleSince = now.getTime() - IDLE_AFTER_MS;
    for (const cache of [catalogues, tunings] as Array<Map<number, Slot<unknown>>>) {
      for (const [accountId, slot] of cache)
        if (slot.usedAt < idleSince && !slot.loading) cache.delete(accountId);
    }
  }

  async function buildIndex(accountId: number): Promise<ProductIndex> {
    const started = performance.now();
    const rows = await findCatalogue(db, accountId);
    const index = new ProductIndex(rows.map(toIndexed));
    log.debug(
      { accountId, products: index.size, ms: Math.round(performance.now() - started) },
      'search index built',
    );
    return index;
  }

  /** The cached value when its revision is current; otherwise loads it once, however many searches wait. */
  async function fresh<T>(
    cache: Map<number, Slot<T>>,
    accountId: number,
    revision: string,
    load: (accountId: number) => Promise<T>,
    serveStale: (value: T) => boolean,
  ): Promise<T> {
    let slot = cache.get(accountId);
    if (!slot) {
      slot = { revision: '', value: null, loading: null, usedAt: 0 };
      cache.set(accountId, slot);
    }
    slot.usedAt = clock.now().getTime();
    if (slot.value !== null && slot.revision === revision) return slot.value;
    if (!slot.loading) {
      const target = slot;
      const loading = load(accountId).then((value) => {
        target.value = value;
        target.revision = revision;
        return value;
      });
      target.loading = loading;
      loading.then(
        () => {
          target.loading = null;
        },
        (error: unknown) => {
          target.loading = null;
          log.error({ err: error, accountId }, 'loading the search index or tuning failed');
        },
      );
    }
    if (slot.value !== null && serveStale(slot.value)) return slot.value;
    return slot.loading as Promise<T>;
  }

  async function state(accountId: number) {
    const [row] = await stateQuery.execute({ accountId });
    if (!row) return null;
    return {
      access: {
        isActive: row.isActive,
        hasSearch: row.hasSearch,
        hosts: row.hosts ?? [],
      } satisfies SearchState,
      catalogue: revisionOf(row.catalogue),
      tuning: revisionOf(row.tuning),
    };
  }

  async function engineFor(accountId: number, revisions: { catalogue: string; tuning: string }) {
    const [index, tuning] = await Promise.all([
      fresh(
        catalogues,
        accountId,
        revisions.catalogue,
        buildIndex,
        (index) => index.size >= REBUILD_IN_BACKGROUND_FROM,
      ),
      fresh(
        tunings,
        accountId,
        revisions.tuning,
        (id) => loadTuning(db, id),
        () => false,
      ),
    ]);
    return { index, tuning };
  }

  function answer(index: ProductIndex, tuning: LoadedTuning, query: SearchQuery): SearchAnswer {
    const widget = query.widget ? (tuning.widgets.get(query.widget) ?? null) : null;
    const limit = query.limit ?? widget?.number_of_products ?? tuning.settings.details.results;
    // A widget that hides suggestions should not pay for them.
    const settings =
      widget && !widget.show_suggestions
        ? { ...tuning.engineSettings, suggestions: 0 }
        : tuning.engineSettings;
    const result = runSearch(index, tuning.engine, settings, {
      text: query.q,
      limit,
      inStockOnly: widget?.in_stock_only,
      onSaleOnly: widget?.on_sale_only,
    });
    return {
      query: query.q,
      total: result.total,
      products: result.hits.map(({ product, pinned }) => ({
        product_id: product.productId,
        name: product.name,
        url: product.url,
        image_url: product.imageUrl,
        price: product.price,
        sale_price: product.salePrice,
        in_stock: product.inStock,
        brand: product.brand,
        category: product.category,
        pinned,
      })),
      suggestions: result.suggestions,
      keywords: widget && !widget.show_keyword_content ? [] : result.keywords,
      custom_result: result.customRule,
      widget,
      // Drawn after the search (withDrawn), since a stored template is read from the database.
      drawn: null,
    };
  }

  return {
    /** This instance's memory: idle indexes go every few minutes. */
    localTask: { name: 'search.index-sweep', everyMs: SWEEP_EVERY_MS, run: sweep } satisfies LocalTask,

    /** Whether the account may be searched, and by which shop domains; null for an unknown account. */
    async access(
      accountId: number,
    ): Promise<(SearchState & { revisions: { catalogue: string; tuning: string } }) | null> {
      const current = await state(accountId);
      return current
        ? { ...current.access, revisions: { catalogue: current.catalogue, tuning: current.tuning } }
        : null;
    },

    /** Runs a query with revisions already read (by `access`). */
    async searchAt(accountId: number, revisions: { catalogue: string; tuning: string }, query: SearchQuery) {
      const { index, tuning } = await engineFor(accountId, revisions);
      return withDrawn(db, accountId, answer(index, tuning, query));
    },

    /** Runs a query for the panel (the account's access was checked by the guards). */
    async search(accountId: number, query: SearchQuery): Promise<SearchAnswer> {
      const current = await state(accountId);
      if (!current) throw new Error(`account ${accountId} vanished`);
      const { index, tuning } = await engineFor(accountId, current);
      return withDrawn(db, accountId, answer(index, tuning, query));
    },

    /** Whether each phrase finds a product now (for the no-result history). */
    async findsSomething(accountId: number, phrases: string[]): Promise<Map<string, boolean>> {
      const current = await state(accountId);
      const found = new Map<string, boolean>();
      if (!current) return found;
      const { index, tuning } = await engineFor(accountId, current);
      for (const phrase of phrases) {
        found.set(
          phrase,
          runSearch(index, tuning.engine, tuning.engineSettings, { text: phrase, limit: 1 }).total > 0,
        );
      }
      return found;
    },
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
