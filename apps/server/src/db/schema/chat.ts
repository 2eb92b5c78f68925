import type { CartLine } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bytea, createdAt } from './columns';
import { users } from './users';

/**
 * A visitor on a shop's site and their conversation (the spec treats them as one: uid). The widget makes
 * the uid and keeps it across pages and visits.
 */
export const chatVisitors = pgTable(
  'chat_visitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    name: text('name'),
    email: text('email'),
    /** The e-mail came with the shop's signature (identify): only then does it unlock what is personal. */
    emailVerified: boolean('email_verified').notNull().default(false),
    online: boolean('online').notNull().default(false),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    started: boolean('started').notNull().default(false),
    unreadMessages: integer('unread_messages').notNull().default(0),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    isMobile: boolean('is_mobile').notNull().default(false),
    path: text('path').notNull().default(''),
    url: text('url').notNull().default(''),
    pageTitle: text('page_title').notNull().default(''),
    score: integer('score').notNull().default(0),
    cart: jsonb('cart').$type<CartLine[]>().notNull().default([]),
    cartTotal: numeric('cart_total', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    /** When the cart last changed (cart.abandoned waits from here); null while it never had a change. */
    cartChangedAt: timestamp('cart_changed_at', { withTimezone: true }),
    /** When the widget last reported an order of this visitor: an abandoned cart check after it stops. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('chat_visitors_account_uid').on(table.accountId, table.uid),
    index('chat_visitors_online_idx').on(table.accountId, table.online),
    // The live list (online visitors and open conversations) is a sliver of all visitors an account has had:
    // with 1.25 million visitors this took the dashboard's query from 72 ms to 0.05 ms.
    index('chat_visitors_live_idx').on(table.accountId).where(sql`${table.online} or ${table.started}`),
  ],
);

export const chatPageViews = pgTable(
  'chat_page_views',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => chatVisitors.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    url: text('url').notNull(),
    pageTitle: text('page_title').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_page_views_visitor_idx').on(table.visitorId, table.seq),
    // Page views per minute and per page over a time window (dashboard, product pages).
    index('chat_page_views_time_idx').on(table.accountId, table.createdAt),
    index('chat_page_views_path_idx').on(table.accountId, table.path, table.createdAt),
  ],
);

/**
 * An image sent in a conversation (jpg or png, at most 1 MB, checked by its bytes). Kept in the database so
 * every instance serves it. The id is 192 random bits: the image's address is the only key to it.
 */
export const chatImages = pgTable(
  'chat_images',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => chatVisitors.id, { onDelete: 'cascade' }),
    /** True when the visitor uploaded it; only the side that uploaded an image may send it. */
    fromVisitor: boolean('from_visitor').notNull(),
    /** The agent who uploaded it (null for the visitor, or a user since deleted). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the bytes are (image/jpeg or image/png), not what the uploader said. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('chat_images_conversation').on(table.accountId, table.visitorId, table.id)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of storing: timestamps can tie, a sequence cannot. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => chatVisitors.id, { onDelete: 'cascade' }),
    /** Made by the sender; a resend after a reconnect hits the unique key and is stored once. */
    clientId: text('client_id').notNull(),
    /** May be empty when the message carries an image. */
    text: text('text').notNull(),
    /** An image of the same account and conversation (the foreign key below holds the database to it). */
    image: text('image'),
    /** null: the visitor wrote it; otherwise the agent. */
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    emailed: boolean('emailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('chat_messages_visitor_client').on(table.visitorId, table.clientId),
    index('chat_messages_visitor_idx').on(table.visitorId, table.seq),
    foreignKey({
      name: 'chat_messages_image_fk',
      columns: [table.accountId, table.visitorId, table.image],
      foreignColumns: [chatImages.accountId, chatImages.visitorId, chatImages.id],
    }),
  ],
);

/** Canned responses ("templates" in GET /api/chat) an account's agents can insert. */
export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('canned_responses_account_idx').on(table.accountId)],
);

/** The sites (host[:port]) where an account's widget may connect from: the visitor socket checks Origin. */
export const shopDomains = pgTable(
  'shop_domains',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.host] })],
);
