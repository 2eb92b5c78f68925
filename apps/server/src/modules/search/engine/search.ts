import {
  FIELD_BITS,
  FUZZY_MIN_LENGTH,
  type IndexedField,
  type IndexedProduct,
  ProductIndex,
  reverse,
} from './product-index';
import {
  editDistance,
  hasNorwegianLetter,
  oneDeletions,
  stem,
  tokenize,
  withoutNorwegianLetters,
} from './text';

/** The parts of the search settings the engine reads. */
export interface EngineSettings {
  language: 'nb' | 'none';
  typoTolerance: boolean;
  suggestions: number;
  weights: Record<IndexedField, number>;
  /** Percent added to the score. */
  boosts: { inStock: number; onSale: number };
}

export interface CustomRule {
  id: string;
  merge: boolean;
  /** Product ids in the order they are shown. */
  included: string[];
  excluded: Set<string>;
}

/** The tuning of one account, with its phrases already turned into term keys (see `termKey`). */
export interface EngineTuning {
  /** Term key → alternatives, each a list of words. */
  synonyms: Map<string, string[][]>;
  customRules: Map<string, CustomRule>;
  keywords: Array<{ key: string[]; keyword: string; content: string }>;
}

export interface EngineQuery {
  text: string;
  limit: number;
  inStockOnly?: boolean;
  onSaleOnly?: boolean;
}

export interface EngineResult {
  total: number;
  hits: Array<{ product: IndexedProduct; pinned: boolean }>;
  suggestions: string[];
  keywords: Array<{ keyword: string; content: string }>;
  customRule: { id: string; merge: boolean } | null;
}

const MAX_QUERY_TERMS = 10;
/** Prefix and compound expansions per word: the most common terms win. */
const MAX_EXPANSIONS = 64;
/**
 * How well each kind of match counts. A compound tail beats a prefix ('sko' ranks joggesko above skolesekk), and a
 * prefix counts less still when the word is complete in itself (it exists as written, or by its stem).
 */
const QUALITY = {
  exact: 1,
  stem: 0.9,
  compound: 0.75,
  prefix: 0.65,
  prefixOfWord: 0.45,
  typo: 0.55,
} as const;
/** A product found through a synonym ranks after one with the word itself, other things equal. */
const SYNONYM_WEIGHT = 0.8;

/** The words of a phrase as the engine compares them: stems when the language is Norwegian. */
export function termKey(text: string, language: EngineSettings['language']): string[] {
  const tokens = tokenize(text, MAX_QUERY_TERMS);
  return language === 'nb' ? tokens.map(stem) : tokens;
}

/** Reused buffers of one index (the search is synchronous, so one set per index is enough). */
class Scratch {
  private generation = 0;
  readonly stamp: Int32Array[];
  readonly score: Float32Array[];
  readonly count: Int32Array[];
  constructor(size: number, levels: number) {
    this.stamp = Array.from({ length: levels }, () => new Int32Array(size));
    this.score = Array.from({ length: levels }, () => new Float32Array(size));
    this.count = Array.from({ length: levels }, () => new Int32Array(size));
  }
  next(): number {
    this.generation += 1;
    return this.generation;
  }
}

const TERM = 0;
const ALTERNATIVE = 1;
const CLAUSE = 2;
const QUERY = 3;
const scratches = new WeakMap<ProductIndex, Scratch>();

function scratchOf(index: ProductIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = new Scratch(index.size, 4);
    scratches.set(index, scratch);
  }
  return scratch;
}

/**
 * Runs one query: synonyms expand each word into alternatives, every word must match (all words; when no
 * product has all, the products with most of them), each match scores by how it matched (exact, stem, prefix,
 * compound tail, typo), the term's rarity and the best weighted field, then the in-stock and on-sale boosts.
 * A custom result for the whole phrase pins its products first (merge) or alone (replace) and hides its excluded ones.
 */
export function runSearch(
  index: ProductIndex,
  tuning: EngineTuning,
  settings: EngineSettings,
  query: EngineQuery,
): EngineResult {
  const words = tokenize(query.text, MAX_QUERY_TERMS);
  const key = settings.language === 'nb' ? words.map(stem) : words;
  const rule = tuning.customRules.get(key.join(' ')) ?? null;
  const keywords = tuning.keywords
    .filter((keyword) => containsSequence(key, keyword.key))
    .map(({ keyword, content }) => ({ keyword, content }));
  const suggestions = suggest(index, words, settings.suggestions);

  const accept = (doc: number) => {
    if (query.inStockOnly && index.inStock[doc] !== 1) return false;
    if (query.onSaleOnly && index.onSale[doc] !== 1) return false;
    return !rule?.excluded.has((index.products[doc] as IndexedProduct).productId);
  };

  const pinned: number[] = [];
  for (const productId of rule?.included ?? []) {
    const doc = index.productNumbers.get(productId);
    if (doc !== undefined && accept(doc)) pinned.push(doc);
  }
  const pinnedSet = new Set(pinned);

  let found: { total: number; docs: number[] } = { total: 0, docs: [] };
  if (words.length > 0 && (!rule || rule.merge)) {
    const clauses = expandSynonyms(words, key, tuning.synonyms);
    // Most queries have no custom result and no widget filter: then every found product is accepted.
    const filtered = rule !== null || query.inStockOnly || query.onSaleOnly;
    found = rankedDocs(
      index,
      settings,
      clauses,
      query.limit,
      filtered ? (doc) => !pinnedSet.has(doc) && accept(doc) : null,
    );
  }

  const hits = [
    ...pinned.map((doc) => ({ product: index.products[doc] as IndexedProduct, pinned: true })),
    ...found.docs.map((doc) => ({ product: index.products[doc] as IndexedProduct, pinned: false })),
  ].slice(0, query.limit);
  return {
    total: pinned.length + found.total,
    hits,
    suggestions,
    keywords,
    customRule: rule ? { id: rule.id, merge: rule.merge } : null,
  };
}

/** One clause per query word; its alternatives are the word itself and its synonyms (each a list of words). */
function expandSynonyms(words: string[], key: string[], synonyms: Map<string, string[][]>): string[][][] {
  const whole = synonyms.get(key.join(' '));
  if (whole && words.length > 1) return [[words, ...whole]];
  return words.map((word, position) => [[word], ...(synonyms.get(key[position] as string) ?? [])]);
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[start + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** The terms a query word matches, each with how well. */
function matchTerm(
  index: ProductIndex,
  word: string,
  settings: Pick<EngineSettings, 'language' | 'typoTolerance'>,
  isLast: boolean,
): Map<number, number> {
  const matches = new Map<number, number>();
  const add = (id: number, quality: number) => {
    if ((matches.get(id) ?? 0) < quality) matches.set(id, quality);
  };
  const exact = index.termIds.get(word);
  if (exact !== undefined) add(exact, QUALITY.exact);
  const nb = settings.language === 'nb';
  // A word without æ, ø and å may be one typed without them ('stoevler'): its plain spelling is looked up too,
  // among the catalogue's words with those letters (the index keeps their stems under their plain spelling).
  const plain = nb && !hasNorwegianLetter(word) ? withoutNorwegianLetters(word) : null;
  const stems = nb ? [...new Set([stem(word), ...(plain === null ? [] : [stem(plain)])])] : [];
  for (const wordStem of stems) for (const id of index.stemTerms.get(wordStem) ?? []) add(id, QUALITY.stem);

  // As you type the last word is unfinished; earlier words may be cut short too ('jogg sko').
  if (word.length >= (isLast ? 2 : 3)) {
    const quality = matches.size > 0 ? QUALITY.prefixOfWord : QUALITY.prefix;
    const [from, to] = ProductIndex.prefixRange(index.terms, word);
    for (const id of mostCommon(index, rangeIds(from, to))) add(id, quality);
    if (plain !== null) {
      const [plainFrom, plainTo] = ProductIndex.prefixRange(index.plainSpellings, plain);
      const ids = index.plainSpellings
        .slice(plainFrom, plainTo)
        .flatMap((spelling) => index.plainSpellingTerms.get(spelling) ?? []);
      for (const id of mostCommon(index, ids)) add(id, quality);
    }
  }

  // Compound words: 'sko' finds 'joggesko' and 'fotballskoene', 'stovel' finds 'vinterstøvler'.
  for (const wordStem of stems) {
    if (wordStem.length < 3) continue;
    const [from, to] = ProductIndex.prefixRange(index.reversedStems, reverse(wordStem));
    const ids: number[] = [];
    for (let position = from; position < to; position++) {
      const compoundStem = reverse(index.reversedStems[position] as string);
      if (compoundStem.length >= wordStem.length + 2) ids.push(...(index.stemTerms.get(compoundStem) ?? []));
    }
    for (const id of mostCommon(index, ids)) add(id, QUALITY.compound);
  }

  if (settings.typoTolerance && word.length >= FUZZY_MIN_LENGTH) {
    for (const id of typoCandidates(index, word)) add(id, QUALITY.typo);
  }
  return matches;
}

/** Terms one edit (insert, delete, replace, swap) from `word`, found through the deletion index. */
function typoCandidates(index: ProductIndex, word: string): Set<number> {
  const candidates = new Set<number>(index.deletions.get(word) ?? []);
  for (const variant of oneDeletions(word)) {
    const id = index.termIds.get(variant);
    if (id !== undefined) candidates.add(id);
    for (const other of index.deletions.get(variant) ?? []) candidates.add(other);
  }
  for (const id of candidates) {
    if (editDistance(word, index.terms[id] as string, 1) > 1) candidates.delete(id);
  }
  return candidates;
}

function rangeIds(from: number, to: number): number[] {
  const ids: number[] = [];
  for (let id = from; id < to; id++) ids.push(id);
  return ids;
}

function mostCommon(index: ProductIndex, ids: number[]): number[] {
  if (ids.length <= MAX_EXPANSIONS) return ids;
  const length = (id: number) => (index.postingDocs[id] as Int32Array).length;
  return [...ids].sort((a, b) => length(b) - length(a)).slice(0, MAX_EXPANSIONS);
}

/** Field weight of the best field in each of the 16 field combinations. */
function fieldWeightTable(weights: EngineSettings['weights']): Float32Array {
  const table = new Float32Array(16);
  for (let mask = 0; mask < 16; mask++) {
    let best = 0;
    for (const [field, bit] of Object.entries(FIELD_BITS) as Array<[IndexedField, number]>) {
      if (mask & bit) best = Math.max(best, weights[field]);
    }
    table[mask] = best;
  }
  return table;
}

/**
 * Scores every product matching the clauses and returns the `limit` best (with the count of all).
 * Works on reused typed arrays with generation stamps, so a query touches only the products it matches.
 */
function rankedDocs(
  index: ProductIndex,
  settings: EngineSettings,
  clauses: string[][][],
  limit: number,
  accept: ((doc: number) => boolean) | null,
): { total: number; docs: number[] } {
  const scratch = scratchOf(index);
  const weights = fieldWeightTable(settings.weights);
  const size = Math.max(index.size, 1);
  const lastWordOf = (clause: number) => clause === clauses.length - 1;

  const queryGeneration = scratch.next();
  const queryStamp = scratch.stamp[QUERY] as Int32Array;
  const queryCount = scratch.count[QUERY] as Int32Array;
  const queryScore = scratch.score[QUERY] as Float32Array;
  const queryDocs: number[] = [];

  clauses.forEach((alternatives, clauseNumber) => {
    const clauseGeneration = scratch.next();
    const clauseStamp = scratch.stamp[CLAUSE] as Int32Array;
    const clauseScore = scratch.score[CLAUSE] as Float32Array;
    const clauseDocs: number[] = [];
    const offer = (doc: number, score: number) => {
      if (clauseStamp[doc] !== clauseGeneration) {
        clauseStamp[doc] = clauseGeneration;
        clauseScore[doc] = score;
        clauseDocs.push(doc);
      } else if ((clauseScore[doc] as number) < score) clauseScore[doc] = score;
    };

    alternatives.forEach((alternative, alternativeNumber) => {
      // A synonym counts a little less than the word typed, and a synonym of several words as much as one word.
      const weightOfAlternative = (alternativeNumber === 0 ? 1 : SYNONYM_WEIGHT) / alternative.length;
      const altGeneration = scratch.next();
      const altStamp = scratch.stamp[ALTERNATIVE] as Int32Array;
      const altCount = scratch.count[ALTERNATIVE] as Int32Array;
      const altScore = scratch.score[ALTERNATIVE] as Float32Array;
      const altDocs: number[] = [];
      alternative.forEach((word, position) => {
        const isLast = lastWordOf(clauseNumber) && position === alternative.length - 1;
        const termGeneration = scratch.next();
        const termStamp = scratch.stamp[TERM] as Int32Array;
        const termScore = scratch.score[TERM] as Float32Array;
        const termDocs: number[] = [];
        for (const [id, quality] of matchTerm(index, word, settings, isLast)) {
          const docs = index.postingDocs[id] as Int32Array;
          const fields = index.postingFields[id] as Uint8Array;
          for (let entry = 0; entry < docs.length; entry++) {
            const weight = weights[fields[entry] as number] as number;
            if (weight === 0) continue;
            const doc = docs[entry] as number;
            const score = quality * weight;
            if (termStamp[doc] !== termGeneration) {
              termStamp[doc] = termGeneration;
              termScore[doc] = score;
              termDocs.push(doc);
            } else if ((termScore[doc] as number) < score) termScore[doc] = score;
          }
        }
        for (const doc of termDocs) {
          if (altStamp[doc] !== altGeneration) {
            if (position > 0) continue; // missed an earlier word of this alternative
            altStamp[doc] = altGeneration;
            altCount[doc] = 1;
            altScore[doc] = termScore[doc] as number;
            altDocs.push(doc);
          } else if (altCount[doc] === position) {
            altCount[doc] = position + 1;
            altScore[doc] = (altScore[doc] as number) + (termScore[doc] as number);
          }
        }
      });
      for (const doc of altDocs) {
        if (altCount[doc] === alternative.length) offer(doc, (altScore[doc] as number) * weightOfAlternative);
      }
    });

    // How rare the word is, over everything it matched with its synonyms and expansions: a rare compound or
    // synonym must not outrank the word itself.
    const rarity = Math.log(1 + size / Math.max(clauseDocs.length, 1));
    for (const doc of clauseDocs) {
      if (queryStamp[doc] !== queryGeneration) {
        queryStamp[doc] = queryGeneration;
        queryCount[doc] = 1;
        queryScore[doc] = (clauseScore[doc] as number) * rarity;
        queryDocs.push(doc);
      } else {
        queryCount[doc] = (queryCount[doc] as number) + 1;
        queryScore[doc] = (queryScore[doc] as number) + (clauseScore[doc] as number) * rarity;
      }
    }
  });

  const inStockBoost = 1 + settings.boosts.inStock / 100;
  const onSaleBoost = 1 + settings.boosts.onSale / 100;
  const boosted = (doc: number, base: number) =>
    base *
    ((index.products[doc] as IndexedProduct).inStock ? inStockBoost : 1) *
    (index.onSale[doc] ? onSaleBoost : 1);

  // All words must match; when no product has them all, the products with the most of them.
  let needed = clauses.length;
  while (needed > 0) {
    const heap = new TopK(limit);
    let total = 0;
    for (const doc of queryDocs) {
      if ((queryCount[doc] as number) < needed || (accept && !accept(doc))) continue;
      total += 1;
      heap.offer(doc, boosted(doc, queryScore[doc] as number));
    }
    if (total > 0 || needed === 1) return { total, docs: heap.sorted() };
    needed = Math.max(1, Math.ceil(needed / 2));
  }
  return { total: 0, docs: [] };
}

/** The `limit` highest scores, in a min-heap (ties: the earlier product first). */
class TopK {
  private readonly docs: number[] = [];
  private readonly scores: number[] = [];
  constructor(private readonly limit: number) {}

  private below(a: number, b: number): boolean {
    const scoreA = this.scores[a] as number;
    const scoreB = this.scores[b] as number;
    return scoreA < scoreB || (scoreA === scoreB && (this.docs[a] as number) > (this.docs[b] as number));
  }

  offer(doc: number, score: number): void {
    if (this.docs.length < this.limit) {
      this.docs.push(doc);
      this.scores.push(score);
      this.up(this.docs.length - 1);
      return;
    }
    const rootScore = this.scores[0] as number;
    if (score < rootScore || (score === rootScore && doc > (this.docs[0] as number))) return;
    this.docs[0] = doc;
    this.scores[0] = score;
    this.down(0);
  }

  sorted(): number[] {
    const order = this.docs.map((_, position) => position);
    order.sort((a, b) => (this.below(a, b) ? 1 : this.below(b, a) ? -1 : 0));
    return order.map((position) => this.docs[position] as number);
  }

  private swap(a: number, b: number) {
    [this.docs[a], this.docs[b]] = [this.docs[b] as number, this.docs[a] as number];
    [this.scores[a], this.scores[b]] = [this.scores[b] as number, this.scores[a] as number];
  }

  private up(position: number) {
    let child = position;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.below(child, parent)) break;
      this.swap(child, parent);
      child = parent;
    }
  }

  private down(position: number) {
    let parent = position;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < this.docs.length && this.below(left, smallest)) smallest = left;
      if (right < this.docs.length && this.below(right, smallest)) smallest = right;
      if (smallest === parent) return;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }
}

/** Completions of the last word from names, brands and categories, most common first: 'jogg' → 'joggesko', 'stov' → 'støvler'. */
function suggest(index: ProductIndex, words: string[], count: number): string[] {
  const last = words[words.length - 1];
  if (count === 0 || last === undefined || last.length < 2) return [];
  const [from, to] = ProductIndex.prefixRange(index.terms, last);
  let candidates = rangeIds(from, to);
  // 'stov' typed without ø completes to 'støvler' too.
  if (!hasNorwegianLetter(last)) {
    const [plainFrom, plainTo] = ProductIndex.prefixRange(
      index.plainSpellings,
      withoutNorwegianLetters(last),
    );
    const plainIds = index.plainSpellings
      .slice(plainFrom, plainTo)
      .flatMap((spelling) => index.plainSpellingTerms.get(spelling) ?? []);
    if (plainIds.length > 0) candidates = [...new Set([...candidates, ...plainIds])];
  }
  const ids = candidates.filter((id) => index.suggestable[id] === 1 && index.terms[id] !== last);
  const before = words.slice(0, -1).join(' ');
  return mostCommon(index, ids)
    .sort((a, b) => (index.postingDocs[b] as Int32Array).length - (index.postingDocs[a] as Int32Array).length)
    .slice(0, count)
    .map((id) => (before ? `${before} ${index.terms[id]}` : (index.terms[id] as string)));
}
