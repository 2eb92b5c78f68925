import { and, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase, textArrayLiteral } from '../../db/prepared';
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

/**
 * What a webhook delivery is checked against, read by every delivery: only these columns, in a statement
 * built once per database and prepared (building a Drizzle query costs more CPU than running this one).
 */
const connectionByToken = preparedPerDatabase((db) =>
  db
    .select({
      accountId: shopConnections.accountId,
      platform: shopConnections.platform,
      sealedSecret: shopConnections.sealedSecret,
      shopDomain: shopConnections.shopDomain,
    })
    .from(shopConnections)
    .where(eq(shopConnections.webhookToken, sql.placeholder('token')))
    .prepare('connectors_connection_by_token'),
);

export async function findConnectionByToken(db: Database, token: string) {
  const [row] = await connectionByToken(db).execute({ token });
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

/**
 * The history import's progress written only while `run` is still the account's import: a new start (or a
 * disconnect) stops an older run's pages. True when written.
 */
export async function updateHistoryImport(
  db: Database,
  accountId: number,
  run: string,
  historyImport: unknown,
) {
  const rows = await db
    .update(shopConnections)
    .set({ historyImport })
    .where(
      and(eq(shopConnections.accountId, accountId), sql`${shopConnections.historyImport} ->> 'run' = ${run}`),
    )
    .returning({ accountId: shopConnections.accountId });
  return rows.length > 0;
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

/** A signed delivery as it arrived: its body's text, already read as JSON once. */
export interface ArrivedDelivery {
  accountId: number;
  platform: string;
  deliveryId: string;
  topic: string;
  /** The body as sent: stored as it is, not parsed and written out again. */
  payloadJson: string;
  receivedAt: Date;
}

/**
 * New deliveries, queued, with the job of each, in one statement whatever their number (atomic without a
 * transaction; one round trip): the fields as arrays and the bodies as one JSON array of their own texts, so
 * nothing is escaped or built per row (bench/connectors: a transaction of Drizzle inserts cost the webhook
 * route most of its CPU). `jobsFor` makes the job insert from the rows stored (JobRunner.jobsFromRows). The
 * rows stored come back; a delivery id the platform sent before stores nothing and is not among them.
 */
export async function insertDeliveries(
  db: Database,
  deliveries: ArrivedDelivery[],
  jobsFor: (stored: SQL) => SQL,
) {
  if (deliveries.length === 0) return [];
  const texts = (pick: (delivery: ArrivedDelivery) => string) => textArrayLiteral(deliveries.map(pick));
  const result = await db.execute(sql`
    with stored as (
      insert into ${shopWebhookDeliveries} (account_id, platform, delivery_id, topic, state, payload, received_at)
      select d.account_id, d.platform, d.delivery_id, d.topic, 'queued', p.payload, d.received_at
        from unnest(${texts((d) => String(d.accountId))}::int[], ${texts((d) => d.platform)}::text[],
                    ${texts((d) => d.deliveryId)}::text[], ${texts((d) => d.topic)}::text[],
                    ${texts((d) => d.receivedAt.toISOString())}::timestamptz[])
               with ordinality as d(account_id, platform, delivery_id, topic, received_at, ord)
        join jsonb_array_elements(${`[${deliveries.map((d) => d.payloadJson).join(',')}]`}::jsonb)
               with ordinality as p(payload, ord) using (ord)
       order by ord
      on conflict do nothing
      returning id, account_id, platform, delivery_id, received_at),
    queued as (${jobsFor(sql`select jsonb_build_object('delivery_id', id) as payload, received_at as run_at,
                                    'connectors.process:' || id as dedupe_key from stored`)})
    select id, account_id, platform, delivery_id from stored`);
  const rows = (
    result as unknown as {
      rows: Array<{ id: string | number; account_id: number; platform: string; delivery_id: string }>;
    }
  ).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    accountId: row.account_id,
    platform: row.platform,
    deliveryId: row.delivery_id,
  }));
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
  /** The webhook delivery that brought it; null for a history import. */
  deliveryId: number | null,
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
