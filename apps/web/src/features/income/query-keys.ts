import type { IncomeSummaryQuery, OrderListQueryInput } from '@butikkpanel/contracts';

/** One key factory for the income screen, per account, so each period and filter is its own cache entry. */
export const incomeKeys = {
  all: (accountId: string) => ['income', accountId] as const,
  summary: (accountId: string, period: IncomeSummaryQuery) =>
    [...incomeKeys.all(accountId), 'summary', period] as const,
  orders: (accountId: string, query: OrderListQueryInput) =>
    [...incomeKeys.all(accountId), 'orders', query] as const,
};
