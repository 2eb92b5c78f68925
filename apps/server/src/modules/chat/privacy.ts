import type { Retention } from '@butikkpanel/contracts';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatImages, chatMessages, chatPageViews, chatVisitors, shopCartEvents } from '../../db/schema';
import type { PrivacyHooks } from '../../platform';

/**
 * Chat's share of privacy: visitors and what hangs on them (messages, images, page views, cart events).
 * Cart events go before their visitor, so they are counted rather than cascaded away.
 */
const count = (rows: unknown[]) => rows.length;
const sameEmail = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;
const DAY_MS = 86_400_000;

async function purgeAccount(db: Database, accountId: number, retention: Retention, now: Date) {
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const removed: Record<string, number> = {};
  if (retention.chat_conversations !== null) {
    const before = cutoff(retention.chat_conversations);
    const ended = and(
      eq(chatVisitors.accountId, accountId),
      isNotNull(chatVisitors.lastMessageAt),
      lt(chatVisitors.lastMessageAt, before),
    );
    const old = db.select({ id: chatVisitors.id }).from(chatVisitors).where(ended);
    await db
      .delete(chatMessages)
      .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.visitorId, old)));
    await db
      .delete(chatImages)
      .where(and(eq(chatImages.accountId, accountId), inArray(chatImages.visitorId, old)));
    const reset = await db
      .update(chatVisitors)
      .set({ started: false, lastMessageAt: null, unreadMessages: 0, assigneeId: null })
      .where(ended)
      .returning({ id: chatVisitors.id });
    removed.chat_conversations = count(reset);
  }
  if (retention.chat_messages !== null) {
    const rows = await db
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
    const old = db
      .select({ id: chatImages.id })
      .from(chatImages)
      .where(and(eq(chatImages.accountId, accountId), lt(chatImages.createdAt, before)));
    // A newer message may still point at an old image: it keeps its text and loses the picture.
    await db
      .update(chatMessages)
      .set({ image: null })
      .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.image, old)));
    const rows = await db
      .delete(chatImages)
      .where(and(eq(chatImages.accountId, accountId), lt(chatImages.createdAt, before)))
      .returning({ id: chatImages.id });
    removed.chat_images = count(rows);
  }
  if (retention.page_views !== null) {
    const rows = await db
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
    const rows = await db
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
    const rows = await db
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
  return removed;
}

async function visitorIdsOf(db: Database, accountId: number, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: chatVisitors.id })
    .from(chatVisitors)
    .where(and(eq(chatVisitors.accountId, accountId), sameEmail(chatVisitors.email, email)));
  return rows.map((row) => row.id);
}

async function exportPerson(db: Database, accountId: number, email: string) {
  const visitors = await db
    .select()
    .from(chatVisitors)
    .where(and(eq(chatVisitors.accountId, accountId), sameEmail(chatVisitors.email, email)));
  const ids = visitors.map((row) => row.id);
  if (ids.length === 0) {
    return { visitors, chat_messages: [], chat_images: [], page_views: [], cart_events: [] };
  }
  const [messages, images, pageViews, cartEvents] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.visitorId, ids)))
      .orderBy(chatMessages.seq),
    // The picture itself stays out of the export file; its description is in.
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
      .where(and(eq(chatImages.accountId, accountId), inArray(chatImages.visitorId, ids))),
    db
      .select()
      .from(chatPageViews)
      .where(and(eq(chatPageViews.accountId, accountId), inArray(chatPageViews.visitorId, ids)))
      .orderBy(chatPageViews.seq),
    db
      .select()
      .from(shopCartEvents)
      .where(and(eq(shopCartEvents.accountId, accountId), inArray(shopCartEvents.visitorId, ids)))
      .orderBy(shopCartEvents.seq),
  ]);
  return {
    visitors,
    chat_messages: messages,
    chat_images: images,
    page_views: pageViews,
    cart_events: cartEvents,
  };
}

/** The visitors with this address go, with their messages, images, page views and cart events. */
async function erasePerson(tx: Database, accountId: number, email: string) {
  const removed = { visitors: 0, chat_messages: 0, chat_images: 0, page_views: 0, cart_events: 0 };
  const ids = await visitorIdsOf(tx, accountId, email);
  if (ids.length === 0) return removed;
  removed.chat_messages = count(
    await tx
      .delete(chatMessages)
      .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.visitorId, ids)))
      .returning({ id: chatMessages.id }),
  );
  removed.chat_images = count(
    await tx
      .delete(chatImages)
      .where(and(eq(chatImages.accountId, accountId), inArray(chatImages.visitorId, ids)))
      .returning({ id: chatImages.id }),
  );
  removed.page_views = count(
    await tx
      .delete(chatPageViews)
      .where(and(eq(chatPageViews.accountId, accountId), inArray(chatPageViews.visitorId, ids)))
      .returning({ seq: chatPageViews.seq }),
  );
  removed.cart_events = count(
    await tx
      .delete(shopCartEvents)
      .where(and(eq(shopCartEvents.accountId, accountId), inArray(shopCartEvents.visitorId, ids)))
      .returning({ seq: shopCartEvents.seq }),
  );
  removed.visitors = count(
    await tx
      .delete(chatVisitors)
      .where(and(eq(chatVisitors.accountId, accountId), inArray(chatVisitors.id, ids)))
      .returning({ id: chatVisitors.id }),
  );
  return removed;
}

export const chatPrivacyHooks: PrivacyHooks = { purgeAccount, exportPerson, erasePerson };
