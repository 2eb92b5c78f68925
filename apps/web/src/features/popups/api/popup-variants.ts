import type { PopupAnswer } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { popupKeys } from '../query-keys';
import { popupAnswer } from './popup-answers';
import { popupPath } from './popup-list';

/**
 * A/B variants (issue 17): add one (a copy of the first, the visitors split evenly), delete one (not the
 * last), and the shares. Each answers the popup as it is now; the list takes it at once and is read again.
 */
function useVariantChange<Input>(
  accountId: string,
  request: (input: Input) => Promise<{ data: PopupAnswer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await request(input)).data,
    onSuccess: (popup) => {
      queryClient.setQueryData<PopupAnswer[]>(popupKeys.list(accountId), (list) =>
        list?.map((current) => (current.id === popup.id ? popup : current)),
      );
      return queryClient.invalidateQueries({ queryKey: popupKeys.list(accountId) });
    },
  });
}

export function useAddVariant(accountId: string) {
  return useVariantChange(accountId, (id: number) =>
    apiRequest(`${popupPath(id)}/variants`, { method: 'POST', schema: popupAnswer, accountId }),
  );
}

export function useDeleteVariant(accountId: string) {
  return useVariantChange(accountId, ({ id, variantId }: { id: number; variantId: number }) =>
    apiRequest(`${popupPath(id)}/variants/${variantId}`, {
      method: 'DELETE',
      schema: popupAnswer,
      accountId,
    }),
  );
}

/** The shares in per cent by variant id (the panel asks for 100 in all). */
export function useSaveWeights(accountId: string) {
  return useVariantChange(accountId, ({ id, weights }: { id: number; weights: Record<string, number> }) =>
    apiRequest(`${popupPath(id)}/weights`, {
      method: 'PUT',
      body: { weights },
      schema: popupAnswer,
      accountId,
    }),
  );
}
