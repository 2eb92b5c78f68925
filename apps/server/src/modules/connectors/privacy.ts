import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopWebhookDeliveries } from '../../db/schema';
import type { PrivacyHooks } from '../../platform';

/** How long a data request's export waits for the owner to download it. */
const EXPORT_KEPT_DAYS = 30;

/**
 * What arrived from the platform holds a person only in a payload: a delivery waiting for its job, or a data
 * request's export. Erasure drops every payload that names them (a waiting delivery is then refused, not
 * stored); exports go after 30 days.
 */
export const connectorsPrivacyHooks: PrivacyHooks = {
  async erasePerson(tx: Database, accountId, email) {
    const cleared = await tx
      .update(shopWebhookDeliveries)
      .set({ payload: null })
      .where(
        and(
          eq(shopWebhookDeliveries.accountId, accountId),
          isNotNull(shopWebhookDeliveries.payload),
          sql`position(${email.toLowerCase()} in lower(${shopWebhookDeliveries.payload}::text)) > 0`,
        ),
      )
      .returning({ id: shopWebhookDeliveries.id });
    return { shop_webhook_payloads: cleared.length };
  },
  async purgeEverywhere(db, now) {
    const before = new Date(now.getTime() - EXPORT_KEPT_DAYS * 86_400_000);
    const cleared = await db
      .update(shopWebhookDeliveries)
      .set({ payload: null })
      .where(
        and(
          isNotNull(shopWebhookDeliveries.payload),
          sql`${shopWebhookDeliveries.state} <> 'queued'`,
          lt(shopWebhookDeliveries.receivedAt, before),
        ),
      )
      .returning({ accountId: shopWebhookDeliveries.accountId });
    const counts = new Map<number | 'platform', Record<string, number>>();
    for (const { accountId } of cleared) {
      const entry = counts.get(accountId) ?? { shop_webhook_exports: 0 };
      entry.shop_webhook_exports = (entry.shop_webhook_exports ?? 0) + 1;
      counts.set(accountId, entry);
    }
    return counts;
  },
};
