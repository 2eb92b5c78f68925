import { and, eq } from 'drizzle-orm';
import { emailCampaignRecipients, emailCampaigns } from '../../db/schema';
import { isoOrNull } from '../../lib/time';
import type { PrivacyHooks } from '../../platform';

/**
 * E-mail's share of privacy: the campaign mails a person got (sent, opened, clicked, unsubscribed) are in
 * their export; erasure removes those rows (the campaigns' counted figures stay, without the person).
 */
export const emailPrivacyHooks: PrivacyHooks = {
  async exportPerson(db, accountId, email) {
    const rows = await db
      .select({ recipient: emailCampaignRecipients, campaign: emailCampaigns.name })
      .from(emailCampaignRecipients)
      .innerJoin(emailCampaigns, eq(emailCampaigns.id, emailCampaignRecipients.campaignId))
      .where(and(eq(emailCampaignRecipients.accountId, accountId), eq(emailCampaignRecipients.email, email)));
    return {
      campaign_mails: rows.map(({ recipient, campaign }) => ({
        campaign,
        status: recipient.status,
        sent_at: isoOrNull(recipient.sentAt),
        opened_at: isoOrNull(recipient.openedAt),
        clicked_at: isoOrNull(recipient.clickedAt),
        unsubscribed_at: isoOrNull(recipient.unsubscribedAt),
      })),
    };
  },
  async erasePerson(tx, accountId, email) {
    const removed = await tx
      .delete(emailCampaignRecipients)
      .where(and(eq(emailCampaignRecipients.accountId, accountId), eq(emailCampaignRecipients.email, email)))
      .returning({ id: emailCampaignRecipients.id });
    return { campaign_mails: removed.length };
  },
};
