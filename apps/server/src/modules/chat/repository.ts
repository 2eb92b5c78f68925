import type { CartLine } from '@butikkpanel/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNotNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPerDatabase, textArrayLiteral } from '../../db/prepared';
import {
  cannedResponses,
  chatMessages,
  chatPageViews,
  chatVisitors,
  shopCartEvents,
  shopDomains,
} from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { type RunMany, type RunOne, visitorTextBatcher, visitorTextKey } from './visitor-text-batch';

export type VisitorRow = typeof chatVisitors.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type PageViewRow = typeof chatPageViews.$inferSelect;

/** A visitor's message arrived at `at`: one more unread, and the conversation has started. */
const countedUnread = (at: SQL) => ({
  unreadMessages: sql`${chatVisitors.unreadMessages} + 1`,
  started: true,
  lastMessageAt: at,
  lastSeen: at,
});

/**
 * The statements every chat message runs, built once per database and prepared (named statements on
 * PostgreSQL): building a Drizzle query costs more CPU than running it, and at 1,000 messages a second that
 * was a fifth of the server's time (docs/performance.md).
 */
function prepareHotQueries(db: Database) {
  const accountId = sql.placeholder('accountId');
  const uid = sql.placeholder('uid');
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const ofVisitor = and(eq(chatVisitors.accountId, accountId), eq(chatVisitors.uid, uid));
  return {
    findVisitor: db.select().from(chatVisitors).where(ofVisitor).limit(1).prepare('chat_find_visitor'),
    insertMessage: db
      .insert(chatMessages)
      .values({
        accountId,
        visitorId: sql.placeholder('visitorId'),
        clientId: sql.placeholder('clientId'),
        text: sql.placeholder('text'),
        image: sql.placeholder('image'),
        fromUserId: sql.placeholder('fromUserId'),
        createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`,
      })
      .onConflictDoNothing()
      .returning()
      .prepare('chat_insert_message'),
    incrementUnread: db
      .update(chatVisitors)
      .set(countedUnread(at))
      .where(ofVisitor)
      .returning()
      .prepare('chat_increment_unread'),
    receiveVisitorText: receiveVisitorTextQuery(db, ofVisitor, at),
    receiveVisitorTexts: receiveVisitorTextsQuery(db),
  };
}

/**
 * A visitor's text message in one statement: the message is stored for the visitor found by account and uid,
 * and only when it was stored (not a resend of a stored client id) does the visitor's unread count go up.
 * One round trip instead of three: under load each statement waits in the pool queue (docs/performance.md).
 * No row back means an unknown visitor or a resend; the caller tells them apart on that rare path.
 */
function receiveVisitorTextQuery(db: Database, ofVisitor: SQL | undefined, at: SQL) {
  const stored = db.$with('stored').as(
    db
      .insert(chatMessages)
      .select(
        db
          // Drizzle inserts from a select with every column, in the table's order.
          .select({
            id: sql`${sql.placeholder('messageId')}::uuid`.as('id'),
            seq: sql<number>`nextval(pg_get_serial_sequence('chat_messages', 'seq'))`.as('seq'),
            accountId: chatVisitors.accountId,
            visitorId: chatVisitors.id,
            clientId: sql`${sql.placeholder('clientId')}::text`.as('client_id'),
            text: sql`${sql.placeholder('text')}::text`.as('text'),
            image: sql`null::text`.as('image'),
            fromUserId: sql`null::uuid`.as('from_user_id'),
            emailed: sql`false`.as('emailed'),
            createdAt: sql`${at}`.as('created_at'),
          })
          .from(chatVisitors)
          .where(ofVisitor),
      )
      .onConflictDoNothing()
      .returning({ visitorId: chatMessages.visitorId }),
  );
  return db
    .with(stored)
    .update(chatVisitors)
    .set(countedUnread(at))
    .where(inArray(chatVisitors.id, db.select({ id: stored.visitorId }).from(stored)))
    .returning()
    .prepare('chat_receive_visitor_text');
}

/**
 * Many visitors' text messages in one statement, each as receiveVisitorTextQuery stores one (a batch holds one
 * message per visitor: visitor-text-batch.ts). The messages go as one array per field, so the statement is one
 * whatever their number and is planned once; an array's length is estimated small, so PostgreSQL finds each
 * visitor by its index (a jsonb_to_recordset, taken for 100 rows, made it read the whole visitors table twice
 * a batch: 3–5 ms a statement at 10,000 visitors, more than the messages cost one by one).
 */
function receiveVisitorTextsQuery(db: Database) {
  const input = sql`unnest(${sql.placeholder('accountIds')}::int[], ${sql.placeholder('uids')}::text[],
    ${sql.placeholder('messageIds')}::uuid[], ${sql.placeholder('clientIds')}::text[],
    ${sql.placeholder('texts')}::text[], ${sql.placeholder('ats')}::timestamptz[])
    with ordinality as input(account_id, uid, message_id, client_id, text, at, ord)`;
  const stored = db.$with('stored').as(
    db
      .insert(chatMessages)
      .select(
        db
          .select({
            id: sql`input.message_id`.as('id'),
            // Evaluated after the sort: the messages keep their order of arrival.
            seq: sql<number>`nextval(pg_get_serial_sequence('chat_messages', 'seq'))`.as('seq'),
            accountId: chatVisitors.accountId,
            visitorId: chatVisitors.id,
            clientId: sql`input.client_id`.as('client_id'),
            text: sql`input.text`.as('text'),
            image: sql`null::text`.as('image'),
            fromUserId: sql`null::uuid`.as('from_user_id'),
            emailed: sql`false`.as('emailed'),
            createdAt: sql`input.at`.as('created_at'),
          })
          .from(input)
          .innerJoin(
            chatVisitors,
            and(eq(chatVisitors.accountId, sql`input.account_id`), eq(chatVisitors.uid, sql`input.uid`)),
          )
          .orderBy(sql`input.ord`),
      )
      .onConflictDoNothing()
      .returning({ visitorId: chatMessages.visitorId, createdAt: chatMessages.createdAt }),
  );
  return db
    .with(stored)
    .update(chatVisitors)
    .set({ ...countedUnread(sql`${stored.createdAt}`) })
    .from(stored)
    .where(eq(chatVisitors.id, stored.visitorId))
    .returning(getTableColumns(chatVisitors))
    .prepare('chat_receive_visitor_texts');
}

const prepared = preparedPerDatabase(prepareHotQueries);

/** Every function takes the account first: no query here can reach another account's rows. */
export async function findVisitor(db: Database, accountId: number, uid: string): Promise<VisitorRow | null> {
  const [row] = await prepared(db).findVisitor.execute({ accountId, uid });
  return row ?? null;
}

export async function upsertVisitor(
  db: Database,
  accountId: number,
  uid: string,
  values: Partial<Pick<VisitorRow, 'name' | 'email' | 'isMobile' | 'online'>>,
  now: Date,
): Promise<VisitorRow> {
  const [row] = await db
    .insert(chatVisitors)
    .values({ accountId, uid, ...values, lastSeen: now, createdAt: now })
    .onConflictDoUpdate({
      target: [chatVisitors.accountId, chatVisitors.uid],
      set: { ...values, lastSeen: now },
    })
    .returning();
  if (!row) throw new Error('visitor upsert returned nothing');
  return row;
}

export async function updateVisitor(
  db: Database,
  accountId: number,
  uid: string,
  values: Omit<PgUpdateSetSource<typeof chatVisitors>, 'id' | 'accountId' | 'uid'>,
): Promise<VisitorRow | null> {
  const [row] = await db
    .update(chatVisitors)
    .set(values)
    .where(and(eq(chatVisitors.accountId, accountId), eq(chatVisitors.uid, uid)))
    .returning();
  return row ?? null;
}

/** A product the visitor put (more of) in the cart: how many were added, at what unit price (øre). */
export interface CartAddition {
  productId: string;
  quantity: number;
  priceOre: number;
}

/**
 * Replaces the visitor's cart and records what went into it, in the caller's transaction, holding the
 * visitor's row, so two cart changes at once cannot both count the same addition. `additions` compares the
 * stored cart with the new one; nothing is recorded when it answers none. A cart that differs from the
 * stored one gets `changedAt`; `changed` says whether it did.
 */
export async function storeCart(
  tx: Database,
  accountId: number,
  uid: string,
  lines: CartLine[],
  additions: (before: CartLine[]) => CartAddition[],
  changedAt: Date,
): Promise<{ row: VisitorRow; changed: boolean } | null> {
  const ofVisitor = and(eq(chatVisitors.accountId, accountId), eq(chatVisitors.uid, uid));
  const [current] = await tx
    .select({ id: chatVisitors.id, cart: chatVisitors.cart })
    .from(chatVisitors)
    .where(ofVisitor)
    .for('update');
  if (!current) return null;
  const added = additions(current.cart);
  if (added.length > 0) {
    await tx
      .insert(shopCartEvents)
      .values(
        added.map((addition) => ({ accountId, visitorId: current.id, ...addition, createdAt: changedAt })),
      );
  }
  // Compared line by line: jsonb gives the keys back in its own order, so the stored JSON text differs.
  const key = (cart: CartLine[]) =>
    JSON.stringify(cart.map((line) => [line.id, line.name, line.quantity, line.price]));
  const changed = key(current.cart) !== key(lines);
  const [row] = await tx
    .update(chatVisitors)
    .set({ cart: lines, cartTotal: cartTotal(lines), ...(changed ? { cartChangedAt: changedAt } : {}) })
    .where(ofVisitor)
    .returning();
  return row ? { row, changed } : null;
}

/** The visitor's cart as the abandoned-cart check reads it (inside the check's transaction). */
export async function findVisitorCart(db: Database, accountId: number, uid: string) {
  const [row] = await db
    .select({
      email: chatVisitors.email,
      cart: chatVisitors.cart,
      cartTotal: chatVisitors.cartTotal,
      cartChangedAt: chatVisitors.cartChangedAt,
      orderedAt: chatVisitors.orderedAt,
      url: chatVisitors.url,
    })
    .from(chatVisitors)
    .where(and(eq(chatVisitors.accountId, accountId), eq(chatVisitors.uid, uid)))
    .limit(1);
  return row ?? null;
}

/** The widget reported an order of this visitor: an abandoned-cart check of an earlier cart stops. */
export async function markVisitorOrdered(db: Database, accountId: number, uid: string, at: Date) {
  await db
    .update(chatVisitors)
    .set({ orderedAt: at })
    .where(and(eq(chatVisitors.accountId, accountId), eq(chatVisitors.uid, uid)));
}

/** One message by receiveVisitorTextQuery: the visitor counted, or null when nothing was stored. */
export const receiveOneVisitorText: RunOne = async (db, message) => {
  const [row] = await prepared(db).receiveVisitorText.execute({
    accountId: message.accountId,
    uid: message.uid,
    messageId: message.id,
    clientId: message.clientId,
    text: message.text,
    at: message.createdAt.toISOString(),
  });
  return row ?? null;
};

/** Many messages by receiveVisitorTextsQuery: the visitors whose message was stored, counted. */
export const receiveManyVisitorTexts: RunMany = async (db, messages) => {
  const column = (value: (message: (typeof messages)[number]) => string) =>
    textArrayLiteral(messages.map(value));
  const rows = await prepared(db).receiveVisitorTexts.execute({
    accountIds: column((message) => String(message.accountId)),
    uids: column((message) => message.uid),
    messageIds: column((message) => message.id),
    clientIds: column((message) => message.clientId),
    texts: column((message) => message.text),
    ats: column((message) => message.createdAt.toISOString()),
  });
  return new Map(rows.map((row) => [visitorTextKey(row), row]));
};

const visitorTextBatchers = new WeakMap<Database, ReturnType<typeof visitorTextBatcher>>();

/**
 * A visitor's text message stored and counted unread (see visitor-text-batch.ts: under load, with the others
 * that arrived meanwhile, in one statement): the visitor counted, or null when nothing was stored (unknown
 * visitor, resend).
 */
export function receiveVisitorText(
  db: Database,
  accountId: number,
  uid: string,
  message: { id: string; clientId: string; text: string; createdAt: Date },
): Promise<VisitorRow | null> {
  let batcher = visitorTextBatchers.get(db);
  if (!batcher) {
    batcher = visitorTextBatcher(db, receiveOneVisitorText, receiveManyVisitorTexts);
    visitorTextBatchers.set(db, batcher);
  }
  return batcher({ accountId, uid, ...message });
}

export async function incrementUnread(db: Database, accountId: number, uid: string, at: Date) {
  const [row] = await prepared(db).incrementUnread.execute({ accountId, uid, at: at.toISOString() });
  return row ?? null;
}

export async function insertPageView(
  db: Database,
  accountId: number,
  visitorId: string,
  page: { path: string; url: string; pageTitle: string; createdAt: Date },
): Promise<void> {
  await db.insert(chatPageViews).values({ accountId, visitorId, ...page });
}

/** The latest page views of each visitor, newest last, at most `limit` per visitor. */
export async function findRecentPageViews(
  db: Database,
  accountId: number,
  visitorIds: string[],
  limit: number,
): Promise<PageViewRow[]> {
  if (visitorIds.length === 0) return [];
  const ranked = db
    .select({
      seq: chatPageViews.seq,
      rank: sql<number>`row_number() over (partition by ${chatPageViews.visitorId} order by ${chatPageViews.seq} desc)`.as(
        'rank',
      ),
    })
    .from(chatPageViews)
    .where(and(eq(chatPageViews.accountId, accountId), inArray(chatPageViews.visitorId, visitorIds)))
    .as('ranked');
  return db
    .select({
      seq: chatPageViews.seq,
      accountId: chatPageViews.accountId,
      visitorId: chatPageViews.visitorId,
      path: chatPageViews.path,
      url: chatPageViews.url,
      pageTitle: chatPageViews.pageTitle,
      createdAt: chatPageViews.createdAt,
    })
    .from(chatPageViews)
    .innerJoin(ranked, and(eq(ranked.seq, chatPageViews.seq), sql`${ranked.rank} <= ${limit}`))
    .orderBy(asc(chatPageViews.seq));
}

/** Visitors on the site now, and conversations still open (started) after their visitor left. */
export async function findLiveVisitors(db: Database, accountId: number): Promise<VisitorRow[]> {
  return db
    .select()
    .from(chatVisitors)
    .where(
      and(
        eq(chatVisitors.accountId, accountId),
        or(eq(chatVisitors.online, true), eq(chatVisitors.started, true)),
      ),
    )
    .orderBy(desc(chatVisitors.lastMessageAt), desc(chatVisitors.lastSeen))
    .limit(10_000);
}

/** Stores the message unless its client id was stored before; answers the stored row either way. */
export async function insertMessage(
  db: Database,
  values: Pick<typeof chatMessages.$inferInsert, 'accountId' | 'visitorId' | 'clientId' | 'text'> & {
    image: string | null;
    fromUserId?: string | null;
    createdAt: Date;
  },
): Promise<{ row: MessageRow; duplicate: boolean }> {
  const [inserted] = await prepared(db).insertMessage.execute({
    ...values,
    fromUserId: values.fromUserId ?? null,
    createdAt: values.createdAt.toISOString(),
  });
  if (inserted) return { row: inserted, duplicate: false };
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.visitorId, values.visitorId), eq(chatMessages.clientId, values.clientId)))
    .limit(1);
  if (!existing) throw new Error('message neither inserted nor found');
  return { row: existing, duplicate: true };
}

export async function markMessageEmailed(db: Database, messageId: string): Promise<MessageRow | null> {
  const [row] = await db
    .update(chatMessages)
    .set({ emailed: true })
    .where(eq(chatMessages.id, messageId))
    .returning();
  return row ?? null;
}

export async function findMessages(
  db: Database,
  accountId: number,
  visitorId: string | readonly string[],
  options: { afterSeq?: number; limit: number },
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.accountId, accountId),
        typeof visitorId === 'string'
          ? eq(chatMessages.visitorId, visitorId)
          : inArray(chatMessages.visitorId, [...visitorId]),
        options.afterSeq !== undefined ? gt(chatMessages.seq, options.afterSeq) : undefined,
      ),
    )
    .orderBy(options.afterSeq !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(options.limit);
  return options.afterSeq !== undefined ? rows : rows.reverse();
}

/** The visitors of the account verified (a signed identify) with this e-mail: one person's devices. */
export async function findVerifiedVisitorIds(db: Database, accountId: number, email: string) {
  const rows = await db
    .select({ id: chatVisitors.id })
    .from(chatVisitors)
    .where(
      and(
        eq(chatVisitors.accountId, accountId),
        eq(chatVisitors.emailVerified, true),
        eq(chatVisitors.email, email),
      ),
    )
    .limit(50);
  return rows.map((row) => row.id);
}

/** The newest message of each of these visitors (for the previews of the list). */
export async function findLastMessages(
  db: Database,
  accountId: number,
  visitorIds: string[],
): Promise<MessageRow[]> {
  if (visitorIds.length === 0) return [];
  return db
    .selectDistinctOn([chatMessages.visitorId])
    .from(chatMessages)
    .where(and(eq(chatMessages.accountId, accountId), inArray(chatMessages.visitorId, visitorIds)))
    .orderBy(chatMessages.visitorId, desc(chatMessages.seq));
}

/**
 * Closed conversations (not started, with at least one message), newest message first; `search` finds a
 * word in the visitor's name, e-mail or any of the conversation's messages.
 */
export async function findClosedConversations(
  db: Database,
  accountId: number,
  options: { search: string; limit: number; offset: number },
): Promise<{ rows: VisitorRow[]; total: number }> {
  const pattern = containsPattern(options.search);
  const where = and(
    eq(chatVisitors.accountId, accountId),
    eq(chatVisitors.started, false),
    isNotNull(chatVisitors.lastMessageAt),
    options.search === ''
      ? undefined
      : or(
          ilike(chatVisitors.name, pattern),
          ilike(chatVisitors.email, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(chatMessages)
              .where(
                and(
                  eq(chatMessages.accountId, accountId),
                  eq(chatMessages.visitorId, chatVisitors.id),
                  ilike(chatMessages.text, pattern),
                ),
              ),
          ),
        ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(chatVisitors)
      .where(where)
      .orderBy(desc(chatVisitors.lastMessageAt), asc(chatVisitors.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(chatVisitors).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCannedResponses(db: Database, accountId: number) {
  return db
    .select()
    .from(cannedResponses)
    .where(eq(cannedResponses.accountId, accountId))
    .orderBy(asc(cannedResponses.title));
}

/** Another canned response of the account with this title (case and surrounding space ignored). */
export async function findCannedResponseByTitle(
  db: Database,
  accountId: number,
  title: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: cannedResponses.id })
    .from(cannedResponses)
    .where(
      and(
        eq(cannedResponses.accountId, accountId),
        sql`lower(trim(${cannedResponses.title})) = lower(trim(${title}))`,
        exceptId ? ne(cannedResponses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertCannedResponse(
  db: Database,
  accountId: number,
  values: { title: string; text: string },
) {
  const [row] = await db
    .insert(cannedResponses)
    .values({ accountId, ...values })
    .returning();
  if (!row) throw new Error('canned response insert returned nothing');
  return row;
}

export async function updateCannedResponse(
  db: Database,
  accountId: number,
  id: string,
  values: { title: string; text: string },
) {
  const [row] = await db
    .update(cannedResponses)
    .set(values)
    .where(and(eq(cannedResponses.accountId, accountId), eq(cannedResponses.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCannedResponse(db: Database, accountId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(cannedResponses)
    .where(and(eq(cannedResponses.accountId, accountId), eq(cannedResponses.id, id)))
    .returning({ id: cannedResponses.id });
  return rows.length === 1;
}

export const cartTotal = (lines: CartLine[]) =>
  Math.round(lines.reduce((sum, line) => sum + line.quantity * line.price, 0) * 100) / 100;

export async function findShopHosts(db: Database, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ host: shopDomains.host })
    .from(shopDomains)
    .where(eq(shopDomains.accountId, accountId));
  return rows.map((row) => row.host);
}
