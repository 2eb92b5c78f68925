import {
  CAMPAIGN_ATTRIBUTION_DAYS,
  type FlowDefinition,
  type FlowDetail,
  type FlowListItem,
  type FlowProblem,
  type FlowStepFigures,
  type FlowTemplate,
  type FlowUpdateBody,
  fitsFlowStart,
  flowTemplateDefinition,
  reachableSteps,
  validateFlow,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError, validationFailed } from '../../lib/errors';
import { kroner } from '../../lib/money';
import { findSegment } from '../audience';
import { findDiscountTemplateIds } from '../discounts';
import { listTemplates, templatesWithMissingRecommendations } from '../email';
import { findPopupIds } from '../popups';
import { ordersAfterClicks } from '../shop-data';
import * as entries from './entry-repository';
import * as repo from './repository';
import { baselineSegment } from './segment-start';
import { withTemplateEmails } from './template-emails';

const EMPTY_START: FlowDefinition['start'] = {
  kind: 'event',
  event: 'new_order',
  days: null,
  product_ids: [],
  categories: [],
};

async function problemsOf(
  db: Database,
  accountId: number,
  definition: FlowDefinition,
): Promise<FlowProblem[]> {
  const named = definition.steps.flatMap((step) =>
    step.type === 'send_email' && step.discount_template_id !== null ? [step.discount_template_id] : [],
  );
  const popupsNamed = definition.steps.flatMap((step) =>
    step.type === 'join_popup' && step.popup_id !== null ? [step.popup_id] : [],
  );
  const [templates, discountTemplates, popups] = await Promise.all([
    listTemplates(db, accountId),
    findDiscountTemplateIds(db, accountId, named),
    findPopupIds(db, accountId, popupsNamed),
  ]);
  const problems = validateFlow(definition, {
    templates: new Map(
      templates.map((row) => [
        row.id,
        { type: row.type, needs_discount_code: row.needsDiscountCode, discount_id: row.discountId },
      ]),
    ),
    discountTemplates,
    popups,
  });
  // A mail whose recommendations block names a widget that is gone would be skipped for every customer.
  const sends = definition.steps.flatMap((step) =>
    step.type === 'send_email' && step.template_id !== null
      ? [{ step: step.id, template: step.template_id }]
      : [],
  );
  const missing = await templatesWithMissingRecommendations(
    db,
    accountId,
    sends.map((send) => send.template),
  );
  for (const send of sends) {
    if (missing.has(send.template))
      problems.push({ step: send.step, field: 'template_id', code: 'email_recommendation_not_found' });
  }
  return problems;
}

/** The problems as the API's one error shape: `error.fields` keyed "{step}.{field}" (or "{step}"). */
function invalid(code: 'flow_invalid' | 'flow_active_invalid', problems: FlowProblem[]): AppError {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const key = problem.field ? `${problem.step}.${problem.field}` : problem.step;
    fields[key] ??= problem.code;
  }
  return new AppError(422, code, undefined, fields);
}

/** Only the steps the start reaches: an edit's left-overs are not stored. */
function pruned(definition: FlowDefinition): FlowDefinition {
  return { ...definition, steps: reachableSteps(definition).map((item) => item.step) };
}

export async function findOwnFlow(db: Database, accountId: number, id: number) {
  const flow = await repo.findFlow(db, accountId, id);
  if (!flow) throw new AppError(404, 'flow_not_found');
  return flow;
}

type Clicks = Array<{ email: string; clickedAt: Date }>;

/** Orders within the attribution days of a click on a flow's mail (as campaigns count theirs). */
async function attributed(db: Database, accountId: number, clicks: Clicks) {
  const { orders, totalOre } = await ordersAfterClicks(db, accountId, clicks, CAMPAIGN_ATTRIBUTION_DAYS);
  return { orders, revenue: kroner(totalOre) };
}

/** A flow's orders and revenue, in all and per send step. */
async function flowRevenue(db: Database, flow: repo.FlowRow) {
  const clicks = (await entries.clicksOf(db, flow.id)).flatMap((row) =>
    row.clickedAt ? [{ stepId: row.stepId, email: row.email, clickedAt: row.clickedAt }] : [],
  );
  const steps = new Map<string, Clicks>();
  for (const click of clicks) steps.set(click.stepId, [...(steps.get(click.stepId) ?? []), click]);
  const perStep = new Map<string, { orders: number; revenue: number }>();
  for (const [stepId, list] of steps) perStep.set(stepId, await attributed(db, flow.accountId, list));
  return { total: await attributed(db, flow.accountId, clicks), perStep };
}

export async function flowDetail(db: Database, flow: repo.FlowRow): Promise<FlowDetail> {
  const [problems, rows, onOlder, revenue] = await Promise.all([
    problemsOf(db, flow.accountId, flow.definition),
    repo.stepFigures(db, flow.id),
    repo.countOnOlderVersions(db, flow.id, flow.version),
    flowRevenue(db, flow),
  ]);
  const figures: Record<string, FlowStepFigures> = {};
  let inFlow = 0;
  for (const row of rows) {
    const entered = Number(row.entered) + Number(row.waiting);
    const current = figures[row.step_id];
    const add: FlowStepFigures = {
      entered,
      waiting: Number(row.waiting),
      passed: Number(row.entered) - Number(row.exited),
      exited: Number(row.exited),
      sent: Number(row.sent),
      opened: Number(row.opened),
      clicked: Number(row.clicked),
      orders: current ? 0 : (revenue.perStep.get(row.step_id)?.orders ?? 0),
      revenue: current ? 0 : (revenue.perStep.get(row.step_id)?.revenue ?? 0),
    };
    figures[row.step_id] = current
      ? (Object.fromEntries(
          Object.entries(current).map(([key, value]) => [key, value + add[key as keyof FlowStepFigures]]),
        ) as unknown as FlowStepFigures)
      : add;
    inFlow += Number(row.waiting);
  }
  return {
    id: flow.id,
    name: flow.name,
    active: flow.active,
    version: flow.version,
    definition: flow.definition,
    reentry: flow.reentry,
    problems,
    on_older_versions: onOlder,
    in_flow: inFlow,
    figures,
    updated_at: flow.updatedAt.toISOString(),
  };
}

export async function listItems(db: Database, accountId: number): Promise<FlowListItem[]> {
  const [rows, totals, templates] = await Promise.all([
    repo.listFlows(db, accountId),
    repo.flowTotals(db, accountId),
    listTemplates(db, accountId),
  ]);
  const context = { templates: new Map(templates.map((row) => [row.id, { type: row.type }])) };
  const revenues = new Map<number, { orders: number; revenue: number }>();
  for (const row of rows) {
    if ((totals.get(row.id)?.sent ?? 0) > 0) revenues.set(row.id, (await flowRevenue(db, row)).total);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    active: row.active,
    start: row.definition.start,
    in_flow: totals.get(row.id)?.inFlow ?? 0,
    sent: totals.get(row.id)?.sent ?? 0,
    orders: revenues.get(row.id)?.orders ?? 0,
    revenue: revenues.get(row.id)?.revenue ?? 0,
    problems: validateFlow(row.definition, context).length,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * A new flow, inactive: empty, or one of section 9's templates. A template's e-mails are made with it
 * (template-emails.ts) and wired into its send steps, in one transaction, so it can be activated as it is.
 */
export async function createFlow(
  db: Database,
  accountId: number,
  name: string,
  template: FlowTemplate | null,
  now: Date,
) {
  const reentry = { mode: 'once', days: null } as const;
  if (!template) {
    const definition: FlowDefinition = { start: EMPTY_START, first: null, steps: [] };
    return repo.insertFlow(db, accountId, { name, definition, reentry }, now);
  }
  return db.transaction(async (tx) => {
    const definition = await withTemplateEmails(
      tx,
      accountId,
      template,
      name,
      flowTemplateDefinition(template),
      now,
    );
    return repo.insertFlow(tx, accountId, { name, definition, reentry }, now);
  });
}

/** Every segment a definition names, with where: the start's, and each in_segment condition's. */
function namedSegments(definition: FlowDefinition): Array<{ field: string; id: number }> {
  const named: Array<{ field: string; id: number }> = [];
  if (definition.start.kind === 'segment' && definition.start.segment_id !== null) {
    named.push({ field: 'start.segment_id', id: definition.start.segment_id });
  }
  for (const step of definition.steps) {
    if (
      step.type === 'condition' &&
      step.condition.kind === 'in_segment' &&
      step.condition.segment_id !== null
    ) {
      named.push({ field: `${step.id}.segment_id`, id: step.condition.segment_id });
    }
  }
  return named;
}

/**
 * Everything a flow names must be the account's own: its segments, its e-mails (of a type its start may
 * send, contracts' flowEmailTypes), its unique-code templates and its popups. Anything else (another
 * account's id, or one since deleted) is refused on every save, active or not, and on activation, on its
 * field. (A flow could once name another account's segment and be turned on.)
 */
async function refuseForeignReferences(db: Database, accountId: number, definition: FlowDefinition) {
  const discountNamed = definition.steps.flatMap((step) =>
    step.type === 'send_email' && step.discount_template_id !== null ? [step.discount_template_id] : [],
  );
  const popupsNamed = definition.steps.flatMap((step) =>
    step.type === 'join_popup' && step.popup_id !== null ? [step.popup_id] : [],
  );
  const segments = namedSegments(definition);
  const [templateRows, discountTemplates, popups, ownSegments] = await Promise.all([
    listTemplates(db, accountId),
    findDiscountTemplateIds(db, accountId, discountNamed),
    findPopupIds(db, accountId, popupsNamed),
    Promise.all(segments.map(async ({ id }) => ((await findSegment(db, accountId, id)) ? id : null))),
  ]);
  const templates = new Map(templateRows.map((row) => [row.id, row.type]));
  const fields: Record<string, string> = {};
  for (const [index, { field }] of segments.entries()) {
    if (ownSegments[index] === null) fields[field] = 'flow_segment_not_found';
  }
  for (const step of definition.steps) {
    if (step.type === 'send_email') {
      if (step.template_id !== null) {
        const type = templates.get(step.template_id);
        if (type === undefined) fields[`${step.id}.template_id`] = 'flow_template_not_found';
        else if (!fitsFlowStart(type, definition.start))
          fields[`${step.id}.template_id`] = 'flow_email_wrong_type';
      }
      if (step.discount_template_id !== null && !discountTemplates.has(step.discount_template_id)) {
        fields[`${step.id}.discount_template_id`] = 'discount_template_not_found';
      }
    }
    if (step.type === 'join_popup' && step.popup_id !== null && !popups.has(step.popup_id)) {
      fields[`${step.id}.popup_id`] = 'flow_popup_not_found';
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** Publishes the definition as the next version: new entries get it, customers in the flow keep theirs. */
async function publish(db: Database, flow: repo.FlowRow, definition: FlowDefinition, now: Date) {
  const version = flow.version + 1;
  await repo.insertVersion(db, flow, version, definition, now);
  return version;
}

/** The builder's save. An active flow must stay valid: its save is the version new entries get. */
export async function saveFlow(db: Database, accountId: number, id: number, body: FlowUpdateBody, now: Date) {
  return db.transaction(async (tx) => {
    const flow = await repo.lockFlow(tx, accountId, id);
    if (!flow) throw new AppError(404, 'flow_not_found');
    const definition = pruned(body.definition);
    await refuseForeignReferences(tx, accountId, definition);
    if (!flow.active)
      return repo.updateFlow(tx, flow.id, { name: body.name, definition, reentry: body.reentry }, now);
    const problems = await problemsOf(tx, accountId, definition);
    if (problems.length > 0) throw invalid('flow_active_invalid', problems);
    const changed = JSON.stringify(definition) !== JSON.stringify(flow.definition);
    const version = changed ? await publish(tx, flow, definition, now) : flow.version;
    return repo.updateFlow(tx, flow.id, { name: body.name, definition, reentry: body.reentry, version }, now);
  });
}

export async function activateFlow(db: Database, accountId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const flow = await repo.lockFlow(tx, accountId, id);
    if (!flow) throw new AppError(404, 'flow_not_found');
    if (flow.active) return flow;
    await refuseForeignReferences(tx, accountId, flow.definition);
    const problems = await problemsOf(tx, accountId, flow.definition);
    if (problems.length > 0) throw invalid('flow_invalid', problems);
    const version = await publish(tx, flow, flow.definition, now);
    const { start } = flow.definition;
    if (start.kind === 'segment') {
      await baselineSegment(tx, { id: flow.id, accountId, segmentId: start.segment_id }, now);
    }
    return repo.updateFlow(tx, flow.id, { active: true, version }, now);
  });
}

/** Off: no new entries, and the customers in it leave (nothing more is sent from a flow turned off). */
export async function deactivateFlow(db: Database, accountId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const flow = await repo.lockFlow(tx, accountId, id);
    if (!flow) throw new AppError(404, 'flow_not_found');
    if (!flow.active) return flow;
    await entries.exitFlow(tx, flow.id, 'flow_deactivated', now);
    return repo.updateFlow(tx, flow.id, { active: false }, now);
  });
}

export async function duplicateFlow(
  db: Database,
  accountId: number,
  id: number,
  copyName: string,
  now: Date,
) {
  const flow = await findOwnFlow(db, accountId, id);
  return repo.insertFlow(
    db,
    accountId,
    { name: copyName.slice(0, 200), definition: flow.definition, reentry: flow.reentry },
    now,
  );
}
