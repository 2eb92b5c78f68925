import { NO_RESULT_HISTORY_DAYS } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { purgeLogBefore } from './repository';

export { registerSearchRoutes } from './routes';

/**
 * The search log is kept as long as the no-result history can look back (90 days); the privacy job calls this
 * once a day. Answers the entries removed per account.
 */
export function purgeOldSearches(db: Database, now: Date): Promise<Map<number, number>> {
  return purgeLogBefore(db, new Date(now.getTime() - NO_RESULT_HISTORY_DAYS * 86_400_000));
}
