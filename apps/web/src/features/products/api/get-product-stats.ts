import { productStatsAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productKeys } from '../query-keys';

type Period = { from: string; to: string };

export function getProductStats(accountId: string, productId: string, period: Period, signal?: AbortSignal) {
  const params = new URLSearchParams({ from: period.from, to: period.to });
  return apiRequest(`/products/${encodeURIComponent(productId)}?${params}`, {
    schema: productStatsAnswerSchema,
    accountId,
    signal,
  });
}

export const productStatsQueryOptions = (accountId: string, productId: string, period: Period) =>
  queryOptions({
    queryKey: productKeys.detail(accountId, productId, period),
    queryFn: ({ signal }) => getProductStats(accountId, productId, period, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useProductStats(accountId: string, productId: string, period: Period) {
  return useQuery(productStatsQueryOptions(accountId, productId, period));
}
