import {
  suspectAddressListAnswerSchema,
  type UnknownCodeListQueryInput,
  unknownCodeDetailSchema,
  unknownCodeListAnswerSchema,
  unknownCodeSchema,
} from '@butikkpanel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dataAnswer } from '@/lib/data-answer';
import { listQueryString } from '@/lib/list-query-string';
import { discountKeys } from '../query-keys';

export function useUnknownCodes(accountId: string, query: UnknownCodeListQueryInput) {
  return useQuery({
    queryKey: discountKeys.unknownList(accountId, query),
    queryFn: ({ signal }) =>
      apiRequest(`/discounts/unknown?${listQueryString(query)}`, {
        schema: unknownCodeListAnswerSchema,
        accountId,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One unknown code with its newest attempts (asked only while its details are open). */
export function useUnknownCode(accountId: string, id: number) {
  return useQuery({
    queryKey: discountKeys.unknownDetail(accountId, id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/discounts/unknown/${id}`, {
          schema: dataAnswer(unknownCodeDetailSchema),
          accountId,
          signal,
        })
      ).data,
    retry: false,
  });
}

/** Maps an unknown code to a real code (a discount id), or removes the mapping (null). */
export function useMapUnknownCode(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, discountId }: { id: number; discountId: number | null }) =>
      (
        await apiRequest(`/discounts/unknown/${id}/mapping`, {
          method: discountId === null ? 'DELETE' : 'PUT',
          body: discountId === null ? undefined : { discount_id: discountId },
          schema: dataAnswer(unknownCodeSchema),
          accountId,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.unknown(accountId) }),
  });
}

/** Addresses flagged for trying many unknown codes. */
export function useSuspects(accountId: string) {
  return useQuery({
    queryKey: discountKeys.suspects(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/discounts/suspects', { schema: suspectAddressListAnswerSchema, accountId, signal }),
    retry: false,
  });
}
