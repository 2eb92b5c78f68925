import { FLOW_DRY_RUN_DAYS } from '@butikkpanel/contracts';
import { and, eq } from 'drizzle-orm';
import { flowEntries, flowEventLog, flowMails } from '../../db/schema';
import type { PrivacyHooks } from '../../platform';
import { purgeEventLog } from './entry-repository';

const DAY_MS = 86_400_000;

/**
 * Flows' share of privacy: a person's places in flows and the flow mails they got are exported, and
 * erased with them (the entry's steps go with it); the trigger events kept for dry runs go after 30 days.
 */
export const flowsPrivacyHooks: PrivacyHooks = {
  async exportPerson(db, accountId, email) {
    const [places, mails] = await Promise.all([
      db
        .select()
        .from(flowEntries)
        .where(and(eq(flowEntries.accountId, accountId), eq(flowEntries.email, email))),
      db
        .select()
        .from(flowMails)
        .where(and(eq(flowMails.accountId, accountId), eq(flowMails.email, email))),
    ]);
    return { flow_entries: places, flow_mails: mails };
  },
  async erasePerson(tx, accountId, email) {
    const removed = await tx
      .delete(flowEntries)
      .where(and(eq(flowEntries.accountId, accountId), eq(flowEntries.email, email)))
      .returning({ id: flowEntries.id });
    const logged = await tx
      .delete(flowEventLog)
      .where(and(eq(flowEventLog.accountId, accountId), eq(flowEventLog.email, email)))
      .returning({ id: flowEventLog.id });
    return { flow_entries: removed.length, flow_events: logged.length };
  },
  async purgeEverywhere(db, now) {
    const rows = await purgeEventLog(db, new Date(now.getTime() - FLOW_DRY_RUN_DAYS * DAY_MS));
    const counts = new Map<number | 'platform', Record<string, number>>();
    for (const row of rows) counts.set(row.accountId, { flow_events: row.count });
    return counts;
  },
};
