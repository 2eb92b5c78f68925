import { searchAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchKeys } from '../query-keys';

export function getSearchTest(accountId: string, query: string, widgetId?: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ q: query });
  if (widgetId) params.set('widget', widgetId);
  return apiRequest(`/search/test?${params}`, { schema: searchAnswerSchema, accountId, signal });
}

/** The same search the shop gets (not logged); `query` empty means "do not search". */
export function useSearchTest(accountId: string, query: string, widgetId?: string) {
  return useQuery({
    queryKey: searchKeys.test(accountId, query, widgetId),
    queryFn: ({ signal }) => getSearchTest(accountId, query, widgetId, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    // An edit elsewhere on the screen changes the answer: always ask again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
