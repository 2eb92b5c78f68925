import {
  type ChatFilter,
  DEFAULT_CHAT_FILTER,
  matchesChatFilter,
  type Visitor,
} from '@butikkpanel/contracts';

type ConversationFields = Pick<Visitor, 'started' | 'assignee_id'>;

/**
 * The filter the conversation list opens on: "Venter" when conversations wait and none is the operator's
 * own (so a waiting visitor is one click away), otherwise the spec's default, my conversations.
 */
export function initialChatFilter(visitors: readonly ConversationFields[], userId: string): ChatFilter {
  const someWait = visitors.some((visitor) => matchesChatFilter(visitor, 'waiting', userId));
  const noneMine = !visitors.some((visitor) => matchesChatFilter(visitor, 'my_conversations', userId));
  return someWait && noneMine ? 'waiting' : DEFAULT_CHAT_FILTER;
}
