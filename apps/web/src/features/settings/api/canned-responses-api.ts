import {
  type CannedResponseBody,
  cannedResponseSchema,
  cannedResponsesAnswerSchema,
} from '@butikkpanel/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from '../query-keys';

const okSchema = { parse: () => null };

export const cannedResponsesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: settingsKeys.cannedResponses(accountId),
    queryFn: ({ signal }) =>
      apiRequest('/chat/templates', { schema: cannedResponsesAnswerSchema, accountId, signal }),
    retry: false,
  });

/** GET /api/chat/templates: the canned responses ('Hurtigsvar') agents insert in the chat. */
export function useCannedResponses(accountId: string) {
  return useQuery(cannedResponsesQueryOptions(accountId));
}

function useInvalidate(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingsKeys.cannedResponses(accountId) });
}

/** POST /api/chat/templates, or PUT /api/chat/templates/{id} when editing one. */
export function useSaveCannedResponse(accountId: string) {
  const invalidate = useInvalidate(accountId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CannedResponseBody }) =>
      apiRequest(id ? `/chat/templates/${encodeURIComponent(id)}` : '/chat/templates', {
        method: id ? 'PUT' : 'POST',
        body,
        schema: cannedResponseSchema,
        accountId,
      }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/chat/templates/{id} */
export function useDeleteCannedResponse(accountId: string) {
  const invalidate = useInvalidate(accountId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/chat/templates/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: okSchema,
        accountId,
      }),
    onSuccess: invalidate,
  });
}
