import {
  CAMPAIGN_ATTRIBUTION_DAYS,
  type Campaign,
  type CampaignBody,
  type CampaignDay,
  segmentRulesSchema,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, validationFailed } from '../../lib/errors';
import { kroner } from '../../lib/money';
import { isoOrNull } from '../../lib/time';
import type { Platform } from '../../platform';
import { countMatching, findSegment, segmentCondition } from '../audience';
import { ordersAfterClicks, ordersAfterClicksByDay } from '../shop-data';
import * as repo from './campaign-repository';
import { findCodeSource, needsDiscountCode, requireCodeSource } from './discount-codes';
import { mergeProblem } from './merge-tags';
import { requireRecommendationWidgets } from './recommendation-blocks';
import { findTemplate, type TemplateRow } from './template-repository';

/**
 * A campaign's template and segment must be the account's own, the template one for marketing (a
 * transactional mail is no campaign), its merge tags right, and a design showing a discount code must
 * have a source of the account's: refused here on the field, before anything can be sent.
 */
async function checkRefs(db: Database, accountId: number, body: CampaignBody) {
  const fields: Record<string, string> = {};
  const template = await findTemplate(db, accountId, body.template_id);
  if (!template) fields.template_id = 'campaign_template_required';
  else if (template.transactional) fields.template_id = 'campaign_template_transactional';
  if (body.segment_id !== null && !(await findSegment(db, accountId, body.segment_id))) {
    fields.segment_id = 'invalid_value';
  }
  // The campaign's own subject and preview text hold merge tags too: checked as a template's are.
  for (const [field, source] of [
    ['subject', body.subject],
    ['preview_text', body.preview_text],
  ] as const) {
    const problem = mergeProblem(source);
    if (problem) fields[field] = problem;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (template) {
    await requireCampaignCodeSource(db, accountId, template, body);
    await requireRecommendationWidgets(db, accountId, template.html, 'template_id');
  }
}

/** The campaign's code source (its own, else its template's), required when its mail shows a code. */
function requireCampaignCodeSource(
  db: Database,
  accountId: number,
  template: TemplateRow,
  campaign: { subject: string; preview_text: string; discount_id: number | null },
) {
  const design = {
    html: template.html,
    subject: campaign.subject || template.subject,
    previewText: campaign.preview_text || template.previewText,
  };
  if (campaign.discount_id !== null)
    return findCodeSource(db, accountId, campaign.discount_id).then((source) => {
      if (!source) throw validationFailed({ discount_id: 'discount_code_source_not_found' });
      return needsDiscountCode(design) ? source : null;
    });
  return requireCodeSource(db, accountId, design, template.discountId, 'discount_id');
}

const valuesOf = (body: CampaignBody): repo.CampaignValues => ({
  name: body.name,
  templateId: body.template_id,
  segmentId: body.segment_id,
  subject: body.subject,
  previewText: body.preview_text,
  discountId: body.discount_id,
});

export async function createCampaign(db: Database, accountId: number, body: CampaignBody, now: Date) {
  await checkRefs(db, accountId, body);
  return repo.insertCampaign(db, accountId, valuesOf(body), now);
}

export async function updateCampaign(
  db: Database,
  campaign: repo.CampaignRow,
  body: CampaignBody,
  now: Date,
) {
  if (campaign.status !== 'draft' && campaign.status !== 'scheduled')
    throw new AppError(409, 'campaign_not_editable');
  await checkRefs(db, campaign.accountId, body);
  return (await repo.updateCampaign(db, campaign.id, valuesOf(body), now)) ?? campaign;
}

export async function findOwnCampaign(db: Database, accountId: number, id: number) {
  const row = await repo.findCampaign(db, accountId, id);
  if (!row) throw new AppError(404, 'campaign_not_found');
  return row;
}

/** Who the campaign would reach now: its segment's contacts, and those consenting and not suppressed. */
export async function audienceOf(
  db: Database,
  campaign: Pick<repo.CampaignRow, 'accountId' | 'segmentId'>,
  now: Date,
) {
  if (campaign.segmentId === null) return countMatching(db, campaign.accountId, undefined);
  const segment = await findSegment(db, campaign.accountId, campaign.segmentId);
  if (!segment) return { count: 0, reachable: 0 };
  return countMatching(
    db,
    campaign.accountId,
    segmentCondition(campaign.accountId, segmentRulesSchema.parse(segment.definition), now),
  );
}

const stateError = (campaign: repo.CampaignRow, action: string) =>
  new AppError(409, 'campaign_state', { action, status: campaign.status });

/**
 * Starts sending now (or, from its job, at the scheduled time): the template's HTML and subject are
 * fixed as they are now, the campaign moves to 'sending' (once: a second click finds it moved), and the
 * recipients are made by a job in the same transaction.
 */
export async function startCampaign(
  db: Database,
  platform: Pick<Platform, 'jobs'>,
  campaign: repo.CampaignRow,
  now: Date,
) {
  if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw stateError(campaign, 'sendes');
  const template =
    campaign.templateId === null ? null : await findTemplate(db, campaign.accountId, campaign.templateId);
  if (!template || template.html === '') throw new AppError(409, 'campaign_template_empty');
  if (template.transactional) throw validationFailed({ template_id: 'campaign_template_transactional' });
  // Checked again at the start: the template may have changed since the draft was saved.
  const source = await requireCampaignCodeSource(db, campaign.accountId, template, {
    subject: campaign.subject,
    preview_text: campaign.previewText,
    discount_id: campaign.discountId,
  });
  await requireRecommendationWidgets(db, campaign.accountId, template.html, 'template_id');
  if ((await audienceOf(db, campaign, now)).reachable === 0)
    throw new AppError(409, 'campaign_no_recipients');
  const moved = await db.transaction(async (tx) => {
    // What is sent is fixed now: the design, subject, preview text and the code source it had.
    const row = await repo.moveCampaign(
      tx,
      campaign.id,
      ['draft', 'scheduled'],
      'sending',
      {
        html: template.html,
        subject: campaign.subject || template.subject || template.name,
        previewText: campaign.previewText || template.previewText,
        discountId: source?.id ?? null,
        startedAt: now,
      },
      now,
    );
    if (row) {
      await platform.jobs.enqueueWith(tx, [
        { kind: 'email.campaign_prepare', payload: { campaign_id: row.id }, dedupeKey: `${row.id}:prepare` },
      ]);
    }
    return row;
  });
  if (!moved) throw stateError(campaign, 'sendes');
  platform.jobs.nudge();
  return moved;
}

export async function campaignView(db: Database, row: repo.CampaignRow): Promise<Campaign> {
  const clicks = row.clickedCount > 0 ? await repo.clicksOf(db, row.id) : [];
  const attributed = await ordersAfterClicks(
    db,
    row.accountId,
    clicks.flatMap((click) => (click.clickedAt ? [{ email: click.email, clickedAt: click.clickedAt }] : [])),
    CAMPAIGN_ATTRIBUTION_DAYS,
  );
  return {
    id: row.id,
    name: row.name,
    template_id: row.templateId,
    segment_id: row.segmentId,
    subject: row.subject,
    preview_text: row.previewText,
    discount_id: row.discountId,
    status: row.status,
    scheduled_at: isoOrNull(row.scheduledAt),
    started_at: isoOrNull(row.startedAt),
    finished_at: isoOrNull(row.finishedAt),
    figures: {
      recipients: row.recipientsCount,
      sent: row.sentCount,
      failed: row.failedCount,
      opened: row.openedCount,
      clicked: row.clickedCount,
      unsubscribed: row.unsubscribedCount,
      orders: attributed.orders,
      revenue: kroner(attributed.totalOre),
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The campaign's figures per Oslo day (days with nothing are left out; the panel fills the gaps). */
export async function campaignDays(db: Database, row: repo.CampaignRow): Promise<CampaignDay[]> {
  const clicks = row.clickedCount > 0 ? await repo.clicksOf(db, row.id) : [];
  const [events, orders] = await Promise.all([
    repo.recipientEventsByDay(db, row.id),
    ordersAfterClicksByDay(
      db,
      row.accountId,
      clicks.flatMap((click) =>
        click.clickedAt ? [{ email: click.email, clickedAt: click.clickedAt }] : [],
      ),
      CAMPAIGN_ATTRIBUTION_DAYS,
    ),
  ]);
  const byDay = new Map<string, CampaignDay>();
  const dayOf = (day: string) => {
    let entry = byDay.get(day);
    if (!entry) {
      entry = { day, sent: 0, opened: 0, clicked: 0, unsubscribed: 0, orders: 0, revenue: 0 };
      byDay.set(day, entry);
    }
    return entry;
  };
  for (const event of events) Object.assign(dayOf(event.day), event);
  for (const order of orders)
    Object.assign(dayOf(order.day), { orders: order.orders, revenue: kroner(order.totalOre) });
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
