import { sql } from 'drizzle-orm';
import type { ManualClock } from '../../src/platform';
import type { TestApp } from '../harness';

/**
 * Runs due jobs until none of the given kinds is queued, moving the test clock past the pacing waits between
 * rounds (a campaign's next batch is due a moment later). Fails after 200 rounds: a job that never ends.
 */
export async function runQueuedJobs(t: TestApp, clock: ManualClock, kinds = 'email.%'): Promise<void> {
  for (let round = 0; round < 200; round++) {
    await t.app.platform.jobs.runDue();
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where kind like ${kinds} and state = 'queued'`,
    );
    const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
    if (!row || Number(row.n) === 0) return;
    clock.set(new Date(clock.now().getTime() + 1500).toISOString());
  }
  throw new Error(`jobs of kind ${kinds} did not finish`);
}
