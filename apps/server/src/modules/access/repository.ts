import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountPlans, accounts, memberships, planPackages, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export async function findLiveSession(db: Database, sessionId: string, userId: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findAccountWithMembership(db: Database, accountId: number, userId: string) {
  const [row] = await db
    .select({ account: accounts, membershipRole: memberships.role })
    .from(accounts)
    .leftJoin(memberships, and(eq(memberships.accountId, accounts.id), eq(memberships.userId, userId)))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

export async function findAccountPackageKeys(db: Database, accountId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: planPackages.packageKey })
    .from(accountPlans)
    .innerJoin(planPackages, eq(planPackages.planId, accountPlans.planId))
    .where(eq(accountPlans.accountId, accountId));
  return rows.map((row) => row.key).sort();
}
