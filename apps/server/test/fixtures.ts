import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { accountPlans, accounts, dealers, memberships, planPackages, plans, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth';
import type { TestApp } from './harness';
import { TestClient } from './http';

export const PASSWORD = 'Riktig-passord-1';

let cachedHash: Promise<string> | null = null;
/** One argon2 hash shared by the fixtures: hashing is deliberately slow. */
const passwordHash = () => {
  cachedHash ??= hashPassword(PASSWORD);
  return cachedHash;
};

export const uniqueEmail = (prefix = 'bruker') => `${prefix}-${randomBytes(4).toString('hex')}@example.no`;

export async function createUser(
  db: Database,
  values: { email?: string; roles?: string[]; firstname?: string; lastname?: string } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email ?? uniqueEmail(),
      passwordHash: await passwordHash(),
      firstname: values.firstname ?? 'Kari',
      lastname: values.lastname ?? 'Nordmann',
      roles: values.roles ?? ['user'],
    })
    .returning();
  if (!user) throw new Error('fixture user missing');
  return user;
}

/** An account with one owner, optionally on a plan with the given packages. */
export async function createAccountWithOwner(
  db: Database,
  options: { companyName?: string; packages?: string[]; ownerEmail?: string } = {},
) {
  const owner = await createUser(db, { email: options.ownerEmail ?? uniqueEmail('eier') });
  const [account] = await db
    .insert(accounts)
    .values({ companyName: options.companyName ?? `Butikk ${randomBytes(3).toString('hex')} AS` })
    .returning();
  if (!account) throw new Error('fixture account missing');
  await db.insert(memberships).values({ accountId: account.id, userId: owner.id, role: 'owner' });
  if (options.packages?.length) {
    const [plan] = await db
      .insert(plans)
      .values({ name: `Plan ${randomBytes(3).toString('hex')}` })
      .returning();
    if (!plan) throw new Error('fixture plan missing');
    await db
      .insert(planPackages)
      .values(options.packages.map((packageKey) => ({ planId: plan.id, packageKey })));
    await db.insert(accountPlans).values({ accountId: account.id, planId: plan.id });
  }
  return { account, owner };
}

/** A client signed in as the user (fixture users share PASSWORD). */
export async function signedIn(
  baseUrl: string,
  user: { email: string },
  password = PASSWORD,
): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  await client.login(user.email, password);
  return client;
}

/** What the chat service's functions take, from a running test app (its database, outbox and events). */
export const chatDeps = (t: TestApp) => ({
  db: t.database.db,
  outbox: t.app.outbox,
  publish: t.app.platform.events.publishNow,
  platform: t.app.platform,
});

/** A dealer (partner); the accounts given become its customers. Answers the dealer's id. */
export async function createDealer(
  db: Database,
  { name = 'Forhandler AS', accountIds = [] }: { name?: string; accountIds?: number[] } = {},
): Promise<number> {
  const [dealer] = await db
    .insert(dealers)
    .values({ name, email: 'salg@forhandler.no', phone: '+47 22 00 00 00' })
    .returning();
  if (!dealer) throw new Error('dealer missing');
  for (const accountId of accountIds)
    await db.update(accounts).set({ dealerId: dealer.id }).where(eq(accounts.id, accountId));
  return dealer.id;
}
