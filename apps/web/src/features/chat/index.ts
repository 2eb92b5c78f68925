export { ChatConnection } from './components/chat-connection';
export { ChatPage, ClosedChatPage } from './components/chat-page';
export { OperatorStatusToggle } from './components/operator-status-toggle';
export { useChatUnreadTotal } from './use-chat-unread-total';
