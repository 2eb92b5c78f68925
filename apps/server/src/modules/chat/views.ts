import {
  type ChatMessage,
  type ClosedConversation,
  type LastMessagePreview,
  lastMessagePreview,
  type PageView,
  type Visitor,
  type VisitorSummary,
} from '@butikkpanel/contracts';
import type { MessageRow, PageViewRow, VisitorRow } from './repository';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function pageView(row: PageViewRow): PageView {
  return { path: row.path, url: row.url, page_title: row.pageTitle, created_at: row.createdAt.toISOString() };
}

/**
 * The visitor's pages, oldest first, with a run of views of the same page title (a reload, a filter, a
 * second tab) shown once, at its latest time: the history tells where they went, not how often they clicked.
 */
export function collapseRepeatedPages(pages: PageView[]): PageView[] {
  const collapsed: PageView[] = [];
  for (const page of pages) {
    const last = collapsed[collapsed.length - 1];
    if (last && last.page_title === page.page_title) collapsed[collapsed.length - 1] = page;
    else collapsed.push(page);
  }
  return collapsed;
}

/** A visitor in the wire shape of spec section 3 (flags 1/0, unknown name 0, unassigned 0). */
export function visitorView(
  row: VisitorRow,
  pages: PageViewRow[] = [],
  lastMessage: MessageRow | null = null,
): Visitor {
  return {
    ...visitorSummary(row, lastMessage ? previewOf(lastMessage, row.uid) : null),
    pages: collapseRepeatedPages(pages.map(pageView)),
  };
}

export const previewOf = (row: MessageRow, uid: string): LastMessagePreview =>
  lastMessagePreview(messageView(row, uid));

/** A closed conversation as its list shows it. */
export function closedConversationView(row: VisitorRow, lastMessage: MessageRow | null): ClosedConversation {
  return {
    uid: row.uid,
    name: row.name ? row.name : 0,
    email: row.email,
    last_message_at: row.lastMessageAt ? row.lastMessageAt.toISOString() : null,
    last_message: lastMessage ? previewOf(lastMessage, row.uid) : null,
  };
}

/** The visitor without pages, for message events: a message does not change what the visitor looked at. */
export function visitorSummary(row: VisitorRow, lastMessage: LastMessagePreview | null): VisitorSummary {
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
    last_message: lastMessage,
    cart: row.cart,
  };
}

export function messageView(
  row: Pick<MessageRow, 'id' | 'clientId' | 'text' | 'image' | 'fromUserId' | 'createdAt' | 'emailed'>,
  uid: string,
): ChatMessage {
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
