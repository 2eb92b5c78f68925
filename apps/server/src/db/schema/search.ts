import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { accounts } from './accounts';
import { createdAt, updatedAt } from './columns';

/** Keyword content: shown beside the results when the search word is in the query. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    keyword: text('keyword').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('search_keywords_word_idx').on(table.accountId, table.keyword)],
);

export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    word: text('word').notNull(),
    synonyms: text('synonyms').array().notNull(),
    twoWay: boolean('two_way').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('search_synonyms_word_idx').on(table.accountId, table.word)],
);

/** Products pinned (in order) or hidden for some phrases; `merge` keeps the normal results after the pinned ones. */
export const searchCustomResults = pgTable(
  'search_custom_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: accountId(),
    phrase: text('phrase').notNull(),
    commaSeparated: boolean('comma_separated').notNull().default(false),
    merge: boolean('merge').notNull().default(true),
    included: text('included').array().notNull(),
    excluded: text('excluded').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('search_custom_results_account_idx').on(table.accountId)],
);

/** One row per phrase a custom result answers, so two custom results can never claim the same phrase. */
export const searchCustomPhrases = pgTable(
  'search_custom_phrases',
  {
    accountId: accountId(),
    phrase: text('phrase').notNull(),
    customResultId: uuid('custom_result_id')
      .notNull()
      .references(() => searchCustomResults.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.phrase] })],
);

/** How a search overlay looks and behaves; the id is chosen by the shop (letters, @, -, digits). */
export const searchWidgets = pgTable(
  'search_widgets',
  {
    accountId: accountId(),
    id: text('id').notNull(),
    config: jsonb('config').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.id] })],
);

export const searchSettings = pgTable('search_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

/** Bumped by every tuning change, so each instance knows when its in-memory copy is stale. */
export const searchRevisions = pgTable('search_revisions', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(1),
});

/** Every search a shop's visitors make; results = 0 feeds the no-result history. */
export const searchLog = pgTable(
  'search_log',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    accountId: accountId(),
    phrase: text('phrase').notNull(),
    results: integer('results').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('search_log_account_time_idx').on(table.accountId, table.createdAt),
    index('search_log_no_result_idx').on(table.accountId, table.createdAt).where(sql`${table.results} = 0`),
  ],
);
