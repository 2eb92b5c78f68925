import { gettingStartedStatusSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How often step 1 asks whether the first page view has arrived. */
export const STATUS_POLL_MS = 4000;

export const gettingStartedKeys = {
  status: (accountId: string) => ['getting-started', accountId, 'status'] as const,
};

export const getGettingStartedStatus = (accountId: string, signal?: AbortSignal) =>
  apiRequest('/getting-started/status', { schema: gettingStartedStatusSchema, accountId, signal });

/** Polled while step 1 is shown and until the first page view is there; then it stays green. */
export function useGettingStartedStatus(accountId: string) {
  return useQuery(
    queryOptions({
      queryKey: gettingStartedKeys.status(accountId),
      queryFn: ({ signal }) => getGettingStartedStatus(accountId, signal),
      retry: false,
      refetchInterval: (query) => (query.state.data?.first_page_view_at ? false : STATUS_POLL_MS),
    }),
  );
}
