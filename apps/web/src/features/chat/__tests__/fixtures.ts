import type { ChatMessage, Visitor } from '@butikkpanel/contracts';

export function visitor(overrides: Partial<Visitor> = {}): Visitor {
  return {
    uid: 'visitor-1',
    name: 'Kari',
    email: null,
    online: 1,
    last_seen: new Date(Date.now() - 5 * 60_000).toISOString(),
    isTyping: 0,
    started: 1,
    unreadMessages: 0,
    assignee_id: 0,
    cart_total: 1299.5,
    isMobile: 0,
    path: '/sko',
    url: 'https://demo.no/sko',
    page_title: 'Sko',
    score: 0,
    last_message_at: null,
    last_message: null,
    cart: [],
    pages: [],
    ...overrides,
  };
}

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    uid: 'visitor-1',
    client_id: 'client-0001',
    text: 'Hei',
    image: null,
    from: '0',
    created_at: '2025-01-01T10:00:00.000Z',
    email: 0,
    ...overrides,
  };
}

/** The server's time in `ready`: the same clock as the browser's here, so no skew. */
export const serverNow = () => new Date().toISOString();
