import { RETENTION_KINDS, type Retention, type RetentionKind } from '@butikkpanel/contracts';
import { and, desc, eq, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountSettings,
  chatImages,
  chatMessages,
  chatPageViews,
  chatVisitors,
  privacyRuns,
  shopCartEvents,
  shopCustomers,
  shopOrderLines,
  shopOrders,
} from '../../db/schema';

/** Retention lives in account_settings, one row per kind: PRIVACY_RETENTION_CHAT_MESSAGES = '90'. */
const PREFIX = 'PRIVACY_RETENTION_';
export const retentionKey = (kind: RetentionKind) => `${PREFIX}${kind.toUpperCase()}`;
const kindOfKey = new Map(RETENTION_KINDS.map((kind) => [retentionKey(kind), kind]));

function emptyRetention(): Retention {
  return Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, null])) as Retention;
}

function parseDays(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

export async function findRetention(db: Database, accountId: number): Promise<Retention> {
  const rows = await db
    .select({ key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(and(eq(accountSettings.accountId, accountId), like(accountSettings.key, `${PREFIX}%`)));
  const retention = emptyRetention();
  for (const row of rows) {
    const kind = kindOfKey.get(row.key);
    if (kind) retention[kind] = parseDays(row.value);
  }
  return retention;
}

/** Every account that set at least one period; the others keep everything. */
export async function findAllRetention(db: Database): Promise<Map<number, Retention>> {
  const rows = await db
    .select({ accountId: accountSettings.accountId, key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(like(accountSettings.key, `${PREFIX}%`));
  const byAccount = new Map<number, Retention>();
  for (const row of rows) {
    const kind = kindOfKey.get(row.key);
    const days = parseDays(row.value);
    if (!kind || days === null) continue;
    const retention = byAccount.get(row.accountId) ?? emptyRetention();
    retention[kind] = days;
    byAccount.set(row.accountId, retention);
  }
  return byAccount;
}

export async function saveRetention(db: Database, accountId: number, retention: Retention): Promise<void> {
  await db.transaction(async (tx) => {
    for (const kind of RETENTION_KINDS) {
      const days = retention[kind];
      const key = retentionKey(kind);
      if (days === null) {
        await tx
          .delete(accountSettings)
          .where(and(eq(accountSettings.accountId, accountId), eq(accountSettings.key, key)));
        continue;
      }
      await tx
        .insert(accountSettings)
        .values({ accountId, key, value: String(days) })
        .onConflictDoUpdate({
          target: [accountSettings.accountId, accountSettings.key],
          set: { value: String(days), updatedAt: new Date() },
        });
    }
  });
}

const count = (rows: unknown[]) => rows.length;

/** Deletes what one account keeps longer than its periods allow; answers how much of each kind went. */
export async function purgeAccount(db: Database, accountId: number, retention: Retention, now: Date) {
  const cutoff = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const removed: Record<string, number> = {};
  await db.transaction(async (tx) => {
    if (retention.chat_conversations !== null) {
      const before = cutoff(retention.chat_conversations);
      const old = tx
        .select({ id: chatVisitors.id })
        .from(chatVisitors)
        .where(
          and(
            eq(chatVisitors.accountId, accountId),
            isNotNull(chatVisitors.lastMessageAt),
            lt(chatVisitors.lastMessageAt, before),
          ),
        );
      await tx
        .delete(chatMessages)
        .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.visitorId, old)));
      await tx
        .delete(chatImages)
        .where(and(eq(chatImages.accountId, accountId), inArray(chatImages.visitorId, old)));
      const reset = await tx
        .update(chatVisitors)
        .set({ started: false, lastMessageAt: null, unreadMessages: 0, assigneeId: null })
        .where(
          and(
            eq(chatVisitors.accountId, accountId),
            isNotNull(chatVisitors.lastMessageAt),
            lt(chatVisitors.lastMessageAt, before),
          ),
        )
        .returning({ id: chatVisitors.id });
      removed.chat_conversations = count(reset);
    }
    if (retention.chat_messages !== null) {
      const rows = await tx
        .delete(chatMessages)
        .where(
          and(
            eq(chatMessages.accountId, accountId),
            lt(chatMessages.createdAt, cutoff(retention.chat_messages)),
          ),
        )
        .returning({ id: chatMessages.id });
      removed.chat_messages = count(rows);
    }
    if (retention.chat_images !== null) {
      const before = cutoff(retention.chat_images);
      const old = tx
        .select({ id: chatImages.id })
        .from(chatImages)
        .where(and(eq(chatImages.accountId, accountId), lt(chatImages.createdAt, before)));
      // A newer message may still point at an old image: it keeps its text and loses the picture.
      await tx
        .update(chatMessages)
        .set({ image: null })
        .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.image, old)));
      const rows = await tx
        .delete(chatImages)
        .where(and(eq(chatImages.accountId, accountId), lt(chatImages.createdAt, before)))
        .returning({ id: chatImages.id });
      removed.chat_images = count(rows);
    }
    if (retention.page_views !== null) {
      const rows = await tx
        .delete(chatPageViews)
        .where(
          and(
            eq(chatPageViews.accountId, accountId),
            lt(chatPageViews.createdAt, cutoff(retention.page_views)),
          ),
        )
        .returning({ seq: chatPageViews.seq });
      removed.page_views = count(rows);
    }
    if (retention.cart_events !== null) {
      const rows = await tx
        .delete(shopCartEvents)
        .where(
          and(
            eq(shopCartEvents.accountId, accountId),
            lt(shopCartEvents.createdAt, cutoff(retention.cart_events)),
          ),
        )
        .returning({ seq: shopCartEvents.seq });
      removed.cart_events = count(rows);
    }
    if (retention.visitors !== null) {
      // A visitor not seen for the period goes with everything recorded about them.
      const rows = await tx
        .delete(chatVisitors)
        .where(
          and(
            eq(chatVisitors.accountId, accountId),
            eq(chatVisitors.online, false),
            lt(chatVisitors.lastSeen, cutoff(retention.visitors)),
          ),
        )
        .returning({ id: chatVisitors.id });
      removed.visitors = count(rows);
    }
  });
  return removed;
}

/** Any fixed number: the same for every instance running the job on one database. */
const PRIVACY_LOCK_KEY = 72_011_777;

/**
 * Claims a run under a transaction-wide advisory lock, so one instance wins even when several check at once.
 * `isDue` sees the latest earlier run; answers the new run's id, or null when it was not due.
 */
export async function claimRun(
  db: Database,
  now: Date,
  isDue: (latest: Date | null) => boolean,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRIVACY_LOCK_KEY})`);
    const [latest] = await tx
      .select({ startedAt: privacyRuns.startedAt })
      .from(privacyRuns)
      .orderBy(desc(privacyRuns.startedAt))
      .limit(1);
    if (!isDue(latest?.startedAt ?? null)) return null;
    const [row] = await tx.insert(privacyRuns).values({ startedAt: now }).returning({ id: privacyRuns.id });
    return row?.id ?? null;
  });
}

export async function finishRun(
  db: Database,
  id: number,
  removed: Record<string, Record<string, number>>,
  error: string | null,
) {
  await db.update(privacyRuns).set({ finishedAt: new Date(), removed, error }).where(eq(privacyRuns.id, id));
}

export async function listRuns(db: Database, limit = 20) {
  return db
    .select()
    .from(privacyRuns)
    .orderBy(desc(privacyRuns.startedAt), desc(privacyRuns.id))
    .limit(limit);
}

const sameEmail = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;

/** Everything the account holds about one e-mail address (data subject access). */
export async function findDataSubject(db: Database, accountId: number, email: string) {
  const visitors = await db
    .select()
    .from(chatVisitors)
    .where(and(eq(chatVisitors.accountId, accountId), sameEmail(chatVisitors.email, email)));
  const ids = visitors.map((row) => row.id);
  const byVisitor = <T>(query: (ids: string[]) => Promise<T[]>) =>
    ids.length === 0 ? Promise.resolve([] as T[]) : query(ids);
  const [messages, images, pageViews, cartEvents, customers, orders] = await Promise.all([
    byVisitor((list) =>
      db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.visitorId, list)))
        .orderBy(chatMessages.seq),
    ),
    byVisitor((list) =>
      db
        .select({
          id: chatImages.id,
          visitorId: chatImages.visitorId,
          fromVisitor: chatImages.fromVisitor,
          contentType: chatImages.contentType,
          size: chatImages.size,
          createdAt: chatImages.createdAt,
        })
        .from(chatImages)
        .where(and(eq(chatImages.accountId, accountId), inArray(chatImages.visitorId, list))),
    ),
    byVisitor((list) =>
      db
        .select()
        .from(chatPageViews)
        .where(and(eq(chatPageViews.accountId, accountId), inArray(chatPageViews.visitorId, list)))
        .orderBy(chatPageViews.seq),
    ),
    byVisitor((list) =>
      db
        .select()
        .from(shopCartEvents)
        .where(and(eq(shopCartEvents.accountId, accountId), inArray(shopCartEvents.visitorId, list)))
        .orderBy(shopCartEvents.seq),
    ),
    db
      .select()
      .from(shopCustomers)
      .where(and(eq(shopCustomers.accountId, accountId), sameEmail(shopCustomers.email, email))),
    db
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.accountId, accountId), sameEmail(shopOrders.customerEmail, email))),
  ]);
  const orderIds = orders.map((row) => row.externalId);
  const lines =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(shopOrderLines)
          .where(and(eq(shopOrderLines.accountId, accountId), inArray(shopOrderLines.orderId, orderIds)));
  return { visitors, messages, images, pageViews, cartEvents, customers, orders, lines };
}

/**
 * Erasure: the visitors go with their messages, images, page views and cart events; the customer record
 * goes; orders stay (revenue must stay right) but lose the e-mail address.
 */
export async function eraseDataSubject(db: Database, accountId: number, email: string) {
  return db.transaction(async (tx) => {
    const visitorIds = (
      await tx
        .select({ id: chatVisitors.id })
        .from(chatVisitors)
        .where(and(eq(chatVisitors.accountId, accountId), sameEmail(chatVisitors.email, email)))
    ).map((row) => row.id);
    const removed = {
      visitors: 0,
      chat_messages: 0,
      chat_images: 0,
      page_views: 0,
      cart_events: 0,
      customers: 0,
    };
    if (visitorIds.length > 0) {
      removed.chat_messages = count(
        await tx
          .delete(chatMessages)
          .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.visitorId, visitorIds)))
          .returning({ id: chatMessages.id }),
      );
      removed.chat_images = count(
        await tx
          .delete(chatImages)
          .where(and(eq(chatImages.accountId, accountId), inArray(chatImages.visitorId, visitorIds)))
          .returning({ id: chatImages.id }),
      );
      removed.page_views = count(
        await tx
          .delete(chatPageViews)
          .where(and(eq(chatPageViews.accountId, accountId), inArray(chatPageViews.visitorId, visitorIds)))
          .returning({ seq: chatPageViews.seq }),
      );
      removed.cart_events = count(
        await tx
          .delete(shopCartEvents)
          .where(and(eq(shopCartEvents.accountId, accountId), inArray(shopCartEvents.visitorId, visitorIds)))
          .returning({ seq: shopCartEvents.seq }),
      );
      removed.visitors = count(
        await tx
          .delete(chatVisitors)
          .where(and(eq(chatVisitors.accountId, accountId), inArray(chatVisitors.id, visitorIds)))
          .returning({ id: chatVisitors.id }),
      );
    }
    removed.customers = count(
      await tx
        .delete(shopCustomers)
        .where(and(eq(shopCustomers.accountId, accountId), sameEmail(shopCustomers.email, email)))
        .returning({ email: shopCustomers.email }),
    );
    const anonymised = await tx
      .update(shopOrders)
      .set({ customerEmail: null, updatedAt: new Date() })
      .where(and(eq(shopOrders.accountId, accountId), sameEmail(shopOrders.customerEmail, email)))
      .returning({ id: shopOrders.externalId });
    return { removed, ordersAnonymised: anonymised.length };
  });
}
