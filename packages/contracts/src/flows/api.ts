import { z } from 'zod';
import { flowDefinitionSchema, flowReentrySchema } from './definition';
import { FLOW_TEMPLATE_KEYS } from './templates';
import type { FlowProblem } from './validation';

const nameField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'field_empty' : 'invalid_value') })
    .trim()
    .min(1, 'field_empty')
    .max(200, 'too_long');

/** POST /api/flows: from scratch or from one of section 9's templates. */
export const flowCreateBodySchema = z.object({
  name: nameField(),
  template: z.enum(FLOW_TEMPLATE_KEYS, { error: 'invalid_value' }).nullable().default(null),
});

/** PUT /api/flows/{id}: the builder's save. On an active flow it becomes the version new entries get. */
export const flowUpdateBodySchema = z.object({
  name: nameField(),
  definition: flowDefinitionSchema,
  reentry: flowReentrySchema,
});
export type FlowUpdateBody = z.infer<typeof flowUpdateBodySchema>;

/** Quiet hours (Oslo wall clock, "HH:MM"): a send that falls inside waits until they end. */
export const FLOW_QUIET_HOURS_DEFAULT = { from: '21:00', to: '08:00' } as const;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_value');
export const flowQuietHoursSchema = z.object({
  enabled: z.boolean().default(true),
  from: clockTime.default(FLOW_QUIET_HOURS_DEFAULT.from),
  to: clockTime.default(FLOW_QUIET_HOURS_DEFAULT.to),
});
export type FlowQuietHours = z.infer<typeof flowQuietHoursSchema>;

/** Figures of one step on the live flow (all versions). */
export interface FlowStepFigures {
  entered: number;
  waiting: number;
  passed: number;
  exited: number;
  sent: number;
  opened: number;
  clicked: number;
  /** Orders by customers within CAMPAIGN_ATTRIBUTION_DAYS of clicking this step's mail, and their total in kr. */
  orders: number;
  revenue: number;
}

export interface FlowListItem {
  id: number;
  name: string;
  active: boolean;
  start: z.infer<typeof flowDefinitionSchema>['start'];
  in_flow: number;
  sent: number;
  orders: number;
  revenue: number;
  problems: number;
  updated_at: string;
}

export interface FlowDetail {
  id: number;
  name: string;
  active: boolean;
  /** The version new entries get; 0 before the first activation. */
  version: number;
  definition: z.infer<typeof flowDefinitionSchema>;
  reentry: z.infer<typeof flowReentrySchema>;
  problems: FlowProblem[];
  /** Customers in the flow now, on older versions than `version` (the editor says edits do not move them). */
  on_older_versions: number;
  in_flow: number;
  figures: Record<string, FlowStepFigures>;
  updated_at: string;
}

/** How far back a dry run looks, and how many events it replays at most. */
export const FLOW_DRY_RUN_DAYS = 30;
export const FLOW_DRY_RUN_MAX_EVENTS = 5000;

/** A step in a dry run: how many would have reached it, and what came of it by now. */
export interface FlowDryRunStep {
  reached: number;
  /** Still in a wait today. */
  waiting: number;
  /** Send steps: would get the mail (consent and suppression as they are now) / would not. */
  sent: number;
  skipped: number;
  /** Conditions. `unknown`: opened or clicked a mail the flow never sent. */
  yes: number;
  no: number;
  unknown: number;
}

/** POST /api/flows/{id}/dry-run: the flow as it is in the builder, over the last 30 days' events. */
export interface FlowDryRun {
  days: number;
  /** Trigger events of the start's kind in the period (at most FLOW_DRY_RUN_MAX_EVENTS replayed). */
  events: number;
  capped: boolean;
  entered: number;
  steps: Record<string, FlowDryRunStep>;
}
