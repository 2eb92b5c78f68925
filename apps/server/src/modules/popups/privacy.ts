import { and, eq } from 'drizzle-orm';
import { popupSubmissions } from '../../db/schema';
import type { PrivacyHooks } from '../../platform';

/** Popups' share of privacy: a person's submits (their address and the form's fields) are exported and erased. */
export const popupsPrivacyHooks: PrivacyHooks = {
  async exportPerson(db, accountId, email) {
    const submits = await db
      .select()
      .from(popupSubmissions)
      .where(and(eq(popupSubmissions.accountId, accountId), eq(popupSubmissions.email, email)));
    return { popup_submissions: submits };
  },
  async erasePerson(tx, accountId, email) {
    const removed = await tx
      .delete(popupSubmissions)
      .where(and(eq(popupSubmissions.accountId, accountId), eq(popupSubmissions.email, email)))
      .returning({ id: popupSubmissions.id });
    return { popup_submissions: removed.length };
  },
  async purgeEverywhere() {
    return new Map();
  },
};
