// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countdownEnd, countdownText, osloTime, startCountdowns } from './countdown';

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

  it("reads the ISO instant the picker stores, and an older design's Oslo wall time", () => {
    expect(countdownEnd('2026-12-24T11:00:00.000Z')).toBe(Date.parse('2026-12-24T11:00:00.000Z'));
    expect(countdownEnd(' 2026-12-24T12:00+01:00 ')).toBe(Date.parse('2026-12-24T11:00:00.000Z'));
    expect(countdownEnd('2026-12-24 12:00')).toBe(Date.parse('2026-12-24T11:00:00.000Z'));
    for (const bad of ['24.12.2026 12:00', '', 'snart', '2026-12-24T25:00:00Z'])
      expect(countdownEnd(bad)).toBeNaN();
  });

  it('writes the time left into the design, and hides a countdown whose end cannot be read instead of showing zeros', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-bp-countdown="2026-12-24T17:00:00.000Z">Nedtelling</div>' +
      '<div data-bp-countdown="24.12.2026 12:00">00 d 00 t 00 min</div><div data-bp-countdown="">Snart</div>';
    document.body.append(root);
    let now = Date.parse('2026-12-23T17:00:00Z');
    const stop = startCountdowns(root, () => now);
    const [good, typed, empty] = root.querySelectorAll('div');
    expect(good?.textContent).toBe('1 d 00 t 00 min 00 s');
    expect(good?.hidden).toBe(false);
    expect(typed?.hidden).toBe(true);
    expect(empty?.hidden).toBe(true);
    stop();
    // Zeros only once it has really ended.
    now = Date.parse('2026-12-24T17:00:01Z');
    startCountdowns(root, () => now)();
    expect(good?.textContent).toBe('0 d 00 t 00 min 00 s');
    root.remove();
  });
});
