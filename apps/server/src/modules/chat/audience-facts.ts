import { type SQL, sql } from 'drizzle-orm';
import { chatVisitors } from '../../db/schema';

/**
 * The e-mails of the account's shop visitors seen since `since` (a visitor has an e-mail once they told it in
 * the widget): for the audience's "visited in the last N days" segments.
 */
export function emailsVisitedSinceSql(accountId: number, since: Date): SQL {
  return sql`select lower(${chatVisitors.email}) as email from ${chatVisitors}
    where ${chatVisitors.accountId} = ${accountId} and ${chatVisitors.email} is not null
      and ${chatVisitors.lastSeen} >= ${since}`;
}
