import type { Visitor } from './schemas';

/** Spec section 4, chat filters. */
export const CHAT_FILTERS = ['my_conversations', 'waiting', 'others_conversations'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];
export const DEFAULT_CHAT_FILTER: ChatFilter = 'my_conversations';

/** An unknown filter falls back to my conversations. */
export function chatFilterOrDefault(value: unknown): ChatFilter {
  return CHAT_FILTERS.includes(value as ChatFilter) ? (value as ChatFilter) : DEFAULT_CHAT_FILTER;
}

type ConversationFields = Pick<Visitor, 'started' | 'assignee_id'>;

/** Status text keys: started and unassigned, started and assigned, or not started. */
export type ConversationStatus = 'open_unassigned' | 'open_assigned' | 'none';

export function conversationStatus(visitor: ConversationFields): ConversationStatus {
  if (visitor.started !== 1) return 'none';
  return visitor.assignee_id === 0 ? 'open_unassigned' : 'open_assigned';
}

export function matchesChatFilter(visitor: ConversationFields, filter: ChatFilter, userId: string): boolean {
  switch (filter) {
    case 'my_conversations':
      return visitor.assignee_id === userId;
    case 'waiting':
      return visitor.assignee_id === 0 && visitor.started === 1;
    case 'others_conversations':
      return visitor.assignee_id !== 0 && visitor.assignee_id !== userId;
  }
}

/** The list for a filter, newest message first. */
export function filterConversations<T extends ConversationFields & Pick<Visitor, 'last_message_at'>>(
  visitors: readonly T[],
  filter: unknown,
  userId: string,
): T[] {
  const chosen = chatFilterOrDefault(filter);
  const time = (visitor: T) => (visitor.last_message_at ? Date.parse(visitor.last_message_at) : 0);
  return visitors
    .filter((visitor) => matchesChatFilter(visitor, chosen, userId))
    .sort((a, b) => time(b) - time(a));
}
