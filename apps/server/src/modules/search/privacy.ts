import { NO_RESULT_HISTORY_DAYS } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import type { PrivacyHooks } from '../../platform';
import { purgeLogBefore } from './repository';

/**
 * The search log is kept as long as the no-result history can look back (90 days). Answers the entries
 * removed per account.
 */
export function purgeOldSearches(db: Database, now: Date): Promise<Map<number, number>> {
  return purgeLogBefore(db, new Date(now.getTime() - NO_RESULT_HISTORY_DAYS * 86_400_000));
}

/** Search's share of the daily privacy run: the log, in every account at once. */
export const searchPrivacyHooks: PrivacyHooks = {
  purgeEverywhere: async (db, now) => {
    const removed = new Map<number | 'platform', Record<string, number>>();
    for (const [accountId, count] of await purgeOldSearches(db, now)) {
      removed.set(accountId, { search_log: count });
    }
    return removed;
  },
};
