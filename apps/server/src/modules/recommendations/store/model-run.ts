import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import { readPageViewsPage } from '../../chat';
import { productPath } from '../../products';
import { readCatalogue, readOrderLines } from '../../shop-data';
import { createBreather } from '../model/breather';
import {
  addProductViews,
  computeModels,
  ORDER_HISTORY_DAYS,
  productsByPath,
  type ShopperViews,
  VIEW_HISTORY_DAYS,
} from './compute';
import {
  deleteModels,
  type NeighbourRow,
  saveRunRecord,
  upsertNeighbours,
  upsertRankings,
} from './stored-models';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Page views read at a time: a page is parsed in tens of milliseconds, and only its product views are kept. */
export const VIEW_PAGE_SIZE = 20_000;

/**
 * The full model run of one account: the catalogue and a year of order lines in one read each, 90 days of
 * page views a page at a time (kept as each visitor's product views only), every model computed by the pure
 * functions with turns for the event loop between slices (the job's lease is renewed on that loop), and the
 * stored models replaced. Runs inside the job's transaction, so a reader sees the old models or the new ones,
 * never half of each.
 */
export async function runModels(
  db: Database,
  accountId: number,
  clock: Clock,
  options: { viewPageSize?: number } = {},
): Promise<void> {
  const pageSize = options.viewPageSize ?? VIEW_PAGE_SIZE;
  const started = clock.now();
  const now = started.getTime();
  const breather = createBreather();
  // One after the other: inside a transaction they share one connection anyway.
  const catalogue = await readCatalogue(db, accountId);
  const lines = await readOrderLines(db, accountId, new Date(now - ORDER_HISTORY_DAYS * DAY_MS));
  const productByPath = productsByPath(catalogue, productPath);
  const visitors = new Map<string, ShopperViews>();
  const viewsFrom = new Date(now - VIEW_HISTORY_DAYS * DAY_MS);
  let pageViews = 0;
  for (let afterSeq = 0; ; ) {
    const page = await readPageViewsPage(db, accountId, viewsFrom, afterSeq, pageSize);
    addProductViews(visitors, page, productByPath);
    pageViews += page.length;
    if (page.length < pageSize) break;
    afterSeq = page[page.length - 1]?.seq ?? afterSeq;
  }
  const models = await computeModels({ catalogue, lines, visitors }, now, breather);
  const rows: NeighbourRow[] = [];
  for (const [source, byProduct] of models.neighbours) {
    for (const [productId, neighbours] of byProduct) rows.push({ source, productId, neighbours });
  }
  await deleteModels(db, accountId);
  await upsertNeighbours(db, accountId, rows);
  await upsertRankings(db, accountId, models.rankings);
  await saveRunRecord(db, {
    accountId,
    startedAt: started,
    finishedAt: clock.now(),
    products: catalogue.length,
    orders: new Set(lines.map((line) => line.orderId)).size,
    pageViews,
    neighbourRows: rows.length,
  });
}
