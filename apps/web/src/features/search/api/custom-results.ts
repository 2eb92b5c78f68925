import {
  type CustomResult,
  type CustomResultBody,
  customResultAnswerSchema,
  customResultListAnswerSchema,
  productListAnswerSchema,
} from '@butikkpanel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchKeys } from '../query-keys';
import { createTuningApi } from './tuning-api';

/** How many catalogue products a picker offers at a time. */
export const PRODUCT_PICKER_SIZE = 10;

const customResults = createTuningApi<CustomResult, CustomResultBody>({
  path: '/search/custom-results',
  listSchema: customResultListAnswerSchema,
  itemSchema: customResultAnswerSchema,
  keys: { list: searchKeys.customResults, item: searchKeys.customResult },
});

export const useCustomResults = customResults.useList;
export const useCustomResult = customResults.useItem;
export const useSaveCustomResult = customResults.useSave;
export const useDeleteCustomResult = customResults.useDelete;

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
