import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountId } from './account-column';

/** A stored candidate: [product id, score], compact so 50 of them for 100,000 products stay small. */
export type StoredCandidate = [productId: string, score: number];

/**
 * Each product's precomputed neighbours per source (bought_together, viewed_together, viewed_then_bought,
 * similar), best first, RECOMMENDATION_NEIGHBOURS_KEPT at most. The primary key is the read path's index:
 * one product's (or a cart's) neighbours are one index lookup.
 */
export const recommendationNeighbours = pgTable(
  'recommendation_neighbours',
  {
    accountId: accountId(),
    source: text('source', {
      enum: ['bought_together', 'viewed_together', 'viewed_then_bought', 'similar'],
    }).notNull(),
    productId: text('product_id').notNull(),
    neighbours: jsonb('neighbours').$type<StoredCandidate[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.source, table.productId] })],
);

/**
 * The account's ranked lists (bestsellers, trending, most_viewed), best first. `category` is '' for the
 * whole shop, or a category's name for that category's bestsellers.
 */
export const recommendationRankings = pgTable(
  'recommendation_rankings',
  {
    accountId: accountId(),
    list: text('list', { enum: ['bestsellers', 'trending', 'most_viewed'] }).notNull(),
    category: text('category').notNull().default(''),
    products: jsonb('products').$type<StoredCandidate[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.list, table.category] })],
);

/** The account's latest full model run: when, and what it read and wrote. */
export const recommendationModelRuns = pgTable(
  'recommendation_model_runs',
  {
    accountId: accountId(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    products: integer('products').notNull(),
    orders: integer('orders').notNull(),
    pageViews: integer('page_views').notNull(),
    neighbourRows: integer('neighbour_rows').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId] })],
);
