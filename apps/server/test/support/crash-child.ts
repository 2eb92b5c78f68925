/**
 * A server process for the crash tests (platform-crash.test.ts): the real startup path (start-server.ts)
 * with probe modules plugged in. It enqueues CHILD_JOBS probe jobs (dedupe keys make a restart enqueue
 * nothing new), prints `READY <url>`, then a status line every 50 ms that the test reads:
 * `STATUS {"effects":…,"distinct":…,"pending":…,"events":…}`.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { type Clock, defineJob, type ServerModule } from '../../src/platform';
import { startServer } from '../../src/start-server';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const probes: ServerModule = {
  name: 'crash-probe',
  jobs: [
    defineJob({
      kind: 'probe.crash',
      payload: z.object({ key: z.string() }),
      concurrency: 8,
      // The effect and the job's completion commit together: exactly once, even across a SIGKILL.
      handle: async ({ key }, context) => {
        // A few milliseconds of work each, so a kill finds jobs in flight and others still queued.
        await pause(Number(process.env.CHILD_JOB_MS ?? 5));
        await context.db.execute(
          sql`insert into probe_effects (key, worker) values (${key}, ${process.env.CHILD_NAME ?? ''})`,
        );
      },
    }),
  ],
  listeners: [
    {
      name: 'crash-probe-orders',
      on: ['order.created'],
      handle: async (event, context) => {
        await context.db.execute(
          sql`insert into probe_events (event_id, type) values (${event.id}, ${event.type})`,
        );
      },
    },
  ],
};

async function createProbeTables(db: Database) {
  await db.execute(sql`create table if not exists probe_effects (key text not null, worker text not null)`);
  await db.execute(sql`create table if not exists probe_events (event_id text not null, type text not null)`);
}

async function status(db: Database) {
  const [row] = rowsOf<{ effects: number; distinct: number; pending: number; events: number }>(
    await db.execute(sql`select
      (select count(*)::int from probe_effects) as effects,
      (select count(distinct key)::int from probe_effects) as distinct,
      (select count(*)::int from jobs where state in ('queued', 'running')) as pending,
      (select count(*)::int from probe_events) as events`),
  );
  return row;
}

/**
 * A clock that runs CHILD_CLOCK_SPEED times faster than the wall clock from CHILD_CLOCK_ORIGIN (a fake
 * instant) at CHILD_CLOCK_REAL (the wall clock's epoch ms then), so hours of a flow's waits pass in seconds
 * and a restarted child goes on on the same timeline. Without them: the system clock.
 */
function childClock(): Clock | undefined {
  const origin = process.env.CHILD_CLOCK_ORIGIN;
  if (!origin) return undefined;
  const fakeStart = Date.parse(origin);
  const realStart = Number(process.env.CHILD_CLOCK_REAL);
  const speed = Number(process.env.CHILD_CLOCK_SPEED ?? 1);
  // wall clock: the fast clock is the wall clock's elapsed time, scaled.
  return { now: () => new Date(fakeStart + (Date.now() - realStart) * speed) };
}

async function main() {
  const config = loadConfig();
  const server = await startServer(config, {
    modules: [probes],
    prepare: createProbeTables,
    clock: childClock(),
  });
  const { db } = server.database;
  const count = Number(process.env.CHILD_JOBS ?? 0);
  if (count > 0) {
    await server.app.platform.jobs.enqueueWith(
      db,
      Array.from({ length: count }, (_, index) => ({
        kind: 'probe.crash',
        payload: { key: `k${index}` },
        dedupeKey: `k${index}`,
      })),
    );
    server.app.platform.jobs.nudge();
  }
  console.log(`READY ${server.address}`);
  for (;;) {
    console.log(`STATUS ${JSON.stringify(await status(db))}`);
    await pause(50);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
