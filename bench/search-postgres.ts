/**
 * The other candidate engine of issue 7: PostgreSQL full-text search with the 'norwegian' configuration, and
 * pg_trgm for typos, on the same products and queries as bench/search.ts. Measured from Node over one
 * connection, as the server would call it (without HTTP).
 */
import pg from 'pg';
import type { IndexedProduct } from '../apps/server/src/modules/search/engine/product-index';
import { tokenize } from '../apps/server/src/modules/search/engine/text';
import { percentile } from './server';

const LIMIT = 24;
const BATCH = 5000;

interface Query {
  kind: string;
  text: string;
}

/** Every word must match; the last one as a prefix (as you type), like the in-process engine. */
function tsquery(text: string): string | null {
  const words = tokenize(text, 10).map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''));
  if (words.length === 0) return null;
  return words.map((word, position) => (position === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

export async function measurePostgresFullText(
  databaseUrl: string,
  products: IndexedProduct[],
  queries: Query[],
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm');
    await client.query('drop table if exists bench_search_products');
    await client.query(`
      create table bench_search_products (
        id text primary key, name text not null, brand text, category text, sku text, in_stock boolean not null,
        doc tsvector generated always as (
          setweight(to_tsvector('norwegian', name), 'A') || setweight(to_tsvector('norwegian', coalesce(sku, '')), 'A') ||
          setweight(to_tsvector('norwegian', coalesce(brand, '')), 'B') || setweight(to_tsvector('norwegian', coalesce(category, '')), 'C')
        ) stored)`);
    const started = performance.now();
    for (let start = 0; start < products.length; start += BATCH) {
      const part = products.slice(start, start + BATCH);
      await client.query(
        `insert into bench_search_products (id, name, brand, category, sku, in_stock)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[])`,
        [
          part.map((product) => product.productId),
          part.map((product) => product.name),
          part.map((product) => product.brand),
          part.map((product) => product.category),
          part.map((product) => product.sku),
          part.map((product) => product.inStock),
        ],
      );
    }
    const loaded = performance.now();
    await client.query('create index on bench_search_products using gin (doc)');
    await client.query('create index on bench_search_products using gin (name gin_trgm_ops)');
    await client.query('analyze bench_search_products');
    console.log(
      `PostgreSQL   load ${(loaded - started).toFixed(0)} ms, GIN indexes (tsvector, trigram) ${(performance.now() - loaded).toFixed(0)} ms`,
    );

    // Full text first; with no hit, the trigram word similarity for typos (what a shop would have to add).
    const fullText = `
      select id, count(*) over () as total from bench_search_products, to_tsquery('norwegian', $1) query
      where doc @@ query order by ts_rank(doc, query) * (case when in_stock then 1.5 else 1 end) desc limit ${LIMIT}`;
    const typo = `
      select id, count(*) over () as total from bench_search_products
      where $1 <% name order by word_similarity($1, name) desc limit ${LIMIT}`;
    const search = async (text: string) => {
      const query = tsquery(text);
      if (!query) return 0;
      const found = await client.query<{ total: string }>({ name: 'fts', text: fullText, values: [query] });
      if (found.rows.length > 0) return Number(found.rows[0]?.total ?? 0);
      const close = await client.query<{ total: string }>({ name: 'trgm', text: typo, values: [text] });
      return Number(close.rows[0]?.total ?? 0);
    };

    for (const query of queries.slice(0, 200)) await search(query.text);
    const times: number[] = [];
    const byKind = new Map<string, number[]>();
    let total = 0;
    let noHits = 0;
    for (const query of queries) {
      const at = performance.now();
      const found = await search(query.text);
      const time = performance.now() - at;
      times.push(time);
      byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), time]);
      total += found;
      if (found === 0) noHits += 1;
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `PostgreSQL full text + pg_trgm, ${queries.length} queries one at a time: p50 ${percentile(sorted, 0.5).toFixed(2)} ms, ` +
        `p95 ${percentile(sorted, 0.95).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms; ` +
        `avg found ${(total / queries.length).toFixed(0)}, no hits ${noHits}`,
    );
    console.log(
      `  by kind (p50 / p95 ms): ${[...byKind]
        .map(([kind, list]) => {
          const ordered = [...list].sort((a, b) => a - b);
          return `${kind} ${percentile(ordered, 0.5).toFixed(1)} / ${percentile(ordered, 0.95).toFixed(1)}`;
        })
        .join(', ')}`,
    );
    const samples = ['sko', 'skoene', 'joggesko', 'jogesko', 'genseren'];
    const recall: string[] = [];
    for (const text of samples) recall.push(`'${text}' ${await search(text)}`);
    console.log(`  found for: ${recall.join(', ')}`);
    await client.query('drop table bench_search_products');
  } finally {
    await client.end();
  }
}
