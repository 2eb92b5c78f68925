import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flowEntries, flowEventLog, flowMails, flowStepRuns } from '../../db/schema';
import { columnsOf, insertUnnested, unnestRows } from '../../db/unnest';

export type EntryRow = typeof flowEntries.$inferSelect;
export type FlowMailRow = typeof flowMails.$inferSelect;

/** The newest entry of this address into this flow (for the re-entry rule). */
export async function lastEntry(db: Database, flowId: number, email: string) {
  const [row] = await db
    .select({ status: flowEntries.status, enteredAt: flowEntries.enteredAt })
    .from(flowEntries)
    .where(and(eq(flowEntries.flowId, flowId), eq(flowEntries.email, email)))
    .orderBy(desc(flowEntries.enteredAt))
    .limit(1);
  return row ?? null;
}

export async function insertEntry(
  db: Database,
  values: Pick<
    typeof flowEntries.$inferInsert,
    'accountId' | 'flowId' | 'version' | 'email' | 'orderId' | 'context' | 'stepId' | 'dueAt' | 'enteredAt'
  >,
): Promise<EntryRow> {
  const [row] = await db.insert(flowEntries).values(values).returning();
  if (!row) throw new Error('inserting a flow entry answered no row');
  return row;
}

/**
 * Up to `limit` entries whose step is due, earliest first, locked for this transaction: SKIP LOCKED lets
 * two workers take batches side by side, never the same customer.
 */
export async function claimDue(db: Database, now: Date, limit: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(flowEntries)
    .where(and(eq(flowEntries.status, 'active'), lte(flowEntries.dueAt, now)))
    .orderBy(flowEntries.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The steps these entries already passed, as "entry:step". */
export async function runsOf(db: Database, entryIds: number[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await db
    .select({ entryId: flowStepRuns.entryId, stepId: flowStepRuns.stepId })
    .from(flowStepRuns)
    .where(inArray(flowStepRuns.entryId, entryIds));
  return new Set(rows.map((row) => `${row.entryId}:${row.stepId}`));
}

export type StepRun = typeof flowStepRuns.$inferInsert;

/**
 * Records the steps a batch ran, in one statement. Without ON CONFLICT: a step recorded twice (which the
 * batch rules out beforehand) fails the batch and its mails with it, rather than sending a second time.
 */
export async function insertRuns(db: Database, runs: StepRun[]) {
  if (runs.length === 0) return;
  await db.execute(
    insertUnnested(
      flowStepRuns,
      columnsOf(runs, {
        account_id: ['integer', (run) => run.accountId],
        flow_id: ['integer', (run) => run.flowId],
        entry_id: ['bigint', (run) => run.entryId],
        step_id: ['text', (run) => run.stepId],
        outcome: ['text', (run) => run.outcome],
        ran_at: ['timestamptz', (run) => run.ranAt],
      }),
    ),
  );
}

/** Where an entry stands after a batch ran its steps. */
export type EntryMove = Pick<EntryRow, 'id' | 'stepId' | 'dueAt' | 'status' | 'exitReason' | 'endedAt'>;

/** Moves a batch's entries to their new places in one statement. */
export async function moveEntries(db: Database, moves: EntryMove[]) {
  if (moves.length === 0) return;
  const places = unnestRows(
    columnsOf(moves, {
      id: ['bigint', (move) => move.id],
      step_id: ['text', (move) => move.stepId],
      due_at: ['timestamptz', (move) => move.dueAt],
      status: ['text', (move) => move.status],
      exit_reason: ['text', (move) => move.exitReason],
      ended_at: ['timestamptz', (move) => move.endedAt],
    }),
  );
  await db.execute(sql`
    update ${flowEntries} e
    set step_id = m.step_id, due_at = m.due_at, status = m.status, exit_reason = m.exit_reason, ended_at = m.ended_at
    from (${places}) m
    where e.id = m.id`);
}

/**
 * Ends the active entries of these flows for an address (a goal reached: the customer bought), entered
 * before `before`. Answers how many.
 */
export async function exitByEmail(
  db: Database,
  accountId: number,
  flowIds: number[],
  email: string,
  before: Date,
  reason: string,
  now: Date,
) {
  if (flowIds.length === 0) return 0;
  const rows = await db
    .update(flowEntries)
    .set({ status: 'exited', exitReason: reason, endedAt: now, dueAt: null })
    .where(
      and(
        eq(flowEntries.accountId, accountId),
        eq(flowEntries.status, 'active'),
        eq(flowEntries.email, email),
        inArray(flowEntries.flowId, flowIds),
        lte(flowEntries.enteredAt, before),
      ),
    )
    .returning({ id: flowEntries.id });
  return rows.length;
}

/** Ends the active entries about this order (it was cancelled). */
export async function exitByOrder(
  db: Database,
  accountId: number,
  orderId: string,
  reason: string,
  now: Date,
) {
  const rows = await db
    .update(flowEntries)
    .set({ status: 'exited', exitReason: reason, endedAt: now, dueAt: null })
    .where(
      and(
        eq(flowEntries.accountId, accountId),
        eq(flowEntries.status, 'active'),
        eq(flowEntries.orderId, orderId),
      ),
    )
    .returning({ id: flowEntries.id });
  return rows.length;
}

/** The mail this entry's flow sent before (the newest), for "opened / clicked the previous mail". */
export async function previousMail(db: Database, entryId: number) {
  const [row] = await db
    .select({ openedAt: flowMails.openedAt, clickedAt: flowMails.clickedAt })
    .from(flowMails)
    .where(eq(flowMails.entryId, entryId))
    .orderBy(desc(flowMails.sentAt), desc(flowMails.id))
    .limit(1);
  return row ?? null;
}

export type NewFlowMail = typeof flowMails.$inferInsert;

/** The flow's records of a batch's mails, in one statement. */
export async function insertMails(db: Database, rows: NewFlowMail[]) {
  if (rows.length === 0) return;
  await db.execute(
    insertUnnested(
      flowMails,
      columnsOf(rows, {
        account_id: ['integer', (row) => row.accountId],
        flow_id: ['integer', (row) => row.flowId],
        entry_id: ['bigint', (row) => row.entryId],
        step_id: ['text', (row) => row.stepId],
        email: ['text', (row) => row.email],
        token: ['text', (row) => row.token],
        mail_id: ['text', (row) => row.mailId],
        sent_at: ['timestamptz', (row) => row.sentAt],
      }),
    ),
  );
}

/** The clicks on a flow's mails (each mail's first), with their step. */
export async function clicksOf(db: Database, flowId: number) {
  return db
    .select({ stepId: flowMails.stepId, email: flowMails.email, clickedAt: flowMails.clickedAt })
    .from(flowMails)
    .where(and(eq(flowMails.flowId, flowId), isNotNull(flowMails.clickedAt)));
}

/** A flow mail by its link token (the public unsubscribe, open and click links). */
export async function findMailByToken(db: Database, token: string) {
  const [row] = await db.select().from(flowMails).where(eq(flowMails.token, token));
  return row ?? null;
}

export async function markMail(
  db: Database,
  id: number,
  what: 'openedAt' | 'clickedAt' | 'unsubscribedAt',
  at: Date,
) {
  const column = flowMails[what];
  await db
    .update(flowMails)
    .set({ [what]: sql`coalesce(${column}, ${at})` })
    .where(eq(flowMails.id, id));
}

/** Ends every active entry of a flow (it was turned off). */
export async function exitFlow(db: Database, flowId: number, reason: string, now: Date) {
  await db
    .update(flowEntries)
    .set({ status: 'exited', exitReason: reason, endedAt: now, dueAt: null })
    .where(and(eq(flowEntries.flowId, flowId), eq(flowEntries.status, 'active')));
}

/** Keeps a trigger event for dry runs (its data as told, the address in lower case). */
export async function logEvent(
  db: Database,
  event: { account_id: number; type: string; data: unknown; occurred_at: string },
  email: string,
  now: Date,
) {
  const occurred = new Date(event.occurred_at);
  await db.insert(flowEventLog).values({
    accountId: event.account_id,
    type: event.type,
    email: email.toLowerCase(),
    data: event.data as Record<string, unknown>,
    occurredAt: Number.isNaN(occurred.getTime()) ? now : occurred,
  });
}

/** The account's logged events of one type since `since`, oldest first, at most `limit`. */
export async function loggedEventsSince(
  db: Database,
  accountId: number,
  type: string,
  since: Date,
  limit: number,
) {
  return db
    .select()
    .from(flowEventLog)
    .where(
      and(
        eq(flowEventLog.accountId, accountId),
        eq(flowEventLog.type, type),
        gte(flowEventLog.occurredAt, since),
      ),
    )
    .orderBy(flowEventLog.occurredAt, flowEventLog.id)
    .limit(limit);
}

/** Drops logged events older than `before` (every account); answers how many per account. */
export async function purgeEventLog(db: Database, before: Date) {
  const result = await db.execute(sql`
    with gone as (delete from ${flowEventLog} where occurred_at < ${before} returning account_id)
    select account_id, count(*)::int as n from gone group by account_id`);
  return (result as unknown as { rows: Array<{ account_id: number; n: number }> }).rows.map((row) => ({
    accountId: Number(row.account_id),
    count: Number(row.n),
  }));
}
