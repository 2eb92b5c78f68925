import { and, eq } from 'drizzle-orm';
import { recommendationClicks } from '../../../db/schema';
import type { PrivacyHooks } from '../../../platform';

/**
 * A click in a mail keeps the recipient's address (for attribution, about a week): erasing the person
 * removes those clicks; the widget's counted figures stay, without the person.
 */
export const recommendationPrivacyHooks: PrivacyHooks = {
  async exportPerson(db, accountId, email) {
    const rows = await db
      .select({
        widget: recommendationClicks.widgetId,
        product: recommendationClicks.productId,
        at: recommendationClicks.clickedAt,
      })
      .from(recommendationClicks)
      .where(
        and(
          eq(recommendationClicks.accountId, accountId),
          eq(recommendationClicks.customerEmail, email.toLowerCase()),
        ),
      );
    return {
      recommendation_email_clicks: rows.map((row) => ({
        widget: row.widget,
        product: row.product,
        clicked_at: row.at.toISOString(),
      })),
    };
  },
  async erasePerson(tx, accountId, email) {
    const removed = await tx
      .delete(recommendationClicks)
      .where(
        and(
          eq(recommendationClicks.accountId, accountId),
          eq(recommendationClicks.customerEmail, email.toLowerCase()),
        ),
      )
      .returning({ seq: recommendationClicks.seq });
    return { recommendation_email_clicks: removed.length };
  },
};
