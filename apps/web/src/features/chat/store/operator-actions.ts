import { emitWithAck, useChatStore } from './chat-store';

/** The operator's online/offline choice: kept locally and told to the server (spec section 4). */
export async function changeOperatorStatus(online: boolean): Promise<void> {
  useChatStore.getState().setOperatorOnline(online);
  await emitWithAck('isOnline', { isOnline: online ? 1 : 0 });
}

/** Opening a conversation with unread messages marks it read, here at once and on the server. */
export function markConversationRead(uid: string): void {
  const visitor = useChatStore.getState().visitors[uid];
  if (!visitor || visitor.unreadMessages <= 0) return;
  useChatStore.getState().markReadLocally(uid);
  void emitWithAck('read', { uid });
}
