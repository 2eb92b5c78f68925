import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, openingHoursSchema } from '../account-settings';
import { isWithinOpeningHours } from './widget';

describe('opening hours', () => {
  // 2025-01-06 is a Monday; Oslo is UTC+1 in January.
  const at = (iso: string) => new Date(iso);

  it('is open inside the day hours in Oslo time, closed outside them and on closed days', () => {
    expect(isWithinOpeningHours(DEFAULT_OPENING_HOURS, at('2025-01-06T07:00:00Z'))).toBe(true); // 08:00
    expect(isWithinOpeningHours(DEFAULT_OPENING_HOURS, at('2025-01-06T06:59:00Z'))).toBe(false); // 07:59
    expect(isWithinOpeningHours(DEFAULT_OPENING_HOURS, at('2025-01-06T15:00:00Z'))).toBe(false); // 16:00
    expect(isWithinOpeningHours(DEFAULT_OPENING_HOURS, at('2025-01-11T11:00:00Z'))).toBe(false); // Saturday
  });

  it('is always open without hours', () => {
    expect(isWithinOpeningHours(null, at('2025-01-11T03:00:00Z'))).toBe(true);
  });

  it('refuses malformed times and a to-time before the from-time, on the field', () => {
    const bad = openingHoursSchema.safeParse({
      ...DEFAULT_OPENING_HOURS,
      mon: { closed: false, from: '25:00', to: '16:00' },
      tue: { closed: false, from: '12:00', to: '11:00' },
    });
    expect(bad.success).toBe(false);
    const issues = bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['mon.from', 'invalid_time'],
      ['tue.to', 'hours_reversed'],
    ]);
  });
});
