import { describe, expect, it } from 'vitest';
import { hitRateAt, ndcgAt } from './evaluate';

describe('offline evaluation', () => {
  const cases = [
    { answered: ['socks', 'wax', 'cap'], bought: new Set(['wax']) },
    { answered: ['cap', 'scarf', 'gloves'], bought: new Set(['boots']) },
    { answered: ['socks', 'wax'], bought: new Set(['socks', 'wax']) },
  ];

  it('hit rate@k: the share of orders with a bought product in the first k', () => {
    expect(hitRateAt(cases, 3)).toBeCloseTo(2 / 3);
    expect(hitRateAt(cases, 1)).toBeCloseTo(1 / 3);
    expect(hitRateAt([], 10)).toBe(0);
  });

  it('nDCG@k: higher places gain more, a perfect answer scores 1', () => {
    // Case 1: wax at place 2 → (1/log2 3) / 1; case 2: 0; case 3: perfect → 1.
    expect(ndcgAt(cases, 3)).toBeCloseTo((1 / Math.log2(3) + 0 + 1) / 3);
    expect(ndcgAt([cases[2] as (typeof cases)[number]], 10)).toBe(1);
    expect(ndcgAt([], 10)).toBe(0);
  });
});
