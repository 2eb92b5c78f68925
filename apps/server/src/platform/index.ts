import { JOB_PAYLOADS } from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import { createEventBus, type EventBus } from './events/bus';
import { queueHealth } from './jobs/health';
import { purgeFinishedJobs, releaseAllRunning, retryDeadJob } from './jobs/repository';
import { createJobRunner, type JobRunnerOptions } from './jobs/runner';
import { defineJob } from './jobs/types';
import type { ServerModule } from './module';
import type { PrivacyHooks } from './privacy-hooks';

export { type Clock, ManualClock, systemClock } from './clock';
export type { EventBus } from './events/bus';
export type { DurableListener, ImmediateListener, Publish } from './events/types';
export { type EnqueueOptions, type JobRunner, retryDelay } from './jobs/runner';
export { osloTimeOfDay } from './jobs/slots';
export { defineJob, type JobContext, type JobDefinition, type LocalTask, type Schedule } from './jobs/types';
export type { ServerModule } from './module';
export type { PrivacyHooks } from './privacy-hooks';
export { AdjustableClock, registerTestClockRoute } from './test-clock';

const DAY_MS = 86_400_000;
/** Done jobs keep their dedupe key this long (a daily slot needs a day); dead ones stay for staff to see. */
const KEEP_DONE_MS = 2 * DAY_MS;
const KEEP_DEAD_MS = 30 * DAY_MS;

/**
 * The platform layer every module plugs into: one clock, one durable job queue and one event bus, on the
 * same database as the data they act on (PGlite or PostgreSQL).
 */
export function createPlatform(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobRunnerOptions;
}) {
  const { db, clock, log } = deps;
  let bus: EventBus | null = null;
  const events = () => {
    if (!bus) throw new Error('the event bus is not built yet');
    return bus;
  };
  const jobs = createJobRunner({
    db,
    clock,
    log,
    options: deps.jobs,
    unitOfWork: (work) => events().unitOfWork(work),
    publishNow: (type, accountId, data) => events().publishNow(type, accountId, data),
  });
  bus = createEventBus({ db, clock, log, jobs });
  const privacy: Array<{ module: string; hooks: PrivacyHooks }> = [];
  const unsubscribes: Array<() => void> = [];

  jobs.define(
    defineJob({
      kind: 'jobs.purge',
      payload: JOB_PAYLOADS['jobs.purge'],
      handle: async (_payload, context) => {
        const now = context.now.getTime();
        await purgeFinishedJobs(context.db, {
          doneBefore: new Date(now - KEEP_DONE_MS),
          deadBefore: new Date(now - KEEP_DEAD_MS),
        });
      },
    }),
  );
  jobs.schedule({ kind: 'jobs.purge', at: { dailyAt: '04:30' } });

  return {
    clock,
    jobs,
    events: bus,
    register(module: ServerModule): void {
      for (const definition of module.jobs ?? []) jobs.define(definition);
      for (const schedule of module.schedules ?? []) jobs.schedule(schedule);
      for (const task of module.localTasks ?? []) jobs.addLocalTask(task);
      for (const listener of module.listeners ?? []) events().listen(listener);
      if (module.subscribe) unsubscribes.push(module.subscribe(events()));
      if (module.privacy) privacy.push({ module: module.name, hooks: module.privacy });
    },
    /** Every module's privacy hooks, in registration order. */
    privacyHooks: () => [...privacy],
    /**
     * Starts the worker. `ownsDatabase`: this process is the only one on the database (embedded PGlite),
     * so jobs left running by a killed process are due again at once instead of after their lease.
     */
    async start(options: { ownsDatabase: boolean }): Promise<void> {
      if (options.ownsDatabase) {
        const released = await releaseAllRunning(db, clock.now());
        if (released > 0) log.info({ released }, 'jobs left running by the previous process are due again');
      }
      jobs.start();
    },
    async stop(): Promise<void> {
      for (const stop of unsubscribes.splice(0)) stop();
      await jobs.stop();
    },
    health: () => queueHealth(db, clock.now(), jobs.kinds()),
    /**
     * Puts a dead job back in the queue, due now. `alongside` runs in the same transaction (the staff area's
     * audit row), so both happen or neither. Answers the job's id and kind, or null when it was not dead.
     */
    retryDead: async (
      id: number,
      alongside?: (tx: Database, job: { id: number; kind: string }) => Promise<void>,
    ) => {
      const retried = await db.transaction(async (tx) => {
        const job = await retryDeadJob(tx, id, clock.now());
        if (job && alongside) await alongside(tx, job);
        return job;
      });
      if (retried) jobs.nudge();
      return retried;
    },
  };
}

export type Platform = ReturnType<typeof createPlatform>;
