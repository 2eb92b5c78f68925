import { type ChatMessage, chatMessageSchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';
import { chatKeys } from '../query-keys';

/** `{ data: messages }`, each checked with the contracts schema (web does not depend on zod itself). */
const historyAnswerSchema: AnswerSchema<{ data: ChatMessage[] }> = {
  parse(value) {
    const data = (value as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) throw new TypeError('not a conversation history');
    return { data: data.map((message) => chatMessageSchema.parse(message)) };
  },
};

/** GET /api/conversations/{uid}: the stored history; 404 for a conversation that is not ours. */
export async function getConversation(accountId: string, uid: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/conversations/${encodeURIComponent(uid)}`, {
    schema: historyAnswerSchema,
    accountId,
    signal,
  });
  return answer.data;
}

export const conversationQueryOptions = (accountId: string, uid: string) =>
  queryOptions({
    queryKey: chatKeys.history(accountId, uid),
    queryFn: ({ signal }) => getConversation(accountId, uid, signal),
    // Live messages come by socket; a refetch happens on purpose after every reconnect.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConversationHistory(uid: string) {
  const { accountId = '' } = useParams();
  return useQuery({ ...conversationQueryOptions(accountId, uid), enabled: accountId !== '' && uid !== '' });
}
