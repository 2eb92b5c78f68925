import { osloDay } from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import { findProductNames } from '../../shop-data';
import { planEmailWidget } from '../email/email-widgets';
import * as repo from './repository';

/**
 * A click on a product of a recommendations block in a mail, through the mail's signed click link: one click
 * for the widget (and its algorithm now) on today's Oslo day, kept with the recipient's address so an order
 * by that customer within the window is attributed to the widget. Only the account's e-mail widgets and its
 * catalogue's products count; anything else is ignored (the redirect still happens).
 */
export async function recordEmailClick(
  db: Database,
  accountId: number,
  click: { widgetId: string; productId: string; email: string },
  now: Date,
): Promise<boolean> {
  const [plan, products] = await Promise.all([
    planEmailWidget(db, accountId, click.widgetId),
    findProductNames(db, accountId, [click.productId]),
  ]);
  if (!plan || !products.has(click.productId)) return false;
  const { algorithm } = plan.widget;
  await db.transaction(async (tx) => {
    await repo.addDailyCounts(tx, accountId, [
      { widgetId: click.widgetId, algorithm, day: osloDay(now), impressions: 0, clicks: 1 },
    ]);
    await repo.insertClicks(tx, accountId, [
      {
        visitorUid: '',
        customerEmail: click.email.trim().toLowerCase(),
        widgetId: click.widgetId,
        algorithm,
        productId: click.productId,
        clickedAt: now,
      },
    ]);
  });
  return true;
}
