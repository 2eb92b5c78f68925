import {
  FLOW_DRY_RUN_DAYS,
  FLOW_DRY_RUN_MAX_EVENTS,
  FLOW_TRIGGER_EVENTS,
  type FlowDefinition,
  type FlowDryRun,
  type FlowDryRunStep,
  type FlowReentry,
  segmentRulesSchema,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { contactMatches, findSegment, mailPermission, segmentCondition } from '../audience';
import { findTemplate } from '../email';
import { hasOrderSince } from '../shop-data';
import { waitEnds } from './calendar';
import * as entries from './entry-repository';
import { entering, loggedEvent, mayEnterAgain } from './triggers';

const DAY_MS = 86_400_000;
const emptyStep = (): FlowDryRunStep => ({
  reached: 0,
  waiting: 0,
  sent: 0,
  skipped: 0,
  yes: 0,
  no: 0,
  unknown: 0,
});

/**
 * What the flow would have done with the last 30 days' trigger events: who would have entered (by the
 * re-entry rule), and how far each got by now. Waits are the calendar's; conditions are asked as things
 * stand now (bought since entering, in a segment, tagged); a send counts as sent when consent and
 * suppression allow it today. Nothing is written and nothing is sent.
 */
export async function dryRun(
  db: Database,
  accountId: number,
  definition: FlowDefinition,
  reentry: FlowReentry,
  now: Date,
): Promise<FlowDryRun> {
  const result: FlowDryRun = { days: FLOW_DRY_RUN_DAYS, events: 0, capped: false, entered: 0, steps: {} };
  const { start } = definition;
  if (start.kind !== 'event') return result;
  const since = new Date(now.getTime() - FLOW_DRY_RUN_DAYS * DAY_MS);
  const rows = await entries.loggedEventsSince(
    db,
    accountId,
    FLOW_TRIGGER_EVENTS[start.event],
    since,
    FLOW_DRY_RUN_MAX_EVENTS + 1,
  );
  result.capped = rows.length > FLOW_DRY_RUN_MAX_EVENTS;
  const replayed = rows.slice(0, FLOW_DRY_RUN_MAX_EVENTS);
  result.events = replayed.length;
  const byId = new Map(definition.steps.map((step) => [step.id, step]));
  const step = (id: string) => {
    result.steps[id] ??= emptyStep();
    return result.steps[id];
  };
  const lastEntries = new Map<string, { active: boolean; enteredAt: Date }>();
  const transactional = new Map<number, boolean | null>();
  for (const row of replayed) {
    const event = loggedEvent(accountId, row.type, row.data);
    const who = event && (await entering(db, event, start));
    if (!who) continue;
    if (!mayEnterAgain(lastEntries.get(who.email) ?? null, reentry, row.occurredAt)) continue;
    result.entered += 1;
    let at = row.occurredAt;
    let id = definition.first;
    let active = false;
    const context = who.context as { cart?: { total_ore: number } };
    // Each step at most once: a tree has no loops, but the walk is bounded all the same.
    for (let hops = 0; id !== null && hops < definition.steps.length; hops++) {
      const current = byId.get(id);
      if (!current) break;
      const figures = step(current.id);
      figures.reached += 1;
      if (current.type === 'exit') {
        id = null;
      } else if (current.type === 'wait') {
        const end = waitEnds(at, current.amount ?? 0, current.unit);
        if (end > now) {
          figures.waiting += 1;
          active = true;
          break;
        }
        at = end;
        id = current.next;
      } else if (current.type === 'send_email') {
        const templateId = current.template_id;
        if (templateId !== null && !transactional.has(templateId)) {
          const template = await findTemplate(db, accountId, templateId);
          transactional.set(templateId, template ? template.transactional : null);
        }
        const kind = templateId === null ? null : (transactional.get(templateId) ?? null);
        const allowed = kind !== null && (await mailPermission(db, accountId, who.email, kind)) === 'ok';
        if (allowed) figures.sent += 1;
        else figures.skipped += 1;
        id = current.next;
      } else if (current.type === 'condition') {
        const { condition } = current;
        let holds: boolean | null = null;
        if (condition.kind === 'purchased_since_entry') {
          holds = await hasOrderSince(db, accountId, who.email, row.occurredAt);
        } else if (condition.kind === 'cart_value') {
          holds = context.cart !== undefined && context.cart.total_ore >= toOre(condition.amount ?? 0);
        } else if (condition.kind === 'has_tag') {
          holds = await contactMatches(db, accountId, who.email, { tag: condition.tag ?? '' });
        } else if (condition.kind === 'in_segment') {
          const segment =
            condition.segment_id === null ? null : await findSegment(db, accountId, condition.segment_id);
          holds =
            segment !== null &&
            (await contactMatches(db, accountId, who.email, {
              segment: segmentCondition(accountId, segmentRulesSchema.parse(segment.definition), now),
            }));
        }
        if (holds === null) {
          // Opened or clicked a mail the flow never sent: not known in a dry run.
          figures.unknown += 1;
          break;
        }
        if (holds) figures.yes += 1;
        else figures.no += 1;
        id = holds ? current.yes : current.no;
      } else {
        // Join popup, review service: refused until their areas exist.
        id = current.next;
      }
    }
    lastEntries.set(who.email, { active, enteredAt: row.occurredAt });
  }
  return result;
}
