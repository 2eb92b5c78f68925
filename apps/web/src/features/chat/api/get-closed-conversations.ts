import { closedConversationsAnswerSchema } from '@butikkpanel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from '../query-keys';

/** GET /api/conversations/closed: closed conversations, newest first, searched in name, e-mail and text. */
export function getClosedConversations(accountId: string, q: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (q !== '') query.set('q', q);
  return apiRequest(`/conversations/closed?${query.toString()}`, {
    schema: closedConversationsAnswerSchema,
    accountId,
    signal,
  });
}

export const closedConversationsQueryOptions = (accountId: string, q: string, page: number) =>
  queryOptions({
    queryKey: chatKeys.closedList(accountId, q, page),
    queryFn: ({ signal }) => getClosedConversations(accountId, q, page, signal),
    placeholderData: keepPreviousData,
  });

export function useClosedConversations(accountId: string, q: string, page: number) {
  return useQuery({ ...closedConversationsQueryOptions(accountId, q, page), enabled: accountId !== '' });
}
