import { NEWSLETTER_SERVICES } from '@butikkpanel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appDeliveries } from '../../db/schema';
import type { PrivacyHooks } from '../../platform';
import type { DeliveryScheduler } from './deliveries';
import * as repo from './repository';

const aboutEmail = (accountId: number, email: string) =>
  and(
    eq(appDeliveries.accountId, accountId),
    sql`(${appDeliveries.subject} = ${email} or ${appDeliveries.payload}->>'email' = ${email})`,
  );

/**
 * A person's export lists what the account's apps were sent about them; their erasure deletes that and asks
 * each active newsletter app to erase them too (the erase delivery keeps the address until it is done, then
 * only a fingerprint).
 */
export function appsPrivacyHooks(deliveries: DeliveryScheduler): PrivacyHooks {
  return {
    async exportPerson(db, accountId, email) {
      const rows = await repo.deliveriesAbout(db, accountId, email);
      return {
        app_deliveries: rows.map((row) => ({
          kind: row.kind,
          state: row.state,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
    async erasePerson(tx: Database, accountId, email) {
      const deleted = await tx
        .delete(appDeliveries)
        .where(aboutEmail(accountId, email))
        .returning({ id: appDeliveries.id });
      const connections = await repo.activeConnectionsOfAccount(tx, accountId, NEWSLETTER_SERVICES);
      const asked = await deliveries.add(
        tx,
        connections.map((connection) => ({
          accountId,
          connectionId: connection.id,
          kind: 'erase',
          subject: email,
          changeKey: 'erase',
          payload: {},
          runAt: new Date(0),
        })),
      );
      return { app_deliveries: deleted.length, app_erasures_asked: asked };
    },
  };
}
