import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopConnections, shopResourceVersions, shopWebhookDeliveries } from '../../db/schema';
import type { ConnectorResource } from './batch';

export type ShopConnectionRow = typeof shopConnections.$inferSelect;
export type WebhookDeliveryRow = typeof shopWebhookDeliveries.$inferSelect;

/** The newest deliveries the panel lists. */
export const RECENT_DELIVERIES = 50;
/** Deliveries kept per account: older ones are removed by the handling job (the list shows 50). */
export const KEPT_DELIVERIES = 500;

export async function findConnection(db: Database, accountId: number) {
  const [row] = await db.select().from(shopConnections).where(eq(shopConnections.accountId, accountId));
  return row ?? null;
}

export async function findConnectionByToken(db: Database, token: string) {
  const [row] = await db.select().from(shopConnections).where(eq(shopConnections.webhookToken, token));
  return row ?? null;
}

export async function upsertConnection(
  db: Database,
  values: Omit<typeof shopConnections.$inferInsert, 'createdAt'>,
): Promise<ShopConnectionRow> {
  const { accountId: _account, ...changes } = values;
  const [row] = await db
    .insert(shopConnections)
    .values(values)
    .onConflictDoUpdate({ target: shopConnections.accountId, set: changes })
    .returning();
  if (!row) throw new Error('shop connection upsert returned nothing');
  return row;
}

export async function updateConnection(
  db: Database,
  accountId: number,
  changes: Partial<typeof shopConnections.$inferInsert>,
) {
  await db.update(shopConnections).set(changes).where(eq(shopConnections.accountId, accountId));
}

/** The connection and everything it received: deliveries and the versions applied. */
export async function deleteConnection(db: Database, accountId: number): Promise<boolean> {
  const gone = await db
    .delete(shopConnections)
    .where(eq(shopConnections.accountId, accountId))
    .returning({ accountId: shopConnections.accountId });
  await db.delete(shopWebhookDeliveries).where(eq(shopWebhookDeliveries.accountId, accountId));
  await db.delete(shopResourceVersions).where(eq(shopResourceVersions.accountId, accountId));
  return gone.length > 0;
}

/** A new delivery; null when the platform sent this delivery id before (a repeat stores nothing). */
export async function insertDelivery(
  db: Database,
  values: typeof shopWebhookDeliveries.$inferInsert,
): Promise<WebhookDeliveryRow | null> {
  const [row] = await db.insert(shopWebhookDeliveries).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findDelivery(db: Database, id: number) {
  const [row] = await db.select().from(shopWebhookDeliveries).where(eq(shopWebhookDeliveries.id, id));
  return row ?? null;
}

export async function findAccountDelivery(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(shopWebhookDeliveries)
    .where(and(eq(shopWebhookDeliveries.accountId, accountId), eq(shopWebhookDeliveries.id, id)));
  return row ?? null;
}

export async function finishDelivery(
  db: Database,
  id: number,
  changes: Pick<WebhookDeliveryRow, 'state' | 'reason' | 'handledAt'> & { payload?: unknown },
) {
  await db
    .update(shopWebhookDeliveries)
    .set({ ...changes, payload: changes.payload ?? null })
    .where(eq(shopWebhookDeliveries.id, id));
}

export async function recentDeliveries(db: Database, accountId: number, limit = RECENT_DELIVERIES) {
  return db
    .select({
      id: shopWebhookDeliveries.id,
      topic: shopWebhookDeliveries.topic,
      state: shopWebhookDeliveries.state,
      reason: shopWebhookDeliveries.reason,
      receivedAt: shopWebhookDeliveries.receivedAt,
      hasExport: sql<boolean>`${shopWebhookDeliveries.topic} = 'customers/data_request' and ${shopWebhookDeliveries.payload} is not null`,
    })
    .from(shopWebhookDeliveries)
    .where(eq(shopWebhookDeliveries.accountId, accountId))
    .orderBy(desc(shopWebhookDeliveries.id))
    .limit(limit);
}

/** How many unsigned requests (refusals, pings) were listed for the account since `since`: only so many are. */
export async function unsignedSince(db: Database, accountId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shopWebhookDeliveries)
    .where(
      and(
        eq(shopWebhookDeliveries.accountId, accountId),
        or(eq(shopWebhookDeliveries.state, 'refused'), eq(shopWebhookDeliveries.topic, 'ping')),
        gte(shopWebhookDeliveries.receivedAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** Keeps the account's newest KEPT_DELIVERIES deliveries that are handled. */
export async function pruneDeliveries(db: Database, accountId: number) {
  const [edge] = await db
    .select({ id: shopWebhookDeliveries.id })
    .from(shopWebhookDeliveries)
    .where(eq(shopWebhookDeliveries.accountId, accountId))
    .orderBy(desc(shopWebhookDeliveries.id))
    .offset(KEPT_DELIVERIES)
    .limit(1);
  if (!edge) return;
  await db
    .delete(shopWebhookDeliveries)
    .where(
      and(
        eq(shopWebhookDeliveries.accountId, accountId),
        lt(shopWebhookDeliveries.id, edge.id + 1),
        sql`${shopWebhookDeliveries.state} <> 'queued'`,
      ),
    );
}

/**
 * The resource's applied version, locked for this transaction (made first if new, at the epoch): two
 * deliveries of one resource are applied one after the other, the newer last.
 */
export async function lockResourceVersion(
  tx: Database,
  accountId: number,
  type: ConnectorResource,
  id: string,
): Promise<Date> {
  await tx
    .insert(shopResourceVersions)
    .values({ accountId, resourceType: type, resourceId: id, versionAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ versionAt: shopResourceVersions.versionAt })
    .from(shopResourceVersions)
    .where(
      and(
        eq(shopResourceVersions.accountId, accountId),
        eq(shopResourceVersions.resourceType, type),
        eq(shopResourceVersions.resourceId, id),
      ),
    )
    .for('update');
  return row?.versionAt ?? new Date(0);
}

export async function setResourceVersion(
  tx: Database,
  accountId: number,
  type: ConnectorResource,
  id: string,
  versionAt: Date,
  deliveryId: number,
) {
  await tx
    .update(shopResourceVersions)
    .set({ versionAt, appliedDeliveryId: deliveryId })
    .where(
      and(
        eq(shopResourceVersions.accountId, accountId),
        eq(shopResourceVersions.resourceType, type),
        eq(shopResourceVersions.resourceId, id),
      ),
    );
}

/** The version applied of one resource, null when none was. */
export async function resourceVersion(db: Database, accountId: number, type: ConnectorResource, id: string) {
  const [row] = await db
    .select({ versionAt: shopResourceVersions.versionAt })
    .from(shopResourceVersions)
    .where(
      and(
        eq(shopResourceVersions.accountId, accountId),
        eq(shopResourceVersions.resourceType, type),
        eq(shopResourceVersions.resourceId, id),
      ),
    );
  return row?.versionAt ?? null;
}

/** The accounts with a feed not run since `before` (or never), oldest first. */
export async function feedsDue(db: Database, before: Date, limit = 500) {
  return db
    .select({ accountId: shopConnections.accountId })
    .from(shopConnections)
    .where(
      and(
        isNotNull(shopConnections.feedUrl),
        or(isNull(shopConnections.feedCheckedAt), lt(shopConnections.feedCheckedAt, before)),
      ),
    )
    .orderBy(shopConnections.feedCheckedAt)
    .limit(limit);
}
