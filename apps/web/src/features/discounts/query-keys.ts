import type { DiscountListQueryInput, UnknownCodeListQueryInput } from '@butikkpanel/contracts';

type Paged = { page: number; per_page: number };

/** One key factory for the discounts area, per account, so a change refreshes only what it touches. */
export const discountKeys = {
  all: (accountId: string) => ['discounts', accountId] as const,
  codes: (accountId: string) => [...discountKeys.all(accountId), 'codes'] as const,
  list: (accountId: string, query: DiscountListQueryInput) =>
    [...discountKeys.codes(accountId), 'list', query] as const,
  /** Everything shown on one code's page (figures, graphs, orders, unique codes, batches). */
  code: (accountId: string, id: number) => [...discountKeys.codes(accountId), 'code', id] as const,
  detail: (accountId: string, id: number) => [...discountKeys.code(accountId, id), 'detail'] as const,
  daily: (accountId: string, id: number) => [...discountKeys.code(accountId, id), 'daily'] as const,
  redemptions: (accountId: string, id: number, paged: Paged) =>
    [...discountKeys.code(accountId, id), 'redemptions', paged] as const,
  uniqueCodes: (accountId: string, id: number, query: Paged & { used: string; q: string }) =>
    [...discountKeys.code(accountId, id), 'unique-codes', query] as const,
  batches: (accountId: string, id: number) => [...discountKeys.code(accountId, id), 'batches'] as const,
  batch: (accountId: string, batchId: number) => [...discountKeys.all(accountId), 'batch', batchId] as const,
  unknown: (accountId: string) => [...discountKeys.all(accountId), 'unknown'] as const,
  unknownList: (accountId: string, query: UnknownCodeListQueryInput) =>
    [...discountKeys.unknown(accountId), 'list', query] as const,
  unknownDetail: (accountId: string, id: number) =>
    [...discountKeys.unknown(accountId), 'detail', id] as const,
  suspects: (accountId: string) => [...discountKeys.unknown(accountId), 'suspects'] as const,
};
