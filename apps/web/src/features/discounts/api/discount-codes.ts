import {
  type DiscountBody,
  type DiscountDetail,
  type DiscountListQueryInput,
  discountDetailSchema,
  discountListAnswerSchema,
} from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContent } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { listQueryString } from '@/lib/list-query-string';
import { discountKeys } from '../query-keys';

const detailAnswer = dataAnswer(discountDetailSchema);
const codePath = (id?: number) => (id === undefined ? '/discounts/codes' : `/discounts/codes/${id}`);

export const discountListQueryOptions = (accountId: string, query: DiscountListQueryInput) =>
  queryOptions({
    queryKey: discountKeys.list(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(`${codePath()}?${listQueryString(query)}`, {
        schema: discountListAnswerSchema,
        accountId,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useDiscountList(accountId: string, query: DiscountListQueryInput, enabled = true) {
  return useQuery({ ...discountListQueryOptions(accountId, query), enabled });
}

export const discountQueryOptions = (accountId: string, id: number) =>
  queryOptions({
    queryKey: discountKeys.detail(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(codePath(id), { schema: detailAnswer, accountId, signal })).data,
    retry: false,
  });

export function useDiscount(accountId: string, id: number) {
  return useQuery(discountQueryOptions(accountId, id));
}

/** After any change to a code: its page and every list (figures and order may move). */
function useRefreshCodes(accountId: string) {
  const queryClient = useQueryClient();
  return (saved?: DiscountDetail) => {
    if (saved) queryClient.setQueryData(discountKeys.detail(accountId, saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: discountKeys.codes(accountId) });
  };
}

/** Creates (no id) or updates a code. */
export function useSaveDiscount(accountId: string, id?: number) {
  const refresh = useRefreshCodes(accountId);
  return useMutation({
    mutationFn: async (body: DiscountBody) =>
      (
        await apiRequest(codePath(id), {
          method: id === undefined ? 'POST' : 'PUT',
          body,
          schema: detailAnswer,
          accountId,
        })
      ).data,
    onSuccess: (saved) => refresh(saved),
  });
}

/** Archives or restores a code (a used code is archived rather than deleted). */
export function useArchiveDiscount(accountId: string, id: number) {
  const refresh = useRefreshCodes(accountId);
  return useMutation({
    mutationFn: async (action: 'archive' | 'restore') =>
      (await apiRequest(`${codePath(id)}/${action}`, { method: 'POST', schema: detailAnswer, accountId }))
        .data,
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteDiscount(accountId: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(codePath(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: discountKeys.code(accountId, id) });
      return queryClient.invalidateQueries({ queryKey: discountKeys.codes(accountId) });
    },
  });
}
