import { discountDailyAnswerSchema, redemptionListAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-query-string';
import { discountKeys } from '../query-keys';

/** Uses and revenue per Oslo day, the last 30 days. */
export function useDiscountDaily(accountId: string, id: number) {
  return useQuery({
    queryKey: discountKeys.daily(accountId, id),
    queryFn: ({ signal }) =>
      apiRequest(`/discounts/codes/${id}/daily`, { schema: discountDailyAnswerSchema, accountId, signal }),
    retry: false,
  });
}

/** The orders that used the code, newest first. */
export function useRedemptions(accountId: string, id: number, paged: { page: number; per_page: number }) {
  return useQuery({
    queryKey: discountKeys.redemptions(accountId, id, paged),
    queryFn: ({ signal }) =>
      apiRequest(`/discounts/codes/${id}/redemptions?${listQueryString(paged)}`, {
        schema: redemptionListAnswerSchema,
        accountId,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
