import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { Publish } from '../events/types';
import * as repo from './repository';
import { currentSlot } from './slots';
import type { JobDefinition, LocalTask, Schedule } from './types';

export interface JobRunnerOptions {
  /** How often the ticker looks for due work (real time). */
  pollMs: number;
  /** How long a claim lasts without renewal; a dead worker's jobs run again after it. */
  leaseMs: number;
  /** false: this instance enqueues but runs no jobs (its local tasks still run). */
  work: boolean;
}

/** A unit of work: runs `work` in a transaction whose published events go out after the commit. */
export type UnitOfWork = <T>(work: (tx: Database, publish: Publish) => Promise<T>) => Promise<T>;

export interface EnqueueOptions {
  /** When it may run (default now). */
  runAt?: Date;
  /** At most one job of this kind with this key, ever (until purged). */
  dedupeKey?: string;
}

const DEFAULT_BACKOFF = { baseMs: 10_000, maxMs: 60 * 60_000 };
const DEFAULT_MAX_ATTEMPTS = 5;
/** A claim takes up to this many times a kind's concurrency. */
const PREFETCH_ROUNDS = 4;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** An error's `retryAfterMs` (a service asked us to wait), or 0. */
function retryAfterOf(error: unknown): number {
  const value = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function retryDelay(definition: Pick<JobDefinition, 'backoff'>, attempt: number): number {
  const { baseMs, maxMs } = definition.backoff ?? DEFAULT_BACKOFF;
  return Math.min(maxMs, baseMs * 2 ** (attempt - 1));
}

/**
 * The worker side of the queue on one instance: one ticker (the server's only timer for background work)
 * that enqueues due schedule slots, runs local tasks, and claims and runs due jobs within each kind's
 * concurrency. Everything reads the injected clock, so a test moves time and calls `runDue()`.
 */
export function createJobRunner(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  options: JobRunnerOptions;
  unitOfWork: UnitOfWork;
  /** Outside a transaction (non-transactional kinds): events go out right away. */
  publishNow: Publish;
}) {
  const { db, clock, log, options } = deps;
  const worker = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  // biome-ignore lint/suspicious/noExplicitAny: definitions of every payload type live in one map; each is parsed by its own schema before use.
  const definitions = new Map<string, JobDefinition<any>>();
  const schedules: Schedule[] = [];
  const localTasks: Array<LocalTask & { lastRun: number }> = [];
  const lastSlot = new Map<Schedule, string>();
  const active = new Map<string, Set<number>>();
  /** Claimed jobs waiting for room in their kind (leased to this worker like running ones). */
  const buffered = new Map<string, repo.JobRow[]>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<boolean> | null = null;
  let tickAgain = false;
  let stopped = false;
  let claiming: Promise<void> = Promise.resolve();

  function define<P>(definition: JobDefinition<P>): void {
    if (definitions.has(definition.kind)) throw new Error(`job kind ${definition.kind} is defined twice`);
    definitions.set(definition.kind, definition);
    active.set(definition.kind, new Set());
    buffered.set(definition.kind, []);
  }

  function maxAttemptsOf(kind: string): number {
    return definitions.get(kind)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  }

  /** Writes jobs with `executor` (a transaction makes them part of that change). Answers how many were new. */
  async function enqueueWith(
    executor: Database,
    list: Array<{ kind: string; payload: unknown } & EnqueueOptions>,
  ): Promise<number> {
    const now = clock.now();
    for (const job of list) {
      const definition = definitions.get(job.kind);
      if (!definition) throw new Error(`no handler for job kind ${job.kind}`);
      definition.payload.parse(job.payload);
    }
    return repo.insertJobs(
      executor,
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        runAt: job.runAt ?? now,
        maxAttempts: maxAttemptsOf(job.kind),
        dedupeKey: job.dedupeKey ?? null,
      })),
      now,
    );
  }

  async function enqueueSchedules(now: Date): Promise<void> {
    for (const schedule of schedules) {
      const slot = currentSlot(schedule, now);
      if (slot === null || lastSlot.get(schedule) === slot) continue;
      await enqueueWith(db, [
        { kind: schedule.kind, payload: schedule.payload?.(slot) ?? {}, dedupeKey: slot, runAt: now },
      ]);
      lastSlot.set(schedule, slot);
    }
  }

  async function runLocalTasks(now: Date): Promise<void> {
    for (const task of localTasks) {
      if (now.getTime() - task.lastRun < task.everyMs) continue;
      task.lastRun = now.getTime();
      try {
        await task.run(now);
      } catch (error) {
        log.warn({ err: error, task: task.name }, 'local task failed');
      }
    }
  }

  async function execute(definition: JobDefinition<unknown>, job: repo.JobRow): Promise<void> {
    const now = clock.now();
    try {
      if (job.attempts > job.maxAttempts) throw new Error('the worker stopped during the last attempt');
      const payload = definition.payload.parse(job.payload);
      const context = { now, attempt: job.attempts, maxAttempts: job.maxAttempts, jobId: job.id };
      if (definition.transactional === false) {
        await definition.handle(payload, { ...context, db, publish: deps.publishNow });
        if (!(await repo.completeJob(db, job, worker, clock.now()))) {
          log.warn({ job: job.id, kind: job.kind }, 'job finished after its lease was lost');
        }
        return;
      }
      await deps.unitOfWork(async (tx, publish) => {
        await definition.handle(payload, { ...context, db: tx, publish });
        // Rolls the handler's writes back when another worker took the job over meanwhile.
        if (!(await repo.completeJob(tx, job, worker, clock.now()))) throw new LeaseLost();
      });
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.warn({ job: job.id, kind: job.kind }, 'job lease lost; its effect was rolled back');
        return;
      }
      const attempt = job.attempts;
      // A handler may say how long to wait at least (a service's Retry-After): never sooner than that.
      const wait = Math.max(retryDelay(definition, attempt), retryAfterOf(error));
      const retryAt = attempt >= job.maxAttempts ? null : new Date(clock.now().getTime() + wait);
      log.warn({ job: job.id, kind: job.kind, attempt, err: errorText(error), retryAt }, 'job failed');
      await repo
        .failJob(db, job, worker, clock.now(), errorText(error), retryAt)
        .catch((failure: unknown) =>
          log.error({ err: failure, job: job.id }, 'recording a job failure failed'),
        );
    }
  }

  /** The kinds with due work and room to run it, in one round trip. */
  async function kindsWithDueWork(now: Date): Promise<string[]> {
    const candidates = [...definitions.keys()].filter(
      (kind) =>
        (active.get(kind)?.size ?? 0) < (definitions.get(kind)?.concurrency ?? 1) &&
        (buffered.get(kind)?.length ?? 0) === 0,
    );
    if (candidates.length === 0) return [];
    const kinds = sql.join(
      candidates.map((kind) => sql`(${kind})`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select k.kind from (values ${kinds}) as k(kind)
      where exists (select 1 from jobs j where j.kind = k.kind and j.state = 'queued' and j.run_at <= ${now})`);
    return (result as unknown as { rows: Array<{ kind: string }> }).rows.map((row) => row.kind);
  }

  /** Claims what each kind has room for and starts it; answers whether any kind filled its room. */
  function claimAndStart(now: Date): Promise<boolean> {
    // One claim round at a time, so the ticker and runDue never both fill the same room.
    const round = claiming.then(() => claimRound(now));
    claiming = round.then(
      () => undefined,
      () => undefined,
    );
    return round;
  }

  async function claimRound(now: Date): Promise<boolean> {
    let more = false;
    for (const kind of await kindsWithDueWork(now)) {
      const definition = definitions.get(kind);
      const running = active.get(kind);
      const held = buffered.get(kind);
      if (!definition || !running || !held || held.length > 0) continue;
      const concurrency = definition.concurrency ?? 1;
      if (running.size >= concurrency) continue;
      // Claims a few rounds' worth at once: one claim query per batch instead of one per job.
      const limit = concurrency * PREFETCH_ROUNDS;
      const claimed = await repo.claimJobs(db, { kind, limit, worker, now, leaseMs: options.leaseMs });
      if (claimed.length === limit) more = true;
      held.push(...claimed);
      startHeld(definition);
    }
    return more;
  }

  /** Starts held jobs of one kind while it has room; a finished job starts the next one. */
  function startHeld(definition: JobDefinition<unknown>): void {
    const running = active.get(definition.kind);
    const held = buffered.get(definition.kind);
    if (!running || !held) return;
    while (held.length > 0 && running.size < (definition.concurrency ?? 1) && !stopped) {
      const job = held.shift() as repo.JobRow;
      running.add(job.id);
      const done: Promise<void> = execute(definition, job).finally(() => {
        running.delete(job.id);
        inFlight.delete(done);
        if (held.length > 0) startHeld(definition);
        // The kind's batch is used up: look for more right away instead of waiting for the next tick.
        else if (!stopped && timer) kick();
      });
      inFlight.add(done);
    }
  }

  async function tickOnce(): Promise<boolean> {
    const now = clock.now();
    await enqueueSchedules(now);
    await runLocalTasks(now);
    if (!options.work) return false;
    return claimAndStart(now);
  }

  /** One tick now, or one more right after the one in progress. */
  function kick(): void {
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = tickOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, 'job tick failed');
        return false;
      })
      .finally(() => {
        ticking = null;
      });
    void ticking.then((more) => {
      if ((more || tickAgain) && !stopped) {
        tickAgain = false;
        kick();
      }
    });
  }

  async function renewAll(): Promise<void> {
    const ids = [
      ...[...active.values()].flatMap((set) => [...set]),
      ...[...buffered.values()].flatMap((list) => list.map((job) => job.id)),
    ];
    await repo.renewLeases(db, ids, worker, new Date(clock.now().getTime() + options.leaseMs));
  }

  const leaseTask: LocalTask & { lastRun: number } = {
    name: 'jobs.leases',
    everyMs: Math.max(1000, Math.floor(options.leaseMs / 3)),
    lastRun: 0,
    // Keeps this worker's leases, and gives the jobs of a worker that died back to the queue.
    run: async (now) => {
      await renewAll();
      if (options.work) {
        const requeued = await repo.requeueExpiredLeases(db, now);
        if (requeued > 0) log.warn({ requeued }, 'jobs whose worker stopped are due again');
      }
    },
  };

  return {
    worker,
    define,
    /** Every kind this instance has a handler for. */
    kinds: () => [...definitions.keys()],
    schedule(schedule: Schedule): void {
      if (!definitions.has(schedule.kind)) throw new Error(`no handler for scheduled kind ${schedule.kind}`);
      schedules.push(schedule);
    },
    addLocalTask(task: LocalTask): void {
      localTasks.push({ ...task, lastRun: 0 });
    },
    enqueueWith,
    /**
     * The insert of `kind`'s jobs, one per row of `rows` (columns payload, run_at, dedupe_key), as a step of
     * the caller's statement (a `with`), so the jobs and what they are about are written by one statement.
     * The payloads are made in SQL, so they are not checked against the kind's schema: keep them simple.
     */
    jobsFromRows(kind: string, rows: SQL): SQL {
      if (!definitions.has(kind)) throw new Error(`no handler for job kind ${kind}`);
      return repo.insertJobsFromRows(kind, rows, maxAttemptsOf(kind), clock.now());
    },
    /** Enqueues on its own (not part of another change) and looks for work right away. */
    async enqueue(kind: string, payload: unknown, enqueueOptions: EnqueueOptions = {}): Promise<number> {
      const count = await enqueueWith(db, [{ kind, payload, ...enqueueOptions }]);
      if (timer) kick();
      return count;
    },
    /** A change committed jobs: look for work now rather than on the next tick. */
    nudge(): void {
      if (timer) kick();
    },
    start(): void {
      if (timer || stopped) return;
      localTasks.push(leaseTask);
      timer = setInterval(kick, options.pollMs);
      timer.unref();
      kick();
    },
    /**
     * Does everything due at the clock's "now" in this process and waits for it: schedule slots, local
     * tasks, and jobs until none is due (a job that enqueues another due job gets it run too). For tests
     * and operations; the ticker may run alongside.
     */
    async runDue(): Promise<void> {
      for (;;) {
        await ticking;
        const now = clock.now();
        await enqueueSchedules(now);
        await runLocalTasks(now);
        await claimAndStart(now);
        if (inFlight.size > 0) {
          await Promise.all([...inFlight]);
          continue;
        }
        // A kind that was full when the round looked may have freed up meanwhile: ask again, all kinds idle.
        if ((await kindsWithDueWork(now)).length === 0) return;
      }
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      await claiming;
      // Claimed but not started: back in the queue now, for another instance or the next start.
      const held = [...buffered.values()].flatMap((list) => list.splice(0).map((job) => job.id));
      await repo.releaseJobs(db, held, worker, clock.now());
      await Promise.all([...inFlight]);
    },
  };
}

class LeaseLost extends Error {}

export type JobRunner = ReturnType<typeof createJobRunner>;
