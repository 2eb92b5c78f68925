import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue (platform/jobs): one row per job. A job is queued until its worker claims it
 * (running, with a lease), then done, or queued again with a later run_at after a failure, or dead once
 * its attempts are used up. Done rows with a dedupe key are kept a while so the key keeps working.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: ['queued', 'running', 'done', 'dead'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** At most one job per kind and key, ever (until the done row is purged): schedules, mails, events. */
    dedupeKey: text('dedupe_key'),
    /** The worker holding a running job, and until when; a job whose lease ran out is claimed again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_idx').on(table.kind, table.dedupeKey).where(sql`dedupe_key is not null`),
    // Oldest first, ties in insertion order: the claim walks this index.
    index('jobs_due_idx').on(table.kind, table.runAt, table.id).where(sql`state = 'queued'`),
    index('jobs_lease_idx').on(table.lockedUntil).where(sql`state = 'running'`),
    index('jobs_state_idx').on(table.state, table.kind),
  ],
);
