import { integer } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** The owning account of an account-scoped row; the row goes with its account. */
export const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
