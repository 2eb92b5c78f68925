import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  eachDay,
  osloDay,
  osloDaysEndingAt,
  osloDaysUntil,
  osloInstant,
  osloTimestamp,
  relativeOsloDay,
} from './calendar';

// Every instant is given in UTC, so these hold on a machine in any time zone.
describe('Oslo calendar days', () => {
  it('counts the day Norway is on, not the UTC day', () => {
    expect(osloDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24'); // 00:30 in Oslo (CET)
    expect(osloDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01'); // 23:59 in Oslo (CEST)
    expect(osloDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('counts days left by calendar, whatever the hour of now or of the end', () => {
    const end = '2026-11-27T12:00:00.000Z';
    expect(osloDaysUntil(end, new Date('2026-11-23T23:30:00Z'))).toBe(3); // 00:30 on the 24th in Oslo
    expect(osloDaysUntil(end, new Date('2026-11-24T22:30:00Z'))).toBe(3); // 23:30 on the 24th in Oslo
    expect(osloDaysUntil(end, new Date('2026-11-24T23:00:00Z'))).toBe(2); // 00:00 on the 25th
    expect(osloDaysUntil(end, new Date('2026-11-24T11:00:00Z'))).toBe(3);
    expect(osloDaysUntil(end, new Date('2026-11-27T22:30:00Z'))).toBe(0); // its last evening
    expect(osloDaysUntil(end, new Date('2026-11-27T23:30:00Z'))).toBe(-1);
  });

  it('is not fooled by the nights the clocks change', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST, a 23-hour day.
    expect(osloDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(osloDay(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(osloDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(osloDaysUntil('2026-03-30T12:00:00Z', new Date('2026-03-28T23:30:00Z'))).toBe(1);
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, a 25-hour day.
    expect(osloDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(osloDay(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(osloDaysEndingAt(new Date('2026-10-26T00:10:00Z'), 3)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(eachDay('2026-03-28', '2026-03-31')).toHaveLength(4);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-10-24', '2026-10-27')).toBe(3);
  });

  it('names today, yesterday and tomorrow by Oslo day', () => {
    const now = new Date('2026-11-23T23:30:00Z'); // 00:30 on the 24th in Oslo
    expect(relativeOsloDay('2026-11-23T23:15:00Z', now)).toBe('today');
    expect(relativeOsloDay('2026-11-23T22:59:00Z', now)).toBe('yesterday'); // 23:59 in Oslo
    expect(relativeOsloDay('2026-11-23T12:00:00Z', now)).toBe('yesterday');
    expect(relativeOsloDay('2026-11-25T10:00:00Z', now)).toBe('tomorrow');
    expect(relativeOsloDay('2026-11-20T10:00:00Z', now)).toBeNull();
  });

  it('reads a Norwegian wall-clock time as the instant it names, across both clock changes', () => {
    expect(osloInstant('2026-11-25', '08:30')?.toISOString()).toBe('2026-11-25T07:30:00.000Z');
    expect(osloInstant('2026-07-01', '08:30')?.toISOString()).toBe('2026-07-01T06:30:00.000Z');
    // 29 March 2026: 02:00 becomes 03:00, so 02:30 never happens in Norway.
    expect(osloInstant('2026-03-29', '02:30')).toBeNull();
    expect(osloInstant('2026-03-29', '03:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 02:30 happens twice; the first (summer time) is meant.
    expect(osloInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(osloInstant('2026-11-25', '8:30')).toBeNull();
    expect(osloInstant('not a day', '08:30')).toBeNull();
  });
});

describe('osloTimestamp', () => {
  it('gives Oslo wall-clock time with its offset, on both sides of each clock change', () => {
    expect(osloTimestamp(new Date('2026-11-27T16:05:00.750Z'))).toBe('2026-11-27T17:05:00+01:00');
    expect(osloTimestamp('2026-06-10T10:00:00Z')).toBe('2026-06-10T12:00:00+02:00');
    // Spring: 02:00 in Oslo becomes 03:00 (2026-03-29 01:00 UTC).
    expect(osloTimestamp('2026-03-29T00:59:59Z')).toBe('2026-03-29T01:59:59+01:00');
    expect(osloTimestamp('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00:00+02:00');
    // Autumn: 03:00 in Oslo goes back to 02:00 (2026-10-25 01:00 UTC); the hour that comes twice differs by offset.
    expect(osloTimestamp('2026-10-25T00:30:00Z')).toBe('2026-10-25T02:30:00+02:00');
    expect(osloTimestamp('2026-10-25T01:30:00Z')).toBe('2026-10-25T02:30:00+01:00');
    // New Year's Eve in UTC is already the next day in Oslo.
    expect(osloTimestamp('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30:00+01:00');
    for (const iso of ['2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      expect(Date.parse(osloTimestamp(iso))).toBe(Date.parse(iso));
    }
  });
});
