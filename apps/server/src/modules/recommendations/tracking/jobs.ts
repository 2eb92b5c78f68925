import { RECOMMENDATION_ATTRIBUTION_DAYS } from '@butikkpanel/contracts';
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
 * Clicks older than the window (and a day more, for an order the shop reports late) can no longer be
 * attributed: the nightly run drops them, so the table holds about a week of clicks.
 */
export async function pruneClicks(db: Parameters<typeof deleteClicksBefore>[0], now: Date) {
  await deleteClicksBefore(db, new Date(now.getTime() - (RECOMMENDATION_ATTRIBUTION_DAYS + 1) * 86_400_000));
}
