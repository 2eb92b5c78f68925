import type { SearchProductRef } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { validationFailed } from '../../lib/errors';
import { findProductNames } from '../shop-data';
import * as repo from './widgets-repository';

/** The products an account never wants recommended, in any widget. */

export async function listHiddenProducts(db: Database, accountId: number): Promise<SearchProductRef[]> {
  const ids = await repo.listHiddenProducts(db, accountId);
  const names = await findProductNames(db, accountId, ids);
  return ids.map((productId) => ({
    product_id: productId,
    name: names.get(productId) ?? productId,
    exists: names.has(productId),
  }));
}

/** Only products of this account's catalogue can be hidden; each unknown one is named where it stands. */
export async function saveHiddenProducts(db: Database, accountId: number, productIds: string[], now: Date) {
  const known = await findProductNames(db, accountId, productIds);
  const problems: Record<string, string> = {};
  productIds.forEach((productId, index) => {
    if (!known.has(productId)) problems[`product_ids.${index}`] = 'unknown_products';
  });
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  await db.transaction((tx) => repo.replaceHiddenProducts(tx, accountId, productIds, now));
  return listHiddenProducts(db, accountId);
}
