import type { AuditAction, RecommendationWidgetFields } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../lib/errors';
import { insertAudit } from '../staff';
import { checkTemplate, dealerOwner, RESERVED_IDS, widgetOut } from './widget-view';
import * as repo from './widgets-repository';

/**
 * A dealer's recommendation widgets, managed by staff, partners and admins: they show read-only in every
 * account of the dealer (widgets-service.ts).
 */

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
  await checkTemplate(db, [{ kind: 'dealer', dealerId }], fields);
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
  await checkTemplate(db, [{ kind: 'dealer', dealerId }], fields);
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
