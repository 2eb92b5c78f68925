import { describe, expect, it } from 'vitest';
import { type IndexedProduct, ProductIndex } from '../src/modules/search/engine/product-index';
import {
  type EngineSettings,
  type EngineTuning,
  runSearch,
  termKey,
} from '../src/modules/search/engine/search';
import { stem, tokenize } from '../src/modules/search/engine/text';

const product = (productId: string, name: string, extra: Partial<IndexedProduct> = {}): IndexedProduct => ({
  productId,
  name,
  url: `/p/${productId}`,
  imageUrl: null,
  price: 500,
  salePrice: null,
  inStock: true,
  brand: null,
  category: null,
  sku: null,
  ...extra,
});

const catalogue = [
  product('p1', 'Joggesko Air Løp', { brand: 'Nike', category: 'Sko' }),
  product('p2', 'Sko til fest', { category: 'Sko' }),
  product('p3', 'Fotballsko Predator', { brand: 'Adidas', category: 'Sko' }),
  product('p4', 'Bukse i ull', { category: 'Klær' }),
  product('p5', 'Løpesko Trail', { brand: 'Salomon', category: 'Sko', inStock: false }),
  product('p6', 'Genser', { category: 'Klær', salePrice: 300 }),
  product('p7', 'Hettegenser', { category: 'Klær' }),
];

const settings: EngineSettings = {
  language: 'nb',
  typoTolerance: true,
  suggestions: 5,
  weights: { name: 10, brand: 5, category: 3, sku: 8 },
  boosts: { inStock: 50, onSale: 10 },
};
const noTuning: EngineTuning = { synonyms: new Map(), customRules: new Map(), keywords: [] };
const index = new ProductIndex(catalogue);
const ids = (text: string, tuning = noTuning, more: Partial<EngineSettings> = {}) =>
  runSearch(index, tuning, { ...settings, ...more }, { text, limit: 20 }).hits.map(
    (hit) => hit.product.productId,
  );

describe('search engine', () => {
  it('tokenizes, folds accents but keeps æ, ø and å, and stems bokmål endings', () => {
    expect(tokenize('Café-Sko, RØD/blå 42')).toEqual(['cafe', 'sko', 'rød', 'blå', '42']);
    expect(['sko', 'skoen', 'skoene', 'skoa'].map(stem)).toEqual(['sko', 'sko', 'sko', 'sko']);
    expect(['bukse', 'bukser', 'buksene'].map(stem)).toEqual(['buks', 'buks', 'buks']);
    expect(['genser', 'genseren', 'genserne'].map(stem)).toEqual(['gens', 'gens', 'gens']);
  });

  it('finds inflected forms, compounds, prefixes and typos', () => {
    expect(ids('skoene')).toEqual(expect.arrayContaining(['p2']));
    expect(ids('sko')).toEqual(expect.arrayContaining(['p1', 'p2', 'p3', 'p5']));
    expect(ids('joggesko')[0]).toBe('p1');
    expect(ids('jogesko')[0]).toBe('p1');
    expect(ids('jogg')[0]).toBe('p1');
    expect(ids('buksene')).toEqual(['p4']);
  });

  it('ranks exact name matches first and boosts products in stock', () => {
    const hits = ids('sko');
    expect(hits.indexOf('p5')).toBeGreaterThan(hits.indexOf('p2'));
  });

  it('leaves typos alone when typo tolerance is off', () => {
    expect(ids('jogesko', noTuning, { typoTolerance: false })).toEqual([]);
  });

  it('expands synonyms', () => {
    const tuning: EngineTuning = {
      ...noTuning,
      synonyms: new Map([[termKey('sneakers', 'nb').join(' '), [['joggesko']]]]),
    };
    expect(ids('sneakers', tuning)).toEqual(['p1']);
    expect(ids('sneakers')).toEqual([]);
  });

  it('ranks products with the word typed above those found through a rarer synonym', () => {
    const shoes = new ProductIndex([
      product('t1', 'Intervall treningssko', { salePrice: 399 }),
      product('j1', 'Lettløper joggesko'),
      product('j2', 'Terreng joggesko'),
      product('j3', 'Bane joggesko'),
    ]);
    const tuning: EngineTuning = {
      ...noTuning,
      synonyms: new Map([[termKey('joggesko', 'nb').join(' '), [['treningssko']]]]),
    };
    const found = runSearch(shoes, tuning, settings, { text: 'joggesko', limit: 10 }).hits;
    expect(found.map((hit) => hit.product.productId)).toEqual(['j1', 'j2', 'j3', 't1']);
  });

  it('pins, replaces and hides products with a custom result', () => {
    const rule = { id: 'r1', merge: true, included: ['p4'], excluded: new Set(['p2']) };
    const tuning: EngineTuning = { ...noTuning, customRules: new Map([['sko', rule]]) };
    const merged = ids('sko', tuning);
    expect(merged[0]).toBe('p4');
    expect(merged).not.toContain('p2');
    expect(merged).toContain('p1');
    const replaced = ids('sko', { ...noTuning, customRules: new Map([['sko', { ...rule, merge: false }]]) });
    expect(replaced).toEqual(['p4']);
  });

  it('suggests completions of the last word from names, brands and categories, not skus', () => {
    const result = runSearch(index, noTuning, settings, { text: 'jo', limit: 5 });
    expect(result.suggestions).toContain('joggesko');
    const withSku = new ProductIndex([product('q1', 'Genser', { sku: 'GE-4711', brand: 'Gestalt' })]);
    expect(runSearch(withSku, noTuning, settings, { text: 'ge', limit: 5 }).suggestions.sort()).toEqual([
      'genser',
      'gestalt',
    ]);
  });

  it('falls back to the products with most words when none has all', () => {
    expect(ids('genser finnesikke')).toEqual(expect.arrayContaining(['p6']));
  });
});
