import { describe, expect, it } from 'vitest';
import { BASE_VISIT, RULE_CASES } from './rule-cases';
import { couldHoldOnThisPage, isUsablePattern, PAGE_PATTERN_MAX, rulesHold } from './rule-engine';

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
});
