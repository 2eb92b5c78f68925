import type { ChatMessage, PageView, Visitor, VisitorSummary } from '@butikkpanel/contracts';
import type { MessageRow, PageViewRow, VisitorRow } from './repository';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function pageView(row: PageViewRow): PageView {
  return { path: row.path, url: row.url, page_title: row.pageTitle, created_at: row.createdAt.toISOString() };
}

/** A visitor in the wire shape of spec section 3 (flags 1/0, unknown name 0, unassigned 0). */
export function visitorView(row: VisitorRow, pages: PageViewRow[] = []): Visitor {
  return { ...visitorSummary(row), pages: pages.map(pageView) };
}

/** The visitor without pages, for message events: a message does not change what the visitor looked at. */
export function visitorSummary(row: VisitorRow): VisitorSummary {
  return {
    uid: row.uid,
    name: row.name ? row.name : 0,
    email: row.email,
    online: flag(row.online),
    last_seen: row.lastSeen.toISOString(),
    isTyping: 0,
    started: flag(row.started),
    unreadMessages: row.unreadMessages,
    assignee_id: row.assigneeId ?? 0,
    cart_total: row.cartTotal,
    isMobile: flag(row.isMobile),
    path: row.path,
    url: row.url,
    page_title: row.pageTitle,
    score: row.score,
    last_message_at: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
    cart: row.cart,
  };
}

export function messageView(row: MessageRow, uid: string): ChatMessage {
  return {
    id: row.id,
    uid,
    client_id: row.clientId,
    text: row.text,
    image: row.image,
    from: row.fromUserId ?? '0',
    created_at: row.createdAt.toISOString(),
    email: flag(row.emailed),
  };
}
