import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform';
import { readPageViewsSince } from '../../chat';
import { productPath } from '../../products';
import { readCatalogue, readOrderLines } from '../../shop-data';
import { computeModels, ORDER_HISTORY_DAYS, VIEW_HISTORY_DAYS } from './compute';
import {
  deleteModels,
  type NeighbourRow,
  saveRunRecord,
  upsertNeighbours,
  upsertRankings,
} from './stored-models';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The full model run of one account: three batched reads (catalogue, a year of order lines, 90 days of
 * page views), every model computed by the pure functions, and the stored models replaced. Runs inside the
 * job's transaction, so a reader sees the old models or the new ones, never half of each.
 */
export async function runModels(db: Database, accountId: number, clock: Clock): Promise<void> {
  const started = clock.now();
  const now = started.getTime();
  // One after the other: inside a transaction they share one connection anyway.
  const catalogue = await readCatalogue(db, accountId);
  const lines = await readOrderLines(db, accountId, new Date(now - ORDER_HISTORY_DAYS * DAY_MS));
  const views = await readPageViewsSince(db, accountId, new Date(now - VIEW_HISTORY_DAYS * DAY_MS));
  const models = computeModels({ catalogue, lines, views }, productPath, now);
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
    pageViews: views.length,
    neighbourRows: rows.length,
  });
}
