import type {
  AuditAction,
  createRecommendationTemplateBodySchema,
  RecommendationTemplateFields,
} from '@butikkpanel/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { insertAudit } from '../../staff';
import * as repo from './repository';
import { contentToCreate, dealerOwner, deleteChecked, insertChecked, saveChecked } from './service';
import { defaultTemplates, templateOut } from './view';

/**
 * A dealer's recommendation templates, managed by staff, partners and admins: read-only and duplicable in
 * every account of the dealer. Saves go through the same checked helpers as an account's (service.ts).
 */

/** Who made a staff change, for the audit log. */
export interface StaffActor {
  id: string;
  email: string;
}

type CreateBody = z.output<typeof createRecommendationTemplateBodySchema>;

const templateNotFound = () => notFound('recommendation_template_not_found');

/** A dealer's templates show in many accounts, so each change is in the audit log. */
function audit(db: Database, actor: StaffActor, action: AuditAction, details: Record<string, unknown>) {
  return insertAudit(db, {
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    accountId: null,
    details,
  });
}

/** The defaults (to copy from) and the dealer's own. */
export async function listForDealer(db: Database, dealerId: number) {
  const own = await repo.listTemplates(db, dealerOwner(dealerId));
  return [...defaultTemplates(), ...own.map((row) => templateOut(row, 'dealer', true))];
}

export async function getForDealer(db: Database, dealerId: number, id: number) {
  const row = await repo.findTemplate(db, dealerOwner(dealerId), id);
  if (!row) throw templateNotFound();
  return templateOut(row, 'dealer', true);
}

/** A dealer's template copies only a default or another of the dealer's (never an account's). */
export async function createForDealer(
  db: Database,
  actor: StaffActor,
  dealerId: number,
  body: CreateBody,
  now: Date,
) {
  const content = await contentToCreate(db, [dealerOwner(dealerId)], body);
  const row = await insertChecked(db, dealerOwner(dealerId), content, actor.id, now);
  await audit(db, actor, 'dealer.recommendation_template_create', {
    dealer_id: dealerId,
    id: row.id,
    name: row.name,
  });
  return templateOut(row, 'dealer', true);
}

export async function updateForDealer(
  db: Database,
  actor: StaffActor,
  dealerId: number,
  id: number,
  content: RecommendationTemplateFields,
  now: Date,
) {
  const row = await saveChecked(db, dealerOwner(dealerId), id, content, actor.id, now);
  if (!row) throw templateNotFound();
  await audit(db, actor, 'dealer.recommendation_template_update', {
    dealer_id: dealerId,
    id,
    version: row.version,
  });
  return templateOut(row, 'dealer', true);
}

export async function deleteForDealer(db: Database, actor: StaffActor, dealerId: number, id: number) {
  if (!(await deleteChecked(db, dealerOwner(dealerId), id))) throw templateNotFound();
  await audit(db, actor, 'dealer.recommendation_template_delete', { dealer_id: dealerId, id });
}
