import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { columnsOf, insertUnnested } from '../../db/unnest';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewMail = Pick<
  typeof outbox.$inferInsert,
  | 'accountId'
  | 'to'
  | 'subject'
  | 'text'
  | 'html'
  | 'kind'
  | 'fromName'
  | 'fromAddress'
  | 'replyTo'
  | 'secret'
>;

export async function insertMail(
  db: Database,
  mail: NewMail,
  status: 'pending' | 'stored',
): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, status })
    .returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

/** Stores many mails in one statement (their ids chosen by the caller, to refer to them before). */
export async function insertMails(
  db: Database,
  mails: Array<NewMail & { id: string }>,
  status: 'pending' | 'stored',
): Promise<void> {
  if (mails.length === 0) return;
  await db.execute(
    insertUnnested(
      outbox,
      columnsOf(mails, {
        id: ['uuid', (mail) => mail.id],
        account_id: ['integer', (mail) => mail.accountId],
        to: ['text', (mail) => mail.to],
        subject: ['text', (mail) => mail.subject],
        text: ['text', (mail) => mail.text],
        html: ['text', (mail) => mail.html],
        kind: ['text', (mail) => mail.kind],
        from_name: ['text', (mail) => mail.fromName],
        from_address: ['text', (mail) => mail.fromAddress],
        reply_to: ['text', (mail) => mail.replyTo],
        secret: ['text', (mail) => mail.secret],
        status: ['text', () => status],
      }),
    ),
  );
}

/**
 * Starts one delivery attempt of a mail that still has to go (its job may run again after a crash: a sent
 * or failed mail is left alone). Answers the row as it is now, or null when there is nothing to send.
 */
export async function startAttempt(db: Database, id: string, now: Date): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'sending'])))
    .returning();
  return row ?? null;
}

export async function markSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null, secret: null })
    .where(eq(outbox.id, id));
}

export async function markFailedAttempt(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
        : { status: 'failed', lockedUntil: null, lastError: error, secret: null },
    )
    .where(eq(outbox.id, id));
}

export async function listMails(
  db: Database,
  filter: { to?: string | undefined; limit: number; offset: number },
) {
  const where = filter.to ? eq(outbox.to, filter.to.toLowerCase()) : undefined;
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.seq))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(outbox).where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findMail(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row ?? null;
}

/** What a mail held back by its account's hourly ceiling says to staff (cleared when it is sent). */
export const HELD_FOR_CEILING = 'held: the account reached its mails per hour; waits for the next hour';

export async function holdMail(db: Database, id: string, until: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: until, lastError: HELD_FOR_CEILING })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** The account's mails held back by its hourly ceiling. */
export async function findHeldMails(db: Database, accountId: number, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.accountId, accountId),
        eq(outbox.status, 'pending'),
        eq(outbox.lastError, HELD_FOR_CEILING),
        gt(outbox.nextAttemptAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** Per account: how many of its mails wait for the next hour. */
export async function countHeldMails(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ accountId: outbox.accountId, held: sql<number>`count(*)`.mapWith(Number) })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), eq(outbox.lastError, HELD_FOR_CEILING)))
    .groupBy(outbox.accountId);
  return new Map(rows.flatMap((row) => (row.accountId === null ? [] : [[row.accountId, row.held]])));
}
