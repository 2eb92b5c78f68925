import {
  type AuditAction,
  defaultTemplateType,
  type RecommendationWidget,
  type RecommendationWidgetFields,
  recommendationWidgetFieldsSchema,
  type SearchProductRef,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { findProductNames } from '../shop-data';
import { insertAudit } from '../staff';
import * as repo from './widgets-repository';

/**
 * Recommendation widgets as the panel sees them. An account sees its own widgets (editable) and its dealer's
 * (read-only, duplicable); staff and partners manage a dealer's widgets through the dealer's own calls.
 */

/** The account a panel call acts on, and the dealer whose widgets it also sees. */
export interface AccountScope {
  accountId: number;
  dealerId: number | null;
}

/** Paths of the panel API that a widget id would shadow (GET /api/recommendations/hidden-products). */
const RESERVED_IDS = new Set(['hidden-products']);

const iso = (value: Date) => value.toISOString();
const accountOwner = (scope: AccountScope): repo.WidgetOwner => ({
  kind: 'account',
  accountId: scope.accountId,
});
const dealerOwner = (dealerId: number): repo.WidgetOwner => ({ kind: 'dealer', dealerId });

/** A stored config read back through today's schema, so settings added since get their defaults. */
function readConfig(config: unknown): RecommendationWidgetFields {
  const parsed = recommendationWidgetFieldsSchema.safeParse(config ?? {});
  return parsed.success ? parsed.data : recommendationWidgetFieldsSchema.parse({});
}

function widgetOut(
  row: repo.WidgetRow,
  owner: 'account' | 'dealer',
  editable: boolean,
): RecommendationWidget {
  return {
    ...readConfig(row.config),
    id: row.id,
    owner,
    editable,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const dealerOwned = () => new AppError(403, 'recommendation_dealer_owned');

/** Templates are named by key; today the defaults are the templates there are. */
function checkTemplate(fields: RecommendationWidgetFields) {
  if (defaultTemplateType(fields.template) === null) {
    throw validationFailed({ template: 'recommendation_template_unknown' });
  }
}

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

// ---------- the account's panel ----------

export async function listForAccount(db: Database, scope: AccountScope): Promise<RecommendationWidget[]> {
  const own = (await repo.listWidgets(db, accountOwner(scope))).map((row) => widgetOut(row, 'account', true));
  if (scope.dealerId === null) return own;
  const dealers = (await repo.listWidgets(db, dealerOwner(scope.dealerId))).map((row) =>
    widgetOut(row, 'dealer', false),
  );
  return [...own, ...dealers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The account's own widget with this id, else its dealer's. */
async function findForAccount(db: Database, scope: AccountScope, id: string) {
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
  checkTemplate(fields);
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
  checkTemplate(fields);
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

// ---------- hidden products ----------

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

// ---------- a dealer's widgets (staff and partners) ----------

/** Who made a staff change, for the audit log. */
export interface StaffActor {
  id: string;
  email: string;
}

/** A dealer's widgets show in many accounts, so each change is in the audit log with the change itself. */
function audit(tx: repo.Writer, actor: StaffActor, action: AuditAction, details: Record<string, unknown>) {
  return insertAudit(tx, {
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    accountId: null,
    details,
  });
}

export async function listForDealer(db: Database, dealerId: number) {
  return (await repo.listWidgets(db, dealerOwner(dealerId))).map((row) => widgetOut(row, 'dealer', true));
}

export async function getForDealer(db: Database, dealerId: number, id: string) {
  const row = await repo.findWidget(db, dealerOwner(dealerId), id);
  if (!row) throw notFound('recommendation_not_found');
  return widgetOut(row, 'dealer', true);
}

/**
 * A dealer's widget may share an id with a widget an account made before; the account's own one wins in that
 * account. A dealer's manual list is not checked against a catalogue: each shop has its own.
 */
export async function createForDealer(
  db: Database,
  actor: StaffActor,
  dealerId: number,
  id: string,
  fields: RecommendationWidgetFields,
  now: Date,
) {
  checkTemplate(fields);
  if (RESERVED_IDS.has(id)) throw validationFailed({ id: 'widget_id_taken' });
  return db.transaction(async (tx) => {
    const row = await repo.insertWidget(tx, dealerOwner(dealerId), id, fields, now);
    if (!row) throw validationFailed({ id: 'widget_id_taken' });
    await audit(tx, actor, 'dealer.recommendation_create', { dealer_id: dealerId, id, widget: fields });
    return widgetOut(row, 'dealer', true);
  });
}

export async function updateForDealer(
  db: Database,
  actor: StaffActor,
  dealerId: number,
  id: string,
  fields: RecommendationWidgetFields,
  now: Date,
) {
  checkTemplate(fields);
  return db.transaction(async (tx) => {
    const row = await repo.updateWidget(tx, dealerOwner(dealerId), id, fields, now);
    if (!row) throw notFound('recommendation_not_found');
    await audit(tx, actor, 'dealer.recommendation_update', { dealer_id: dealerId, id, widget: fields });
    return widgetOut(row, 'dealer', true);
  });
}

export async function deleteForDealer(db: Database, actor: StaffActor, dealerId: number, id: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteWidget(tx, dealerOwner(dealerId), id))) throw notFound('recommendation_not_found');
    await audit(tx, actor, 'dealer.recommendation_delete', { dealer_id: dealerId, id });
  });
}
