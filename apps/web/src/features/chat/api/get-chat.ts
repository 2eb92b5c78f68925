import { chatAnswerSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from '../query-keys';

/** GET /api/chat: the account's agents (anyone may be assigned) and canned responses. */
export function getChat(accountId: string, signal?: AbortSignal) {
  return apiRequest('/chat', { schema: chatAnswerSchema, accountId, signal });
}

export const chatQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: chatKeys.settings(accountId),
    queryFn: ({ signal }) => getChat(accountId, signal),
    staleTime: 5 * 60_000,
  });

export function useChatSettings() {
  const { accountId = '' } = useParams();
  return useQuery({ ...chatQueryOptions(accountId), enabled: accountId !== '' });
}
