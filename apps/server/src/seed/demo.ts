import {
  ACCOUNT_SETTING_KEYS,
  AGREEMENTS,
  LIMITS,
  PACKAGE_KEYS,
  type PackageKey,
  trialEndAfter,
} from '@butikkpanel/contracts';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountPlans,
  accountSettings,
  accounts,
  dealers,
  memberships,
  planPackages,
  plans,
  termsAcceptances,
  users,
} from '../db/schema';
import { seedDemoApps } from '../modules/apps';
import { hashPassword } from '../modules/auth';
import { seedDemoFlows } from '../modules/flows';
import { seedDemoRecommendations } from '../modules/recommendations';
import { DEMO_PRODUCTS, demoProductPath } from '../modules/widget';
import { seedDemoPopups } from './demo-popups';
import { seedDemoSearch } from './demo-search';
import { seedDemoShopData } from './demo-shop-data';
import { seedSharedImages } from './shared-images';

export const DEMO_PASSWORD = 'Demo1234!';

const PLANS: Record<string, readonly PackageKey[]> = {
  Start: ['PACKAGE_DASHBOARD', 'PACKAGE_CHAT'],
  Vekst: [
    'PACKAGE_DASHBOARD',
    'PACKAGE_CHAT',
    'PACKAGE_SEARCH',
    'PACKAGE_RECOMMENDATIONS',
    'PACKAGE_EMAIL',
    'PACKAGE_POPUPS',
    'PACKAGE_DISCOUNTS',
  ],
  Komplett: PACKAGE_KEYS,
};

const DEMO_USERS = [
  { email: 'eier@demo.no', firstname: 'Ingrid', lastname: 'Hansen', roles: ['user'] },
  { email: 'staff@demo.no', firstname: 'Sigurd', lastname: 'Berg', roles: ['staff'] },
  { email: 'partner@demo.no', firstname: 'Per', lastname: 'Lien', roles: ['partner'] },
  { email: 'admin@demo.no', firstname: 'Anne', lastname: 'Dahl', roles: ['admin'] },
  { email: 'eier@testbutikken.no', firstname: 'Tor', lastname: 'Moen', roles: ['user'] },
] as const;

/**
 * Demo data for the embedded default (or SEED_DEMO=1): runs only on a database with no users,
 * so it never touches real data and never runs twice. Demo Sko AS gets a shop's worth of products,
 * customers, orders and visits (demo-shop-data.ts); Testbutikken AS stays empty, as a new shop is.
 */
export async function seedDemo(
  db: Database,
  /** `serverSecret` (the server's JWT_SECRET) seals the demo apps' keys; without it the demo has no apps. */
  options: { publicUrl?: string; now?: Date; serverSecret?: Uint8Array } = {},
): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;
  const now = options.now ?? new Date(); // wall clock: the demo ends on the day it is seeded (tests pass now)
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const demoSkoId = await db.transaction(async (tx) => {
    const [dealer] = await tx
      .insert(dealers)
      .values({ name: 'Nordisk Nettpartner AS', email: 'salg@nettpartner.no', phone: '+47 22 33 44 55' })
      .returning();
    const planIds = new Map<string, number>();
    for (const [name, keys] of Object.entries(PLANS)) {
      const [plan] = await tx.insert(plans).values({ name }).returning();
      if (!plan) throw new Error('plan insert returned nothing');
      planIds.set(name, plan.id);
      await tx.insert(planPackages).values(keys.map((packageKey) => ({ planId: plan.id, packageKey })));
    }
    const people = await tx
      .insert(users)
      .values(DEMO_USERS.map((user) => ({ ...user, roles: [...user.roles], passwordHash })))
      .returning();
    const byEmail = new Map(people.map((user) => [user.email, user.id]));
    const id = (email: string) => {
      const found = byEmail.get(email);
      if (!found) throw new Error(`demo user ${email} missing`);
      return found;
    };

    const [demoSko] = await tx
      .insert(accounts)
      .values({ companyName: 'Demo Sko AS', isActive: true, dealerId: dealer?.id ?? null })
      .returning();
    const [testbutikken] = await tx
      .insert(accounts)
      .values({
        companyName: 'Testbutikken AS',
        isActive: true,
        trialEndsAt: trialEndAfter(now, LIMITS.trialCountdownDefaultDays),
      })
      .returning();
    if (!demoSko || !testbutikken) throw new Error('demo accounts missing');

    await tx.insert(memberships).values([
      { accountId: demoSko.id, userId: id('eier@demo.no'), role: 'owner' },
      { accountId: testbutikken.id, userId: id('eier@testbutikken.no'), role: 'owner' },
    ]);
    await tx.insert(accountPlans).values([
      { accountId: demoSko.id, planId: planIds.get('Komplett') ?? 0 },
      { accountId: testbutikken.id, planId: planIds.get('Start') ?? 0 },
    ]);
    // Demo Sko AS has accepted the agreements; Testbutikken AS has not, so the terms dialog can be seen.
    await tx
      .insert(termsAcceptances)
      .values(
        AGREEMENTS.map((agreement) => ({ accountId: demoSko.id, userId: id('eier@demo.no'), agreement })),
      );
    await tx
      .insert(accountSettings)
      .values({ accountId: demoSko.id, key: ACCOUNT_SETTING_KEYS.acceptedTerms, value: '1' });
    return demoSko.id;
  });
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  await seedDemoShopData(db, demoSkoId, { publicUrl, now });
  await seedDemoSearch(db, demoSkoId);
  await seedDemoRecommendations(db, demoSkoId, now);
  // The platform's shared file library first: the demo's front-page banner uses one of its pictures.
  await seedSharedImages(db, now);
  await seedDemoPopups(db, demoSkoId, { publicUrl, now });
  await seedDemoFlows(db, demoSkoId, {
    now,
    products: DEMO_PRODUCTS.map((product) => ({
      id: product.slug,
      name: product.name,
      price: product.price,
      pageUrl: `${publicUrl}${demoProductPath(product.slug)}`,
    })),
  });
  if (options.serverSecret) {
    await seedDemoApps(db, demoSkoId, { publicUrl, now, serverSecret: options.serverSecret });
  }
  return true;
}
