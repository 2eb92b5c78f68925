import { LIMITS, orderStatsSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '../query-keys';

/** GET /api/orders/stats?date={now}: the figures for the client's current moment (spec section 7). */
export function getOrderStats(accountId: string, now: Date, signal?: AbortSignal) {
  const date = encodeURIComponent(now.toISOString());
  return apiRequest(`/orders/stats?date=${date}`, { schema: orderStatsSchema, accountId, signal });
}

/**
 * Reloaded every 30 s. A failed reload is ignored silently (spec section 8): the query keeps the last
 * figures and nothing is announced.
 */
export const orderStatsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: dashboardKeys.orderStats(accountId),
    queryFn: ({ signal }) => getOrderStats(accountId, new Date(), signal),
    refetchInterval: LIMITS.orderStatsRefreshMs,
    staleTime: LIMITS.orderStatsRefreshMs,
  });

export function useOrderStats() {
  const { accountId = '' } = useParams();
  return useQuery({ ...orderStatsQueryOptions(accountId), enabled: accountId !== '' });
}
