import { osloDay } from '@butikkpanel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { purgeOldLoginAttempts } from '../auth';
import { purgeOldSearches } from '../search';
import * as repo from './repository';

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
 * One run of the retention job across every account. The claim (an advisory lock and a privacy_runs row)
 * makes sure one instance runs it; the others see the row and skip. `force` runs even when one ran today
 * (tests, and staff on demand), still one at a time.
 */
export async function runPrivacyJob(
  db: Database,
  options: { now?: Date; hour?: number; force?: boolean } = {},
): Promise<PrivacyRunResult | null> {
  const now = options.now ?? new Date();
  const id = await repo.claimRun(db, now, (latest) =>
    options.force ? true : isDueToday(latest, now, options.hour ?? 0),
  );
  if (id === null) return null;
  const removed: Record<string, Record<string, number>> = {};
  try {
    for (const [accountId, retention] of await repo.findAllRetention(db)) {
      removed[String(accountId)] = await repo.purgeAccount(db, accountId, retention, now);
    }
    // Searches are kept only as long as the no-result history looks back, in every account.
    for (const [accountId, count] of await purgeOldSearches(db, now)) {
      removed[String(accountId)] = { ...removed[String(accountId)], search_log: count };
    }
    // The sign-in log belongs to no account: its count is kept under "platform".
    removed.platform = { login_attempts: await purgeOldLoginAttempts(db, now) };
    await repo.finishRun(db, id, removed, null);
  } catch (error) {
    await repo.finishRun(db, id, removed, error instanceof Error ? error.message : String(error));
    throw error;
  }
  return { id, removed };
}

export interface PrivacyJob {
  /** Runs now, whether or not it ran today (tests and operations). */
  runNow(now?: Date): Promise<PrivacyRunResult | null>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Every instance checks on a timer whether today's run is due; the claim in the database decides which one
 * runs. Within one instance the runs never overlap (PGlite has only this process).
 */
export function createPrivacyJob(
  db: Database,
  config: { enabled: boolean; hour: number; checkMs: number },
  log: FastifyBaseLogger,
): PrivacyJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  }

  const check = () =>
    serial(() => runPrivacyJob(db, { hour: config.hour })).then(
      (result) => {
        if (result) log.info({ run: result.id, removed: result.removed }, 'privacy job ran');
      },
      (error: unknown) => log.error({ err: error }, 'privacy job failed'),
    );

  return {
    runNow: (now) => serial(() => runPrivacyJob(db, { now, force: true })),
    start() {
      if (!config.enabled || timer) return;
      timer = setInterval(check, config.checkMs);
      timer.unref();
      void check();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
