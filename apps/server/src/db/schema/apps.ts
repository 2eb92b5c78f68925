import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { createdAt, updatedAt } from './columns';

/**
 * An account's connection to one newsletter or review service (issue 32). The key and any other secret are
 * one sealed JSON (AES-256-GCM, a key derived from the server's secret): no endpoint returns them, the page
 * shows `key_hint`. One row per account and service.
 */
export const appConnections = pgTable(
  'app_connections',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    service: text('service').notNull(),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    sealedCredentials: text('sealed_credentials').notNull(),
    keyHint: text('key_hint').notNull(),
    /** The connection's fields that are not secret (business unit id, store id, shop domain). */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The demo account's local servers of each API (set by the seed only; null: the configured or real one). */
    baseUrl: text('base_url'),
    accountName: text('account_name'),
    lists: jsonb('lists').$type<Array<{ id: string; name: string }>>().notNull().default(sql`'[]'::jsonb`),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Newsletter: the last consent change (audience's history id) handed to this connection. */
    consentCursor: bigint('consent_cursor', { mode: 'number' }).notNull().default(0),
    /** Newsletter: the service's unsubscribes are read back from this time on. */
    readBackSince: timestamp('read_back_since', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('app_connections_service_idx').on(table.accountId, table.service)],
);

/**
 * What we send a service, one row per (connection, subject, change): the ledger that makes each change go
 * exactly once (a retry or a crash finds the row and repeats nothing already done) and the history the app's
 * health panel shows. Gone with the connection.
 */
export const appDeliveries = pgTable(
  'app_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => appConnections.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['subscribe', 'unsubscribe', 'erase', 'export', 'invite'] }).notNull(),
    /** The e-mail address, the order's number, or 'audience' for the first export. */
    subject: text('subject').notNull(),
    /** What makes this change unique for the subject: the consent change's id, 'order', 'flow:<id>'. */
    changeKey: text('change_key').notNull(),
    /** What the job sends (the consent's evidence, the invitation's products), fixed when the change happened. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', {
      enum: ['queued', 'pending', 'retrying', 'sent', 'failed', 'cancelled'],
    })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('app_deliveries_change_idx').on(table.connectionId, table.subject, table.changeKey),
    index('app_deliveries_recent_idx').on(table.connectionId, table.id),
    index('app_deliveries_state_idx').on(table.connectionId, table.state),
  ],
);
