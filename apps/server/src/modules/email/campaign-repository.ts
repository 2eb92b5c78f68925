import { SHOP_TIME_ZONE } from '@butikkpanel/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailCampaignRecipients, emailCampaigns } from '../../db/schema';

export type CampaignRow = typeof emailCampaigns.$inferSelect;
export type RecipientRow = typeof emailCampaignRecipients.$inferSelect;
export type CampaignValues = Pick<
  CampaignRow,
  'name' | 'templateId' | 'segmentId' | 'subject' | 'previewText' | 'discountId'
>;

export async function listCampaigns(db: Database, accountId: number) {
  return db
    .select()
    .from(emailCampaigns)
    .where(eq(emailCampaigns.accountId, accountId))
    .orderBy(desc(emailCampaigns.id))
    .limit(500);
}

export async function findCampaign(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.accountId, accountId), eq(emailCampaigns.id, id)));
  return row ?? null;
}

/** The campaign mails one address got from this account, newest first, with what they did with them. */
export async function mailsTo(db: Database, accountId: number, email: string, limit: number) {
  return db
    .select({
      campaignId: emailCampaigns.id,
      campaignName: emailCampaigns.name,
      status: emailCampaignRecipients.status,
      sentAt: emailCampaignRecipients.sentAt,
      openedAt: emailCampaignRecipients.openedAt,
      clickedAt: emailCampaignRecipients.clickedAt,
      unsubscribedAt: emailCampaignRecipients.unsubscribedAt,
    })
    .from(emailCampaignRecipients)
    .innerJoin(emailCampaigns, eq(emailCampaigns.id, emailCampaignRecipients.campaignId))
    .where(and(eq(emailCampaignRecipients.accountId, accountId), eq(emailCampaignRecipients.email, email)))
    .orderBy(desc(emailCampaignRecipients.id))
    .limit(limit);
}

/** A campaign by id alone: for its jobs, whose payload names it (the row says which account). */
export async function findCampaignById(db: Database, id: number) {
  const [row] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  return row ?? null;
}

/** The account's campaigns that are sending now. */
export async function findSendingCampaigns(db: Database, accountId: number) {
  return db
    .select({ id: emailCampaigns.id })
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.accountId, accountId), eq(emailCampaigns.status, 'sending')));
}

export async function insertCampaign(db: Database, accountId: number, values: CampaignValues, now: Date) {
  const [row] = await db
    .insert(emailCampaigns)
    .values({ ...values, accountId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
}

export async function updateCampaign(
  db: Database,
  id: number,
  values: Partial<Omit<CampaignRow, 'id' | 'accountId' | 'createdAt'>>,
  now: Date,
) {
  const [row] = await db
    .update(emailCampaigns)
    .set({ ...values, updatedAt: now })
    .where(eq(emailCampaigns.id, id))
    .returning();
  return row ?? null;
}

/**
 * Moves a campaign from one of `from` to `to` (and the values), only if it is still in one of them:
 * two clicks or two instances cannot both start, pause or resume it.
 */
export async function moveCampaign(
  db: Database,
  id: number,
  from: CampaignRow['status'][],
  to: CampaignRow['status'],
  values: Partial<Omit<CampaignRow, 'id' | 'accountId' | 'createdAt' | 'status'>>,
  now: Date,
) {
  const [row] = await db
    .update(emailCampaigns)
    .set({ ...values, status: to, updatedAt: now })
    .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.status, from)))
    .returning();
  return row ?? null;
}

export async function deleteCampaign(db: Database, accountId: number, id: number) {
  await db
    .delete(emailCampaigns)
    .where(and(eq(emailCampaigns.accountId, accountId), eq(emailCampaigns.id, id)));
}

/** Adds recipients (an address once per campaign, whatever runs twice); answers how many went in. */
export async function insertRecipients(
  db: Database,
  rows: Array<Pick<RecipientRow, 'campaignId' | 'accountId' | 'email' | 'name' | 'token'>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(emailCampaignRecipients)
    .values(rows)
    .onConflictDoNothing({ target: [emailCampaignRecipients.campaignId, emailCampaignRecipients.email] })
    .returning({ id: emailCampaignRecipients.id });
  return inserted.length;
}

/**
 * Takes the next queued recipients for sending, and any a dead worker left 'sending' longer than
 * `staleBefore` (they go again: the window for a mail sent twice is a crash between the SMTP server's
 * answer and the row saying sent). Skip-locked, so two workers never take the same row.
 */
export async function claimRecipients(
  db: Database,
  campaignId: number,
  limit: number,
  now: Date,
  staleBefore: Date,
): Promise<RecipientRow[]> {
  // Two walks of the (campaign, status, id) index: a condition with OR read every recipient each time,
  // which slowed the batches as a campaign of 100,000 went on.
  const claim = async (status: SQL, count: number) => {
    const result = await db.execute(sql`
      update ${emailCampaignRecipients} r set status = 'sending', claimed_at = ${now}
      where r.id in (
        select id from ${emailCampaignRecipients}
        where campaign_id = ${campaignId} and ${status}
        order by id limit ${count}
        for update skip locked)
      returning r.id, r.email, r.name, r.token, r.discount_code as "discountCode"`);
    return (
      result as unknown as {
        rows: Array<{
          id: number;
          email: string;
          name: string | null;
          token: string;
          discountCode: string | null;
        }>;
      }
    ).rows.map((row) => ({ ...row, id: Number(row.id) }) as RecipientRow);
  };
  const stale = await claim(sql`status = 'sending' and claimed_at < ${staleBefore}`, limit);
  if (stale.length >= limit) return stale;
  return [...stale, ...(await claim(sql`status = 'queued'`, limit - stale.length))];
}

/**
 * Still being sent by this worker: the claim's time moves on, so only a worker that has made no progress for
 * the stale time loses its recipients (a long batch on a busy machine is not taken again while it runs).
 */
export async function renewClaims(db: Database, campaignId: number, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(emailCampaignRecipients)
    .set({ claimedAt: now })
    .where(
      and(
        eq(emailCampaignRecipients.campaignId, campaignId),
        eq(emailCampaignRecipients.status, 'sending'),
        inArray(emailCampaignRecipients.id, [...ids]),
      ),
    );
}

/** A recipient's mail: sent (when), or failed for good (why). */
export interface RecipientOutcome {
  id: number;
  sentAt: Date | null;
  error: string | null;
}

export async function markRecipients(db: Database, campaignId: number, outcomes: RecipientOutcome[]) {
  if (outcomes.length === 0) return;
  const json = JSON.stringify(
    outcomes.map((outcome) => ({
      id: outcome.id,
      sent_at: outcome.sentAt?.toISOString() ?? null,
      error: outcome.error,
    })),
  );
  await db.execute(sql`
    with changed as (
      update ${emailCampaignRecipients} r
      set status = case when o.sent_at is null then 'failed' else 'sent' end, sent_at = o.sent_at, error = o.error
      from jsonb_to_recordset(${json}::jsonb) as o(id bigint, sent_at timestamptz, error text)
      where r.id = o.id and r.campaign_id = ${campaignId} and r.status = 'sending'
      returning r.status)
    update ${emailCampaigns} set
      sent_count = sent_count + (select count(*) from changed where status = 'sent'),
      failed_count = failed_count + (select count(*) from changed where status = 'failed')
    where id = ${campaignId}`);
}

/** What is left of a campaign: recipients queued, and the oldest claim of those being sent (or null). */
export async function remaining(db: Database, campaignId: number) {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${emailCampaignRecipients.status} = 'queued')::int`,
      sending: sql<number>`count(*) filter (where ${emailCampaignRecipients.status} = 'sending')::int`,
      oldestClaim: sql<Date | null>`min(${emailCampaignRecipients.claimedAt}) filter (where ${emailCampaignRecipients.status} = 'sending')`,
    })
    .from(emailCampaignRecipients)
    .where(
      and(
        eq(emailCampaignRecipients.campaignId, campaignId),
        inArray(emailCampaignRecipients.status, ['queued', 'sending']),
      ),
    );
  const oldest = row?.oldestClaim ?? null;
  return {
    queued: Number(row?.queued ?? 0),
    sending: Number(row?.sending ?? 0),
    oldestClaim: oldest === null ? null : new Date(oldest),
  };
}

export async function findRecipientByToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(emailCampaignRecipients)
    .where(eq(emailCampaignRecipients.token, token));
  return row ?? null;
}

/** The first open, click or unsubscribe of a recipient, counted once on the campaign. */
export async function markFirst(
  db: Database,
  recipient: RecipientRow,
  what: 'opened' | 'clicked' | 'unsubscribed',
  at: Date,
) {
  const column = sql.raw(`${what}_at`);
  const counter = sql.raw(`${what}_count`);
  await db.execute(sql`
    with changed as (
      update ${emailCampaignRecipients} set ${column} = ${at}
      where id = ${recipient.id} and ${column} is null
      returning 1)
    update ${emailCampaigns} set ${counter} = ${counter} + (select count(*) from changed)
    where id = ${recipient.campaignId}`);
}

/** SMTP could not take the mail now: the recipient waits for the job's next attempt. */
export async function requeueRecipient(db: Database, recipientId: number, error: string) {
  await db
    .update(emailCampaignRecipients)
    .set({ status: 'queued', claimedAt: null, error })
    .where(and(eq(emailCampaignRecipients.id, recipientId), eq(emailCampaignRecipients.status, 'sending')));
}

/** Recipients who clicked, with when (the orders counted as the campaign's start there). */
/** What the recipients did, per Oslo day: mails sent, first opens, first clicks, unsubscribes. */
export async function recipientEventsByDay(db: Database, campaignId: number) {
  const result = await db.execute(sql`
    select to_char((e.at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') as day,
      count(*) filter (where e.kind = 'sent')::int as sent,
      count(*) filter (where e.kind = 'opened')::int as opened,
      count(*) filter (where e.kind = 'clicked')::int as clicked,
      count(*) filter (where e.kind = 'unsubscribed')::int as unsubscribed
    from ${emailCampaignRecipients} r
    cross join lateral (values ('sent', r.sent_at), ('opened', r.opened_at), ('clicked', r.clicked_at),
      ('unsubscribed', r.unsubscribed_at)) as e(kind, at)
    where r.campaign_id = ${campaignId} and e.at is not null
    group by 1 order by 1`);
  return (
    result as unknown as {
      rows: Array<{ day: string; sent: number; opened: number; clicked: number; unsubscribed: number }>;
    }
  ).rows.map((row) => ({
    day: row.day,
    sent: Number(row.sent),
    opened: Number(row.opened),
    clicked: Number(row.clicked),
    unsubscribed: Number(row.unsubscribed),
  }));
}

export async function clicksOf(db: Database, campaignId: number) {
  return db
    .select({ email: emailCampaignRecipients.email, clickedAt: emailCampaignRecipients.clickedAt })
    .from(emailCampaignRecipients)
    .where(
      and(
        eq(emailCampaignRecipients.campaignId, campaignId),
        sql`${emailCampaignRecipients.clickedAt} is not null`,
      ),
    );
}

/** The demo's sent campaign: every recipient sent, some opened and clicked at the times given. */
export async function seedRecipientStates(
  db: Database,
  campaignId: number,
  sentAt: Date,
  events: { opened: Array<{ email: string; at: Date }>; clicked: Array<{ email: string; at: Date }> },
) {
  await db
    .update(emailCampaignRecipients)
    .set({ status: 'sent', sentAt })
    .where(eq(emailCampaignRecipients.campaignId, campaignId));
  for (const [column, rows] of [
    ['opened_at', events.opened],
    ['clicked_at', events.clicked],
  ] as const) {
    if (rows.length === 0) continue;
    const json = JSON.stringify(rows.map((row) => ({ email: row.email, at: row.at.toISOString() })));
    await db.execute(sql`
      update ${emailCampaignRecipients} r set ${sql.raw(column)} = e.at
      from jsonb_to_recordset(${json}::jsonb) as e(email text, at timestamptz)
      where r.campaign_id = ${campaignId} and r.email = e.email`);
  }
}

/** The recipient's stored code, its row locked until the transaction ends (one code per recipient). */
export async function lockRecipientCode(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ discountCode: emailCampaignRecipients.discountCode })
    .from(emailCampaignRecipients)
    .where(eq(emailCampaignRecipients.id, id))
    .for('update');
  return row?.discountCode ?? null;
}

export async function setRecipientCode(db: Database, id: number, code: string) {
  await db
    .update(emailCampaignRecipients)
    .set({ discountCode: code })
    .where(eq(emailCampaignRecipients.id, id));
}
