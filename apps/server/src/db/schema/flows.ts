import type { FlowDefinition, FlowReentry } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt, updatedAt } from './columns';

/** An automated flow (issue 16): the definition being edited and the version new entries get. */
export const flows = pgTable(
  'flows',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    /** The latest published version (0: never activated). */
    version: integer('version').notNull().default(0),
    definition: jsonb('definition').$type<FlowDefinition>().notNull(),
    reentry: jsonb('reentry').$type<FlowReentry>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('flows_account_idx').on(table.accountId, table.active)],
);

/** Each published definition, unchanged: a customer runs the version they entered. */
export const flowVersions = pgTable(
  'flow_versions',
  {
    accountId: accountId(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FlowDefinition>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.version] })],
);

/** A customer's place in a flow: which version, what brought them in, and where they are. */
export const flowEntries = pgTable(
  'flow_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    email: text('email').notNull(),
    /** What the entry is about, for goal exits: the order id of an order event, else null. */
    orderId: text('order_id'),
    /** The event's data (cart, order, customer) for the mails' merge tags. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['active', 'completed', 'exited'] })
      .notNull()
      .default('active'),
    exitReason: text('exit_reason'),
    /** The step the customer waits at (null when done). */
    stepId: text('step_id'),
    /** When that step is due. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('flow_entries_flow_email_idx').on(table.flowId, table.email, table.enteredAt),
    index('flow_entries_active_email_idx')
      .on(table.accountId, table.email)
      .where(sql`${table.status} = 'active'`),
    index('flow_entries_active_order_idx')
      .on(table.accountId, table.orderId)
      .where(sql`${table.status} = 'active'`),
    // The engine's queue: the due steps are the active entries whose due time has come (modules/flows/due.ts).
    index('flow_entries_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'active' and ${table.dueAt} is not null`),
  ],
);

/** Each step a customer passed, once (the primary key is what makes a step run once per customer). */
export const flowStepRuns = pgTable(
  'flow_step_runs',
  {
    accountId: accountId(),
    flowId: integer('flow_id').notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => flowEntries.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    /** passed, yes, no, sent, skipped (no consent, suppressed, no design), exited. */
    outcome: text('outcome').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.stepId] }),
    index('flow_step_runs_flow_idx').on(table.flowId, table.stepId),
  ],
);

/** A mail a flow sent: its own token for the unsubscribe, open and click links, and what came of it. */
export const flowMails = pgTable(
  'flow_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    flowId: integer('flow_id').notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => flowEntries.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    email: text('email').notNull(),
    token: text('token').notNull(),
    mailId: text('mail_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('flow_mails_token_idx').on(table.token),
    uniqueIndex('flow_mails_step_idx').on(table.entryId, table.stepId),
    index('flow_mails_flow_idx').on(table.flowId, table.stepId),
  ],
);

/** Per account: quiet hours in Oslo time, when flow mails wait until morning. */
export const flowSettings = pgTable('flow_settings', {
  accountId: accountId().primaryKey(),
  quietEnabled: boolean('quiet_enabled').notNull().default(true),
  quietFrom: text('quiet_from').notNull().default('21:00'),
  quietTo: text('quiet_to').notNull().default('08:00'),
  updatedAt: updatedAt(),
});

/**
 * The trigger events of the last 30 days (who, when, what), kept for dry runs: how many customers a flow
 * would have taken in before it is turned on. Purged after 30 days.
 */
export const flowEventLog = pgTable(
  'flow_event_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    type: text('type').notNull(),
    email: text('email').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('flow_event_log_account_idx').on(table.accountId, table.type, table.occurredAt),
    index('flow_event_log_time_idx').on(table.occurredAt),
  ],
);

/** The segment members a segment-start flow has seen: those who join later enter it. */
export const flowSegmentMembers = pgTable(
  'flow_segment_members',
  {
    accountId: accountId(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.flowId, table.email] })],
);
