import { osloMidnight, RECOMMENDATION_ATTRIBUTION_DAYS } from '@butikkpanel/contracts';
import type { DurableListener } from '../../../platform';
import { attributeOrder } from './attribution';
import { deleteClicksBefore } from './repository';

/** An order in, changed or cancelled: its lines attributed to the widgets they were clicked in. */
export const attributionListener: DurableListener = {
  name: 'recommendations.attribution',
  on: ['order.created', 'order.updated', 'order.cancelled'],
  async handle(event, { db }) {
    if (event.type !== 'order.created' && event.type !== 'order.updated' && event.type !== 'order.cancelled')
      return;
    await attributeOrder(db, event.account_id, event.data);
  },
};

/**
 * Clicks that no order placed from `day` (an Oslo day) on can be attributed to: older than the window before
 * the day began, and a day more for an order the shop reports late. Run nightly, so the table holds about a
 * week of clicks. Measured from the day, not from when the job runs, so a late run keeps what today needs.
 */
export async function pruneClicks(db: Parameters<typeof deleteClicksBefore>[0], day: string) {
  const dayStart = osloMidnight(day).getTime();
  await deleteClicksBefore(db, new Date(dayStart - (RECOMMENDATION_ATTRIBUTION_DAYS + 1) * 86_400_000));
}
