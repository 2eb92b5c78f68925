import type { ChatMessage } from '@butikkpanel/contracts';

const byTime = (a: ChatMessage, b: ChatMessage) =>
  Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id);

/**
 * Messages arrive from the socket, from acks and from the history call, and after a reconnect the same
 * one can come twice: merged by id (a later copy wins), in time order.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}
