import { MAIL_HOURLY_CEILING_DEFAULT, osloDay, TEST_SENDS_PER_DAY } from '@butikkpanel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailCeilings, mailCounters } from '../../db/schema';

const HOUR_MS = 60 * 60_000;

/** The clock hour `now` is in, and the next one: the hourly ceiling's period. */
export const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
export const nextHour = (now: Date) => new Date(hourOf(now).getTime() + HOUR_MS);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Takes one test send from the account's quota for this Oslo day, in one statement, so two requests at
 * once cannot both take the last one. Answers the count after it, or null when the quota was used up.
 */
export async function takeTestSend(db: Database, accountId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .insert(mailCounters)
    .values({ accountId, kind: 'test_send', period: osloDay(now), count: 1 })
    .onConflictDoUpdate({
      target: [mailCounters.accountId, mailCounters.kind, mailCounters.period],
      set: { count: sql`${mailCounters.count} + 1` },
      setWhere: sql`${mailCounters.count} < ${TEST_SENDS_PER_DAY}`,
    })
    .returning({ count: mailCounters.count });
  return row?.count ?? null;
}

/** Test sends the account made this Oslo day. */
export async function testSendsToday(db: Database, accountId: number, now: Date): Promise<number> {
  return counted(db, accountId, 'test_send', osloDay(now));
}

async function counted(db: Database, accountId: number, kind: 'test_send' | 'hourly', period: string) {
  const [row] = await db
    .select({ count: mailCounters.count })
    .from(mailCounters)
    .where(
      and(
        eq(mailCounters.accountId, accountId),
        eq(mailCounters.kind, kind),
        eq(mailCounters.period, period),
      ),
    );
  return row?.count ?? 0;
}

/** The account's mails per hour: its own ceiling set by staff, else the default. */
export async function hourlyCeilingOf(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ perHour: mailCeilings.perHour })
    .from(mailCeilings)
    .where(eq(mailCeilings.accountId, accountId));
  return row?.perHour ?? MAIL_HOURLY_CEILING_DEFAULT;
}

export async function sentThisHour(db: Database, accountId: number, now: Date): Promise<number> {
  return counted(db, accountId, 'hourly', hourOf(now).toISOString());
}

/**
 * Takes up to `wanted` mails from the account's ceiling for this hour, atomically (the row is locked while
 * it is counted, so instances sending at once never pass the ceiling together). Answers how many it may
 * send now: `wanted`, fewer, or 0 when the hour is used up.
 */
export async function takeHourly(
  db: Database,
  accountId: number,
  now: Date,
  wanted: number,
): Promise<number> {
  if (wanted <= 0) return 0;
  const ceiling = await hourlyCeilingOf(db, accountId);
  const period = hourOf(now).toISOString();
  await db.insert(mailCounters).values({ accountId, kind: 'hourly', period, count: 0 }).onConflictDoNothing();
  const result = await db.execute(sql`
    with before as (
      select count from ${mailCounters}
      where account_id = ${accountId} and kind = 'hourly' and period = ${period}
      for update
    )
    update ${mailCounters} set count = least(${mailCounters.count} + ${wanted}::int, ${ceiling}::int)
    from before
    where ${mailCounters.accountId} = ${accountId} and ${mailCounters.kind} = 'hourly'
      and ${mailCounters.period} = ${period}
    returning ${mailCounters.count} - before.count as granted`);
  const [row] = rowsOf<{ granted: number | string }>(result);
  return Math.max(0, Number(row?.granted ?? 0));
}

/** Gives back what was taken and not sent (a batch that found fewer recipients than it took). */
export async function giveBackHourly(db: Database, accountId: number, now: Date, count: number) {
  if (count <= 0) return;
  await db
    .update(mailCounters)
    .set({ count: sql`greatest(0, ${mailCounters.count} - ${count}::int)` })
    .where(
      and(
        eq(mailCounters.accountId, accountId),
        eq(mailCounters.kind, 'hourly'),
        eq(mailCounters.period, hourOf(now).toISOString()),
      ),
    );
}

/** Staff set an account's ceiling. */
export async function setHourlyCeiling(db: Database, accountId: number, perHour: number, now: Date) {
  await db
    .insert(mailCeilings)
    .values({ accountId, perHour, updatedAt: now })
    .onConflictDoUpdate({ target: mailCeilings.accountId, set: { perHour, updatedAt: now } });
}

/**
 * Every account that sent this hour or has its own ceiling, with what it sent this hour and its ceiling
 * (staff list those near it; their names come from accounts).
 */
export async function hourlyUsage(db: Database, now: Date) {
  const period = hourOf(now).toISOString();
  const result = await db.execute(sql`
    select coalesce(c.account_id, m.account_id) as account_id,
      coalesce(c.per_hour, ${MAIL_HOURLY_CEILING_DEFAULT}::int) as per_hour,
      (c.account_id is not null) as custom, coalesce(m.count, 0) as sent_this_hour
    from ${mailCeilings} c
    full join (select account_id, count from ${mailCounters} where kind = 'hourly' and period = ${period}) m
      on m.account_id = c.account_id`);
  return rowsOf<{ account_id: number; per_hour: number; custom: boolean; sent_this_hour: number }>(
    result,
  ).map((row) => ({
    account_id: Number(row.account_id),
    per_hour: Number(row.per_hour),
    custom: Boolean(row.custom),
    sent_this_hour: Number(row.sent_this_hour),
  }));
}
