import { type FeedReport, JOB_PAYLOADS } from '@butikkpanel/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { defineJob, type JobRunner } from '../../platform';
import { markFeedProductsGone, productValues, upsertFeedProducts } from '../shop-data';
import { FeedError, fetchFeed, ImportReport, importFeed } from './feeds';
import * as repo from './repository';

type FeedConfig = Config['feeds'];

/**
 * Runs a feed now (the settings page's "Hent nå", and a saved new address): at most one a minute. A second
 * press in the same minute runs at the next minute rather than not at all (it used to be dropped while the
 * page said it was on its way); more presses wait with that one.
 */
export async function enqueueFeedRun(
  db: Database,
  jobs: Pick<JobRunner, 'enqueueWith'>,
  accountId: number,
  now: Date,
): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000);
  const runIn = (slot: number, runAt: Date) =>
    jobs.enqueueWith(db, [
      {
        kind: 'connectors.feed_run',
        payload: { account_id: accountId },
        runAt,
        dedupeKey: `feed:${accountId}:now:${slot}`,
      },
    ]);
  if ((await runIn(minute, now)) === 0) await runIn(minute + 1, new Date((minute + 1) * 60_000));
}

/** Every five minutes: each feed not run for FEED_EVERY_MINUTES gets a run (one per account and slot). */
export function feedScheduleJob(config: FeedConfig, jobs: Pick<JobRunner, 'enqueueWith'>) {
  return defineJob({
    kind: 'connectors.feed_schedule',
    payload: JOB_PAYLOADS['connectors.feed_schedule'],
    async handle(_payload, { db, now }) {
      const every = config.everyMinutes * 60_000;
      const due = await repo.feedsDue(db, new Date(now.getTime() - every));
      const slot = Math.floor(now.getTime() / every);
      await jobs.enqueueWith(
        db,
        due.map(({ accountId }) => ({
          kind: 'connectors.feed_run',
          payload: { account_id: accountId },
          runAt: now,
          dedupeKey: `feed:${accountId}:${slot}`,
        })),
      );
    },
  });
}

const reportOf = (
  status: FeedReport['status'],
  report: ImportReport,
  extra: { format?: string | null; seen?: number; error?: string | null },
  now: Date,
): FeedReport => {
  const summary = report.summary();
  return {
    status,
    format: extra.format ?? null,
    seen: extra.seen ?? 0,
    added: summary.added,
    changed: summary.changed,
    removed: summary.removed,
    rejected_count: summary.rejectedCount,
    rejected: summary.rejected,
    error: extra.error ?? null,
    finished_at: now.toISOString(),
  };
};

/**
 * One account's feed: fetched with the last run's validators (a 304 changes nothing), streamed into the
 * products 500 at a time, and, only when read to its end, the products it no longer lists marked gone.
 * Outside a transaction (the fetch leaves the database); a failure is the run's report, and the next slot
 * tries again.
 */
export function feedRunJob(config: FeedConfig) {
  return defineJob({
    kind: 'connectors.feed_run',
    payload: JOB_PAYLOADS['connectors.feed_run'],
    transactional: false,
    maxAttempts: 1,
    async handle({ account_id: accountId }, { db, now }) {
      const connection = await repo.findConnection(db, accountId);
      if (!connection?.feedUrl) return;
      // Checked from now on: a schedule's slot during a long run does not start the same feed again.
      await repo.updateConnection(db, accountId, { feedCheckedAt: now });
      const report = new ImportReport();
      let outcome: Parameters<typeof repo.updateConnection>[2];
      try {
        const fetched = await fetchFeed(connection.feedUrl, {
          etag: connection.feedEtag,
          lastModified: connection.feedLastModified,
          allowHosts: config.allowHosts,
          maxBytes: config.maxBytes,
          timeoutMs: config.timeoutMs,
        });
        if (fetched.status === 'not_modified') {
          const before = connection.feedReport as FeedReport | null;
          outcome = { feedReport: { ...reportOf('not_modified', report, { format: before?.format }, now) } };
        } else {
          const sink = {
            write: async (products: Parameters<typeof productValues>[0][]) => {
              const counted = await upsertFeedProducts(db, accountId, products.map(productValues), now);
              report.countAdded(counted.added);
              report.countChanged(counted.changed);
            },
          };
          const result = await importFeed(fetched.body, 'auto', sink, {
            contentType: fetched.contentType,
            now,
            report,
          });
          report.countRemoved(await markFeedProductsGone(db, accountId, now));
          outcome = {
            feedEtag: fetched.etag,
            feedLastModified: fetched.lastModified,
            feedReport: reportOf('ok', report, { format: result.format, seen: result.seen }, now),
          };
        }
      } catch (error) {
        if (!(error instanceof FeedError)) throw error;
        outcome = { feedReport: reportOf('failed', report, { error: error.message }, now) };
      }
      await repo.updateConnection(db, accountId, { ...outcome, feedCheckedAt: now });
    },
  });
}
