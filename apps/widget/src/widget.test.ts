import {
  RESYNC_SPREAD_MAX_MS as CONTRACT_RESYNC_SPREAD,
  ERROR_MESSAGES_NB,
  LIMITS,
} from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { replayQueue } from './api';
import { RECONNECT_DELAY_MS, RESYNC_SPREAD_MAX_MS, TYPING_TIMEOUT_MS } from './constants';
import { memoryStore, randomId, visitorUid } from './storage';
import { DEFAULT_CONFIG, readConfig, TEXTS } from './texts';

describe('widget constants', () => {
  it('match the spec limits in contracts', () => {
    expect(RECONNECT_DELAY_MS).toBe(LIMITS.socketReconnectDelayMs);
    expect(TYPING_TIMEOUT_MS).toBe(LIMITS.typingTimeoutMs);
    expect(RESYNC_SPREAD_MAX_MS).toBe(CONTRACT_RESYNC_SPREAD);
  });
});

describe('widget texts', () => {
  it('refuse files with the catalogue texts the server uses', () => {
    expect(TEXTS.fileTooBig).toBe(ERROR_MESSAGES_NB.file_too_big);
    expect(TEXTS.illegalFileType).toBe(ERROR_MESSAGES_NB.illegal_file_type);
  });
});

describe('visitor uid', () => {
  it('is made once per account and kept', () => {
    const store = memoryStore();
    const first = visitorUid(store, 7);
    expect(first).toMatch(/^[\w-]{8,64}$/);
    expect(visitorUid(store, 7)).toBe(first);
    expect(visitorUid(store, 8)).not.toBe(first);
  });

  it('replaces a stored value the server would refuse', () => {
    const store = memoryStore();
    store.set('butikkpanel:7:uid', 'kort');
    expect(visitorUid(store, 7)).toMatch(/^[\w-]{8,64}$/);
    expect(randomId(40)).toHaveLength(40);
  });
});

describe('config', () => {
  it('falls back to the defaults for anything missing or malformed', () => {
    expect(readConfig(null)).toEqual(DEFAULT_CONFIG);
    const config = readConfig({
      texts: { title: 'Snakk med Demo Sko', greeting: 42 },
      colors: { primary: 'red;background:url(x)', text: '#000' },
    });
    expect(config.texts.title).toBe('Snakk med Demo Sko');
    expect(config.texts.greeting).toBe(DEFAULT_CONFIG.texts.greeting);
    expect(config.colors).toEqual({ primary: DEFAULT_CONFIG.colors.primary, text: '#000' });
  });

  it('keeps seven well-formed opening days, and drops malformed ones (always open)', () => {
    const day = { closed: false, from: '08:00', to: '16:00' };
    const week = {
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: day,
      sat: day,
      sun: { ...day, closed: true },
    };
    expect(readConfig({ openingHours: week }).openingHours).toEqual(week);
    expect(readConfig({ openingHours: { ...week, mon: { ...day, from: '8' } } }).openingHours).toBeNull();
    expect(readConfig({ openingHours: { mon: day } }).openingHours).toBeNull();
  });
});

describe('queued calls', () => {
  it('are replayed in order, skipping cancelled ones', () => {
    const calls: string[] = [];
    const api = {
      version: '1',
      open: () => calls.push('open'),
      close: () => calls.push('close'),
      send: async (text: string) => {
        calls.push(`send:${text}`);
        return null;
      },
      identify: async () => true,
      setCart: () => calls.push('cart'),
      order: async (details: { id: unknown }) => {
        calls.push(`order:${details.id}`);
        return true;
      },
      on: () => () => {},
    };
    replayQueue(
      {
        q: [
          ['setCart', [[]]],
          ['', ['x']],
          ['send', ['hei']],
          ['open', []],
          ['order', [{ id: 'A-1', total: 10 }]],
          ['nope', []],
        ],
      },
      api,
    );
    expect(calls).toEqual(['cart', 'send:hei', 'open', 'order:A-1']);
  });
});
