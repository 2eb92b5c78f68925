import type { RecommendationWidget, RecommendationWidgetFields } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { findProductNames } from '../shop-data';
import { readableOwners } from './templates/service';
import { accountOwner, checkTemplate, dealerOwner, RESERVED_IDS, widgetOut } from './widget-view';
import * as repo from './widgets-repository';

/**
 * Recommendation widgets as an account's panel sees them: its own widgets (editable) and its dealer's
 * (read-only, duplicable). Staff and partners manage a dealer's widgets in dealer-widgets-service.ts.
 */

/** The account a panel call acts on, and the dealer whose widgets it also sees. */
export interface AccountScope {
  accountId: number;
  dealerId: number | null;
}

const dealerOwned = () => new AppError(403, 'recommendation_dealer_owned');

/** A manual list names products of this account's catalogue (another account's id is simply unknown). */
async function checkManualProducts(db: Database, accountId: number, fields: RecommendationWidgetFields) {
  const known = await findProductNames(db, accountId, fields.manual_products);
  const problems: Record<string, string> = {};
  fields.manual_products.forEach((productId, index) => {
    if (!known.has(productId)) problems[`manual_products.${index}`] ??= 'unknown_products';
  });
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
}

/** An id is free in the account when neither the account nor its dealer has a widget with it. */
async function insertInAccount(
  db: Database,
  scope: AccountScope,
  id: string,
  fields: RecommendationWidgetFields,
  now: Date,
) {
  if (RESERVED_IDS.has(id)) throw validationFailed({ id: 'widget_id_taken' });
  return db.transaction(async (tx) => {
    if (scope.dealerId !== null && (await repo.findWidget(tx, dealerOwner(scope.dealerId), id))) {
      throw validationFailed({ id: 'widget_id_taken' });
    }
    const row = await repo.insertWidget(tx, accountOwner(scope), id, fields, now);
    if (!row) throw validationFailed({ id: 'widget_id_taken' });
    return widgetOut(row, 'account', true);
  });
}

export async function listForAccount(db: Database, scope: AccountScope): Promise<RecommendationWidget[]> {
  const own = (await repo.listWidgets(db, accountOwner(scope))).map((row) => widgetOut(row, 'account', true));
  if (scope.dealerId === null) return own;
  const dealers = (await repo.listWidgets(db, dealerOwner(scope.dealerId))).map((row) =>
    widgetOut(row, 'dealer', false),
  );
  return [...own, ...dealers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The account's own widget with this id, else its dealer's. */
export async function findForAccount(db: Database, scope: AccountScope, id: string) {
  const own = await repo.findWidget(db, accountOwner(scope), id);
  if (own) return widgetOut(own, 'account', true);
  if (scope.dealerId === null) return null;
  const dealers = await repo.findWidget(db, dealerOwner(scope.dealerId), id);
  return dealers ? widgetOut(dealers, 'dealer', false) : null;
}

export async function getForAccount(db: Database, scope: AccountScope, id: string) {
  const widget = await findForAccount(db, scope, id);
  if (!widget) throw notFound('recommendation_not_found');
  return widget;
}

export async function createForAccount(
  db: Database,
  scope: AccountScope,
  id: string,
  fields: RecommendationWidgetFields,
  now: Date,
) {
  await checkTemplate(db, readableOwners(scope), fields);
  await checkManualProducts(db, scope.accountId, fields);
  return insertInAccount(db, scope, id, fields, now);
}

/** A dealer's widget is read-only in the account: refused on the server, not only hidden in the UI. */
async function refuseDealerOwned(db: Database, scope: AccountScope, id: string): Promise<never> {
  if (scope.dealerId !== null && (await repo.findWidget(db, dealerOwner(scope.dealerId), id))) {
    throw dealerOwned();
  }
  throw notFound('recommendation_not_found');
}

export async function updateForAccount(
  db: Database,
  scope: AccountScope,
  id: string,
  fields: RecommendationWidgetFields,
  now: Date,
) {
  await checkTemplate(db, readableOwners(scope), fields);
  await checkManualProducts(db, scope.accountId, fields);
  const row = await repo.updateWidget(db, accountOwner(scope), id, fields, now);
  if (row) return widgetOut(row, 'account', true);
  return refuseDealerOwned(db, scope, id);
}

export async function deleteForAccount(db: Database, scope: AccountScope, id: string) {
  if (await repo.deleteWidget(db, accountOwner(scope), id)) return;
  await refuseDealerOwned(db, scope, id);
}

/**
 * An editable copy in the account of the account's or its dealer's widget. A dealer's manual list may name
 * products this shop does not have; the copy keeps them, and the read path skips what is not in the catalogue.
 */
export async function duplicateForAccount(
  db: Database,
  scope: AccountScope,
  sourceId: string,
  newId: string,
  now: Date,
) {
  const source = await getForAccount(db, scope, sourceId);
  const { id: _id, owner: _owner, editable: _editable, created_at: _c, updated_at: _u, ...fields } = source;
  return insertInAccount(db, scope, newId, fields, now);
}
