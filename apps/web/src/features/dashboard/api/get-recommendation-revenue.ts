import { dashboardRecommendationRevenueSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '../query-keys';

/** GET /api/dashboard/recommendations: what the recommendation widgets brought in the last 30 days. */
export function getRecommendationRevenue(accountId: string, signal?: AbortSignal) {
  return apiRequest('/dashboard/recommendations', {
    schema: dashboardRecommendationRevenueSchema,
    accountId,
    signal,
  });
}

export const recommendationRevenueQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: dashboardKeys.recommendationRevenue(accountId),
    queryFn: ({ signal }) => getRecommendationRevenue(accountId, signal),
    // Attributed orders come in with the orders: as often as the order statistics.
    staleTime: 30_000,
  });

export function useRecommendationRevenue() {
  const { accountId = '' } = useParams();
  return useQuery({ ...recommendationRevenueQueryOptions(accountId), enabled: accountId !== '' });
}
