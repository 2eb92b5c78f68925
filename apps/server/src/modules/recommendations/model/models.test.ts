import { describe, expect, it } from 'vitest';
import { coOccurrenceNeighbours, MAX_BASKET_SIZE } from './co-occurrence';
import { historyWeights, neighboursOfMany } from './item-to-item';
import { mostFrequent, newest, trending } from './popularity';
import { similarNeighbours } from './similar';
import { viewedThenBought } from './viewed-then-bought';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const ids = (scored: readonly { productId: string }[] | undefined) => (scored ?? []).map((s) => s.productId);

describe('bought together and viewed together (co-occurrence)', () => {
  // Boots are bought with socks four times and with wax twice; socks are in every other basket too.
  const orders = [
    ['boots', 'socks'],
    ['boots', 'socks', 'wax'],
    ['boots', 'socks'],
    ['boots', 'wax'],
    ['boots', 'socks'],
    ['socks', 'cap'],
    ['socks', 'scarf'],
    ['socks', 'gloves'],
    ['wax', 'brush'],
  ];

  it('ranks by cosine, so a product bought with everything does not top every list', async () => {
    const model = await coOccurrenceNeighbours(orders, { keep: 10 });
    // socks: 4 shared of 5 boots and 7 socks → 4/√35 ≈ 0.68; wax: 2 of 5 and 3 → 2/√15 ≈ 0.52; each shrunk by
    // shared / (shared + 3).
    expect(model.get('boots')).toEqual([
      { productId: 'socks', score: (4 / Math.sqrt(35)) * (4 / 7) },
      { productId: 'wax', score: (2 / Math.sqrt(15)) * (2 / 5) },
    ]);
    // For socks, boots (4 shared) comes before the one-off caps and scarves.
    expect(ids(model.get('socks'))[0]).toBe('boots');
    expect(ids(model.get('brush'))).toEqual(['wax']);
  });

  it('leaves out pairs seen fewer times than asked, products twice in a basket count once, and keeps `keep`', async () => {
    const model = await coOccurrenceNeighbours([...orders, ['boots', 'boots', 'socks']], {
      keep: 1,
      minShared: 2,
    });
    expect(model.get('boots')).toEqual([{ productId: 'socks', score: (5 / Math.sqrt(6 * 8)) * (5 / 8) }]);
    expect(model.has('cap')).toBe(false);
  });

  it('does not let a pair seen once by chance outrank one seen in many baskets (the long tail)', async () => {
    // Boots with socks in 5 of 6 baskets, socks in 40; boots once with a product bought only that once.
    // Plain cosine: the one-off 1/√6 ≈ 0.41 beats socks' 5/√240 ≈ 0.32; shrunk: 0.10 against 0.20.
    const baskets = [
      ...Array.from({ length: 5 }, () => ['boots', 'socks']),
      ['boots', 'one-off'],
      ...Array.from({ length: 35 }, (_, i) => ['socks', `other-${i}`]),
    ];
    expect(ids((await coOccurrenceNeighbours(baskets, { keep: 2 })).get('boots'))).toEqual([
      'socks',
      'one-off',
    ]);
  });

  it('skips baskets larger than the limit (a wholesale order, a visitor who opened everything)', async () => {
    const huge = Array.from({ length: MAX_BASKET_SIZE + 1 }, (_, i) => `p${i}`);
    expect((await coOccurrenceNeighbours([huge], { keep: 10 })).size).toBe(0);
    expect((await coOccurrenceNeighbours([huge.slice(0, MAX_BASKET_SIZE)], { keep: 10 })).size).toBe(
      MAX_BASKET_SIZE,
    );
  });
});

describe('viewed this, then bought', () => {
  it('is the share of a product’s viewers who bought another product within the window', async () => {
    const model = await viewedThenBought(
      [
        // Three viewers of the cheap boots; two bought the dear ones after, one within the window.
        [
          { kind: 'view', productId: 'cheap-boots', at: 0 },
          { kind: 'purchase', productId: 'dear-boots', at: DAY },
          { kind: 'purchase', productId: 'dear-boots', at: 2 * DAY }, // the same pair counts once
        ],
        [
          { kind: 'purchase', productId: 'dear-boots', at: 0 }, // before the view: not "then bought"
          { kind: 'view', productId: 'cheap-boots', at: DAY },
        ],
        [
          { kind: 'view', productId: 'cheap-boots', at: 0 },
          { kind: 'purchase', productId: 'cheap-boots', at: DAY }, // the product itself is never its own answer
          { kind: 'purchase', productId: 'socks', at: 20 * DAY }, // outside the window
        ],
      ],
      { keep: 10, windowMs: 7 * DAY },
    );
    expect(model.get('cheap-boots')).toEqual([{ productId: 'dear-boots', score: 1 / 3 }]);
    expect(model.has('dear-boots')).toBe(false);
  });
});

describe('bestsellers, most viewed, trending and newest', () => {
  const sale = (productId: string, daysAgo: number) => ({ productId, at: NOW - daysAgo * DAY });

  it('counts the window only and breaks ties by product id', () => {
    const hits = [
      sale('a', 1),
      sale('a', 29),
      sale('b', 2),
      sale('b', 3),
      sale('c', 31),
      sale('d', 0),
      sale('x', -1),
    ];
    expect(mostFrequent(hits, { now: NOW, days: 30, keep: 10 })).toEqual([
      { productId: 'a', score: 2 },
      { productId: 'b', score: 2 },
      { productId: 'd', score: 1 },
    ]);
    expect(ids(mostFrequent(hits, { now: NOW, days: 30, keep: 1 }))).toEqual(['a']);
  });

  it('finds what is rising: the last 7 days against the 28 before, with two recent sales at least', () => {
    const hits = [
      // steady: 4 a week for five weeks — not rising.
      ...Array.from({ length: 20 }, (_, i) => sale('steady', 0.5 + i * 1.75)),
      // rising: 1 in the 28 days before, 6 in the last 7.
      sale('rising', 20),
      ...Array.from({ length: 6 }, (_, i) => sale('rising', i)),
      // one sale out of nowhere is not a trend.
      sale('once', 1),
      // new and selling: 3 in the last 7, nothing before.
      sale('new', 1),
      sale('new', 2),
      sale('new', 3),
    ];
    const answer = trending(hits, { now: NOW, recentDays: 7, baselineDays: 28, keep: 10 });
    expect(ids(answer)).toEqual(['rising', 'new']);
  });

  it('orders the catalogue by when each product came', () => {
    expect(
      ids(
        newest(
          [
            { productId: 'old', createdAt: 1 },
            { productId: 'new', createdAt: 3 },
            { productId: 'mid', createdAt: 2 },
          ],
          2,
        ),
      ),
    ).toEqual(['new', 'mid']);
  });
});

describe('similar products', () => {
  it('weighs category, brand, price band and name, and compares within a category only', async () => {
    const model = await similarNeighbours(
      [
        { productId: 'boot-a', name: 'Vinterstøvel Fjell', category: 'sko', brand: 'Nord', priceOre: 150000 },
        { productId: 'boot-b', name: 'Vinterstøvel Skog', category: 'sko', brand: 'Nord', priceOre: 140000 },
        { productId: 'sandal', name: 'Sandal Strand', category: 'sko', brand: 'Sol', priceOre: 40000 },
        { productId: 'wax', name: 'Vinterstøvel voks', category: 'pleie', brand: 'Nord', priceOre: 150000 },
      ],
      { keep: 10 },
    );
    expect(ids(model.get('boot-a'))).toEqual(['boot-b', 'sandal']);
    expect(ids(model.get('wax'))).toEqual([]);
  });
});

describe('similar products in a large category', () => {
  it('compares each product with its nearest in price and its own brand, not the whole category', async () => {
    // 1,000 socks priced 1 kr apart, a second brand only at the far end; the wool sock named like the first.
    const socks = Array.from({ length: 1000 }, (_, i) => ({
      productId: `sock-${String(i).padStart(4, '0')}`,
      name: i === 999 ? 'Ullsokk Fjell' : `Sokk ${i}`,
      category: 'sokker',
      brand: i >= 990 ? 'Ull' : 'Bomull',
      priceOre: 10_000 + i * 100,
    }));
    socks.push({
      productId: 'fjell',
      name: 'Ullsokk Fjell',
      category: 'sokker',
      brand: 'Ull',
      priceOre: 10_000,
    });
    const model = await similarNeighbours(socks, { keep: 3 });
    // Its own brand is compared however far in price (the same name), the cheapest socks next to it by price.
    expect(ids(model.get('fjell'))[0]).toBe('sock-0999');
    // Bounded: the first sock's list only holds products within reach of its price or its brand.
    const compared = ids(model.get('sock-0000'));
    expect(compared).toHaveLength(3);
    expect(compared.every((id) => id === 'fjell' || Number(id.slice(5)) <= 100)).toBe(true);
  });

  it('gives the event loop its turns in a long run', async () => {
    const products = Array.from({ length: 3000 }, (_, i) => ({
      productId: `p${i}`,
      name: `Produkt ${i}`,
      category: 'alt',
      brand: null,
      priceOre: 10_000 + i,
    }));
    let turns = 0;
    const counting = {
      due: () => true,
      pause: async () => {
        turns += 1;
      },
    };
    await similarNeighbours(products, { keep: 5, breather: counting });
    expect(turns).toBe(3000);
    const baskets = [
      ['a', 'b'],
      ['b', 'c'],
      ['a', 'c'],
    ];
    turns = 0;
    await coOccurrenceNeighbours(baskets, { keep: 5, breather: counting });
    expect(turns).toBeGreaterThanOrEqual(baskets.length);
  });
});

describe('cart complements and personal (item to item)', () => {
  const neighbours = new Map([
    [
      'boots',
      [
        { productId: 'socks', score: 0.6 },
        { productId: 'wax', score: 0.5 },
      ],
    ],
    [
      'jacket',
      [
        { productId: 'wax', score: 0.4 },
        { productId: 'cap', score: 0.3 },
      ],
    ],
  ]);

  it('sums the neighbours of every line, leaves out the lines themselves', () => {
    const answer = neighboursOfMany(
      [
        { productId: 'boots', weight: 1 },
        { productId: 'jacket', weight: 1 },
        { productId: 'socks', weight: 1 },
      ],
      (id) => neighbours.get(id),
      10,
    );
    expect(answer.map((s) => [s.productId, Number(s.score.toFixed(2))])).toEqual([
      ['wax', 0.9],
      ['cap', 0.3],
    ]);
  });

  it('weighs a purchase three times a view and halves an event’s weight per half-life', () => {
    const weights = historyWeights(
      [
        { kind: 'view', productId: 'boots', at: NOW },
        { kind: 'purchase', productId: 'jacket', at: NOW - 14 * DAY },
      ],
      { now: NOW, halfLifeDays: 14 },
    );
    expect(weights).toEqual([
      { productId: 'boots', weight: 1 },
      { productId: 'jacket', weight: 1.5 },
    ]);
  });
});
