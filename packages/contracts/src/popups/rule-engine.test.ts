import { describe, expect, it } from 'vitest';
import { BASE_VISIT, RULE_CASES } from './rule-cases';
import {
  chooseVariant,
  couldHoldOnThisPage,
  isUsablePattern,
  PAGE_PATTERN_MAX,
  rulesHold,
} from './rule-engine';

describe('the popup rule engine', () => {
  it.each(RULE_CASES.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', (_name, ruleCase) => {
    expect(rulesHold(ruleCase.rules, { ...BASE_VISIT, ...ruleCase.visit })).toBe(ruleCase.shows);
  });

  it('tells whether a popup could still show on this page if the visitor stays', () => {
    const shoesAfterDelay = {
      groups: [
        [
          { kind: 'page' as const, match: 'starts_with' as const, value: '/sko' },
          { kind: 'delay' as const, seconds: 10 },
        ],
      ],
    };
    expect(couldHoldOnThisPage(shoesAfterDelay, { ...BASE_VISIT, path: '/sko/a' })).toBe(true);
    expect(couldHoldOnThisPage(shoesAfterDelay, { ...BASE_VISIT, path: '/sokker' })).toBe(false);
  });

  it('accepts only patterns that compile and are not too long', () => {
    expect(isUsablePattern('^/produkt/\\d+$')).toBe(true);
    expect(isUsablePattern('(')).toBe(false);
    expect(isUsablePattern('')).toBe(false);
    expect(isUsablePattern('a'.repeat(PAGE_PATTERN_MAX + 1))).toBe(false);
  });

  it("gives a visitor the same variant every time, in the variants' shares", () => {
    const variants = [
      { id: 11, weight: 25 },
      { id: 12, weight: 75 },
      { id: 13, weight: 0 },
    ];
    const seen = new Map<number, number>();
    for (let n = 0; n < 10_000; n++) {
      const visitor = `besokende-${n}`;
      const chosen = chooseVariant(visitor, 5, variants);
      expect(chooseVariant(visitor, 5, [...variants].reverse())?.id).toBe(chosen?.id);
      seen.set(chosen?.id ?? 0, (seen.get(chosen?.id ?? 0) ?? 0) + 1);
    }
    expect(seen.get(13)).toBeUndefined();
    expect(seen.get(11)).toBeGreaterThan(2_200);
    expect(seen.get(11)).toBeLessThan(2_800);
    expect(chooseVariant('x', 5, [{ id: 1, weight: 0 }])).toBeNull();
  });
});
