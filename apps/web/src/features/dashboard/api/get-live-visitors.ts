import { dashboardAnswerSchema, LIMITS } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { type DashboardData, dashboardData } from '../dashboard-data';
import { dashboardKeys } from '../query-keys';

/** GET /api/dashboard: the online visitors with their carts and pages (gated by the dashboard package only). */
export function getDashboard(accountId: string, signal?: AbortSignal) {
  return apiRequest('/dashboard', { schema: dashboardAnswerSchema, accountId, signal });
}

/**
 * Polled every 3.4 s (spec section 4) so the visitor widgets work without the chat package or its socket;
 * a failed poll keeps the last figures.
 */
export const liveVisitorsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: dashboardKeys.visitors(accountId),
    queryFn: ({ signal }) => getDashboard(accountId, signal),
    select: (answer): DashboardData => dashboardData(answer.visitors),
    refetchInterval: LIMITS.visitorWidgetsRecomputeMs,
    staleTime: 0,
  });

export function useLiveVisitors() {
  const { accountId = '' } = useParams();
  return useQuery({ ...liveVisitorsQueryOptions(accountId), enabled: accountId !== '' });
}
