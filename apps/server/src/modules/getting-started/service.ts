import type { GettingStartedStatus } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { findFirstPageViewAt } from './repository';

/** What the getting-started guide checks: has the widget reported a page view yet? */
export async function gettingStartedStatus(db: Database, accountId: number): Promise<GettingStartedStatus> {
  const first = await findFirstPageViewAt(db, accountId);
  return { first_page_view_at: first ? first.toISOString() : null };
}
