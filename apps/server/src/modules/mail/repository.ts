import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

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

/**
 * Claims due mails for this worker. SKIP LOCKED lets several instances share the queue, each mail
 * going to exactly one of them; a claim whose worker died expires with locked_until.
 */
export async function claimDueMails(db: Database, limit: number, lockSeconds: number): Promise<OutboxRow[]> {
  const now = new Date();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.seq)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + lockSeconds * 1000),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, secret: null })
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
