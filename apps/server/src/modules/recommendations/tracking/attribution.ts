import { type DomainEventData, osloDay, RECOMMENDATION_ATTRIBUTION_DAYS } from '@butikkpanel/contracts';
import type { Database } from '../../../db/client';
import { findVisitorEmailsByUid } from '../../chat';
import * as repo from './repository';

type OrderData = DomainEventData<'order.created'>;

const DAY_MS = 86_400_000;
/**
 * Clicks read for one order at most: the latest of its products' clicks in the window. A product clicked more
 * often than this in a week loses only the oldest clicks, which the latest-click rule would not pick anyway
 * unless they were this shopper's.
 */
const CLICKS_READ_PER_ORDER = 5000;

/**
 * An order's lines attributed to recommendation widgets (docs/recommendations.md "Figures"): a line whose
 * product the same visitor (the uid that reported the order) or customer (a visitor with the order's
 * e-mail) clicked in a widget within RECOMMENDATION_ATTRIBUTION_DAYS before the order counts for the widget
 * of the latest such click, on the order's Oslo day. Lines of one product are one line; a line attributed
 * once stays (a repeated or updated order adds only lines not counted yet). A cancelled order leaves the
 * figures.
 */
export async function attributeOrder(db: Database, accountId: number, order: OrderData) {
  if (order.status === 'cancelled') {
    await repo.deleteAttributedOrder(db, accountId, order.order_id);
    return;
  }
  const email = order.customer_email?.trim().toLowerCase() || null;
  const uid = order.visitor_uid ?? null;
  if (email === null && uid === null) return;
  const revenueOre = new Map<string, number>();
  for (const line of order.lines) {
    revenueOre.set(line.product_id, (revenueOre.get(line.product_id) ?? 0) + line.quantity * line.price_ore);
  }
  if (revenueOre.size === 0) return;
  const placedAt = new Date(order.placed_at);
  if (Number.isNaN(placedAt.getTime())) return;
  const from = new Date(placedAt.getTime() - RECOMMENDATION_ATTRIBUTION_DAYS * DAY_MS);
  const clicks = await repo.findClicks(
    db,
    accountId,
    [...revenueOre.keys()],
    from,
    placedAt,
    CLICKS_READ_PER_ORDER,
    // Without an e-mail only the reporting visitor's clicks can count: read just those.
    email === null ? (uid ?? undefined) : undefined,
  );
  const emails =
    email === null
      ? new Map<string, string>()
      : await findVisitorEmailsByUid(db, accountId, [
          ...new Set(clicks.flatMap((click) => (click.visitorUid === '' ? [] : [click.visitorUid]))),
        ]);
  // A shop click by the reporting visitor or a visitor with the order's e-mail; a click in a mail by the
  // recipient whose address the order has.
  const sameShopper = (click: repo.ClickRow) =>
    click.visitorUid === ''
      ? email !== null && click.customerEmail === email
      : click.visitorUid === uid || (email !== null && emails.get(click.visitorUid) === email);
  const day = osloDay(placedAt);
  const lines = new Map<string, repo.AttributedLine>();
  // Latest first: the first click of a product by this shopper is the one the line counts for.
  for (const click of clicks) {
    if (lines.has(click.productId) || !sameShopper(click)) continue;
    lines.set(click.productId, {
      orderId: order.order_id,
      productId: click.productId,
      widgetId: click.widgetId,
      algorithm: click.algorithm,
      day,
      revenueOre: revenueOre.get(click.productId) ?? 0,
      clickedAt: click.clickedAt,
    });
  }
  await repo.insertAttributedLines(db, accountId, [...lines.values()]);
}
