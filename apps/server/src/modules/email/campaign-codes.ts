import type { Database } from '../../db/client';
import * as repo from './campaign-repository';
import { type CodeSource, findCodeSource, mintCode } from './discount-codes';

/** The code source a campaign was started with (fixed at the start), or null when its mail shows none. */
export async function campaignCodeSource(
  db: Database,
  campaign: repo.CampaignRow,
): Promise<CodeSource | null> {
  return campaign.discountId === null ? null : findCodeSource(db, campaign.accountId, campaign.discountId);
}

/**
 * A campaign recipient's code, at send time on the job layer: a fixed code as it is; a unique code made
 * once and kept on the recipient's row in the same transaction (the row locked), so a batch sent again
 * after a crash or a retry gives the recipient the code they may already have, never a second one.
 */
export async function recipientCode(
  db: Database,
  campaign: repo.CampaignRow,
  source: CodeSource | null,
  recipient: repo.RecipientRow,
  now: Date,
): Promise<string> {
  if (!source) return '';
  if (!source.unique) return source.code;
  if (recipient.discountCode) return recipient.discountCode;
  return db.transaction(async (tx) => {
    const stored = await repo.lockRecipientCode(tx, recipient.id);
    if (stored) return stored;
    const code = await mintCode(tx, campaign.accountId, source, recipient.email, now);
    await repo.setRecipientCode(tx, recipient.id, code);
    return code;
  });
}
