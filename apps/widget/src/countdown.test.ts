// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countdownText, osloTime, startCountdowns } from './countdown';

describe('countdown', () => {
  it('reads an Oslo wall time across both clock changes', () => {
    // Winter: UTC+1; summer: UTC+2 (the last Sunday of March and of October).
    expect(new Date(osloTime('2026-12-24 18:00')).toISOString()).toBe('2026-12-24T17:00:00.000Z');
    expect(new Date(osloTime('2026-07-01 12:30')).toISOString()).toBe('2026-07-01T10:30:00.000Z');
    expect(new Date(osloTime('2026-03-29 03:00')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(osloTime('2026-10-25 04:00')).toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(osloTime('24.12.2026')).toBeNaN();
  });

  it('counts days, hours, minutes and seconds, and stops at zero', () => {
    expect(countdownText(((2 * 24 + 3) * 3600 + 15 * 60 + 9) * 1000)).toBe('2 d 03 t 15 min 09 s');
    expect(countdownText(-5000)).toBe('0 d 00 t 00 min 00 s');
  });

  it('writes the time left into the design and leaves a bad end as the builder wrote it', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-bp-countdown="2026-12-24 18:00">00 d</div><div data-bp-countdown="snart">Snart</div>';
    document.body.append(root);
    const now = Date.parse('2026-12-23T17:00:00Z');
    const stop = startCountdowns(root, () => now);
    const [good, bad] = root.querySelectorAll('div');
    expect(good?.textContent).toBe('1 d 00 t 00 min 00 s');
    expect(bad?.textContent).toBe('Snart');
    stop();
    root.remove();
  });
});
