import { z } from 'zod';
import { FLOW_TRIGGER_EVENTS, type FlowTrigger } from '../platform/events';

/**
 * A flow (spec sections 3 and 4): a start (one of section 4's events with its values, or a segment) and a
 * tree of steps from it. Steps point at the next step by id; a condition has a yes and a no branch. The
 * same definition is what the builder edits, what the server stores per version, and what the engine runs.
 */

export const FLOW_TRIGGERS = Object.keys(FLOW_TRIGGER_EVENTS) as FlowTrigger[];

/** The events whose start needs values (spec 5: 'events need at least one value'). */
export const FLOW_TRIGGERS_WITH_VALUES = ['not_purchased_since', 'purchased_category_or_product'] as const;

/** The events that are about one order: their entries end when that order is cancelled. */
export const FLOW_ORDER_TRIGGERS = [
  'new_order',
  'order_completed',
  'order_updated',
  'purchased_category_or_product',
] as const satisfies readonly FlowTrigger[];

export const FLOW_STEP_TYPES = [
  'wait',
  'condition',
  'send_email',
  'join_popup',
  'review_service',
  'exit',
] as const;
export type FlowStepType = (typeof FLOW_STEP_TYPES)[number];

export const FLOW_CONDITION_KINDS = [
  'purchased_since_entry',
  'opened_previous',
  'clicked_previous',
  'cart_value',
  'in_segment',
  'has_tag',
] as const;
export type FlowConditionKind = (typeof FLOW_CONDITION_KINDS)[number];

export const FLOW_WAIT_UNITS = ['hours', 'days'] as const;
/** A wait is at most a year. */
export const FLOW_WAIT_MAX_HOURS = 365 * 24;
export const FLOW_MAX_STEPS = 50;
export const FLOW_NOT_PURCHASED_MAX_DAYS = 3650;

const stepId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'invalid_value');
const nextId = stepId.nullable().default(null);

export const flowStartSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    event: z.enum(FLOW_TRIGGERS as [FlowTrigger, ...FlowTrigger[]], { error: 'invalid_value' }),
    /** not_purchased_since: days; purchased_category_or_product: product ids and/or categories. */
    days: z.number().int().min(1).max(FLOW_NOT_PURCHASED_MAX_DAYS).nullable().default(null),
    product_ids: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
    categories: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  }),
  z.object({ kind: z.literal('segment'), segment_id: z.number().int().positive().nullable().default(null) }),
]);
export type FlowStart = z.infer<typeof flowStartSchema>;

export const flowConditionSchema = z.object({
  kind: z.enum(FLOW_CONDITION_KINDS, { error: 'invalid_value' }),
  /** cart_value: at least this many kroner. */
  amount: z.number().min(0).max(10_000_000).nullable().default(null),
  /** in_segment */
  segment_id: z.number().int().positive().nullable().default(null),
  /** has_tag */
  tag: z.string().trim().max(100).nullable().default(null),
});
export type FlowCondition = z.infer<typeof flowConditionSchema>;

export const flowStepSchema = z.discriminatedUnion('type', [
  z.object({
    id: stepId,
    type: z.literal('wait'),
    amount: z.number().int().min(1).max(FLOW_WAIT_MAX_HOURS).nullable().default(null),
    unit: z.enum(FLOW_WAIT_UNITS).default('hours'),
    next: nextId,
  }),
  z.object({
    id: stepId,
    type: z.literal('condition'),
    condition: flowConditionSchema,
    yes: nextId,
    no: nextId,
  }),
  z.object({
    id: stepId,
    type: z.literal('send_email'),
    template_id: z.number().int().positive().nullable().default(null),
    /** A unique code cloned for the customer from this template code, where the e-mail asks for one. */
    discount_template_id: z.number().int().positive().nullable().default(null),
    next: nextId,
  }),
  z.object({
    id: stepId,
    type: z.literal('join_popup'),
    /** The popup whose audience the customer joins (a popup shown only to its audience, issue 17). */
    popup_id: z.number().int().positive().nullable().default(null),
    next: nextId,
  }),
  z.object({ id: stepId, type: z.literal('review_service'), next: nextId }),
  z.object({ id: stepId, type: z.literal('exit') }),
]);
export type FlowStep = z.infer<typeof flowStepSchema>;

export const flowDefinitionSchema = z.object({
  start: flowStartSchema,
  /** The first step after the start; null: none yet. */
  first: nextId,
  steps: z.array(flowStepSchema).max(FLOW_MAX_STEPS, 'too_long').default([]),
});
export type FlowDefinition = z.infer<typeof flowDefinitionSchema>;

export const FLOW_REENTRY_MODES = ['once', 'after_days', 'every_time'] as const;
export const flowReentrySchema = z.object({
  mode: z.enum(FLOW_REENTRY_MODES, { error: 'invalid_value' }).default('once'),
  /** after_days: a customer may enter again this many days after their last entry. */
  days: z.number().int().min(1).max(3650).nullable().default(null),
});
export type FlowReentry = z.infer<typeof flowReentrySchema>;

/** The steps that follow a step (a condition's yes before its no). */
export function nextSteps(step: FlowStep): Array<string | null> {
  if (step.type === 'exit') return [];
  if (step.type === 'condition') return [step.yes, step.no];
  return [step.next];
}
