/**
 * The data of `npm run recommendations` (issue 31): one shop whose orders and page views come from shoppers
 * with tastes, made set-based in the database (INSERT … SELECT generate_series), so that what goes together
 * arises from the shoppers and no table of right answers exists for the evaluation to read.
 *
 * How a basket is made (docs/recommendations.md, "The bench's shop"):
 *  - The catalogue is 5 worlds (tur, løp, by, fest, barn) of 5 categories each (a world's main shoe and what
 *    goes with it: socks, care, laces…), 40 styles, and in each category and style `rank` products, rank 0
 *    the most popular. A product's number encodes its category, style and rank (see `productNumber`).
 *  - Every person (customer or anonymous visitor) draws a taste once: a world (some worlds more popular than
 *    others) and two styles. The draw is kept in a temporary table that is dropped when the seed ends.
 *  - An order picks 1–4 lines; each line picks a category (85 % in the person's world, else any), a style
 *    (50 % the first, 25 % the second, 25 % any) and a rank by a power law (u^2.5: a few bestsellers, a
 *    long tail). A visit does the same for each product page it opens (15 % of views are the front page).
 *  - So products of one world and style are bought and viewed together because people with that taste buy
 *    them, not because a pair was listed; the noise (other worlds, any style, popular products everywhere)
 *    is what a model must see through.
 * Orders span a year and page views half a year before the cut; the orders of the last 14 days before the
 * cut are the evaluation's held-out orders, kept in `bench_holdout_lines` and never in the shop's tables.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

export const WORLDS = 5;
export const CATEGORIES_PER_WORLD = 5;
export const CATEGORIES = WORLDS * CATEGORIES_PER_WORLD;
export const STYLES = 40;
export const HOLDOUT_DAYS = 14;

const CATEGORY_NAMES = [
  ['Fjellstøvler', 'Ullsokker', 'Skopleie', 'Gamasjer', 'Såler'],
  ['Joggesko', 'Løpesokker', 'Løpetights', 'Refleksvester', 'Drikkebelter'],
  ['Sneakers', 'Ankelsokker', 'Skolisser', 'Impregnering', 'Tøfler'],
  ['Pensko', 'Skokrem', 'Strømpebukser', 'Vesker', 'Skohorn'],
  ['Barnesko', 'Barnesokker', 'Regntøy', 'Gummistøvler', 'Refleks'],
].flat();

export interface RecommendationSizes {
  products: number;
  orderLines: number;
  pageViews: number;
  customers: number;
  viewsPerVisitor: number;
}

export const FULL: RecommendationSizes = {
  products: 100_000,
  orderLines: 1_000_000,
  pageViews: 10_000_000,
  customers: 150_000,
  viewsPerVisitor: 8,
};

export const SMALL: RecommendationSizes = {
  products: 10_000,
  orderLines: 100_000,
  pageViews: 1_000_000,
  customers: 15_000,
  viewsPerVisitor: 8,
};

/** Products per category and style: the catalogue is CATEGORIES × STYLES × ranks. */
export const ranksOf = (sizes: RecommendationSizes) => Math.floor(sizes.products / (CATEGORIES * STYLES));

async function timed(label: string, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  console.log(`  ${label}: ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

/** A product's number from its category, style and rank (the columns of `pick`). */
function productNumber(): ReturnType<typeof sql.raw> {
  return sql.raw(`(1 + pick.c + ${CATEGORIES} * (pick.s + ${STYLES} * pick.r))`);
}

/**
 * SQL for a draw from a taste (`world`, `style1`, `style2` of `taste`): category, style and power-law rank,
 * each with its own random draw. `row` names a column of the row being made, so the draw is made again for
 * every row (not once per taste).
 */
function pickFromTaste(ranks: number, taste: string, row: string): ReturnType<typeof sql.raw> {
  return sql.raw(`(select
      case when random() < 0.85 then ${taste}.world * ${CATEGORIES_PER_WORLD} + floor(${CATEGORIES_PER_WORLD} * power(random(), 1.3))::int
           else floor(random() * ${CATEGORIES})::int end as c,
      case when random() < 0.5 then ${taste}.style1 when random() < 0.5 then ${taste}.style2
           else floor(random() * ${STYLES})::int end as s,
      floor(${ranks} * power(random(), 2.5))::int as r
      where ${taste}.person is not null and ${row} is not null) pick`);
}

/** A product's price in øre: by category and number, 49–2,548 kr. */
const priceOf = (g: string) =>
  sql.raw(`((49 + ((${g} - 1) % ${CATEGORIES}) * 60 + ((${g})::bigint * 7919) % 1000) * 100)`);

/**
 * Seeds `accountId` with `sizes`; orders and views end at `cut` (the held-out orders run to cut + 14 days,
 * outside the shop's tables). Answers the seconds it took.
 */
export async function seedRecommendationShop(
  db: Database,
  accountId: number,
  sizes: RecommendationSizes,
  cut: Date,
): Promise<number> {
  const started = performance.now();
  const a = accountId;
  const ranks = ranksOf(sizes);
  const products = CATEGORIES * STYLES * ranks;
  const visitors = Math.ceil(sizes.pageViews / sizes.viewsPerVisitor);
  const orders = Math.round(sizes.orderLines / 2.5);
  const at = sql`${cut.toISOString()}::timestamptz`;
  const names = sql.raw(`array[${CATEGORY_NAMES.map((name) => `'${name}'`).join(',')}]`);
  await db.execute(sql`select setseed(0.31)`);
  await timed(`${products.toLocaleString('en')} products`, () =>
    db.execute(sql`
      insert into shop_products (account_id, external_id, name, url, price_ore, sale_price_ore, in_stock, category, brand, sku)
      select ${a}, 'P' || g,
        (${names})[1 + (g - 1) % ${CATEGORIES}] || ' ' || (array['Nord','Fjell','By','Fjord','Vidde','Kyst','Skog','Lys'])[1 + ((g - 1) / ${CATEGORIES}) % 8]
          || ' ' || g,
        'https://stor.example/produkt/P' || g, ${priceOf('g')},
        case when g % 11 = 0 then ${priceOf('g')} * 8 / 10 end,
        g % 23 <> 0,
        (${names})[1 + (g - 1) % ${CATEGORIES}],
        (array['Nordsko','Fjellfot','Bylett','Kystlin'])[1 + g % 4],
        'SKU-' || g
      from generate_series(1, ${products}::int) g`),
  );
  await timed(
    `${visitors.toLocaleString('en')} tastes (customers are the first ${sizes.customers.toLocaleString('en')})`,
    () =>
      db.execute(sql`
      create temporary table bench_tastes as
      select p as person, gen_random_uuid() as visitor_id, least(${WORLDS - 1}, floor(${WORLDS} * power(random(), 1.4)))::int as world,
        floor(random() * ${STYLES})::int as style1, floor(random() * ${STYLES})::int as style2
      from generate_series(1, ${visitors}::int) p`),
  );
  await db.execute(sql`alter table bench_tastes add primary key (person)`);
  await timed(
    `${orders.toLocaleString('en')} orders drawn (a year before the cut and ${HOLDOUT_DAYS} days after)`,
    () =>
      db.execute(sql`
      create temporary table bench_orders as
      select o, 1 + floor(${sizes.customers} * power(random(), 1.2))::int as person,
        ${at} + ${HOLDOUT_DAYS} * interval '1 day' - random() * (365 + ${HOLDOUT_DAYS}) * interval '1 day' as placed,
        1 + floor(random() * 4)::int as n
      from generate_series(1, ${orders}::int) o`),
  );
  await timed('order lines drawn from the tastes', async () => {
    await db.execute(sql`
      create temporary table bench_lines as
      select b.o, b.placed, b.person, k - 1 as line_no, ${productNumber()} as g
      from bench_orders b join bench_tastes t on t.person = b.person
      cross join lateral generate_series(1, b.n) k
      cross join lateral ${pickFromTaste(ranks, 't', 'k')}`);
  });
  await timed('orders before the cut', () =>
    db.execute(sql`
      insert into shop_orders (account_id, external_id, status, placed_at, placed_on, subtotal_ore, total_ore, currency, source, customer_email)
      select ${a}, 'O' || b.o, case when b.o % 29 = 0 then 'cancelled' else 'completed' end, b.placed,
        (b.placed at time zone 'Europe/Oslo')::date, s.subtotal, s.subtotal + 7900, 'NOK', '',
        'kunde' || b.person || '@eksempel.no'
      from bench_orders b
      join (select o, sum(${priceOf('g')}) as subtotal from bench_lines group by o) s on s.o = b.o
      where b.placed <= ${at}`),
  );
  await timed('their lines', () =>
    // Each line's order was made just above: its foreign-key check per row is skipped for the load.
    db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
      insert into shop_order_lines (account_id, order_id, line_no, product_id, name, quantity, price_ore)
      select ${a}, 'O' || l.o, l.line_no, 'P' || l.g, 'Produkt P' || l.g, 1, ${priceOf('l.g')}
      from bench_lines l where l.placed <= ${at}`);
    }),
  );
  await db.execute(sql`drop table if exists bench_holdout_lines`);
  await timed(`held-out lines (the ${HOLDOUT_DAYS} days after the cut)`, () =>
    db.execute(sql`
      create table bench_holdout_lines as
      select 'O' || l.o as order_id, l.placed, 'kunde' || l.person || '@eksempel.no' as email,
        'rb-visit-' || l.person as visitor_uid, l.line_no, 'P' || l.g as product_id
      from bench_lines l join bench_orders b on b.o = l.o where l.placed > ${at} and b.o % 29 <> 0`),
  );
  await timed(`${visitors.toLocaleString('en')} visitors (customers' ones signed in)`, () =>
    db.execute(sql`
      insert into chat_visitors (id, account_id, uid, email, email_verified, online, last_seen, path, url, page_title, created_at)
      select t.visitor_id, ${a}, 'rb-visit-' || t.person,
        case when t.person <= ${sizes.customers} then 'kunde' || t.person || '@eksempel.no' end, t.person <= ${sizes.customers}, false,
        ${at}, '/', 'https://stor.example/', 'Forside',
        ${at} - interval '2 days' - random() * 178 * interval '1 day'
      from bench_tastes t`),
  );
  // Ten million rows load several times faster into a table without its secondary indexes, which are made
  // once afterwards (from their own definitions, so the bench measures the schema the app has).
  const secondary = (
    (await db.execute(sql`
      select indexname, indexdef from pg_indexes
      where tablename = 'chat_page_views' and indexname <> 'chat_page_views_pkey'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    }
  ).rows;
  for (const index of secondary) await db.execute(sql.raw(`drop index ${index.indexname}`));
  const step = Math.max(1, Math.floor(1_000_000 / sizes.viewsPerVisitor));
  for (let from = 1; from <= visitors; from += step) {
    const to = Math.min(visitors, from + step - 1);
    await timed(`page views of visitors ${from.toLocaleString('en')}–${to.toLocaleString('en')}`, () =>
      // Consistent by construction (each visitor made above): the foreign-key checks per row are skipped for
      // the load (session_replication_role), which took most of its time.
      // Two visits a day apart, views two minutes apart; 15 % are the front page.
      db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
        insert into chat_page_views (account_id, visitor_id, path, url, page_title, created_at)
        select ${a}, v.id, page.path, 'https://stor.example' || page.path, page.title,
          v.created_at + (n / 4) * interval '1 day' + n * interval '2 minutes'
        from bench_tastes t
        join chat_visitors v on v.id = t.visitor_id
        cross join generate_series(0, ${sizes.viewsPerVisitor - 1}::int) n
        cross join lateral ${pickFromTaste(ranks, 't', 'n')}
        cross join lateral (
          select case when random() < 0.15 then '/' else '/produkt/P' || ${productNumber()} end as path
          where pick.c is not null
        ) chosen
        cross join lateral (select chosen.path as path, case when chosen.path = '/' then 'Forside' else 'Produkt' end as title) page
        where t.person between ${from} and ${to}`);
      }),
    );
  }
  await timed(`the page views' ${secondary.length} indexes`, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      for (const index of secondary) await tx.execute(sql.raw(index.indexdef));
    }),
  );
  await db.execute(sql`drop table bench_lines`);
  await db.execute(sql`drop table bench_orders`);
  await db.execute(sql`drop table bench_tastes`);
  await timed('analyze', () => db.execute(sql`analyze`));
  return (performance.now() - started) / 1000;
}
