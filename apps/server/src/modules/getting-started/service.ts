import {
  ACCOUNT_SETTING_KEYS,
  type GettingStartedComplete,
  type GettingStartedStatus,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { upsertAccountSetting } from '../accounts';
import { findFirstPageViewAt } from '../chat';

/** What the getting-started guide checks: has the widget reported a page view yet? */
export async function gettingStartedStatus(db: Database, accountId: number): Promise<GettingStartedStatus> {
  const first = await findFirstPageViewAt(db, accountId);
  return { first_page_view_at: first ? first.toISOString() : null };
}

/** 'Ferdig' on the last step: the account's dashboard stops offering the guide (the guide itself stays open). */
export async function completeGettingStarted(
  db: Database,
  accountId: number,
  now: Date,
): Promise<GettingStartedComplete> {
  await upsertAccountSetting(db, accountId, ACCOUNT_SETTING_KEYS.gettingStartedDone, '1', now);
  return { completed: true };
}
