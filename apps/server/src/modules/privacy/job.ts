import { JOB_PAYLOADS, osloDay } from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type Clock, defineJob, type Platform } from '../../platform';
import { purgeAccount, purgeEverywhere, type RegisteredHooks } from './hooks';
import * as repo from './repository';
import { findAllRetention } from './retention';

export interface PrivacyRunResult {
  id: number;
  removed: Record<string, Record<string, number>>;
}

const osloHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Due once per Norwegian calendar day, from the configured hour on. */
export function isDueToday(latest: Date | null, now: Date, hour: number): boolean {
  if (Number(osloHour.format(now)) < hour) return false;
  return latest === null || osloDay(latest) !== osloDay(now);
}

/**
 * One run of the retention job across every account, through every module's privacy hooks. The claim (an
 * advisory lock and a privacy_runs row) makes sure one instance runs it; the others see the row and skip.
 * `force` runs even when one ran today (tests, and staff on demand), still one at a time. `now` is the
 * instant the run purges for; the clock stamps when it finished.
 */
export async function runPrivacyJob(
  db: Database,
  options: { now: Date; clock: Clock; hooks: RegisteredHooks; hour?: number; force?: boolean },
): Promise<PrivacyRunResult | null> {
  const { now } = options;
  const id = await repo.claimRun(db, now, (latest) =>
    options.force ? true : isDueToday(latest, now, options.hour ?? 0),
  );
  if (id === null) return null;
  const removed: Record<string, Record<string, number>> = {};
  try {
    for (const [accountId, retention] of await findAllRetention(db)) {
      removed[String(accountId)] = await purgeAccount(db, options.hooks, accountId, retention, now);
    }
    // Fixed periods in every account (the search log), and rows of no account under "platform".
    await purgeEverywhere(db, options.hooks, now, removed);
    await repo.finishRun(db, id, removed, null, options.clock.now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await repo.finishRun(db, id, removed, message, options.clock.now());
    throw error;
  }
  return { id, removed };
}

export interface PrivacyJob {
  /** Runs now, whether or not it ran today (tests and operations). */
  runNow(now?: Date): Promise<PrivacyRunResult | null>;
}

/**
 * The retention run is a job scheduled once per Oslo day at the configured hour (platform/jobs: one run
 * across every instance). The claim in privacy_runs still guards a forced run and a scheduled one at once.
 */
export function createPrivacyJob(
  db: Database,
  config: { enabled: boolean; hour: number },
  log: FastifyBaseLogger,
  platform: Pick<Platform, 'clock' | 'register' | 'privacyHooks'>,
): PrivacyJob {
  const { clock } = platform;
  const hooks = platform.privacyHooks;
  const retentionJob = defineJob({
    kind: 'privacy.retention',
    payload: JOB_PAYLOADS['privacy.retention'],
    // Each account is purged in its own transaction; running again is harmless (nothing old is left).
    transactional: false,
    maxAttempts: 3,
    backoff: { baseMs: 5 * 60_000, maxMs: 60 * 60_000 },
    handle: async (_payload, context) => {
      const result = await runPrivacyJob(db, { now: context.now, clock, hooks: hooks(), hour: config.hour });
      if (result) log.info({ run: result.id, removed: result.removed }, 'privacy job ran');
    },
  });
  const hour = String(config.hour).padStart(2, '0');
  platform.register({
    name: 'privacy',
    jobs: [retentionJob],
    schedules: config.enabled ? [{ kind: 'privacy.retention', at: { dailyAt: `${hour}:00` } }] : [],
  });
  return {
    runNow: (now) => runPrivacyJob(db, { now: now ?? clock.now(), clock, hooks: hooks(), force: true }),
  };
}
