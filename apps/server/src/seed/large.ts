/**
 * `npm run seed:large`: one account on PostgreSQL at the size of issue 5's "Scale" (1,000,000 orders with
 * their lines, 10,000,000 page views with their visitors, 100,000 products, 200,000 customers, and cart
 * events), made set-based in the database (INSERT … SELECT generate_series), then the daily totals rebuilt.
 *   DATABASE_URL=postgres://… npm run seed:large                    (the full size)
 *   DATABASE_URL=postgres://… npm run seed:large -- --scale=0.1     (a tenth of everything)
 *   … -- --force        drops the seeded account first (otherwise an existing one is reused)
 * Signs in as stor@demo.no / Demo1234! (owner of "Storbutikken AS", every package).
 */
import { ACCOUNT_SETTING_KEYS, AGREEMENTS, PACKAGE_KEYS } from '@butikkpanel/contracts';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import {
  accountPlans,
  accountSettings,
  accounts,
  memberships,
  planPackages,
  plans,
  termsAcceptances,
  users,
} from '../db/schema';
import { hashPassword } from '../modules/auth';
import { syncPackageCatalogue } from './packages';

export const LARGE_ACCOUNT = 'Storbutikken AS';
export const LARGE_OWNER = 'stor@demo.no';
const PASSWORD = 'Demo1234!';

export interface LargeSizes {
  orders: number;
  pageViews: number;
  products: number;
  customers: number;
  cartEvents: number;
  /** Page views per visitor. */
  viewsPerVisitor: number;
  /** Orders are spread over this many days back from now, page views over `viewDays`. */
  orderDays: number;
  viewDays: number;
}

export const FULL_SIZE: LargeSizes = {
  orders: 1_000_000,
  pageViews: 10_000_000,
  products: 100_000,
  customers: 200_000,
  cartEvents: 500_000,
  viewsPerVisitor: 8,
  orderDays: 730,
  viewDays: 180,
};

export function scaled(scale: number): LargeSizes {
  const of = (value: number) => Math.max(1, Math.round(value * scale));
  return {
    ...FULL_SIZE,
    orders: of(FULL_SIZE.orders),
    pageViews: of(FULL_SIZE.pageViews),
    products: of(FULL_SIZE.products),
    customers: of(FULL_SIZE.customers),
    cartEvents: of(FULL_SIZE.cartEvents),
  };
}

/** Rows per statement for the two big tables: progress to watch, and no single transaction of hours. */
const STEP = 1_000_000;

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The account, its owner with every package and the agreements accepted, so the panel opens at once. */
async function createAccount(db: Database): Promise<number> {
  const passwordHash = await hashPassword(PASSWORD);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ companyName: LARGE_ACCOUNT, isActive: true })
      .returning();
    // A plan with every package; kept (and reused) when --force seeds again.
    const planName = `${LARGE_ACCOUNT} (alt)`;
    const [known] = await tx.select().from(plans).where(eq(plans.name, planName));
    const plan = known ?? (await tx.insert(plans).values({ name: planName }).returning())[0];
    if (!account || !plan) throw new Error('account or plan missing');
    await tx
      .insert(planPackages)
      .values(PACKAGE_KEYS.map((packageKey) => ({ planId: plan.id, packageKey })))
      .onConflictDoNothing();
    await tx.insert(accountPlans).values({ accountId: account.id, planId: plan.id });
    const [existing] = await tx.select().from(users).where(eq(users.email, LARGE_OWNER));
    const owner =
      existing ??
      (
        await tx
          .insert(users)
          .values({ email: LARGE_OWNER, firstname: 'Stine', lastname: 'Stor', roles: ['user'], passwordHash })
          .returning()
      )[0];
    if (!owner) throw new Error('owner missing');
    await tx.insert(memberships).values({ accountId: account.id, userId: owner.id, role: 'owner' });
    await tx
      .insert(termsAcceptances)
      .values(AGREEMENTS.map((agreement) => ({ accountId: account.id, userId: owner.id, agreement })));
    await tx
      .insert(accountSettings)
      .values({ accountId: account.id, key: ACCOUNT_SETTING_KEYS.acceptedTerms, value: '1' });
    return account.id;
  });
}

/** A product's price in øre from its number: 199–2,998 kr, the same formula for products and order lines. */
const priceOf = (pid: string) => sql.raw(`((199 + ((${pid})::bigint * 7919) % 2800) * 100)`);

/** Orders and visits count back from `now`: the data ends at that instant. */
export async function seedLarge(
  db: Database,
  accountId: number,
  sizes: LargeSizes,
  now: Date,
): Promise<void> {
  const a = accountId;
  const at = sql`${now.toISOString()}::timestamptz`;
  await timed(`${sizes.products.toLocaleString('en')} products`, () =>
    db.execute(sql`
      insert into shop_products (account_id, external_id, name, url, price_ore, sale_price_ore, in_stock, category, brand, sku)
      select ${a}, 'P' || g,
        (array['Joggesko','Vintersko','Sandal','Sneaker','Støvlett','Pensko','Tøffel','Gummistøvel'])[1 + g % 8]
          || ' ' || (array['Nord','Fjell','By','Fjord','Vidde','Kyst','Skog','Lys'])[1 + (g / 8) % 8] || ' ' || g,
        'https://stor.example/produkt/P' || g,
        ${priceOf('g')},
        case when g % 11 = 0 then ${priceOf('g')} * 8 / 10 end,
        g % 23 <> 0,
        (array['Joggesko','Vintersko','Sandaler','Fritidssko','Barnesko','Pensko'])[1 + g % 6],
        (array['Nordsko','Fjellfot','Bylett','Kystlin'])[1 + g % 4],
        'SKU-' || g
      from generate_series(1, ${sizes.products}::int) g
      on conflict do nothing`),
  );
  // Products written here bypass the ingest code: tell running servers' search indexes (see ingest-repository).
  await db.execute(sql`
    insert into shop_catalogue_revisions (account_id, revision) values (${a}, 1)
    on conflict (account_id) do update set revision = shop_catalogue_revisions.revision + 1`);
  await timed(`${sizes.customers.toLocaleString('en')} customers`, () =>
    db.execute(sql`
      insert into shop_customers (account_id, email, name, birthday, club_member, marketing_consent)
      select ${a}, 'kunde' || g || '@eksempel.no',
        (array['Kari','Ola','Ingrid','Lars','Nora','Emil','Sofie','Jakob'])[1 + g % 8] || ' '
          || (array['Hansen','Olsen','Larsen','Berg','Dahl','Haugen','Nilsen'])[1 + g % 7],
        date '1950-01-01' + (g * 37) % 20000,
        g % 3 = 0, g % 5 <> 0
      from generate_series(1, ${sizes.customers}::int) g
      on conflict do nothing`),
  );
  for (let from = 1; from <= sizes.orders; from += STEP) {
    const to = Math.min(sizes.orders, from + STEP - 1);
    await timed(`orders ${from.toLocaleString('en')}–${to.toLocaleString('en')} with lines`, async () => {
      // Each order has 1–3 lines of products picked by formula; its subtotal is their sum.
      await db.execute(sql`
        insert into shop_orders (account_id, external_id, status, placed_at, placed_on, subtotal_ore, total_ore,
          currency, source, referrer, discount_code, customer_email)
        select ${a}, 'O' || g,
          case when g % 29 = 0 then 'cancelled'
               when placed < ${at} - interval '7 days' and g % 3 <> 0 then 'completed' else 'open' end,
          placed, (placed at time zone 'Europe/Oslo')::date,
          l.subtotal, l.subtotal + case when l.subtotal >= 100000 then 0 else 7900 end,
          'NOK',
          (array['google','facebook','newsletter','','instagram','google','','tiktok'])[1 + g % 8],
          case g % 8 when 0 then 'https://www.google.com/' when 1 then 'https://l.facebook.com/' end,
          case when g % 8 = 2 and g % 2 = 0 then 'NYHET10' end,
          case when g % 10 < 7 then 'kunde' || (1 + (g::bigint * 13) % ${sizes.customers}) || '@eksempel.no' end
        from generate_series(${from}::int, ${to}::int) g
        cross join lateral (
          select ${at} - (((g::bigint * 7919) % (${sizes.orderDays}::bigint * 86400)) * interval '1 second') as placed
        ) t
        cross join lateral (
          select sum(${priceOf(`1 + (g::bigint * 7919 + n * 104729) % ${sizes.products}`)} * (1 + (g + n) % 2)) as subtotal
          from generate_series(1, 1 + g % 3) n
        ) l
        on conflict do nothing`);
      await db.execute(sql`
        insert into shop_order_lines (account_id, order_id, line_no, product_id, name, quantity, price_ore)
        select ${a}, 'O' || g, n - 1, 'P' || pid, 'Produkt P' || pid, 1 + (g + n) % 2, ${priceOf('pid')}
        from generate_series(${from}::int, ${to}::int) g
        cross join lateral generate_series(1, 1 + g % 3) n
        cross join lateral (select 1 + (g::bigint * 7919 + n * 104729) % ${sizes.products} as pid) p
        on conflict do nothing`);
    });
  }
  const visitors = Math.ceil(sizes.pageViews / sizes.viewsPerVisitor);
  await timed(`${visitors.toLocaleString('en')} visitors`, () =>
    db.execute(sql`
      insert into chat_visitors (account_id, uid, online, is_mobile, last_seen, path, url, page_title, score, created_at)
      select ${a}, 'seed-' || g, false, g % 5 < 3,
        ${at} - (((g::bigint * 7919) % (${sizes.viewDays}::bigint * 86400)) * interval '1 second'),
        '/', 'https://stor.example/', 'Forside', ${sizes.viewsPerVisitor},
        ${at} - (((g::bigint * 7919) % (${sizes.viewDays}::bigint * 86400)) * interval '1 second')
      from generate_series(1, ${visitors}::int) g
      on conflict do nothing`),
  );
  // Page views in steps of visitors, each visitor's views a minute apart from their first visit.
  const visitorsPerStep = Math.max(1, Math.floor(STEP / sizes.viewsPerVisitor));
  for (let from = 1; from <= visitors; from += visitorsPerStep) {
    const to = Math.min(visitors, from + visitorsPerStep - 1);
    await timed(`page views of visitors ${from.toLocaleString('en')}–${to.toLocaleString('en')}`, () =>
      db.execute(sql`
        insert into chat_page_views (account_id, visitor_id, path, url, page_title, created_at)
        select ${a}, v.id, page.path, 'https://stor.example' || page.path, page.title,
          least(${at}, v.created_at + n * interval '1 minute')
        from generate_series(${from}::int, ${to}::int) g
        join chat_visitors v on v.account_id = ${a} and v.uid = 'seed-' || g
        cross join generate_series(0, ${sizes.viewsPerVisitor - 1}::int) n
        cross join lateral (
          select
            case when (g + n) % 4 = 0 then '/' else '/produkt/P' || (1 + (g::bigint * 31 + n * 7) % ${sizes.products}) end as path,
            case when (g + n) % 4 = 0 then 'Forside' else 'Produkt' end as title
        ) page
        where (g - 1)::bigint * ${sizes.viewsPerVisitor} + n < ${sizes.pageViews}`),
    );
  }
  await timed(`${sizes.cartEvents.toLocaleString('en')} cart events`, () =>
    db.execute(sql`
      insert into shop_cart_events (account_id, visitor_id, product_id, quantity, price_ore, created_at)
      select ${a}, v.id, 'P' || pid, 1, ${priceOf('pid')}, v.last_seen
      from generate_series(1, ${sizes.cartEvents}::int) g
      cross join lateral (select 1 + (g::bigint * 104729) % ${sizes.products} as pid) p
      join chat_visitors v on v.account_id = ${a} and v.uid = 'seed-' || (1 + (g::bigint * 7919) % ${visitors})`),
  );
  await timed('daily totals rebuilt', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7401, ${a})`);
      await tx.execute(sql`delete from shop_order_daily_totals where account_id = ${a}`);
      await tx.execute(sql`
        insert into shop_order_daily_totals (account_id, day, source, orders, subtotal_ore, total_ore)
        select account_id, placed_on, source, count(*), sum(subtotal_ore), sum(total_ore)
        from shop_orders where account_id = ${a} and status <> 'cancelled'
        group by account_id, placed_on, source`);
    }),
  );
  await timed('analyze', () => db.execute(sql`analyze`));
}

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function main(): Promise<void> {
  // A throwaway signing secret: the seed signs nothing, but the configuration asks for one with DATABASE_URL.
  const config = loadConfig({ JWT_SECRET: 'seed-large-signs-nothing-0123456789abcdef', ...process.env });
  if (config.database.kind !== 'postgres') {
    console.error(
      'seed:large needs PostgreSQL: set DATABASE_URL (e.g. from `npx tsx bench/start-postgres.ts`). ' +
        'The embedded PGlite database is not meant for 10 million rows.',
    );
    process.exit(2);
  }
  const scale = Number(argument('scale') ?? 1);
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be a number in (0, 1]');
  const sizes = scaled(scale);
  const database = await openDatabase({ ...config.database, poolSize: 2 });
  const started = performance.now();
  try {
    await database.migrate();
    await syncPackageCatalogue(database.db);
    const [existing] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.companyName, LARGE_ACCOUNT));
    if (existing && !process.argv.includes('--force')) {
      console.log(
        `${LARGE_ACCOUNT} (account ${existing.id}) is already seeded: reusing it (--force to redo).`,
      );
      return;
    }
    if (existing) await database.db.delete(accounts).where(eq(accounts.id, existing.id));
    const accountId = await createAccount(database.db);
    console.log(`Seeding ${LARGE_ACCOUNT} (account ${accountId}), scale ${scale}:`);
    const now = new Date(); // wall clock: a command-line seed; its data ends when it is run
    await seedLarge(database.db, accountId, sizes, now);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `Done in ${seconds} s: ${sizes.orders.toLocaleString('en')} orders, ` +
        `${sizes.pageViews.toLocaleString('en')} page views, ${sizes.products.toLocaleString('en')} products, ` +
        `${sizes.customers.toLocaleString('en')} customers, ${sizes.cartEvents.toLocaleString('en')} cart events. ` +
        `Sign in as ${LARGE_OWNER} / ${PASSWORD}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
