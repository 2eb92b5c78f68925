import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accountId } from './account-column';
import { dealers } from './accounts';
import { createdAt, updatedAt } from './columns';

/**
 * Recommendation widgets (issue 31, docs/recommendations.md). An account's own widgets and its dealer's are
 * two tables rather than one with a nullable owner: every account-scoped table keeps a non-null account_id
 * (so no query can forget the account), and each owner's ids form a plain primary key.
 */
export const recommendationWidgets = pgTable(
  'recommendation_widgets',
  {
    accountId: accountId(),
    /** What the shop places on its page; letters, @, - and digits. */
    id: text('id').notNull(),
    config: jsonb('config').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.id] })],
);

/** Widgets staff and partners make for a dealer: shown read-only in every account of that dealer. */
export const dealerRecommendationWidgets = pgTable(
  'dealer_recommendation_widgets',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    config: jsonb('config').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.dealerId, table.id] })],
);

/** Products the account never wants recommended, in any widget. */
export const recommendationHiddenProducts = pgTable(
  'recommendation_hidden_products',
  {
    accountId: accountId(),
    productId: text('product_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.productId] })],
);
