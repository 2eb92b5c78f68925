import {
  FLOW_QUIET_HOURS_DEFAULT,
  type FlowDefinition,
  type FlowQuietHours,
  type FlowStep,
  segmentRulesSchema,
  toOre,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { contactMatches, findSegment, segmentCondition } from '../audience';
import { addToAudience } from '../popups';
import { hasOrderSince } from '../shop-data';
import { waitEnds } from './calendar';
import * as entries from './entry-repository';
import * as repo from './repository';

/**
 * When a customer arriving at a step at `at` is due there: a wait is due when it ends (the customer waits
 * at the wait step, which the figures show), every other step at once.
 */
export function dueAt(definition: FlowDefinition, stepId: string, at: Date): Date {
  const step = definition.steps.find((candidate) => candidate.id === stepId);
  return step?.type === 'wait' ? waitEnds(at, step.amount ?? 0, step.unit) : at;
}

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

/** A send step for one customer (its mail is written with the batch); answers the step's outcome. */
export type SendStep = (
  entry: entries.EntryRow,
  step: Extract<FlowStep, { type: 'send_email' }>,
) => Promise<string>;

/**
 * The flows' 'transfer to review service' step: hands the customer (and the order that started the flow, if
 * one did) to the account's active review apps. Plugged in by app.ts (apps owns the review services; flows
 * does not import it). Answers how many apps got an invitation queued.
 */
export type ReviewInviter = (
  db: Database,
  entry: { accountId: number; flowId: number; id: number; email: string; context: Record<string, unknown> },
  now: Date,
) => Promise<number>;

let inviteToReview: ReviewInviter = async () => 0;
export function plugReviewInvitations(inviter: ReviewInviter): void {
  inviteToReview = inviter;
}

/** What one step did, and where the customer goes next. */
export async function runStep(
  db: Database,
  send: SendStep,
  entry: entries.EntryRow,
  step: FlowStep,
  now: Date,
): Promise<{ outcome: string; next: string | null }> {
  switch (step.type) {
    case 'wait':
      // The wait is over (the entry was due at its end).
      return { outcome: 'passed', next: step.next };
    case 'condition': {
      const holds = await conditionHolds(db, entry, step, now);
      return { outcome: holds ? 'yes' : 'no', next: holds ? step.yes : step.no };
    }
    case 'send_email':
      return { outcome: await send(entry, step), next: step.next };
    case 'join_popup': {
      // The popup may have been deleted since the flow was saved: the customer goes on without it.
      const joined =
        step.popup_id !== null &&
        (await addToAudience(db, entry.accountId, step.popup_id, entry.email, entry.flowId, now));
      return { outcome: joined ? 'joined_popup' : 'popup_missing', next: step.next };
    }
    case 'review_service': {
      const invited = await inviteToReview(db, entry, now);
      return { outcome: invited > 0 ? 'invited_to_review' : 'no_review_app', next: step.next };
    }
    case 'exit':
      return { outcome: 'exited', next: null };
  }
}

/** The account's quiet hours (the default when it has not set them). */
export async function quietHoursOf(db: Database, accountId: number): Promise<FlowQuietHours> {
  const settings = await repo.findSettings(db, accountId);
  return settings
    ? { enabled: settings.quietEnabled, from: settings.quietFrom, to: settings.quietTo }
    : { enabled: true, ...FLOW_QUIET_HOURS_DEFAULT };
}
