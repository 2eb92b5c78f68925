import { noResultHistoryAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchKeys } from '../query-keys';

/** The periods the history screen offers, in days. */
export const NO_RESULT_PERIODS = [7, 30, 90] as const;
export type NoResultPeriod = (typeof NO_RESULT_PERIODS)[number];

export const noResultHistoryQueryOptions = (accountId: string, days: NoResultPeriod) =>
  queryOptions({
    queryKey: searchKeys.noResultHistory(accountId, days),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/search/history/noresult?days=${days}`, {
          schema: noResultHistoryAnswerSchema,
          accountId,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useNoResultHistory = (accountId: string, days: NoResultPeriod) =>
  useQuery(noResultHistoryQueryOptions(accountId, days));
