import type { FlowDefinition } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import type { DurableListener, Platform } from '../../platform';
import { wakeAt } from './due-queue';
import * as entries from './entry-repository';
import * as repo from './repository';
import { dueAt } from './steps';
import { type Entering, entering, mayEnterAgain, personOf, TRIGGER_TYPES } from './triggers';

type Jobs = Platform['jobs'];

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
  await entries.insertEntry(db, {
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
  if (due !== null) await wakeAt(db, jobs, [due]);
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
