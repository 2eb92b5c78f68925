import { and, eq } from 'drizzle-orm';
import { flowEntries, flowMails } from '../../db/schema';
import type { PrivacyHooks } from '../../platform';

/**
 * Flows' share of privacy: a person's places in flows and the flow mails they got are exported, and
 * erased with them (the entry's steps go with it).
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
    return { flow_entries: removed.length };
  },
};
