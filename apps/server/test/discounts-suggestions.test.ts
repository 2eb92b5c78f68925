import { DISCOUNT_CODE_PATTERN, discountCodeKey, editDistanceWithin } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { oneEditAway } from '../src/modules/discounts/unknown-codes';

const SYMBOLS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ÆØÅ_-'];

/** A small deterministic generator (mulberry32). */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

/** One mistake of each kind a shopper makes, at `at`. */
function mistype(code: string, kind: number, at: number, symbol: string): string {
  const chars = [...code];
  if (kind === 0) chars.splice(at, 1);
  else if (kind === 1) chars.splice(at, 0, symbol);
  else if (kind === 2) chars[at] = symbol;
  else if (at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1] as string, chars[at] as string];
  return chars.join('');
}

describe('the spellings one edit away from a typed code (suggestion candidates)', () => {
  it('holds every code one missing, extra, wrong or swapped character away', () => {
    const random = generator(7);
    for (let round = 0; round < 2000; round++) {
      const length = 1 + random(20);
      const code = Array.from({ length }, () => SYMBOLS[random(SYMBOLS.length)]).join('');
      const typed = mistype(code, random(4), random(length), SYMBOLS[random(SYMBOLS.length)] as string);
      if (typed === code || typed.length === 0) continue;
      expect(oneEditAway(typed), `${code} typed as ${typed}`).toContain(code);
    }
  });

  it('holds only spellings a code can have, one edit away, never the typed one itself', () => {
    for (const typed of ['SOMER20', 'TI', 'RABAT4242', 'A', 'GRATIS!FRAKT', 'ÆØÅ-_']) {
      const keys = oneEditAway(typed);
      expect(keys).not.toContain(typed);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        expect(key).toMatch(DISCOUNT_CODE_PATTERN);
        expect(discountCodeKey(key)).toBe(key);
        expect(editDistanceWithin(typed, key, 1)).toBe(1);
      }
    }
    // A character no code can have: only the spellings without it (or with it replaced) are left.
    expect(oneEditAway('GRATIS!FRAKT')).toEqual(
      expect.arrayContaining(['GRATISFRAKT', 'GRATIS-FRAKT', 'GRATIS_FRAKT']),
    );
    expect(oneEditAway('GRATIS!FRAKT').every((key) => !key.includes('!'))).toBe(true);
  });

  it('stays a few hundred keys for an ordinary code', () => {
    expect(oneEditAway('SOMMER20').length).toBeLessThan(800);
    expect(oneEditAway('SOMMER20')).toContain('SOMMER2O');
  });
});
