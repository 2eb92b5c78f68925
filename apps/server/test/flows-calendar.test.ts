import { describe, expect, it } from 'vitest';
import { quietUntil, waitEnds } from '../src/modules/flows/calendar';

const quiet = { enabled: true, from: '21:00', to: '08:00' };

describe('quiet hours (Oslo time)', () => {
  it('moves an evening or night send to 08:00, and lets a day send go', () => {
    // 12:00 in Oslo (summer time).
    expect(quietUntil(new Date('2026-06-10T10:00:00Z'), quiet)).toBeNull();
    // 23:00 in Oslo → 08:00 the next morning.
    expect(quietUntil(new Date('2026-06-10T21:00:00Z'), quiet)?.toISOString()).toBe(
      '2026-06-11T06:00:00.000Z',
    );
    // 03:00 → 08:00 the same morning.
    expect(quietUntil(new Date('2026-06-11T01:00:00Z'), quiet)?.toISOString()).toBe(
      '2026-06-11T06:00:00.000Z',
    );
    // 21:00 sharp is quiet, 08:00 sharp is not.
    expect(quietUntil(new Date('2026-06-10T19:00:00Z'), quiet)).not.toBeNull();
    expect(quietUntil(new Date('2026-06-11T06:00:00Z'), quiet)).toBeNull();
  });

  it('follows the wall clock across both clock changes', () => {
    // 23:00 on 24 October (summer time) → 08:00 on the 25th, winter time (07:00 UTC).
    expect(quietUntil(new Date('2026-10-24T21:00:00Z'), quiet)?.toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    // 23:00 on 28 March (winter time) → 08:00 on the 29th, summer time (06:00 UTC).
    expect(quietUntil(new Date('2026-03-28T22:00:00Z'), quiet)?.toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
  });

  it('handles quiet hours within a day, and off', () => {
    const lunch = { enabled: true, from: '12:00', to: '13:00' };
    expect(quietUntil(new Date('2026-06-10T10:30:00Z'), lunch)?.toISOString()).toBe(
      '2026-06-10T11:00:00.000Z',
    );
    expect(quietUntil(new Date('2026-06-10T21:00:00Z'), { ...quiet, enabled: false })).toBeNull();
  });
});

describe('waits', () => {
  it('counts hours as hours and days as Oslo days at the same time of day', () => {
    const saturdayEvening = new Date('2026-10-24T18:00:00Z'); // 20:00 in Oslo, summer time
    expect(waitEnds(saturdayEvening, 24, 'hours').toISOString()).toBe('2026-10-25T18:00:00.000Z'); // 19:00
    expect(waitEnds(saturdayEvening, 1, 'days').toISOString()).toBe('2026-10-25T19:00:00.000Z'); // 20:00
  });
});
