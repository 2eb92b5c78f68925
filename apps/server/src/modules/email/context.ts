import { type DomainEventData, osloDateTime } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { formatKroner } from '../../lib/money';
import { getEmailSender } from '../account-settings';
import { findCustomerName, findOrderData, latestOrderId } from '../shop-data';
import { cartMergeLines, cartPictures, cartProductIds } from './cart-lines';
import type { MergeContext, MergeLine } from './merge-tags';

type OrderData = DomainEventData<'order.created'>;

const linesOf = (order: OrderData, pictures: ReadonlyMap<string, string>): MergeLine[] =>
  cartMergeLines(order, pictures);

/**
 * The merge tags of a preview or test mail, from a real order of the shop and its customer: the order
 * named, else the newest with a customer. Its lines stand in for a cart too (a cart reminder's preview).
 * A shop without orders gets its own name and sample words, said so by null ids in the answer.
 */
export async function sampleContext(
  db: Database,
  accountId: number,
  orderId: string | undefined,
  discountCode: string,
): Promise<{ context: MergeContext; orderId: string | null; email: string | null }> {
  const sender = await getEmailSender(db, accountId);
  const id = orderId ?? (await latestOrderId(db, accountId));
  const order = id === null ? null : await findOrderData(db, accountId, id);
  const email = order?.customer_email ?? null;
  const name = (email && (await findCustomerName(db, accountId, email))) || '';
  const pictures = order
    ? await cartPictures(db, accountId, cartProductIds(order))
    : new Map<string, string>();
  const lines = order ? linesOf(order, pictures) : [];
  const total = order ? formatKroner(order.total_ore) : '';
  return {
    context: {
      customer: { name, first_name: name.split(' ')[0] ?? '', email: email ?? '' },
      shop: { name: sender.from_name },
      // The order's lines stand in for a cart; its button links nowhere real in a preview.
      cart: order ? { lines, total, url: '#handlekurv' } : null,
      order: order
        ? { id: order.order_id, lines, total, placed_at: osloDateTime(new Date(order.placed_at)) }
        : null,
      // A preview's links go nowhere real: campaigns put each recipient's own links in.
      unsubscribe_url: '#avmelding',
      // The code source's sample (discount-codes.ts): a fixed code as itself, a unique code as a sample.
      discount_code: discountCode,
    },
    orderId: order?.order_id ?? null,
    email,
  };
}
