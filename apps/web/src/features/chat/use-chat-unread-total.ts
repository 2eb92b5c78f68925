import { selectUnreadTotal, useChatStore } from './store/chat-store';

/** Unread visitor messages over every live conversation: the navigation badge and the tab title. */
export function useChatUnreadTotal(): number {
  return useChatStore(selectUnreadTotal);
}
