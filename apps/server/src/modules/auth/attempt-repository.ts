import type { LoginAttemptOutcome } from '@butikkpanel/contracts';
import { and, count, desc, eq, gt, inArray, lt, max, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export type LoginAttemptRow = typeof loginAttempts.$inferSelect;

export async function insertAttempt(
  db: Database,
  values: {
    email: string;
    ip: string | null;
    userAgent: string | null;
    outcome: LoginAttemptOutcome;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(loginAttempts).values(values);
}

export async function deleteAttemptsBefore(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, before))
    .returning({ id: loginAttempts.id });
  return removed.length;
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(loginAttempts).where(where);
  return row?.total ?? 0;
}

async function lastSuccess(db: Database, where: SQL | undefined): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.outcome, 'success')));
  return row?.at ?? null;
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/** Attempts of these outcomes use up an address's budget. */
export async function countAddressAttempts(
  db: Database,
  ip: string,
  outcomes: LoginAttemptOutcome[],
  since: Date,
): Promise<number> {
  return countWhere(
    db,
    and(
      eq(loginAttempts.ip, ip),
      inArray(loginAttempts.outcome, outcomes),
      gt(loginAttempts.createdAt, since),
    ),
  );
}

/** Wrong passwords for an e-mail since `since` and since the last right one (from `ip` only, if given). */
export async function countFailuresSinceSuccess(
  db: Database,
  email: string,
  ip: string | null,
  since: Date,
): Promise<number> {
  const scope =
    ip === null
      ? eq(loginAttempts.email, email)
      : and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip));
  const from = later(since, await lastSuccess(db, and(scope, gt(loginAttempts.createdAt, since))));
  return countWhere(
    db,
    and(scope, eq(loginAttempts.outcome, 'wrong_credentials'), gt(loginAttempts.createdAt, from)),
  );
}

export async function countOutcomeForEmail(
  db: Database,
  email: string,
  outcome: LoginAttemptOutcome,
  since: Date,
): Promise<number> {
  return countWhere(
    db,
    and(
      eq(loginAttempts.email, email),
      eq(loginAttempts.outcome, outcome),
      gt(loginAttempts.createdAt, since),
    ),
  );
}

export async function listAttempts(
  db: Database,
  filter: {
    q?: string | undefined;
    outcome?: LoginAttemptOutcome | undefined;
    limit: number;
    offset: number;
  },
) {
  const q = filter.q?.trim();
  const byQ = q
    ? q.includes('@')
      ? eq(loginAttempts.email, q.toLowerCase())
      : eq(loginAttempts.ip, q)
    : undefined;
  const where = and(byQ, filter.outcome ? eq(loginAttempts.outcome, filter.outcome) : undefined);
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: await countWhere(db, where) };
}
