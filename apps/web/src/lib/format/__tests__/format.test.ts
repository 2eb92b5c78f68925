import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatChange,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatRelativeTime,
  formatShare,
  formatTime,
} from '..';

/** Intl writes a no-break space (U+00A0, U+202F) between groups; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts', () => {
  it('always show øre and end in kr', () => {
    expect(plain(formatAmount(1234.5))).toBe('1 234,50 kr');
    expect(plain(formatAmount(1299))).toBe('1 299,00 kr');
    expect(plain(formatAmount(0))).toBe('0,00 kr');
    expect(plain(formatAmount(0.005))).toBe('0,01 kr');
    expect(plain(formatAmount(-250))).toBe('−250,00 kr');
    expect(plain(formatAmount(1234567.891, 'en'))).toBe('1,234,567.89 kr');
  });

  it('keeps kr on the line of its number', () => {
    expect(formatAmount(12)).toBe('12,00\u00a0kr');
  });
});

describe('numbers and shares', () => {
  it('separates thousands and keeps at most two decimals', () => {
    expect(plain(formatNumber(12345))).toBe('12 345');
    expect(formatNumber(7 / 3)).toBe('2,33');
    expect(formatNumber(4.5, 'en')).toBe('4.5');
  });

  it('shows a share and a change as per cent', () => {
    expect(plain(formatShare(0.125))).toBe('12,5 %');
    expect(plain(formatShare(1 / 3))).toBe('33,3 %');
    expect(plain(formatChange(12.5))).toBe('+12,5 %');
    expect(plain(formatChange(-3))).toBe('−3 %');
    expect(plain(formatChange(0))).toBe('0 %');
  });

  it('reads an unknown language as Norwegian', () => {
    expect(plain(formatAmount(1000, 'sv'))).toBe('1 000,00 kr');
  });
});

describe('dates and times in Oslo', () => {
  // 22:30 UTC on 19 May is 00:30 on 20 May in Oslo (summer time, UTC+2): a UTC day would say the 19th.
  const afterOsloMidnight = '2026-05-19T22:30:00.000Z';

  it('gives the Oslo calendar day of an instant just after Oslo midnight', () => {
    expect(formatDate(afterOsloMidnight)).toBe('20. mai 2026');
    expect(formatDate(afterOsloMidnight, 'nb', 'short')).toBe('20.05.2026');
    expect(formatDate(afterOsloMidnight, 'nb', 'full')).toBe('onsdag 20. mai 2026');
    expect(formatDateTime(afterOsloMidnight)).toBe('20.05.2026, 00:30');
    expect(formatTime(afterOsloMidnight)).toBe('00:30');
    expect(formatDate(new Date(afterOsloMidnight), 'en')).toBe('20 May 2026');
  });

  it('gives the day before for an instant just before Oslo midnight', () => {
    expect(formatDateTime('2026-05-19T21:59:00.000Z')).toBe('19.05.2026, 23:59');
  });

  it('follows the clocks going forward on the night of 29 March 2026', () => {
    // 00:59 UTC is 01:59 winter time; a minute later the clocks jump from 02:00 to 03:00.
    expect(formatTime('2026-03-29T00:59:00.000Z')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00.000Z')).toBe('03:00');
    expect(formatDateTime('2026-03-28T23:30:00.000Z')).toBe('29.03.2026, 00:30');
  });

  it('follows the clocks going back on the night of 25 October 2026', () => {
    // 02:30 happens twice in Oslo: first in summer time (00:30 UTC), then in winter time (01:30 UTC).
    expect(formatTime('2026-10-25T00:30:00.000Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00.000Z')).toBe('02:30');
    expect(formatTime('2026-10-25T02:30:00.000Z')).toBe('03:30');
  });

  it('shows a calendar day as it is, without zone arithmetic', () => {
    expect(formatDay('2025-03-10')).toBe('10. mars 2025');
    expect(formatDay('2025-03-10', 'nb', 'short')).toBe('10. mars');
    expect(formatDay('2026-03-31', 'nb', 'weekday')).toBe('tir. 31. mars');
    expect(formatDay('2026-03-29', 'en')).toBe('29 March 2026');
  });

  it('returns what it was given when it is not a date', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDay('nonsense')).toBe('nonsense');
  });
});

describe('relative times', () => {
  // 00:30 in Oslo on 29 March 2026, the night the clocks go forward.
  const now = new Date('2026-03-28T23:30:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;

  it('counts seconds, minutes and hours under a day', () => {
    expect(formatRelativeTime(now, now)).toBe('nå');
    expect(formatRelativeTime(ago(8000), now)).toBe('for 8 sekunder siden');
    expect(formatRelativeTime(ago(5 * MIN), now)).toBe('for 5 minutter siden');
    expect(formatRelativeTime(ago(3 * HOUR), now)).toBe('for 3 timer siden');
    expect(formatRelativeTime(ago(5 * MIN), now.getTime(), 'en')).toBe('5 minutes ago');
  });

  it('counts Oslo calendar days beyond a day', () => {
    // 25 hours before 00:30 on the 29th is 23:30 on the 27th in Oslo: two calendar days back.
    expect(formatRelativeTime(ago(25 * HOUR), now)).toBe('i forgårs');
    // 23:00 on the 28th in Oslo is only 1.5 hours back, still counted in hours.
    expect(formatRelativeTime('2026-03-28T22:00:00.000Z', now)).toBe('for 1 time siden');
    // 00:15 on the 28th is a little over a day back and one calendar day back.
    expect(formatRelativeTime('2026-03-27T23:15:00.000Z', now)).toBe('i går');
    expect(formatRelativeTime('2026-03-27T12:00:00.000Z', now)).toBe('i forgårs');
    expect(formatRelativeTime('2026-03-24T12:00:00.000Z', now)).toBe('for 5 dager siden');
    expect(formatRelativeTime('2026-03-10T12:00:00.000Z', now)).toBe('for 2 uker siden');
    expect(formatRelativeTime('2025-03-10T12:00:00.000Z', now)).toBe('i fjor');
  });

  it('tells the future unless asked for the past only', () => {
    expect(formatRelativeTime('2026-03-29T01:30:00.000Z', now)).toBe('om 2 timer');
    expect(formatRelativeTime('2026-03-30T10:00:00.000Z', now)).toBe('i morgen');
    expect(formatRelativeTime('2026-03-29T01:30:00.000Z', now, 'nb', { pastOnly: true })).toBe('nå');
  });
});
