import type { PopupUpdateBody } from '@butikkpanel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { popupKeys } from '../query-keys';
import { popupAnswer } from './popup-answers';
import { popupPath } from './popup-list';

/** Name, settings and discount code of a popup (PUT /api/popups/:id); the list is read again afterwards. */
export function useSavePopup(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PopupUpdateBody }) =>
      (await apiRequest(popupPath(id), { method: 'PUT', body, schema: popupAnswer, accountId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupKeys.list(accountId) }),
  });
}
