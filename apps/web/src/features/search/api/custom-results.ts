import {
  type CustomResultBody,
  customResultAnswerSchema,
  customResultListAnswerSchema,
  productListAnswerSchema,
} from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchKeys } from '../query-keys';
import { forgetDeleted } from './forget-deleted';
import { noContent } from './keywords';

/** How many catalogue products a picker offers at a time. */
export const PRODUCT_PICKER_SIZE = 10;

const path = (id?: string) =>
  id ? `/search/custom-results/${encodeURIComponent(id)}` : '/search/custom-results';

export const customResultsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: searchKeys.customResults(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest(path(), { schema: customResultListAnswerSchema, accountId, signal })).data,
    retry: false,
  });

export const useCustomResults = (accountId: string) => useQuery(customResultsQueryOptions(accountId));

export function useCustomResult(accountId: string, id: string) {
  return useQuery({
    queryKey: searchKeys.customResult(accountId, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(path(id), { schema: customResultAnswerSchema, accountId, signal })).data,
    retry: false,
  });
}

/** Creates (no id) or updates a custom result; the lists and the test box ask again afterwards. */
export function useSaveCustomResult(accountId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomResultBody) =>
      (
        await apiRequest(path(id), {
          method: id ? 'PUT' : 'POST',
          body,
          schema: customResultAnswerSchema,
          accountId,
        })
      ).data,
    onSuccess: (result) => {
      queryClient.setQueryData(searchKeys.customResult(accountId, result.id), result);
      // Every search list, the history's "finds products now" and the test box may change.
      return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
    },
  });
}

export function useDeleteCustomResult(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method: 'DELETE', schema: noContent, accountId }),
    onSuccess: (_answer, id) => {
      forgetDeleted(
        queryClient,
        { list: searchKeys.customResults(accountId), item: searchKeys.customResult(accountId, id) },
        id,
      );
      // Every search list, the history's "finds products now" and the test box may change.
      return queryClient.invalidateQueries({ queryKey: searchKeys.all(accountId) });
    },
  });
}

/** The catalogue search behind the product pickers (GET /api/products?search=). */
export function useProductSearch(accountId: string, search: string) {
  return useQuery({
    queryKey: searchKeys.productPicker(accountId, search),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ search, per_page: String(PRODUCT_PICKER_SIZE) });
      return (await apiRequest(`/products?${params}`, { schema: productListAnswerSchema, accountId, signal }))
        .data;
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
