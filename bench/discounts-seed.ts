/**
 * The data of `npm run discounts` (issue 14): one account with the discounts package, its owner, 1,000,000
 * orders (no lines: the discounts pages never read them), 100,000 discount codes with their figures, the
 * redemptions of the orders that used a code, and unknown codes shoppers tried, all made set-based in the
 * database (INSERT … SELECT generate_series), on PostgreSQL or PGlite alike.
 */
import { ACCOUNT_SETTING_KEYS, AGREEMENTS, PACKAGE_KEYS } from '@butikkpanel/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import {
  accountPlans,
  accountSettings,
  accounts,
  memberships,
  planPackages,
  plans,
  termsAcceptances,
  users,
} from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth';
import { syncPackageCatalogue } from '../apps/server/src/seed/packages';

export const OWNER = 'rabatt@demo.no';

export interface DiscountSizes {
  orders: number;
  codes: number;
  /** Distinct unknown spellings already tried (each with a few attempts). */
  unknown: number;
}

/** The rules code number `g` was seeded with (the same formulas as the SQL in `seedDiscounts`). */
export const codeRules = (g: number) => ({
  minimumOre: g % 4 === 0 ? 50_000 : null,
  expired: g % 10 === 3,
  limited: g % 7 === 0,
  active: g % 97 !== 0,
  archived: g % 50 === 0,
});

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * An account with every package, its owner (password Demo1234!) with the agreements accepted; answers the
 * account's id. The other benches make theirs with it too.
 */
export async function createAccount(
  db: Database,
  names: { company: string; owner: string } = { company: 'Rabattbutikken AS', owner: OWNER },
): Promise<number> {
  const passwordHash = await hashPassword('Demo1234!');
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ companyName: names.company, isActive: true })
      .returning();
    const [plan] = await tx
      .insert(plans)
      .values({ name: `${names.company} (alt)` })
      .returning();
    const [owner] = await tx
      .insert(users)
      .values({ email: names.owner, firstname: 'Rita', lastname: 'Rabatt', roles: ['user'], passwordHash })
      .returning();
    if (!account || !plan || !owner) throw new Error('account, plan or owner missing');
    await tx.insert(planPackages).values(PACKAGE_KEYS.map((packageKey) => ({ planId: plan.id, packageKey })));
    await tx.insert(accountPlans).values({ accountId: account.id, planId: plan.id });
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

/** Rows per statement: progress to watch, and no single transaction of many minutes. */
const STEP = 250_000;

/**
 * Codes: 'RABATT<g>' named 'Kampanje <g> <word>', percent (10–30 %) or kr (50–300 kr); g % 4 = 0 has a
 * 500 kr minimum, g % 10 = 3 expired 30 days ago, g % 10 = 7 expires in a year, g % 7 = 0 has a limit
 * of 100,000 uses, g % 50 = 0 is archived. Orders: 1 in 5 used a code — 1 in 20 the popular code 1, 1 in
 * 20 one of codes 2–101, 1 in 10 any code; cancelled orders (1 in 29) have their redemption cancelled.
 */
export async function seedDiscounts(db: Database, sizes: DiscountSizes, now: Date): Promise<number> {
  await syncPackageCatalogue(db);
  const a = await createAccount(db);
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} at time zone 'Europe/Oslo')::date`;
  const codes = sizes.codes;
  await timed(`${codes.toLocaleString('en')} codes`, () =>
    db.execute(sql`
      insert into discounts (account_id, name, code, code_key, type, amount, minimum_order_ore, expires_on,
        usage_limit, active, archived_at, created_at, updated_at)
      select ${a},
        'Kampanje ' || g || ' ' || (array['sommer','vinter','nyhetsbrev','popup','flyt','VIP','jul','påske'])[1 + g % 8],
        'Rabatt' || g, 'RABATT' || g,
        case when g % 2 = 0 then 'percent' else 'sum' end,
        case when g % 2 = 0 then 1000 + (g % 5) * 500 else (50 + (g % 6) * 50) * 100 end,
        case when g % 4 = 0 then 50000 end,
        case g % 10 when 3 then ${today} - 30 when 7 then ${today} + 365 end,
        case when g % 7 = 0 then 100000 end,
        g % 97 <> 0,
        case when g % 50 = 0 then ${at} - interval '10 days' end,
        ${at} - (${codes}::int - g) * interval '5 minutes', ${at}
      from generate_series(1, ${codes}::int) g`),
  );
  // The code an order used, by its number (null: none).
  const codeOf = `case
      when g % 20 = 0 then 1
      when g % 20 = 10 then 2 + (g / 20) % 100
      when g % 10 = 5 then 1 + (g::bigint * 7919) % ${codes}
    end`;
  for (let from = 1; from <= sizes.orders; from += STEP) {
    const to = Math.min(sizes.orders, from + STEP - 1);
    await timed(`orders ${from.toLocaleString('en')}–${to.toLocaleString('en')}`, () =>
      db.execute(sql`
        insert into shop_orders (account_id, external_id, status, placed_at, placed_on, subtotal_ore, total_ore,
          currency, source, discount_code, customer_email)
        select ${a}, 'O' || g,
          case when g % 29 = 0 then 'cancelled' when placed < ${at} - interval '7 days' then 'completed' else 'open' end,
          placed, (placed at time zone 'Europe/Oslo')::date,
          s.subtotal, s.subtotal + 7900, 'NOK',
          (array['google','facebook','newsletter','','instagram'])[1 + g % 5],
          'RABATT' || c.n,
          case when g % 10 < 7 then 'kunde' || (1 + (g::bigint * 13) % 200000) || '@eksempel.no' end
        from generate_series(${from}::int, ${to}::int) g
        cross join lateral (
          select ${at} - (((g::bigint * 7919) % (730 * 86400)) * interval '1 second') as placed,
            (199 + (g::bigint * 104729) % 2800) * 100 as subtotal
        ) s
        cross join lateral (select ${sql.raw(codeOf)} as n) c`),
    );
  }
  await timed('redemptions of the orders that used a code', () =>
    db.execute(sql`
      insert into discount_redemptions (account_id, discount_id, code_key, order_id, customer_email, placed_at,
        placed_on, total_ore, status)
      select o.account_id, d.id, d.code_key, o.external_id, o.customer_email, o.placed_at, o.placed_on, o.total_ore,
        case when o.status = 'cancelled' then 'cancelled' else 'counted' end
      from shop_orders o
      join discounts d on d.account_id = o.account_id and d.code_key = o.discount_code
      where o.account_id = ${a} and o.discount_code is not null`),
  );
  await timed("codes' figures from their redemptions", () =>
    db.execute(sql`
      update discounts d set times_used = f.uses, orders_count = f.counted, revenue_ore = f.revenue,
        last_used_at = f.last
      from (
        select discount_id, count(*) filter (where status <> 'cancelled') as uses,
          count(*) filter (where status = 'counted') as counted,
          coalesce(sum(total_ore) filter (where status = 'counted'), 0) as revenue, max(placed_at) as last
        from discount_redemptions where account_id = ${a} group by discount_id
      ) f
      where d.id = f.discount_id`),
  );
  await timed(`${sizes.unknown.toLocaleString('en')} unknown codes with attempts`, async () => {
    await db.execute(sql`
      insert into discount_unknown_codes (account_id, code_key, code, attempts, checks, orders, first_at, last_at, suggestion_checked_at)
      select ${a}, 'UKJENT' || g, 'ukjent' || g, 3, 3, 0, ${at} - interval '20 days', ${at} - interval '1 day', ${at} - interval '20 days'
      from generate_series(1, ${sizes.unknown}::int) g`);
    await db.execute(sql`
      insert into discount_unknown_attempts (account_id, unknown_id, source, cart_total_ore, address, at)
      select ${a}, u.id, 'check', 49900, '10.9.' || (u.id % 250) || '.' || n, ${at} - n * interval '9 days' - interval '1 day'
      from discount_unknown_codes u cross join generate_series(0, 2) n
      where u.account_id = ${a}`);
  });
  // Vacuumed as well: an hour-old database has been, and autovacuum working through a million fresh rows
  // would otherwise share the two cores with the measurements.
  await timed('vacuum and analyze', () => db.execute(sql`vacuum analyze`));
  return a;
}
