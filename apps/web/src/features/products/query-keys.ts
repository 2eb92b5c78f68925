import type { ProductListQueryInput } from '@butikkpanel/contracts';

/** One key factory for the catalogue screens, per account. */
export const productKeys = {
  all: (accountId: string) => ['products', accountId] as const,
  list: (accountId: string, query: ProductListQueryInput) =>
    [...productKeys.all(accountId), 'list', query] as const,
  detail: (accountId: string, productId: string, period: { from: string; to: string }) =>
    [...productKeys.all(accountId), 'detail', productId, period] as const,
};
