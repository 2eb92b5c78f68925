import { filterConversations } from '@butikkpanel/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectUnreadTotal, useChatStore } from '../store/chat-store';
import { mergeMessages } from '../store/merge-messages';
import { message, serverNow, visitor } from './fixtures';

const store = () => useChatStore.getState();
const ready = (visitors = [visitor()], isOnline: 0 | 1 = 1) =>
  store().ready({ isOnline, user_id: 'u1', account: 7, server_time: serverNow(), visitors });

beforeEach(() => {
  window.localStorage.clear();
  store().reset();
});

describe('the chat store', () => {
  it('takes the live list, the user and my conversations as the initial filter from ready', () => {
    store().setFilter('waiting');
    ready([visitor({ uid: 'a' }), visitor({ uid: 'b' })]);
    expect(Object.keys(store().visitors)).toEqual(['a', 'b']);
    expect(store().userId).toBe('u1');
    expect(store().filter).toBe('my_conversations');
    expect(store().didLoad).toBe(true);
    expect(store().connection).toBe('connected');
  });

  it('opens the list on waiting only when conversations wait and none is mine, until a filter is picked', () => {
    ready([visitor({ uid: 'a', assignee_id: 0 }), visitor({ uid: 'b', assignee_id: 'u2' })]);
    store().openList();
    expect(store().filter).toBe('waiting');
    ready([visitor({ uid: 'a', assignee_id: 0 }), visitor({ uid: 'b', assignee_id: 'u1' })]);
    store().openList();
    expect(store().filter).toBe('my_conversations');
    ready([visitor({ uid: 'b', assignee_id: 'u2' })]);
    store().openList();
    expect(store().filter).toBe('my_conversations');
    ready([visitor({ uid: 'a', assignee_id: 0 })]);
    store().setFilter('others_conversations');
    store().openList();
    expect(store().filter).toBe('others_conversations');
  });

  it('keeps the filter on a re-sync and replaces the list (gone visitors go)', () => {
    ready([visitor({ uid: 'a' }), visitor({ uid: 'b' })]);
    store().setFilter('waiting');
    ready([visitor({ uid: 'b' })]);
    expect(store().filter).toBe('waiting');
    expect(Object.keys(store().visitors)).toEqual(['b']);
  });

  it('asks to reconnect when the server has us offline while we are online here', () => {
    store().setOperatorOnline(true);
    ready([], 0);
    expect(store().reconnectQuestion).toBe('server_offline');
    store().askReconnect(null);
    ready([], 1);
    expect(store().reconnectQuestion).toBeNull();
    store().setOperatorOnline(false);
    ready([], 0);
    expect(store().reconnectQuestion).toBeNull();
  });

  it('keeps the online choice in local storage', () => {
    store().setOperatorOnline(true);
    store().reset();
    expect(store().operatorOnline).toBe(true);
  });

  it('adds and updates visitors from view', () => {
    ready([]);
    store().view({ visitor: visitor({ uid: 'a', page_title: 'Forside' }) });
    store().view({ visitor: visitor({ uid: 'a', page_title: 'Kasse' }) });
    expect(store().visitors.a?.page_title).toBe('Kasse');
  });

  it('stores messages from visitors and operators with the visitor they came with', () => {
    ready([visitor()]);
    store().messageFromClient({ message: message({ id: 'm1' }), visitor: visitor({ unreadMessages: 1 }) });
    expect(store().visitors['visitor-1']?.unreadMessages).toBe(1);
    store().messageFromOperator({
      message: message({ id: 'm2', from: 'u1', created_at: '2025-01-01T10:01:00.000Z' }),
      visitor: visitor({ unreadMessages: 0, assignee_id: 'u1' }),
    });
    expect(store().visitors['visitor-1']).toMatchObject({ unreadMessages: 0, assignee_id: 'u1' });
    expect(store().messages['visitor-1']?.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('keeps the pages it knows when a message event brings the visitor without them', () => {
    const page = {
      path: '/sko',
      url: 'https://demo.no/sko',
      page_title: 'Sko',
      created_at: '2025-01-01T10:00:00.000Z',
    };
    ready([visitor({ pages: [page] })]);
    const { pages: _, ...summary } = visitor({ unreadMessages: 1 });
    store().messageFromClient({ message: message({ id: 'm1' }), visitor: summary });
    expect(store().visitors['visitor-1']).toMatchObject({ unreadMessages: 1, pages: [page] });
    const { pages: __, ...newcomer } = visitor({ uid: 'visitor-2' });
    store().messageFromClient({ message: message({ id: 'm2', uid: 'visitor-2' }), visitor: newcomer });
    expect(store().visitors['visitor-2']?.pages).toEqual([]);
  });

  it('follows typing, presence and assignment, and removes a visitor who left', () => {
    ready([visitor()]);
    store().clientIsTyping({ uid: 'visitor-1', isTyping: 1 });
    expect(store().visitors['visitor-1']?.isTyping).toBe(1);
    store().setClientOnlineStatus({ uid: 'visitor-1', online: 0 });
    expect(store().visitors['visitor-1']).toMatchObject({ online: 0, isTyping: 0 });
    store().setAssignee({ uid: 'visitor-1', assignee_id: 'u2' });
    expect(store().visitors['visitor-1']?.assignee_id).toBe('u2');
    // Events about a visitor not in the list change nothing.
    store().setAssignee({ uid: 'nobody', assignee_id: 'u2' });
    expect(store().visitors.nobody).toBeUndefined();
    store().clientDisconnect({ uid: 'visitor-1' });
    expect(store().visitors['visitor-1']).toBeUndefined();
  });

  it('sums unread messages for the badge and marks a conversation read locally', () => {
    ready([visitor({ uid: 'a', unreadMessages: 2 }), visitor({ uid: 'b', unreadMessages: 3 })]);
    expect(selectUnreadTotal(store())).toBe(5);
    store().markReadLocally('a');
    expect(selectUnreadTotal(store())).toBe(3);
  });

  it('falls back to my conversations for an unknown filter', () => {
    store().setFilter('everything');
    expect(store().filter).toBe('my_conversations');
  });

  it('filters and sorts the list with the contracts rules, newest message first', () => {
    ready([
      visitor({ uid: 'mine-old', assignee_id: 'u1', last_message_at: '2025-01-01T09:00:00Z' }),
      visitor({ uid: 'mine-new', assignee_id: 'u1', last_message_at: '2025-01-01T11:00:00Z' }),
      visitor({ uid: 'waiting', assignee_id: 0, started: 1 }),
      visitor({ uid: 'browsing', assignee_id: 0, started: 0 }),
      visitor({ uid: 'other', assignee_id: 'u2' }),
    ]);
    const list = (filter: string) =>
      filterConversations(Object.values(store().visitors), filter, store().userId ?? '').map((v) => v.uid);
    expect(list('my_conversations')).toEqual(['mine-new', 'mine-old']);
    expect(list('waiting')).toEqual(['waiting']);
    expect(list('others_conversations')).toEqual(['other']);
  });
});

describe('merging messages', () => {
  it('merges by id, keeps time order and lets the later copy win', () => {
    const first = message({ id: 'a', created_at: '2025-01-01T10:00:00Z' });
    const second = message({ id: 'b', created_at: '2025-01-01T10:05:00Z' });
    const merged = mergeMessages([second], [first, { ...second, email: 1 }]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b']);
    expect(merged[1]?.email).toBe(1);
  });

  it('shows nothing twice after a history reload', () => {
    store().addMessages('visitor-1', [message({ id: 'a' })]);
    store().addMessages('visitor-1', [message({ id: 'a' }), message({ id: 'b' })]);
    expect(store().messages['visitor-1']?.map((m) => m.id)).toEqual(['a', 'b']);
  });
});
