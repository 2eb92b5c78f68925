import { describe, expect, it } from 'vitest';
import { isUnknownName, normalizeValue, toFlag } from './normalize';
import { chatFilterOrDefault, conversationStatus, filterConversations } from './rules';

describe('normalizeValue (spec section 3)', () => {
  it('turns whole numbers into numbers and true/false into booleans, and nothing else', () => {
    expect(normalizeValue('42')).toBe(42);
    expect(normalizeValue('-7')).toBe(-7);
    expect(normalizeValue('0')).toBe(0);
    expect(normalizeValue('true')).toBe(true);
    expect(normalizeValue('false')).toBe(false);
    expect(normalizeValue('4.5')).toBe('4.5');
    expect(normalizeValue('12abc')).toBe('12abc');
    expect(normalizeValue('True')).toBe('True');
    expect(normalizeValue(3)).toBe(3);
    expect(normalizeValue(null)).toBe(null);
  });

  it('reads flags and unknown names', () => {
    expect([1, '1', true, 'true'].map(toFlag)).toEqual([1, 1, 1, 1]);
    expect([0, '0', false, 'false', null, 'ja'].map(toFlag)).toEqual([0, 0, 0, 0, 0, 0]);
    expect([0, '0', '', null, undefined].every(isUnknownName)).toBe(true);
    expect(isUnknownName('Kari')).toBe(false);
  });
});

describe('chat filters and status (spec section 4)', () => {
  const me = 'agent-me';
  const conversations = [
    { uid: 'a', started: 1, assignee_id: 0, last_message_at: '2026-11-22T10:00:00Z' },
    { uid: 'b', started: 1, assignee_id: me, last_message_at: '2026-11-22T09:00:00Z' },
    { uid: 'c', started: 1, assignee_id: 'agent-other', last_message_at: '2026-11-22T11:00:00Z' },
    { uid: 'd', started: 0, assignee_id: 0, last_message_at: null },
    { uid: 'e', started: 1, assignee_id: me, last_message_at: '2026-11-22T12:00:00Z' },
  ] as const;

  it('filters mine, waiting and others, newest message first', () => {
    const uids = (filter: string) =>
      filterConversations([...conversations], filter, me).map((entry) => entry.uid);
    expect(uids('my_conversations')).toEqual(['e', 'b']);
    expect(uids('waiting')).toEqual(['a']);
    expect(uids('others_conversations')).toEqual(['c']);
  });

  it('falls back to my conversations for an unknown filter', () => {
    expect(chatFilterOrDefault('alle')).toBe('my_conversations');
    expect(chatFilterOrDefault(undefined)).toBe('my_conversations');
    expect(filterConversations([...conversations], 'alle', me).map((entry) => entry.uid)).toEqual(['e', 'b']);
  });

  it('names the status: open and not assigned, open and assigned, none', () => {
    expect(conversationStatus({ started: 1, assignee_id: 0 })).toBe('open_unassigned');
    expect(conversationStatus({ started: 1, assignee_id: me })).toBe('open_assigned');
    expect(conversationStatus({ started: 0, assignee_id: me })).toBe('none');
  });
});
