import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What the widget's public check reads first, in one round trip: whether the account is active with the
 * discounts package, and its shop domains (for CORS). Plain SQL over the accounts module's tables, as the
 * public search does (docs/architecture.md, "inherent exceptions"): a public, per-request lookup.
 */
export async function findShopAccess(db: Database, accountId: number) {
  const result = await db.execute(sql`
    select a.is_active,
      exists (select 1 from account_plans ap join plan_packages pp on pp.plan_id = ap.plan_id
              where ap.account_id = a.id and pp.package_key = 'PACKAGE_DISCOUNTS') as has_discounts,
      (select array_agg(d.host) from shop_domains d where d.account_id = a.id) as hosts
    from accounts a where a.id = ${accountId}`);
  const [row] = (
    result as unknown as {
      rows: Array<{ is_active: boolean; has_discounts: boolean; hosts: string[] | null }>;
    }
  ).rows;
  return row ? { isActive: row.is_active, hasDiscounts: row.has_discounts, hosts: row.hosts ?? [] } : null;
}
