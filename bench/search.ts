/**
 * Site search benchmark (issue 7): our engine against MiniSearch on the same 100,000 generated products, in one
 * process, then (with the HTTP part) the public search endpoint of the real server on PostgreSQL.
 * Prints index build time and memory, and p50/p95/p99/mean query latency of the same query set on both engines.
 *   npm run search -w @butikkpanel/bench                      (engines, then HTTP on a throwaway PostgreSQL)
 *   npm run search -w @butikkpanel/bench -- --no-http         (the engines only, ~1 minute)
 *   BENCH_PRODUCTS=20000 BENCH_QUERIES=1000 npm run search -w @butikkpanel/bench
 *   BENCH_DATABASE_URL=postgres://… npm run search -w @butikkpanel/bench   (a cluster of yours for the HTTP part)
 * Figures only, no asserts beyond sanity (both engines find 'joggesko'). Bounded by BENCH_MAX_MINUTES (default 15);
 * it stops the server and the cluster it started.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { DEFAULT_SEARCH_SETTINGS } from '@butikkpanel/contracts';
import MiniSearch from 'minisearch';
import { type IndexedProduct, ProductIndex } from '../apps/server/src/modules/search/engine/product-index';
import {
  type EngineSettings,
  type EngineTuning,
  runSearch,
} from '../apps/server/src/modules/search/engine/search';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster';
import { measurePostgresFullText } from './search-postgres';
import { freePort, login, percentile, processMemory, startServer } from './server';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2400);
const LIMIT = 24;
const INGEST_BATCH = 1000;
const INGEST_CONCURRENCY = Number(process.env.BENCH_INGEST_CONCURRENCY ?? 2);
const MAX_MINUTES = Number(process.env.BENCH_MAX_MINUTES ?? 15);
const HTTP = !process.argv.includes('--no-http');

// ---------- data ----------

/** mulberry32: the same products and queries on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  return { next, int, pick };
}

/** Product words with their category; `plural` picks the adjective's plural form ('røde sandaler'). */
const PRODUCT_WORDS: ReadonlyArray<{ word: string; category: string; plural?: boolean }> = [
  { word: 'joggesko', category: 'Joggesko', plural: true },
  { word: 'løpesko', category: 'Løpesko', plural: true },
  { word: 'fotballsko', category: 'Fotballsko', plural: true },
  { word: 'tursko', category: 'Tursko', plural: true },
  { word: 'fjellsko', category: 'Tursko', plural: true },
  { word: 'terrengsko', category: 'Løpesko', plural: true },
  { word: 'treningssko', category: 'Treningssko', plural: true },
  { word: 'vintersko', category: 'Vintersko', plural: true },
  { word: 'innesko', category: 'Innesko', plural: true },
  { word: 'pensko', category: 'Pensko', plural: true },
  { word: 'sandaler', category: 'Sandaler', plural: true },
  { word: 'støvletter', category: 'Støvletter', plural: true },
  { word: 'gummistøvler', category: 'Vintersko', plural: true },
  { word: 'tøfler', category: 'Innesko', plural: true },
  { word: 'sneakers', category: 'Fritidssko', plural: true },
  { word: 'bukse', category: 'Bukser' },
  { word: 'turbukse', category: 'Bukser' },
  { word: 'regnbukse', category: 'Regntøy' },
  { word: 'treningsbukse', category: 'Bukser' },
  { word: 'dongeribukse', category: 'Bukser' },
  { word: 'jakke', category: 'Jakker' },
  { word: 'regnjakke', category: 'Regntøy' },
  { word: 'dunjakke', category: 'Jakker' },
  { word: 'skalljakke', category: 'Jakker' },
  { word: 'vinterjakke', category: 'Jakker' },
  { word: 'softshelljakke', category: 'Jakker' },
  { word: 'genser', category: 'Gensere' },
  { word: 'ullgenser', category: 'Gensere' },
  { word: 'hettegenser', category: 'Gensere' },
  { word: 'strikkegenser', category: 'Gensere' },
  { word: 't-skjorte', category: 'Overdeler' },
  { word: 'skjorte', category: 'Overdeler' },
  { word: 'kjole', category: 'Kjoler' },
  { word: 'shorts', category: 'Bukser', plural: true },
  { word: 'tights', category: 'Treningsklær', plural: true },
  { word: 'ullundertøy', category: 'Undertøy' },
  { word: 'ullsokker', category: 'Sokker', plural: true },
  { word: 'sokker', category: 'Sokker', plural: true },
  { word: 'lue', category: 'Tilbehør' },
  { word: 'votter', category: 'Tilbehør', plural: true },
  { word: 'hansker', category: 'Tilbehør', plural: true },
  { word: 'skjerf', category: 'Tilbehør' },
  { word: 'belte', category: 'Tilbehør' },
  { word: 'pannebånd', category: 'Tilbehør' },
  { word: 'sekk', category: 'Sekker og vesker' },
  { word: 'ryggsekk', category: 'Sekker og vesker' },
  { word: 'dagsekk', category: 'Sekker og vesker' },
  { word: 'skolesekk', category: 'Sekker og vesker' },
  { word: 'veske', category: 'Sekker og vesker' },
];

/** Singular and plural (or definite) form. */
const ADJECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['rød', 'røde'],
  ['svart', 'svarte'],
  ['blå', 'blå'],
  ['hvit', 'hvite'],
  ['grå', 'grå'],
  ['grønn', 'grønne'],
  ['brun', 'brune'],
  ['rosa', 'rosa'],
  ['marineblå', 'marineblå'],
  ['lett', 'lette'],
  ['varm', 'varme'],
  ['vanntett', 'vanntette'],
  ['myk', 'myke'],
  ['klassisk', 'klassiske'],
  ['robust', 'robuste'],
  ['luftig', 'luftige'],
  ['stilig', 'stilige'],
  ['allsidig', 'allsidige'],
];

const SERIES = [
  'Trail',
  'Vidde',
  'Fjord',
  'Tind',
  'Kyst',
  'Nord',
  'Storm',
  'Bris',
  'Puls',
  'Urban',
  'Arktis',
  'Skarv',
];
const MODEL_SUFFIXES = ['Pro', 'GTX', 'Lite', '2', '3', '4', 'X', 'Max', 'Evo', 'Classic'];
const AUDIENCES = ['dame', 'herre', 'barn', 'junior'];
const BRANDS = [
  'Nordsko',
  'Fjellfot',
  'Bylett',
  'Kystlin',
  'Vidda',
  'Tindra',
  'Skarven',
  'Polarlys',
  'Trollstig',
  'Fjordnett',
  'Bergstien',
  'Lavvo',
  'Isbre',
  'Snøfnugg',
  'Høyfjell',
  'Elvebredd',
  'Sølvberg',
  'Myrull',
  'Reinsdyr',
  'Havbris',
  'Nordlys Sport',
  'Villmark',
  'Fjellrev',
  'Solsikke',
];
const brandCode = (brand: string) =>
  brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '{adjective} {product word} {model} [audience]', a brand, a category, a SKU; some on sale, some sold out. */
function generateProducts(count: number): IndexedProduct[] {
  const random = prng(7);
  return Array.from({ length: count }, (_, number) => {
    const kind = random.pick(PRODUCT_WORDS);
    const [singular, plural] = random.pick(ADJECTIVES);
    const model = `${random.pick(SERIES)} ${random.pick(MODEL_SUFFIXES)}`;
    const audience = random.next() < 0.4 ? ` ${random.pick(AUDIENCES)}` : '';
    const brand = random.pick(BRANDS);
    const price = 99 + random.int(30) * 100; // 99–2,999 kr
    const onSale = random.next() < 0.12;
    const id = 100_000 + number;
    return {
      productId: `B${id}`,
      name: `${capitalise(kind.plural ? plural : singular)} ${kind.word} ${model}${audience}`,
      url: `https://butikk.example/produkt/B${id}`,
      imageUrl: `https://butikk.example/bilder/B${id}.jpg`,
      price,
      salePrice: onSale ? Math.round(price * 0.7) - 1 : null,
      inStock: random.next() >= 0.06,
      brand: random.next() < 0.97 ? brand : null,
      category: kind.category,
      sku: `${brandCode(brand)}-${id}`,
    };
  });
}

// ---------- queries ----------

type QueryKind = 'exact' | 'inflected' | 'compound' | 'prefix' | 'typo' | 'two words' | 'brand' | 'no hit';
interface Query {
  kind: QueryKind;
  text: string;
}

const INFLECTED = [
  'skoene',
  'skoen',
  'joggeskoene',
  'løpeskoene',
  'vinterskoene',
  'buksa',
  'buksen',
  'buksene',
  'bukser',
  'turbuksene',
  'jakka',
  'jakken',
  'jakkene',
  'jakker',
  'regnjakka',
  'dunjakken',
  'genseren',
  'genserne',
  'gensere',
  'hettegenseren',
  'sokkene',
  'ullsokkene',
  'lua',
  'luen',
  'luene',
  'luer',
  'vottene',
  'sekken',
  'sekkene',
  'ryggsekken',
  'sandalene',
  'sandal',
  'støvlettene',
  'støvlett',
  'tøflene',
  'skjorta',
  'skjortene',
  'kjolen',
  'kjolene',
  'hanskene',
  'skjerfet',
  'beltet',
  'veska',
  'veskene',
];
/** Words that end compounds: 'sko' should find 'joggesko'. */
const COMPOUND_TAILS = [
  'sko',
  'jakke',
  'jakker',
  'bukse',
  'bukser',
  'genser',
  'sekk',
  'sokker',
  'støvler',
  'undertøy',
];
const FIXED_TYPOS = [
  'jogesko',
  'joggeskp',
  'genesr',
  'buske',
  'jakek',
  'sandlaer',
  'ullsoker',
  'hettegesner',
  'løpsko',
  'vintesko',
  'ryggsek',
  'støveltter',
];
const NO_HIT = [
  'pizza',
  'trampoline',
  'xylofon',
  'kaffetrakter',
  'mobiltelefon',
  'sykkelhjelm',
  'hagemøbler',
  'akvarium',
  'qzxv',
  'kjøleskap',
  'brødrister',
  'symaskin',
];
const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'sq',
  e: 'wr',
  g: 'fh',
  i: 'uo',
  k: 'jl',
  n: 'bm',
  o: 'ip',
  r: 'et',
  s: 'ad',
  t: 'ry',
  u: 'yi',
};

/** One edit: a dropped, doubled, swapped or neighbouring letter. */
function typo(word: string, random: ReturnType<typeof prng>): string {
  const at = 1 + random.int(Math.max(1, word.length - 2));
  const kind = random.int(4);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word.charAt(at) + word.slice(at);
  if (kind === 2 && at < word.length - 1)
    return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  const neighbours = KEYBOARD_NEIGHBOURS[word.charAt(at)] ?? 'e';
  return word.slice(0, at) + neighbours.charAt(random.int(neighbours.length)) + word.slice(at + 1);
}

/** A mix of what shoppers type, each query at least 2 characters (the endpoint's minimum). */
function generateQueries(count: number): Query[] {
  const random = prng(11);
  const words = PRODUCT_WORDS.map((kind) => kind.word);
  const makers: Array<[QueryKind, number, () => string]> = [
    ['exact', 14, () => random.pick(words)],
    ['inflected', 14, () => random.pick(INFLECTED)],
    ['compound', 10, () => random.pick(COMPOUND_TAILS)],
    [
      'prefix',
      20,
      () => {
        const word = random.pick(words);
        return word.slice(0, 2 + random.int(Math.max(1, word.length - 2)));
      },
    ],
    ['typo', 14, () => (random.next() < 0.3 ? random.pick(FIXED_TYPOS) : typo(random.pick(words), random))],
    [
      'two words',
      14,
      () => {
        const kind = random.pick(PRODUCT_WORDS);
        const [singular, plural] = random.pick(ADJECTIVES);
        const style = random.int(5);
        if (style === 0) return `${random.pick(BRANDS).toLowerCase()} ${kind.word}`;
        if (style === 1) return `${kind.word} ${random.pick(AUDIENCES)}`;
        // Still typing the second word: 'røde jogg'.
        if (style === 2)
          return `${plural} ${kind.word.slice(0, 2 + random.int(Math.max(1, kind.word.length - 2)))}`;
        return `${kind.plural ? plural : singular} ${kind.word}`;
      },
    ],
    ['brand', 9, () => (random.next() < 0.5 ? random.pick(BRANDS) : random.pick(BRANDS).toLowerCase())],
    ['no hit', 5, () => random.pick(NO_HIT)],
  ];
  const totalWeight = makers.reduce((sum, [, weight]) => sum + weight, 0);
  const queries: Query[] = [
    { kind: 'exact', text: 'joggesko' },
    { kind: 'two words', text: 'røde joggesko' },
    ...['jo', 'jog', 'jogg', 'jogge'].map((text) => ({ kind: 'prefix' as const, text })),
    ...['jogesko', 'genesr', 'buske'].map((text) => ({ kind: 'typo' as const, text })),
    ...['skoene', 'buksene', 'jakkene'].map((text) => ({ kind: 'inflected' as const, text })),
  ];
  while (queries.length < count) {
    let roll = random.int(totalWeight);
    for (const [kind, weight, make] of makers) {
      if (roll < weight) {
        queries.push({ kind, text: make() });
        break;
      }
      roll -= weight;
    }
  }
  return queries;
}

// ---------- engines ----------

interface Engine {
  name: string;
  /** Runs one query and returns the number of products found and shown. */
  search(text: string): { total: number; shown: number };
}

interface Measured {
  times: number[];
  total: number;
  shown: number;
  noHits: number;
}

const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Heap and array buffers (typed arrays keep their contents outside the heap). */
function memory() {
  collectGarbage();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.arrayBuffers };
}

function build<T>(label: string, make: () => T): { value: T; line: string } {
  const before = memory();
  const started = performance.now();
  const value = make();
  const ms = performance.now() - started;
  const after = memory();
  const grown = after.heap - before.heap + after.buffers - before.buffers;
  return {
    value,
    line: `${label.padEnd(12)} build ${ms.toFixed(0).padStart(6)} ms   heap used after build ${mib(after.heap).padStart(6)} MiB (index: +${mib(grown)} MiB heap and buffers)`,
  };
}

function measure(engine: Engine, queries: Query[]): Measured {
  const result: Measured = { times: [], total: 0, shown: 0, noHits: 0 };
  for (const query of queries) {
    const started = process.hrtime.bigint();
    const found = engine.search(query.text);
    result.times.push(Number(process.hrtime.bigint() - started) / 1e6);
    result.total += found.total;
    result.shown += found.shown;
    if (found.total === 0) result.noHits += 1;
  }
  return result;
}

const sortedOf = (times: number[]) => [...times].sort((a, b) => a - b);
const mean = (times: number[]) => times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
const ms = (value: number) => value.toFixed(2).padStart(8);

function printSummary(rows: Array<{ name: string; measured: Measured }>, queries: number) {
  console.log(
    `${'engine'.padEnd(12)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'mean ms'.padStart(8)} ${'max ms'.padStart(8)}  ${'avg found'.padStart(10)} ${'avg shown'.padStart(10)} ${'no hits'.padStart(8)}`,
  );
  for (const { name, measured } of rows) {
    const sorted = sortedOf(measured.times);
    console.log(
      `${name.padEnd(12)} ${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.95))} ${ms(percentile(sorted, 0.99))} ${ms(mean(sorted))} ${ms(sorted[sorted.length - 1] ?? 0)}  ${(measured.total / queries).toFixed(0).padStart(10)} ${(measured.shown / queries).toFixed(1).padStart(10)} ${String(measured.noHits).padStart(8)}`,
    );
  }
}

function printByKind(queries: Query[], rows: Array<{ name: string; measured: Measured }>) {
  const kinds = [...new Set(queries.map((query) => query.kind))];
  console.log(
    `${'kind'.padEnd(10)} ${'count'.padStart(5)}  ${rows.map(({ name }) => `${`${name} p50`.padStart(16)} ${'p95'.padStart(8)}`).join('  ')}`,
  );
  for (const kind of kinds) {
    const positions = queries.flatMap((query, position) => (query.kind === kind ? [position] : []));
    const cells = rows.map(({ measured }) => {
      const sorted = sortedOf(positions.map((position) => measured.times[position] as number));
      return `${ms(percentile(sorted, 0.5)).padStart(16)} ${ms(percentile(sorted, 0.95))}`;
    });
    console.log(`${kind.padEnd(10)} ${String(positions.length).padStart(5)}  ${cells.join('  ')}`);
  }
}

/**
 * The slowest distinct texts of each engine: the 20 slowest of the pass timed again 7 times each, by their median
 * (on a shared machine one slow run is often a GC pause or a neighbour, not the query).
 */
function printSlowest(
  queries: Query[],
  engineList: Engine[],
  rows: Array<{ name: string; measured: Measured }>,
) {
  rows.forEach(({ name, measured }, position) => {
    const engine = engineList[position] as Engine;
    const worst = new Map<string, QueryKind>();
    const order = queries
      .map((_, at) => at)
      .sort((a, b) => (measured.times[b] as number) - (measured.times[a] as number));
    for (const at of order) {
      const query = queries[at] as Query;
      if (worst.size >= 20) break;
      worst.set(query.text, query.kind);
    }
    const retimed = [...worst].map(([text, kind]) => {
      const times = Array.from({ length: 7 }, () => {
        const started = process.hrtime.bigint();
        engine.search(text);
        return Number(process.hrtime.bigint() - started) / 1e6;
      });
      return { text, kind, time: percentile(sortedOf(times), 0.5) };
    });
    const slowest = retimed.sort((a, b) => b.time - a.time).slice(0, 8);
    console.log(
      `slowest for ${name} (median of 7): ${slowest.map(({ text, kind, time }) => `'${text}' (${kind}) ${time.toFixed(1)} ms`).join(', ')}`,
    );
  });
}

function engines(products: IndexedProduct[]): Engine[] {
  const ours = build('ours', () => new ProductIndex(products));
  const settings: EngineSettings = {
    language: DEFAULT_SEARCH_SETTINGS.details.language,
    typoTolerance: DEFAULT_SEARCH_SETTINGS.details.typo_tolerance,
    suggestions: DEFAULT_SEARCH_SETTINGS.details.suggestions,
    weights: DEFAULT_SEARCH_SETTINGS.fields,
    boosts: {
      inStock: DEFAULT_SEARCH_SETTINGS.boosts.in_stock,
      onSale: DEFAULT_SEARCH_SETTINGS.boosts.on_sale,
    },
  };
  const tuning: EngineTuning = { synonyms: new Map(), customRules: new Map(), keywords: [] };

  const byId = new Map(products.map((product) => [product.productId, product]));
  const mini = build('MiniSearch', () => {
    const index = new MiniSearch<IndexedProduct>({
      idField: 'productId',
      fields: ['name', 'brand', 'category', 'sku'],
      processTerm: (term) => term.toLowerCase(),
      searchOptions: {
        boost: { ...DEFAULT_SEARCH_SETTINGS.fields },
        prefix: true,
        fuzzy: 0.2,
      },
    });
    index.addAll(products);
    return index;
  });
  console.log(ours.line);
  console.log(mini.line);

  return [
    {
      name: 'ours',
      search: (text) => {
        const result = runSearch(ours.value, tuning, settings, { text, limit: LIMIT });
        return { total: result.total, shown: result.hits.length };
      },
    },
    {
      name: 'MiniSearch',
      search: (text) => {
        // MiniSearch scores and sorts every match; taking the top ones is part of its cost.
        const results = mini.value.search(text);
        const shown = results.slice(0, LIMIT).map((result) => byId.get(result.id as string));
        return { total: results.length, shown: shown.length };
      },
    },
  ];
}

// ---------- over HTTP ----------

const rssMiB = (pid: number) => processMemory(pid).rss / 2 ** 20;

async function ingestProducts(base: string, key: string, products: IndexedProduct[]) {
  const batches: IndexedProduct[][] = [];
  for (let start = 0; start < products.length; start += INGEST_BATCH) {
    batches.push(products.slice(start, start + INGEST_BATCH));
  }
  let stored = 0;
  let refused = 0;
  const started = performance.now();
  let nextBatch = 0;
  await Promise.all(
    Array.from({ length: INGEST_CONCURRENCY }, async () => {
      for (let batch = batches[nextBatch++]; batch; batch = batches[nextBatch++]) {
        const body = batch.map((product) => ({
          external_id: product.productId,
          name: product.name,
          price: product.price,
          sale_price: product.salePrice,
          url: product.url,
          image_url: product.imageUrl,
          in_stock: product.inStock,
          category: product.category,
          brand: product.brand,
          sku: product.sku,
        }));
        const answer = await fetch(`${base}/api/ingest/products`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const result = (await answer.json()) as { stored?: number; refused?: unknown[] };
        if (!answer.ok)
          throw new Error(`ingest answered ${answer.status}: ${JSON.stringify(result).slice(0, 300)}`);
        stored += result.stored ?? 0;
        refused += result.refused?.length ?? 0;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `ingest: ${stored.toLocaleString('en')} products stored, ${refused} refused, in ${seconds.toFixed(1)} s ` +
      `(batches of ${INGEST_BATCH}, ${INGEST_CONCURRENCY} at a time)`,
  );
}

/** The answer's `total`, bare or under `data`. */
function totalOf(body: string): number {
  const answer = JSON.parse(body) as { total?: number; data?: { total?: number } };
  return answer.total ?? answer.data?.total ?? 0;
}

async function overHttp(products: IndexedProduct[], queries: Query[]) {
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startPostgresCluster();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? '';
  let server: ChildProcess | null = null;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(
      port,
      {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: '1',
        LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
        API_MAX_PER_IP_PER_MINUTE: '10000000',
        SEARCH_MAX_PER_IP_PER_MINUTE: '10000000',
      },
      120_000,
    );
    const { token, account } = await login(base, 'eier@demo.no');
    const headers = { authorization: `Bearer ${token}`, 'authorized-account': String(account) };
    const created = await fetch(`${base}/api/settings/api-keys`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'search bench' }),
    });
    if (!created.ok) throw new Error(`API key: ${created.status} ${await created.text()}`);
    const { data } = (await created.json()) as { data: { key: string } };
    await ingestProducts(base, data.key, products);

    const url = (text: string) =>
      `${base}/api/public/search/${account}?q=${encodeURIComponent(text)}&limit=${LIMIT}`;
    const rssBefore = rssMiB(server.pid ?? 0);
    const firstStarted = performance.now();
    const first = await fetch(url('joggesko'));
    const firstBody = await first.text();
    const firstMs = performance.now() - firstStarted;
    if (first.status === 404) {
      console.log(`GET /api/public/search/${account}: not available (404)`);
      return;
    }
    if (!first.ok) {
      console.log(`GET /api/public/search/${account}: answered ${first.status}: ${firstBody.slice(0, 300)}`);
      return;
    }
    const firstTotal = totalOf(firstBody);
    console.log(
      `first query (builds the index of the account's ${firstTotal > 0 ? 'catalogue' : 'empty catalogue?'}): ${firstMs.toFixed(0)} ms, ` +
        `'joggesko' found ${firstTotal}; server RSS ${rssBefore.toFixed(0)} → ${rssMiB(server.pid ?? 0).toFixed(0)} MiB`,
    );

    for (const query of queries.slice(0, 50)) await (await fetch(url(query.text))).arrayBuffer();
    const times: number[] = [];
    const failures = new Map<number, number>();
    let total = 0;
    for (const query of queries) {
      const started = performance.now();
      const answer = await fetch(url(query.text));
      const body = await answer.text();
      times.push(performance.now() - started);
      if (answer.ok) total += totalOf(body);
      else failures.set(answer.status, (failures.get(answer.status) ?? 0) + 1);
    }
    const sorted = sortedOf(times);
    console.log(
      `GET /api/public/search/${account}?q=…&limit=${LIMIT}: p50 ${percentile(sorted, 0.5).toFixed(2)} ms, ` +
        `p95 ${percentile(sorted, 0.95).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms, ` +
        `mean ${mean(sorted).toFixed(2)} ms (${queries.length} queries one at a time, avg found ${(total / queries.length).toFixed(0)}` +
        `${failures.size > 0 ? `; failed: ${[...failures].map(([status, count]) => `${count}× ${status}`).join(', ')}` : ''})`,
    );
    console.log(`server RSS after the queries: ${rssMiB(server.pid ?? 0).toFixed(0)} MiB`);

    console.log('\nthe other candidate, on the same PostgreSQL with the same products and queries:');
    await measurePostgresFullText(databaseUrl, products, queries);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    cluster?.stop();
  }
}

// ---------- main ----------

async function main() {
  const guard = setTimeout(() => {
    console.error(`search bench: over ${MAX_MINUTES} minutes, stopping`);
    process.exit(3);
  }, MAX_MINUTES * 60_000);
  guard.unref();
  if (!(globalThis as { gc?: unknown }).gc)
    console.log('(run with node --expose-gc for exact memory figures)');

  console.log(
    `load average (1 min) ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores: other work skews the figures`,
  );
  const generated = performance.now();
  const products = generateProducts(PRODUCTS);
  const queries = generateQueries(QUERIES);
  console.log(
    `${products.length.toLocaleString('en')} products and ${queries.length.toLocaleString('en')} queries generated in ` +
      `${(performance.now() - generated).toFixed(0)} ms (e.g. '${products[0]?.name}', '${products[1]?.name}')`,
  );

  const [ours, mini] = engines(products) as [Engine, Engine];
  for (const engine of [ours, mini]) {
    if (engine.search('joggesko').total === 0) throw new Error(`${engine.name} found nothing for 'joggesko'`);
  }
  // Warm up (JIT, and our engine's reused buffers), then the measured pass, one engine at a time.
  for (const engine of [ours, mini]) measure(engine, queries);
  const rows = [ours, mini].map((engine) => ({ name: engine.name, measured: measure(engine, queries) }));

  console.log(
    `\nquery latency, in process, ${queries.length} queries after one warm-up pass (limit ${LIMIT}; MiniSearch returns ` +
      'every match, scored and sorted, and we take its first 24: that is part of its cost; prefix: true, fuzzy: 0.2, OR of the words)',
  );
  printSummary(rows, queries.length);
  console.log('');
  printByKind(queries, rows);
  console.log('');
  printSlowest(queries, [ours, mini], rows);
  console.log(`load average (1 min) ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores`);

  if (HTTP) {
    console.log(
      "\nover HTTP (the real server on PostgreSQL, the demo account with the same products ingested; the account's own " +
        'tuning applies, e.g. its synonyms joggesko = løpesko = treningssko, so totals differ from the engine above):',
    );
    await overHttp(products, queries);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
