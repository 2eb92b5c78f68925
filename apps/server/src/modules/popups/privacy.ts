import { and, eq } from 'drizzle-orm';
import { popupAudience, popupCodes, popupSubmissions } from '../../db/schema';
import type { PrivacyHooks } from '../../platform';

/**
 * Popups' share of privacy: a person's submits (their address, the form's fields, the IP and browser they
 * came from), the codes they were given and their places in popup audiences (added by flows) are exported
 * and erased.
 */
export const popupsPrivacyHooks: PrivacyHooks = {
  async exportPerson(db, accountId, email) {
    const submits = await db
      .select()
      .from(popupSubmissions)
      .where(and(eq(popupSubmissions.accountId, accountId), eq(popupSubmissions.email, email)));
    const audiences = await db
      .select({ popup_id: popupAudience.popupId, added_at: popupAudience.addedAt })
      .from(popupAudience)
      .where(and(eq(popupAudience.accountId, accountId), eq(popupAudience.email, email)));
    const codes = await db
      .select({ popup_id: popupCodes.popupId, code: popupCodes.code, given_at: popupCodes.createdAt })
      .from(popupCodes)
      .where(and(eq(popupCodes.accountId, accountId), eq(popupCodes.email, email)));
    return { popup_submissions: submits, popup_codes: codes, popup_audience: audiences };
  },
  async erasePerson(tx, accountId, email) {
    const removed = await tx
      .delete(popupSubmissions)
      .where(and(eq(popupSubmissions.accountId, accountId), eq(popupSubmissions.email, email)))
      .returning({ id: popupSubmissions.id });
    const left = await tx
      .delete(popupAudience)
      .where(and(eq(popupAudience.accountId, accountId), eq(popupAudience.email, email)))
      .returning({ popupId: popupAudience.popupId });
    const codes = await tx
      .delete(popupCodes)
      .where(and(eq(popupCodes.accountId, accountId), eq(popupCodes.email, email)))
      .returning({ popupId: popupCodes.popupId });
    return { popup_submissions: removed.length, popup_codes: codes.length, popup_audience: left.length };
  },
  async purgeEverywhere() {
    return new Map();
  },
};
