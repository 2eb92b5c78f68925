import type { Retention } from '@butikkpanel/contracts';
import type { Database } from '../db/client';

/**
 * What a module does for privacy, registered through its index.ts: the privacy module runs every module's
 * hooks and never touches another module's tables. A new area adds its rows to retention, export and
 * erasure by registering hooks, not by editing privacy.
 */
export interface PrivacyHooks {
  /** Deletes what the account keeps longer than its retention allows; answers how many of each kind went. */
  purgeAccount?(
    db: Database,
    accountId: number,
    retention: Retention,
    now: Date,
  ): Promise<Record<string, number>>;
  /** Deletes what is kept for a fixed time in every account at once (answers per account id, per kind). */
  purgeEverywhere?(db: Database, now: Date): Promise<Map<number | 'platform', Record<string, number>>>;
  /** Everything the account holds about one e-mail address, by section name. */
  exportPerson?(db: Database, accountId: number, email: string): Promise<Record<string, unknown>>;
  /** Erases one person inside the erasure's transaction; answers how many of each kind went. */
  erasePerson?(tx: Database, accountId: number, email: string): Promise<Record<string, number>>;
}
