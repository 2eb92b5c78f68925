import { type ClosedConversationHistory, closedConversationHistorySchema } from '@butikkpanel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchema, apiRequest } from '@/lib/api-client';
import { chatKeys } from '../query-keys';

const answerSchema: AnswerSchema<{ data: ClosedConversationHistory }> = {
  parse(value) {
    return { data: closedConversationHistorySchema.parse((value as { data?: unknown } | null)?.data) };
  },
};

/** GET /api/conversations/closed/{uid}: who the conversation was with, and its messages (read-only). */
export async function getClosedConversation(accountId: string, uid: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/conversations/closed/${encodeURIComponent(uid)}`, {
    schema: answerSchema,
    accountId,
    signal,
  });
  return answer.data;
}

export const closedConversationQueryOptions = (accountId: string, uid: string) =>
  queryOptions({
    queryKey: chatKeys.closedHistory(accountId, uid),
    queryFn: ({ signal }) => getClosedConversation(accountId, uid, signal),
    retry: false,
  });

export function useClosedConversation(accountId: string, uid: string) {
  return useQuery({ ...closedConversationQueryOptions(accountId, uid), enabled: accountId !== '' });
}
