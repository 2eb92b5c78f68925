import { and, asc, desc, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  dedupeKey?: string | null;
}

/**
 * Writes jobs; with a dedupe key that already exists (queued, running, done or dead) nothing is written.
 * Pass a transaction to make the jobs part of a change: they exist exactly when the change does.
 * Answers how many were new.
 */
export async function insertJobs(db: Database, list: NewJob[], now: Date): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt,
        maxAttempts: job.maxAttempts,
        dedupeKey: job.dedupeKey ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey], where: sql`dedupe_key is not null` })
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * An insert of one job per row of `rows` (a query with the columns `payload` jsonb, `run_at` timestamptz and
 * `dedupe_key` text), to be used as a step of a larger statement: the jobs are written by the same statement
 * as what they are about, with no transaction around them. Repeated keys insert nothing, as insertJobs.
 */
export function insertJobsFromRows(kind: string, rows: SQL, maxAttempts: number, now: Date): SQL {
  return sql`insert into ${jobs} (kind, payload, run_at, max_attempts, dedupe_key, created_at, updated_at)
    select ${kind}, j.payload, j.run_at, ${maxAttempts}, j.dedupe_key, ${now.toISOString()}::timestamptz,
           ${now.toISOString()}::timestamptz
      from (${rows}) as j
    on conflict (kind, dedupe_key) where dedupe_key is not null do nothing`;
}

/**
 * Claims up to `limit` due jobs of one kind for this worker, oldest first, along the (kind, run_at) index of
 * queued jobs. SKIP LOCKED lets several workers claim side by side without ever taking the same job.
 */
export async function claimJobs(
  db: Database,
  options: { kind: string; limit: number; worker: string; now: Date; leaseMs: number },
): Promise<JobRow[]> {
  const { kind, limit, worker, now, leaseMs } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.state, 'queued'), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: worker,
      lockedUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
  // RETURNING follows no ORDER BY: put them back in the order they fell due (and were written).
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/**
 * Running jobs whose lease ran out (their worker died) go back to the queue, due now. The attempt they used
 * still counts, so a job that keeps killing its worker ends dead.
 */
export async function requeueExpiredLeases(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', lockedBy: null, lockedUntil: null, runAt: now, updatedAt: now })
    .where(and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Marks a job this worker holds as done. In the handler's transaction this is what makes the effect happen
 * once: when the lease was lost (another worker took the job), nothing matches and the caller rolls back.
 * Jobs without a dedupe key are deleted; the others stay as done so their key keeps working.
 */
export async function completeJob(db: Database, job: JobRow, worker: string, now: Date): Promise<boolean> {
  const mine = and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, worker));
  const rows =
    job.dedupeKey === null
      ? await db.delete(jobs).where(mine).returning({ id: jobs.id })
      : await db
          .update(jobs)
          .set({ state: 'done', lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
          .where(mine)
          .returning({ id: jobs.id });
  return rows.length === 1;
}

/** A failed attempt: queued again at `retryAt`, or dead when there is none. */
export async function failJob(
  db: Database,
  job: JobRow,
  worker: string,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? {
            state: 'queued',
            runAt: retryAt,
            lockedBy: null,
            lockedUntil: null,
            lastError: error,
            updatedAt: now,
          }
        : {
            state: 'dead',
            lockedBy: null,
            lockedUntil: null,
            lastError: error,
            finishedAt: now,
            updatedAt: now,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, worker)));
}

/** Keeps the leases of jobs still running on this worker. */
export async function renewLeases(db: Database, ids: number[], worker: string, until: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(inArray(jobs.id, ids), eq(jobs.state, 'running'), eq(jobs.lockedBy, worker)));
}

/**
 * The embedded database has one process: whatever it finds running at start was running in a process that
 * is gone, so it is due again now instead of after its lease.
 */
export async function releaseAllRunning(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ state: 'queued', lockedBy: null, lockedUntil: null, runAt: now, updatedAt: now })
    .where(eq(jobs.state, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Claimed jobs this worker will not start after all: queued again, due at once. */
export async function releaseJobs(db: Database, ids: number[], worker: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({
      state: 'queued',
      attempts: sql`${jobs.attempts} - 1`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(and(inArray(jobs.id, ids), eq(jobs.state, 'running'), eq(jobs.lockedBy, worker)));
}

/** A dead job back in the queue, due now, with a fresh set of attempts. */
export async function retryDeadJob(
  db: Database,
  id: number,
  now: Date,
): Promise<{ id: number; kind: string } | null> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning({ id: jobs.id, kind: jobs.kind });
  return row ?? null;
}

/** Finished jobs past their keeping time go (their dedupe keys with them). */
export async function purgeFinishedJobs(
  db: Database,
  options: { doneBefore: Date; deadBefore: Date },
): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, options.doneBefore)),
        and(eq(jobs.state, 'dead'), lt(jobs.finishedAt, options.deadBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export interface KindCounts {
  kind: string;
  due: number;
  scheduled: number;
  running: number;
  failed: number;
  dead: number;
  oldestDueAt: Date | null;
}

export async function countByKind(db: Database, now: Date): Promise<KindCounts[]> {
  const queued = sql`${jobs.state} = 'queued'`;
  const rows = await db
    .select({
      kind: jobs.kind,
      due: sql<number>`count(*) filter (where ${queued} and ${jobs.runAt} <= ${now})`.mapWith(Number),
      scheduled: sql<number>`count(*) filter (where ${queued} and ${jobs.runAt} > ${now})`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${queued} and ${jobs.lastError} is not null)`.mapWith(
        Number,
      ),
      dead: sql<number>`count(*) filter (where ${jobs.state} = 'dead')`.mapWith(Number),
      oldestDueAt: sql<Date | null>`min(${jobs.runAt}) filter (where ${queued} and ${jobs.runAt} <= ${now})`,
    })
    .from(jobs)
    .where(inArray(jobs.state, ['queued', 'running', 'dead']))
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
  return rows.map((row) => ({
    ...row,
    oldestDueAt: row.oldestDueAt === null ? null : new Date(row.oldestDueAt),
  }));
}

/** The newest error per kind, among jobs waiting for a retry or dead. */
export async function lastErrors(db: Database) {
  return db
    .selectDistinctOn([jobs.kind], { kind: jobs.kind, error: jobs.lastError, at: jobs.updatedAt })
    .from(jobs)
    .where(and(inArray(jobs.state, ['queued', 'dead']), sql`${jobs.lastError} is not null`))
    .orderBy(jobs.kind, desc(jobs.updatedAt));
}

export async function listDeadJobs(db: Database, limit: number) {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.state, 'dead'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}
