import {
  FLOW_QUIET_HOURS_DEFAULT,
  type FlowDefinition,
  type FlowStep,
  JOB_PAYLOADS,
  segmentRulesSchema,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { type DurableListener, defineJob, type Platform } from '../../platform';
import { contactMatches, findSegment, segmentCondition } from '../audience';
import { hasOrderSince } from '../shop-data';
import { quietUntil, waitEnds } from './calendar';
import * as entries from './entry-repository';
import * as repo from './repository';
import { type SendDeps, sendStep } from './send';
import { type Entering, entering, mayEnterAgain, personOf, TRIGGER_TYPES } from './triggers';

type Jobs = Platform['jobs'];

/** A step of one entry, due at `due`: one job per entry, step and time (a restart never doubles it). */
export async function scheduleStep(db: Database, jobs: Jobs, entryId: number, stepId: string, due: Date) {
  await jobs.enqueueWith(db, [
    {
      kind: 'flows.step',
      payload: { entry_id: entryId, step_id: stepId, due_at: due.toISOString() },
      runAt: due,
      dedupeKey: `${entryId}:${stepId}:${due.getTime()}`,
    },
  ]);
}

/**
 * When a customer arriving at a step at `at` is due there: a wait is due when it ends (the customer waits
 * at the wait step, which the figures show), every other step at once.
 */
function dueAt(definition: FlowDefinition, stepId: string, at: Date): Date {
  const step = definition.steps.find((candidate) => candidate.id === stepId);
  return step?.type === 'wait' ? waitEnds(at, step.amount ?? 0, step.unit) : at;
}

/** The customer enters a flow's current version at its first step. */
export async function enterFlow(
  db: Database,
  jobs: Jobs,
  flow: { id: number; version: number; definition: FlowDefinition },
  accountId: number,
  who: Entering,
  now: Date,
) {
  const first = flow.definition.first;
  const due = first === null ? null : dueAt(flow.definition, first, now);
  const entry = await entries.insertEntry(db, {
    accountId,
    flowId: flow.id,
    version: flow.version,
    email: who.email.toLowerCase(),
    orderId: who.orderId,
    context: who.context,
    stepId: first,
    dueAt: due,
    enteredAt: now,
  });
  if (first !== null && due !== null) await scheduleStep(db, jobs, entry.id, first, due);
}

/**
 * Goal exits, then entries. A customer who buys leaves every abandoned-cart flow they are in; a
 * cancelled order ends the entries it started. Then every active flow that starts on this event takes
 * the customer in (once per event: the listener's job is written with the event and runs once).
 */
export const flowsListener = (jobs: Jobs): DurableListener => ({
  name: 'flows.entries',
  on: TRIGGER_TYPES,
  concurrency: 4,
  async handle(event, { db, now }) {
    // Every trigger event is kept 30 days for dry runs, whether or not a flow takes it now.
    const person = personOf(event);
    if (person) await entries.logEvent(db, event, person.email, now);
    const flows = await repo.activeFlows(db, event.account_id);
    if (event.type === 'order.created' && event.data.customer_email) {
      const cartFlows = flows
        .filter(
          (flow) =>
            flow.definition.start.kind === 'event' && flow.definition.start.event === 'abandoned_cart',
        )
        .map((flow) => flow.id);
      const placed = new Date(event.data.placed_at);
      await entries.exitByEmail(
        db,
        event.account_id,
        cartFlows,
        event.data.customer_email.toLowerCase(),
        placed,
        'purchased',
        now,
      );
    }
    if (event.type === 'order.cancelled') {
      await entries.exitByOrder(db, event.account_id, event.data.order_id, 'order_cancelled', now);
    }
    for (const flow of flows) {
      const who = await entering(db, event, flow.definition.start);
      if (!who) continue;
      const last = await entries.lastEntry(db, flow.id, who.email);
      const previous = last && { active: last.status === 'active', enteredAt: last.enteredAt };
      if (!mayEnterAgain(previous, flow.reentry, now)) continue;
      await enterFlow(db, jobs, flow, event.account_id, who, now);
    }
  },
});

async function conditionHolds(
  db: Database,
  entry: entries.EntryRow,
  step: Extract<FlowStep, { type: 'condition' }>,
  now: Date,
): Promise<boolean> {
  const { condition } = step;
  switch (condition.kind) {
    case 'purchased_since_entry':
      return hasOrderSince(db, entry.accountId, entry.email, entry.enteredAt);
    case 'opened_previous':
    case 'clicked_previous': {
      const mail = await entries.previousMail(db, entry.id);
      return condition.kind === 'opened_previous' ? Boolean(mail?.openedAt) : Boolean(mail?.clickedAt);
    }
    case 'cart_value': {
      const cart = (entry.context as { cart?: { total_ore: number } }).cart;
      return cart !== undefined && cart.total_ore >= toOre(condition.amount ?? 0);
    }
    case 'in_segment': {
      const segment =
        condition.segment_id === null ? null : await findSegment(db, entry.accountId, condition.segment_id);
      if (!segment) return false;
      const rules = segmentCondition(entry.accountId, segmentRulesSchema.parse(segment.definition), now);
      return contactMatches(db, entry.accountId, entry.email, { segment: rules });
    }
    case 'has_tag':
      return contactMatches(db, entry.accountId, entry.email, { tag: condition.tag ?? '' });
  }
}

export interface EngineDeps extends SendDeps {
  jobs: Jobs;
}

/**
 * One step of one customer, in one transaction with the step's record and the next step's job: if the
 * server dies mid-step nothing of it stays, and the job runs again; a step already recorded is never run
 * again. A send that falls in the account's quiet hours moves to their end.
 */
/** Steps one job runs in a row for a customer (those due at once: a condition, a mail, an exit). */
const STEPS_PER_JOB = 20;

/** What one step did, and where the customer goes next. */
async function runStep(
  db: Database,
  deps: EngineDeps,
  entry: entries.EntryRow,
  step: FlowStep,
  now: Date,
): Promise<{ outcome: string; next: string | null }> {
  switch (step.type) {
    case 'wait':
      // The wait is over (its job was due at its end).
      return { outcome: 'passed', next: step.next };
    case 'condition': {
      const holds = await conditionHolds(db, entry, step, now);
      return { outcome: holds ? 'yes' : 'no', next: holds ? step.yes : step.no };
    }
    case 'send_email':
      return { outcome: await sendStep(db, deps, entry, step, now), next: step.next };
    case 'join_popup':
    case 'review_service':
      // Refused by validation until their areas exist; an old version passes them by.
      return { outcome: 'skipped_unavailable', next: step.next };
    case 'exit':
      return { outcome: 'exited', next: null };
  }
}

/** The account's quiet hours (the default when it has not set them). */
async function quietHoursOf(db: Database, accountId: number) {
  const settings = await repo.findSettings(db, accountId);
  return settings
    ? { enabled: settings.quietEnabled, from: settings.quietFrom, to: settings.quietTo }
    : { enabled: true, ...FLOW_QUIET_HOURS_DEFAULT };
}

/**
 * One customer's due step, and every step after it that is due at once (a condition, a mail, an exit), in
 * one transaction with their records and the next waiting step's job: if the server dies mid-way nothing of
 * it stays and the job runs again; a step already recorded is never run again. A send that falls in the
 * account's quiet hours moves to their end.
 */
export const stepJob = (deps: EngineDeps) =>
  defineJob({
    kind: 'flows.step',
    payload: JOB_PAYLOADS['flows.step'],
    concurrency: 4,
    handle: async ({ entry_id, step_id, due_at }, { db, now }) => {
      const entry = await entries.lockEntry(db, entry_id);
      if (entry?.status !== 'active' || entry.stepId !== step_id) return;
      if (await entries.hasRun(db, entry.id, step_id)) return;
      const definition = await repo.findVersion(db, entry.flowId, entry.version);
      const byId = new Map(definition?.steps.map((step) => [step.id, step]));
      let step = byId.get(step_id);
      if (!definition || !step) {
        await entries.moveEntry(db, entry.id, {
          status: 'exited',
          exitReason: 'step_removed',
          endedAt: now,
          stepId: null,
          dueAt: null,
        });
        return;
      }
      let due = new Date(due_at);
      let quiet: Awaited<ReturnType<typeof quietHoursOf>> | null = null;
      for (let ran = 0; ; ran++) {
        if (step.type === 'send_email') {
          quiet ??= await quietHoursOf(db, entry.accountId);
          const until = quietUntil(now, quiet);
          if (until) {
            await entries.moveEntry(db, entry.id, { stepId: step.id, dueAt: until });
            await scheduleStep(db, deps.jobs, entry.id, step.id, until);
            return;
          }
        }
        const { outcome, next } = await runStep(db, deps, entry, step, now);
        await entries.recordRun(db, entry, step.id, outcome, now);
        const following = next === null ? undefined : byId.get(next);
        if (!following) {
          await entries.moveEntry(db, entry.id, {
            status: step.type === 'exit' ? 'exited' : 'completed',
            exitReason: step.type === 'exit' ? 'exit_step' : null,
            endedAt: now,
            stepId: null,
            dueAt: null,
          });
          return;
        }
        // From when this step was due, not when it ran: a late run does not push the rest later.
        const nextDue = dueAt(definition, following.id, step.type === 'wait' ? due : now);
        if (nextDue > now || ran + 1 >= STEPS_PER_JOB) {
          await entries.moveEntry(db, entry.id, { stepId: following.id, dueAt: nextDue });
          await scheduleStep(db, deps.jobs, entry.id, following.id, nextDue);
          return;
        }
        step = following;
        due = nextDue;
      }
    },
  });
