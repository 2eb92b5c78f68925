import { REVIEW_SERVICES, reviewSettingsSchema } from '@butikkpanel/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { DurableListener } from '../../platform';
import { suppressionOf } from '../audience';
import type { DeliveryScheduler } from './deliveries';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60_000;

export interface InvitedOrder {
  orderId: string;
  email: string | null;
  name: string | null;
  totalOre: number;
  completedAt: Date;
  lines: ReadonlyArray<{ product_id: string; name: string }>;
}

/**
 * Invitations for one completed (paid) order to each active review app of the account, after the app's
 * days: never without an address, never to an address that opted out (suppressed), never below the app's
 * minimum total, and once per order and app whatever happens later (the delivery's key is the order).
 * `changeKey` lets a flow's step invite for its own reason ('flow:<id>') and still only once per order.
 */
export async function inviteForOrder(
  db: Database,
  deliveries: DeliveryScheduler,
  accountId: number,
  order: InvitedOrder,
  now: Date,
  options: { changeKey?: string; ignoreDelay?: boolean; ignoreMinimum?: boolean } = {},
): Promise<number> {
  if (!order.email) return 0;
  const email = order.email.toLowerCase();
  if (await suppressionOf(db, accountId, email)) return 0;
  const rows = (await repo.activeConnectionsOfAccount(db, accountId, REVIEW_SERVICES)).flatMap(
    (connection) => {
      const settings = reviewSettingsSchema.parse(connection.settings);
      if (!options.ignoreMinimum && order.totalOre < settings.min_total_ore) return [];
      const runAt = options.ignoreDelay
        ? now
        : new Date(order.completedAt.getTime() + settings.delay_days * DAY_MS);
      return [
        {
          accountId,
          connectionId: connection.id,
          kind: 'invite',
          subject: order.orderId,
          changeKey: options.changeKey ?? 'order',
          payload: {
            email,
            name: order.name,
            ordered_at: order.completedAt.toISOString(),
            products: order.lines.map((line) => ({
              id: line.product_id,
              name: line.name,
              url: null,
              image_url: null,
            })),
          },
          runAt: runAt > now ? runAt : now,
        } as const,
      ];
    },
  );
  return deliveries.add(db, rows);
}

/**
 * A completed order is invited (after the app's days); a cancelled one takes back what still waits. Durable:
 * in the job's transaction with the deliveries it makes.
 */
export const reviewInvitationListener = (deliveries: DeliveryScheduler): DurableListener => ({
  name: 'apps.review_invitations',
  on: ['order.completed', 'order.cancelled'],
  async handle(event, { db, now }) {
    if (event.type === 'order.cancelled') {
      await repo.cancelQueuedInvitations(db, event.account_id, event.data.order_id, now);
      return;
    }
    if (event.type !== 'order.completed') return;
    const occurred = new Date(event.occurred_at);
    await inviteForOrder(
      db,
      deliveries,
      event.account_id,
      {
        orderId: event.data.order_id,
        email: event.data.customer_email,
        name: null,
        totalOre: event.data.total_ore,
        completedAt: Number.isNaN(occurred.getTime()) ? now : occurred,
        lines: event.data.lines,
      },
      now,
    );
  },
});

const flowOrderSchema = z.object({
  order_id: z.string(),
  total_ore: z.number().int(),
  lines: z.array(z.object({ product_id: z.string(), name: z.string() })),
});

/**
 * The flows' 'transfer to review service' step: the order that started the flow is invited (once per order
 * and flow, at once: the flow's own waits are the delay); a flow without an order invites the customer to
 * review the shop, once per flow entry.
 */
export function flowReviewInviter(deliveries: DeliveryScheduler) {
  return async (
    db: Database,
    entry: { accountId: number; flowId: number; id: number; email: string; context: Record<string, unknown> },
    now: Date,
  ): Promise<number> => {
    const order = flowOrderSchema.safeParse(entry.context.order);
    const name = typeof entry.context.name === 'string' ? entry.context.name : null;
    if (order.success) {
      // Once per order: an invitation already sent is enough; one still waiting for the app's days goes now,
      // as the flow's.
      const made = await repo.invitationsOfOrder(db, entry.accountId, order.data.order_id);
      if (made.some((row) => row.state === 'sent' || row.state === 'pending')) return 0;
      await repo.cancelQueuedInvitations(db, entry.accountId, order.data.order_id, now);
    }
    return inviteForOrder(
      db,
      deliveries,
      entry.accountId,
      order.success
        ? {
            orderId: order.data.order_id,
            email: entry.email,
            name,
            totalOre: order.data.total_ore,
            completedAt: now,
            lines: order.data.lines,
          }
        : {
            orderId: `flyt-${entry.flowId}-${entry.id}`,
            email: entry.email,
            name,
            totalOre: 0,
            completedAt: now,
            lines: [],
          },
      now,
      { changeKey: `flow:${entry.flowId}`, ignoreDelay: true, ignoreMinimum: !order.success },
    );
  };
}
