import { hasNorwegianLetter, oneDeletions, stem, tokenize, withoutNorwegianLetters } from './text';

/** A product as the search returns it; amounts in kroner. */
export interface IndexedProduct {
  productId: string;
  name: string;
  url: string | null;
  imageUrl: string | null;
  price: number;
  salePrice: number | null;
  inStock: boolean;
  brand: string | null;
  category: string | null;
  sku: string | null;
}

/** Bit per field a term was found in; the field weights of the search settings pick the best one. */
export const FIELD_BITS = { name: 1, brand: 2, category: 4, sku: 8 } as const;
export type IndexedField = keyof typeof FIELD_BITS;
const FIELDS = Object.keys(FIELD_BITS) as IndexedField[];

/** Words shorter than this get no typo tolerance: one edit in 'sko' makes 'ski'. */
export const FUZZY_MIN_LENGTH = 4;

/**
 * An in-memory inverted index of one account's catalogue. Terms are the words as written (folded); stems,
 * prefixes (sorted term list), compound tails (sorted reversed stems) and one-edit typos (a deletion index,
 * as in SymSpell) all resolve to term ids, whose postings list the products and the fields they are in.
 * Immutable once built: a catalogue change builds a new one.
 */
export class ProductIndex {
  readonly products: IndexedProduct[];
  /** Sorted, unique. */
  readonly terms: string[];
  readonly termIds = new Map<string, number>();
  /** Per term: product numbers (ascending) and the fields the term is in for each. */
  readonly postingDocs: Int32Array[];
  readonly postingFields: Uint8Array[];
  /** Stem → terms; a term with æ, ø or å is also under the stem of its spelling without them ('støvler' under 'stovl'). */
  readonly stemTerms = new Map<string, number[]>();
  /** Terms with æ, ø or å as typed without them, sorted, for prefixes: 'stov' finds 'støvler'. */
  readonly plainSpellings: string[];
  readonly plainSpellingTerms = new Map<string, number[]>();
  /** Stems reversed and sorted, for words that end a compound: 'sko' finds 'joggesko'. */
  readonly reversedStems: string[];
  /** A deleted-one-character variant → terms it came from (terms of FUZZY_MIN_LENGTH or more). */
  readonly deletions = new Map<string, number[]>();
  readonly productNumbers = new Map<string, number>();
  /** 1 for terms worth suggesting as you type: found in a name, brand or category, not only in skus. */
  readonly suggestable: Uint8Array;
  /** Whether each product is on sale, and in stock, for the boosts (flat arrays: read once per matched product). */
  readonly onSale: Uint8Array;
  readonly inStock: Uint8Array;

  constructor(products: IndexedProduct[]) {
    this.products = products;
    this.onSale = new Uint8Array(products.length);
    this.inStock = new Uint8Array(products.length);
    const postings = new Map<string, { docs: number[]; fields: number[] }>();
    products.forEach((product, doc) => {
      this.productNumbers.set(product.productId, doc);
      if (product.salePrice !== null && product.salePrice < product.price) this.onSale[doc] = 1;
      if (product.inStock) this.inStock[doc] = 1;
      for (const field of FIELDS) {
        const text = product[field];
        if (!text) continue;
        const bit = FIELD_BITS[field];
        for (const term of tokenize(text, 64)) {
          let posting = postings.get(term);
          if (!posting) {
            posting = { docs: [], fields: [] };
            postings.set(term, posting);
          }
          const last = posting.docs.length - 1;
          if (posting.docs[last] === doc) posting.fields[last] = (posting.fields[last] ?? 0) | bit;
          else {
            posting.docs.push(doc);
            posting.fields.push(bit);
          }
        }
      }
    });

    this.terms = [...postings.keys()].sort();
    this.postingDocs = new Array(this.terms.length);
    this.postingFields = new Array(this.terms.length);
    this.suggestable = new Uint8Array(this.terms.length);
    this.terms.forEach((term, id) => {
      const posting = postings.get(term) as { docs: number[]; fields: number[] };
      this.termIds.set(term, id);
      this.postingDocs[id] = Int32Array.from(posting.docs);
      this.postingFields[id] = Uint8Array.from(posting.fields);
      if (posting.fields.some((bits) => bits & ~FIELD_BITS.sku)) this.suggestable[id] = 1;
      pushTo(this.stemTerms, stem(term), id);
      if (hasNorwegianLetter(term)) {
        const plain = withoutNorwegianLetters(term);
        pushTo(this.plainSpellingTerms, plain, id);
        pushTo(this.stemTerms, stem(plain), id);
      }
      if (term.length >= FUZZY_MIN_LENGTH)
        for (const variant of oneDeletions(term)) pushTo(this.deletions, variant, id);
    });
    this.reversedStems = [...this.stemTerms.keys()].map(reverse).sort();
    this.plainSpellings = [...this.plainSpellingTerms.keys()].sort();
  }

  get size(): number {
    return this.products.length;
  }

  /** Index range [from, to) of sorted `list` whose entries start with `prefix`. */
  static prefixRange(list: readonly string[], prefix: string): [number, number] {
    const from = lowerBound(list, prefix);
    const to = lowerBound(list, `${prefix}\uffff`);
    return [from, to];
  }
}

function pushTo(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

export const reverse = (text: string) => [...text].reverse().join('');

function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
