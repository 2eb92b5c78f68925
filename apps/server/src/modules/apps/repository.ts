import type { AppService } from '@butikkpanel/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appConnections, appDeliveries } from '../../db/schema';

export type ConnectionRow = typeof appConnections.$inferSelect;
export type DeliveryRow = typeof appDeliveries.$inferSelect;
export type NewDelivery = Omit<typeof appDeliveries.$inferInsert, 'id' | 'state' | 'attempts'>;

/** Every function takes the account first (or works on ids a job got from an account-scoped row). */
export async function findConnection(db: Database, accountId: number, service: AppService) {
  const [row] = await db
    .select()
    .from(appConnections)
    .where(and(eq(appConnections.accountId, accountId), eq(appConnections.service, service)));
  return row ?? null;
}

export async function listConnections(db: Database, accountId: number) {
  return db.select().from(appConnections).where(eq(appConnections.accountId, accountId));
}

/** Active connections of these services in every account (the schedules' work lists). */
export async function activeConnections(db: Database, services: readonly AppService[]) {
  return db
    .select()
    .from(appConnections)
    .where(and(eq(appConnections.status, 'active'), inArray(appConnections.service, [...services])));
}

export async function activeConnectionsOfAccount(
  db: Database,
  accountId: number,
  services: readonly AppService[],
) {
  return db
    .select()
    .from(appConnections)
    .where(
      and(
        eq(appConnections.accountId, accountId),
        eq(appConnections.status, 'active'),
        inArray(appConnections.service, [...services]),
      ),
    );
}

/** A new connection, or the account's connection of this service with a new key and settings. */
export async function upsertConnection(db: Database, values: typeof appConnections.$inferInsert) {
  const [row] = await db
    .insert(appConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [appConnections.accountId, appConnections.service],
      set: {
        sealedCredentials: values.sealedCredentials,
        keyHint: values.keyHint,
        fields: values.fields,
        accountName: values.accountName,
        lists: values.lists,
        settings: values.settings,
        // A new key was checked against the configured service (not a demo's local one): it goes there.
        baseUrl: values.baseUrl ?? null,
        status: 'active',
        updatedAt: values.connectedAt,
      },
    })
    .returning();
  if (!row) throw new Error('connection not stored');
  return row;
}

export async function updateConnection(
  db: Database,
  accountId: number,
  id: number,
  patch: Partial<
    Pick<
      ConnectionRow,
      'settings' | 'status' | 'consentCursor' | 'lastSuccessAt' | 'readBackSince' | 'updatedAt'
    >
  >,
) {
  const [row] = await db
    .update(appConnections)
    .set(patch)
    .where(and(eq(appConnections.accountId, accountId), eq(appConnections.id, id)))
    .returning();
  return row ?? null;
}

/** Gone with its deliveries (cascade): nothing queued stays behind. */
export async function deleteConnection(db: Database, accountId: number, service: AppService) {
  const rows = await db
    .delete(appConnections)
    .where(and(eq(appConnections.accountId, accountId), eq(appConnections.service, service)))
    .returning({ id: appConnections.id });
  return rows.length > 0;
}

/** New deliveries; one that exists already for its (connection, subject, change) is not made again. */
export async function insertDeliveries(db: Database, rows: NewDelivery[]) {
  if (rows.length === 0) return [];
  return db
    .insert(appDeliveries)
    .values(rows)
    .onConflictDoNothing({
      target: [appDeliveries.connectionId, appDeliveries.subject, appDeliveries.changeKey],
    })
    .returning({ id: appDeliveries.id, runAt: appDeliveries.runAt });
}

/** A delivery with its connection, for the job that sends it (ids come from the account's own rows). */
export async function findDelivery(db: Database, id: number) {
  const [row] = await db
    .select({ delivery: appDeliveries, connection: appConnections })
    .from(appDeliveries)
    .innerJoin(appConnections, eq(appConnections.id, appDeliveries.connectionId))
    .where(eq(appDeliveries.id, id));
  return row ?? null;
}

export async function updateDelivery(
  db: Database,
  id: number,
  patch: Partial<
    Pick<DeliveryRow, 'state' | 'attempts' | 'error' | 'sentAt' | 'updatedAt' | 'subject' | 'payload'>
  >,
) {
  await db.update(appDeliveries).set(patch).where(eq(appDeliveries.id, id));
}

export async function recentDeliveries(db: Database, accountId: number, connectionId: number, limit: number) {
  return db
    .select()
    .from(appDeliveries)
    .where(and(eq(appDeliveries.accountId, accountId), eq(appDeliveries.connectionId, connectionId)))
    .orderBy(desc(appDeliveries.id))
    .limit(limit);
}

/** Deliveries in one state (the read-back's pending ones, the queued ones a resume sends again). */
export async function deliveriesInState(
  db: Database,
  connectionId: number,
  states: DeliveryRow['state'][],
  limit: number,
) {
  return db
    .select()
    .from(appDeliveries)
    .where(and(eq(appDeliveries.connectionId, connectionId), inArray(appDeliveries.state, states)))
    .orderBy(appDeliveries.id)
    .limit(limit);
}

/** Queued invitations for an order that was cancelled: they never go. */
export async function cancelQueuedInvitations(db: Database, accountId: number, orderId: string, now: Date) {
  await db
    .update(appDeliveries)
    .set({ state: 'cancelled', error: null, updatedAt: now })
    .where(
      and(
        eq(appDeliveries.accountId, accountId),
        eq(appDeliveries.kind, 'invite'),
        eq(appDeliveries.subject, orderId),
        inArray(appDeliveries.state, ['queued', 'retrying']),
      ),
    );
}

/** The invitations made for one order, in every review app of the account. */
export async function invitationsOfOrder(db: Database, accountId: number, orderId: string) {
  return db
    .select({ state: appDeliveries.state })
    .from(appDeliveries)
    .where(
      and(
        eq(appDeliveries.accountId, accountId),
        eq(appDeliveries.kind, 'invite'),
        eq(appDeliveries.subject, orderId),
      ),
    );
}

/** Per connection of the account: how many deliveries wait, are pending, retrying, failed; the last error. */
export async function healthOf(db: Database, accountId: number) {
  const rows = await db
    .select({
      connectionId: appDeliveries.connectionId,
      queued: sql<number>`count(*) filter (where ${appDeliveries.state} = 'queued')::int`,
      pending: sql<number>`count(*) filter (where ${appDeliveries.state} = 'pending')::int`,
      retrying: sql<number>`count(*) filter (where ${appDeliveries.state} = 'retrying')::int`,
      failed: sql<number>`count(*) filter (where ${appDeliveries.state} = 'failed')::int`,
      lastError: sql<
        string | null
      >`(array_agg(${appDeliveries.error} order by ${appDeliveries.updatedAt} desc)
        filter (where ${appDeliveries.state} in ('failed', 'retrying')))[1]`,
    })
    .from(appDeliveries)
    .where(eq(appDeliveries.accountId, accountId))
    .groupBy(appDeliveries.connectionId);
  return new Map(rows.map((row) => [row.connectionId, row]));
}

/** What the account's services were told about one person (the privacy export). */
export async function deliveriesAbout(db: Database, accountId: number, email: string) {
  return db
    .select({
      connectionId: appDeliveries.connectionId,
      kind: appDeliveries.kind,
      state: appDeliveries.state,
      createdAt: appDeliveries.createdAt,
    })
    .from(appDeliveries)
    .where(
      and(
        eq(appDeliveries.accountId, accountId),
        sql`(${appDeliveries.subject} = ${email} or ${appDeliveries.payload}->>'email' = ${email})`,
      ),
    );
}
