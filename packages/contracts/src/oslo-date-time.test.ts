import { describe, expect, it } from 'vitest';
import {
  formatOsloDateTime,
  formatOsloDay,
  isIsoInstant,
  readOsloDateTime,
  readOsloDay,
} from './oslo-date-time';

const instantOf = (text: string) => {
  const read = readOsloDateTime(text);
  return 'instant' in read ? read.instant.toISOString() : read.problem;
};

describe('Norwegian dates and times in Oslo time', () => {
  it('reads dd.mm.åååå tt:mm as Oslo time, winter and summer', () => {
    expect(instantOf('24.12.2026 12:00')).toBe('2026-12-24T11:00:00.000Z');
    expect(instantOf('1.7.2026 kl. 9.30')).toBe('2026-07-01T07:30:00.000Z');
    expect(instantOf(' 01.07.2026, 09:30 ')).toBe('2026-07-01T07:30:00.000Z');
  });

  it('follows the clock changes: the skipped spring hour is refused, the repeated autumn hour is its first', () => {
    expect(instantOf('29.03.2026 01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('29.03.2026 02:30')).toBe('datetime_no_such_time');
    expect(instantOf('29.03.2026 03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(instantOf('25.10.2026 02:30')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what cannot be read, saying why', () => {
    expect(instantOf('2026-12-24 12:00')).toBe('datetime_unreadable');
    expect(instantOf('24.12.2026')).toBe('datetime_unreadable');
    expect(instantOf('24.12.2026 24:00')).toBe('datetime_unreadable');
    expect(instantOf('12/24/2026 12:00 PM')).toBe('datetime_unreadable');
    expect(instantOf('31.02.2026 12:00')).toBe('datetime_no_such_day');
  });

  it('writes an instant back as dd.mm.åååå tt:mm in Oslo', () => {
    expect(formatOsloDateTime('2026-12-24T11:00:00.000Z')).toBe('24.12.2026 12:00');
    expect(formatOsloDateTime('2026-07-01T22:05:00.000Z')).toBe('02.07.2026 00:05');
  });

  it('knows an ISO instant with its offset from anything else', () => {
    expect(isIsoInstant('2026-12-24T11:00:00.000Z')).toBe(true);
    expect(isIsoInstant('2026-12-24T12:00+01:00')).toBe(true);
    expect(isIsoInstant('2026-12-24 12:00')).toBe(false);
    expect(isIsoInstant('24.12.2026 12:00')).toBe(false);
    expect(isIsoInstant('2026-13-24T11:00:00Z')).toBe(false);
  });

  it('reads and writes a day alone as dd.mm.åååå', () => {
    expect(readOsloDay('24.12.2026')).toEqual({ day: '2026-12-24' });
    expect(readOsloDay(' 1.7.2026 ')).toEqual({ day: '2026-07-01' });
    expect(readOsloDay('31.02.2026')).toEqual({ problem: 'datetime_no_such_day' });
    expect(readOsloDay('2026-12-24')).toEqual({ problem: 'date_unreadable' });
    expect(readOsloDay('24.12.2026 12:00')).toEqual({ problem: 'date_unreadable' });
    expect(formatOsloDay('2026-07-01')).toBe('01.07.2026');
  });
});
