import type { RecommendationSource } from '@butikkpanel/contracts';
import { describe, expect, it } from 'vitest';
import { type PickRequest, pickRecommendations } from './pick';

const scored = (...productIds: string[]) => productIds.map((productId, i) => ({ productId, score: 10 - i }));

const CATALOGUE: Record<string, { inStock: boolean; onSale: boolean }> = {
  socks: { inStock: true, onSale: false },
  wax: { inStock: true, onSale: true },
  brush: { inStock: false, onSale: false },
  laces: { inStock: true, onSale: false },
  cap: { inStock: true, onSale: true },
  scarf: { inStock: true, onSale: false },
  boots: { inStock: true, onSale: false },
};

function request(
  overrides: Partial<PickRequest> & { sources?: Partial<Record<RecommendationSource, string[]>> },
): PickRequest {
  const { sources = {}, ...rest } = overrides;
  return {
    algorithm: 'bought_together',
    candidates: (source) => scored(...(sources[source] ?? [])),
    count: 3,
    inStockOnly: false,
    onSaleOnly: false,
    exclude: new Set(),
    productNow: (id) => CATALOGUE[id],
    fillRandomFrom: null,
    shuffleSeed: null,
    ...rest,
  };
}

const ids = (picks: { productId: string }[]) => picks.map((pick) => pick.productId);

describe('picking a widget’s products', () => {
  it('takes the algorithm’s own answer first and says why each product is there', () => {
    const picks = pickRecommendations(
      request({ sources: { bought_together: ['socks', 'wax', 'laces', 'cap'] } }),
    );
    expect(picks).toEqual([
      { productId: 'socks', score: 10, reason: 'bought_together', fallback: false },
      { productId: 'wax', score: 9, reason: 'bought_together', fallback: false },
      { productId: 'laces', score: 8, reason: 'bought_together', fallback: false },
    ]);
  });

  it('falls back along the chain: bought together → viewed together → similar → category → shop → newest', () => {
    const picks = pickRecommendations(
      request({
        count: 6,
        sources: {
          bought_together: ['socks'],
          viewed_together: ['socks', 'wax'],
          similar: [],
          bestsellers_in_category: ['laces'],
          bestsellers: ['cap'],
          newest: ['scarf', 'boots'],
        },
      }),
    );
    expect(picks.map((pick) => [pick.productId, pick.reason, pick.fallback])).toEqual([
      ['socks', 'bought_together', false],
      ['wax', 'viewed_together', true],
      ['laces', 'bestsellers_in_category', true],
      ['cap', 'bestsellers', true],
      ['scarf', 'newest', true],
      ['boots', 'newest', true],
    ]);
  });

  it('counts the category’s bestsellers as the bestsellers algorithm’s own', () => {
    const picks = pickRecommendations(
      request({
        algorithm: 'bestsellers',
        sources: { bestsellers_in_category: ['socks'], bestsellers: ['wax'], newest: ['cap'] },
      }),
    );
    expect(picks.map((pick) => [pick.productId, pick.fallback])).toEqual([
      ['socks', false],
      ['wax', false],
      ['cap', true],
    ]);
  });

  it('never shows an excluded product (the one viewed, the cart, hidden, already on the page) nor one gone from the catalogue', () => {
    const picks = pickRecommendations(
      request({
        exclude: new Set(['socks', 'wax']),
        sources: { bought_together: ['socks', 'gone', 'wax', 'laces'], newest: ['cap', 'scarf'] },
      }),
    );
    expect(ids(picks)).toEqual(['laces', 'cap', 'scarf']);
  });

  it('reads stock and sale as of now: in stock only and on sale only', () => {
    const sources = { bought_together: ['brush', 'socks', 'wax', 'cap'] };
    expect(ids(pickRecommendations(request({ inStockOnly: true, sources })))).toEqual([
      'socks',
      'wax',
      'cap',
    ]);
    expect(ids(pickRecommendations(request({ onSaleOnly: true, sources })))).toEqual(['wax', 'cap']);
    // Sold out a minute ago: the next request does not show it.
    const soldOut: typeof CATALOGUE = { ...CATALOGUE, socks: { inStock: false, onSale: false } };
    expect(
      ids(pickRecommendations(request({ inStockOnly: true, sources, productNow: (id) => soldOut[id] }))),
    ).toEqual(['wax', 'cap']);
  });

  it('fills up to exactly N at random when the chain gives too few and the catalogue has enough', () => {
    const all = Object.keys(CATALOGUE);
    const picks = pickRecommendations(
      request({ count: 5, inStockOnly: true, fillRandomFrom: all, sources: { bought_together: ['socks'] } }),
    );
    expect(picks).toHaveLength(5);
    expect(picks[0]).toMatchObject({ productId: 'socks', reason: 'bought_together' });
    expect(picks.slice(1).every((pick) => pick.reason === 'random')).toBe(true);
    expect(new Set(ids(picks)).size).toBe(5);
    expect(ids(picks)).not.toContain('brush');
    // Six products are in stock: asking for 7 gives the 6, never a product twice.
    expect(pickRecommendations(request({ count: 7, inStockOnly: true, fillRandomFrom: all }))).toHaveLength(
      6,
    );
    // Without fill random, the widget shows what the chain has.
    expect(pickRecommendations(request({ count: 5, sources: { bought_together: ['socks'] } }))).toHaveLength(
      1,
    );
  });

  it('shuffles among the top candidates, the same way for the same visit', () => {
    const sources = { bought_together: ['socks', 'wax', 'laces', 'cap', 'scarf', 'boots', 'brush'] };
    const first = ids(pickRecommendations(request({ count: 2, shuffleSeed: 'widget:visit-1', sources })));
    expect(first).toHaveLength(2);
    // Among the top 2 × 3 = 6 only.
    for (const id of first) expect(['socks', 'wax', 'laces', 'cap', 'scarf', 'boots']).toContain(id);
    expect(ids(pickRecommendations(request({ count: 2, shuffleSeed: 'widget:visit-1', sources })))).toEqual(
      first,
    );
    const seen = new Set<string>();
    for (let visit = 0; visit < 30; visit += 1) {
      for (const id of ids(
        pickRecommendations(request({ count: 2, shuffleSeed: `widget:visit-${visit}`, sources })),
      )) {
        seen.add(id);
      }
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(seen.has('brush')).toBe(false);
  });
});
