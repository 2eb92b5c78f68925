import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockOffset } from '../clock-offset';
import { formatRelative } from '../format';
import { useChatStore } from '../store/chat-store';
import { useNow } from '../use-now';

const SERVER_NOW = Date.parse('2026-03-29T00:30:00.000Z');

describe('relative times never show the future', () => {
  it('reads a time ahead of now as "nå", and the past as before', () => {
    expect(formatRelative('2026-03-29T00:30:08.000Z', SERVER_NOW)).toBe('nå');
    expect(formatRelative('2026-03-29T00:35:00.000Z', SERVER_NOW)).toBe('nå');
    expect(formatRelative('2026-03-29T00:29:52.000Z', SERVER_NOW)).toBe('for 8 sekunder siden');
    expect(formatRelative('2026-03-29T00:25:00.000Z', SERVER_NOW)).toBe('for 5 minutter siden');
    expect(formatRelative('2026-03-29T00:25:00.000Z', SERVER_NOW, 'en')).toBe('5 minutes ago');
  });

  it("measures the server's clock against the browser's", () => {
    expect(clockOffset('2026-03-29T00:30:00.000Z', SERVER_NOW - 8000)).toBe(8000);
    expect(clockOffset('2026-03-29T00:30:00.000Z', SERVER_NOW + 5000)).toBe(-5000);
    expect(clockOffset('not a time', SERVER_NOW)).toBe(0);
  });
});

describe('the operator panel corrects for a browser clock that runs slow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useChatStore.getState().reset();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the offset from ready, and useNow answers the server time', () => {
    // The browser is 8 s behind the server.
    vi.setSystemTime(SERVER_NOW - 8000);
    useChatStore.getState().ready({
      isOnline: 1,
      user_id: 'u1',
      account: 7,
      visitors: [],
      server_time: new Date(SERVER_NOW).toISOString(),
    });
    expect(useChatStore.getState().clockOffsetMs).toBe(8000);
    const { result } = renderHook(() => useNow());
    expect(result.current).toBe(SERVER_NOW);
    // A visitor the server saw just now: with the browser's own clock this read 'om 8 sekunder'.
    const lastSeen = new Date(SERVER_NOW).toISOString();
    expect(formatRelative(lastSeen, SERVER_NOW - 8000)).toBe('nå');
    expect(formatRelative(lastSeen, result.current)).toBe('nå');
    expect(formatRelative(new Date(SERVER_NOW - 60_000).toISOString(), result.current)).toBe(
      'for 1 minutt siden',
    );
  });
});
