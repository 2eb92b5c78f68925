import type { Database } from '../../db/client';
import type { Platform } from '../../platform';
import * as repo from './repository';

/**
 * Deliveries are made in the transaction of the change they carry, with their job: a change is either
 * recorded with its delivery queued, or not at all. The job's dedupe key is the delivery's id, so a
 * delivery has one job ever.
 */
export function deliveryScheduler(jobs: Platform['jobs']) {
  const enqueue = async (db: Database, made: Array<{ id: number; runAt: Date }>) => {
    if (made.length === 0) return;
    await jobs.enqueueWith(
      db,
      made.map((delivery) => ({
        kind: 'apps.deliver',
        payload: { delivery_id: delivery.id },
        runAt: delivery.runAt,
        dedupeKey: `apps.deliver:${delivery.id}`,
      })),
    );
  };
  return {
    /** New deliveries (one already made for its subject and change is not made again) and their jobs. */
    async add(db: Database, rows: repo.NewDelivery[]): Promise<number> {
      const made = await repo.insertDeliveries(db, rows);
      await enqueue(db, made);
      return made.length;
    },
    /**
     * An app set active again: what waited while it was paused goes now. A paused delivery's job finished
     * without sending, so each gets a job of its own again (keyed by the resume's time).
     */
    async resume(db: Database, connection: repo.ConnectionRow, now: Date): Promise<void> {
      const waiting = await repo.deliveriesInState(db, connection.id, ['queued', 'retrying'], 10_000);
      await jobs.enqueueWith(
        db,
        waiting.map((delivery) => ({
          kind: 'apps.deliver',
          payload: { delivery_id: delivery.id },
          runAt: delivery.runAt > now ? delivery.runAt : now,
          dedupeKey: `apps.deliver:${delivery.id}:${now.toISOString()}`,
        })),
      );
    },
  };
}
export type DeliveryScheduler = ReturnType<typeof deliveryScheduler>;

/**
 * A newsletter app's export: the audience that has consented so far, as one delivery. The first is keyed by
 * the connection's time; a later one (the owner chose another audience) by its `reason`.
 */
export async function scheduleExport(
  db: Database,
  deliveries: DeliveryScheduler,
  connection: repo.ConnectionRow,
  now: Date,
  reason = connection.connectedAt.toISOString(),
): Promise<void> {
  await deliveries.add(db, [
    {
      accountId: connection.accountId,
      connectionId: connection.id,
      kind: 'export',
      subject: 'audience',
      changeKey: `export:${reason}`,
      payload: {},
      runAt: now,
    },
  ]);
}
