import { type IncomeSummaryQuery, incomeSummaryAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { incomeKeys } from '../query-keys';

export function getIncomeSummary(accountId: string, period: IncomeSummaryQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return apiRequest(`/income/summary?${query}`, { schema: incomeSummaryAnswerSchema, accountId, signal });
}

export const incomeSummaryQueryOptions = (accountId: string, period: IncomeSummaryQuery) =>
  queryOptions({
    queryKey: incomeKeys.summary(accountId, period),
    queryFn: ({ signal }) => getIncomeSummary(accountId, period, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useIncomeSummary(accountId: string, period: IncomeSummaryQuery) {
  return useQuery(incomeSummaryQueryOptions(accountId, period));
}
