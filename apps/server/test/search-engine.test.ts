import { describe, expect, it } from 'vitest';
import { type IndexedProduct, ProductIndex } from '../src/modules/search/engine/product-index';
import {
  type EngineSettings,
  type EngineTuning,
  runSearch,
  termKey,
} from '../src/modules/search/engine/search';
import { stem, tokenize, withoutNorwegianLetters } from '../src/modules/search/engine/text';

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

  it('stems words that drop the e of -el and -er before an ending to one form', () => {
    expect(['støvel', 'støvelen', 'støvler', 'støvlene', 'støvlenes'].map(stem)).toEqual(
      Array(5).fill('støvl'),
    );
    expect(['sykkel', 'sykkelen', 'sykler', 'syklene'].map(stem)).toEqual(Array(4).fill('sykl'));
    expect(['tøffel', 'tøfler', 'tøflene'].map(stem)).toEqual(Array(3).fill('tøfl'));
    expect(['vinterstøvel', 'vinterstøvler'].map(stem)).toEqual(['vinterstøvl', 'vinterstøvl']);
    expect(['vinter', 'vintrer'].map(stem)).toEqual(['vint', 'vint']);
    expect(['enkel', 'enkle'].map(stem)).toEqual(['enkl', 'enkl']);
    // Left alone: -ell words, a stressed -el with nothing before it, and -er words that keep their e.
    expect(['modell', 'modeller', 'gel', 'genser', 'gensere'].map(stem)).toEqual([
      'modell',
      'modell',
      'gel',
      'gens',
      'gens',
    ]);
  });

  it('writes æ, ø and å as they are typed without them', () => {
    expect(['støvler', 'stoevler', 'stovler'].map(withoutNorwegianLetters)).toEqual(Array(3).fill('stovler'));
    expect(['blå', 'blaa', 'bla'].map(withoutNorwegianLetters)).toEqual(['bla', 'bla', 'bla']);
    expect(['ære', 'aere'].map(withoutNorwegianLetters)).toEqual(['aere', 'aere']);
  });

  describe('compound plurals and words typed without æ, ø and å', () => {
    const shelf = new ProductIndex([
      product('b1', 'Vinterstøvel Polar'),
      product('b2', 'Vinterstøvler Nord'),
      product('b3', 'Gummistøvler barn'),
      product('b4', 'Støvletter i skinn'),
      product('c1', 'Barnesykkel 16"'),
      product('c2', 'Barnesykler på lager'),
      product('c3', 'Sykkel Trek'),
      product('s1', 'Blå sandal', { category: 'Sandaler' }),
      product('s2', 'Ære være sko'),
      product('f1', 'Fôrede tøfler'),
      product('x1', 'Stol i eik'),
    ]);
    // Typo tolerance off: 'stovler' is one edit from 'støvler', and these must be found without that.
    const strict = { ...settings, typoTolerance: false };
    const found = (text: string, more: Partial<EngineSettings> = {}) =>
      runSearch(shelf, noTuning, { ...strict, ...more }, { text, limit: 20 })
        .hits.map((hit) => hit.product.productId)
        .sort();

    it('finds a compound whose last part drops an e in the plural, both ways', () => {
      expect(found('vinterstøvler')).toEqual(['b1', 'b2']);
      expect(found('vinterstøvel')).toEqual(['b1', 'b2']);
      expect(found('støvler')).toEqual(['b1', 'b2', 'b3']);
      expect(found('støvel')).toEqual(['b1', 'b2', 'b3']);
      expect(found('barnesykler')).toEqual(['c1', 'c2']);
      expect(found('barnesykkel')).toEqual(['c1', 'c2']);
      expect(found('sykler')).toEqual(['c1', 'c2', 'c3']);
      expect(found('tøffel')).toEqual(['f1']);
    });

    it('finds words typed without æ, ø and å, in compounds and as prefixes', () => {
      expect(found('stovler')).toEqual(['b1', 'b2', 'b3']);
      expect(found('stoevler')).toEqual(['b1', 'b2', 'b3']);
      expect(found('vinterstovel')).toEqual(['b1', 'b2']);
      expect(found('gummistovler')).toEqual(['b3']);
      expect(found('blaa sandal')).toEqual(['s1']);
      expect(found('bla sandaler')).toEqual(['s1']);
      expect(found('aere')).toEqual(['s2']);
      expect(found('forede tofler')).toEqual(['f1']);
      expect(found('barnesykler pa lager')).toEqual(['c2']);
      expect(found('stov')).toEqual(['b4']);
      const typed = runSearch(shelf, noTuning, strict, { text: 'stov', limit: 5 });
      expect(typed.suggestions).toEqual(['støvletter']);
    });

    it('ranks the word as written above the same word typed without its letters', () => {
      const words = new ProductIndex([product('o1', 'Sko med for'), product('o2', 'Sko til før jul')]);
      const ranked = runSearch(words, noTuning, strict, { text: 'for', limit: 5 }).hits;
      expect(ranked.map((hit) => hit.product.productId)).toEqual(['o1', 'o2']);
      // A word typed with ø is taken as written.
      expect(
        runSearch(words, noTuning, strict, { text: 'før', limit: 5 }).hits.map(
          (hit) => hit.product.productId,
        ),
      ).toEqual(['o2']);
    });

    it('matches only words as written when the language is none', () => {
      expect(found('stovler', { language: 'none' })).toEqual([]);
      expect(found('vinterstøvler', { language: 'none' })).toEqual(['b2']);
    });
  });

  it('falls back to the products with most words when none has all', () => {
    expect(ids('genser finnesikke')).toEqual(expect.arrayContaining(['p6']));
  });
});
