import type {
  ConsentSource,
  ConsentState,
  ContactListQuery,
  SuppressionReason,
} from '@butikkpanel/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audienceConsentEvents, audienceContacts, audienceSuppressions } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type ContactRow = typeof audienceContacts.$inferSelect;
export type ContactWithSuppression = ContactRow & { suppressed: SuppressionReason | null };

/**
 * The outer contact's columns, named with their table: inside a subquery over audience_suppressions a
 * bare "account_id" would mean the suppression's own (Drizzle writes columns bare in a one-table select
 * list), and the subquery would match every suppression of every account.
 */
const contactAccount = sql.raw('"audience_contacts"."account_id"');
const contactEmail = sql.raw('"audience_contacts"."email"');

/** The suppression of the contact's address, as a column of a contact query. */
const suppressedColumn = sql<SuppressionReason | null>`(select s.reason from ${audienceSuppressions} s
  where s.account_id = ${contactAccount} and s.email = ${contactEmail})`;

/** Consent given and the address not suppressed: the contacts a campaign may reach. */
export const reachableSql = sql`("audience_contacts"."consent" = 'given' and not exists (
  select 1 from ${audienceSuppressions} s where s.account_id = ${contactAccount} and s.email = ${contactEmail}))`;

export async function findContact(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select({ contact: audienceContacts, suppressed: suppressedColumn })
    .from(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.id, id)));
  return row ? { ...row.contact, suppressed: row.suppressed } : null;
}

/** The contact, locked until the transaction ends: two clicks on one confirm link change it once. */
export async function lockContact(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.id, id)))
    .for('update');
  return row ?? null;
}

export async function findContactsByEmail(db: Database, accountId: number, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), inArray(audienceContacts.email, emails)));
}

/** Inserts the contact when the address is new; answers the row either way (and whether it was made). */
export async function ensureContact(
  db: Database,
  accountId: number,
  values: { email: string; name: string | null },
  now: Date,
): Promise<{ row: ContactRow; created: boolean }> {
  const [inserted] = await db
    .insert(audienceContacts)
    .values({ accountId, email: values.email, name: values.name, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [audienceContacts.accountId, audienceContacts.email] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await findContactsByEmail(db, accountId, [values.email]);
  if (!row) throw new Error('contact vanished between insert and read');
  return { row, created: false };
}

export async function updateContact(
  db: Database,
  accountId: number,
  id: number,
  values: Partial<Pick<ContactRow, 'name' | 'tags' | 'consent' | 'consentSource' | 'consentAt'>>,
  now: Date,
) {
  const [row] = await db
    .update(audienceContacts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.id, id)))
    .returning();
  return row ?? null;
}

export async function insertConsentEvent(
  db: Database,
  values: {
    accountId: number;
    contactId: number;
    state: ConsentState;
    source: ConsentSource;
    at: Date;
    ip?: string | null;
    userAgent?: string | null;
  },
) {
  await db.insert(audienceConsentEvents).values(values);
}

export async function consentHistory(db: Database, accountId: number, contactId: number) {
  return db
    .select()
    .from(audienceConsentEvents)
    .where(
      and(eq(audienceConsentEvents.accountId, accountId), eq(audienceConsentEvents.contactId, contactId)),
    )
    .orderBy(desc(audienceConsentEvents.at), desc(audienceConsentEvents.id))
    .limit(200);
}

export async function deleteContact(db: Database, accountId: number, id: number) {
  const rows = await db
    .delete(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.id, id)))
    .returning({ id: audienceContacts.id });
  return rows.length > 0;
}

export async function suppress(
  db: Database,
  accountId: number,
  email: string,
  reason: SuppressionReason,
  at: Date,
) {
  await db
    .insert(audienceSuppressions)
    .values({ accountId, email, reason, at })
    .onConflictDoNothing({ target: [audienceSuppressions.accountId, audienceSuppressions.email] });
}

export async function listSuppressions(
  db: Database,
  accountId: number,
  page: { page: number; per_page: number },
) {
  const where = eq(audienceSuppressions.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(audienceSuppressions)
      .where(where)
      .orderBy(desc(audienceSuppressions.at), audienceSuppressions.email)
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(audienceSuppressions).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

const filterSql: Record<ContactListQuery['filter'], SQL | undefined> = {
  all: undefined,
  subscribed: sql`${audienceContacts.consent} = 'given'`,
  not_subscribed: sql`${audienceContacts.consent} <> 'given'`,
  suppressed: sql`exists (select 1 from ${audienceSuppressions} s where s.account_id = ${contactAccount}
    and s.email = ${contactEmail})`,
};

/** A page of contacts, newest first; `segment` narrows to a segment's condition (segments.ts). */
export async function listContacts(
  db: Database,
  accountId: number,
  query: ContactListQuery,
  segment: SQL | undefined,
) {
  const where = and(
    eq(audienceContacts.accountId, accountId),
    query.q === ''
      ? undefined
      : sql`(${audienceContacts.email} ilike ${containsPattern(query.q)} or ${audienceContacts.name} ilike ${containsPattern(query.q)})`,
    filterSql[query.filter],
    segment,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ contact: audienceContacts, suppressed: suppressedColumn })
      .from(audienceContacts)
      .where(where)
      .orderBy(desc(audienceContacts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(audienceContacts).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.contact, suppressed: row.suppressed })),
    total: total?.total ?? 0,
  };
}

/** Every contact of the account in id order, a page at a time (the CSV export). */
export async function contactsAfter(db: Database, accountId: number, afterId: number, limit: number) {
  return db
    .select({ contact: audienceContacts, suppressed: suppressedColumn })
    .from(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), sql`${audienceContacts.id} > ${afterId}`))
    .orderBy(audienceContacts.id)
    .limit(limit);
}

/** How many contacts match `condition`, and how many of those a campaign may reach. */
export async function countMatching(db: Database, accountId: number, condition: SQL | undefined) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      reachable: sql<number>`count(*) filter (where ${reachableSql})::int`,
    })
    .from(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), condition));
  return { count: Number(row?.count ?? 0), reachable: Number(row?.reachable ?? 0) };
}

/** A person's contact and history for the privacy export; their erasure. */
export async function contactsOfEmail(db: Database, accountId: number, email: string) {
  return findContactsByEmail(db, accountId, [email]);
}

export async function eraseEmail(db: Database, accountId: number, email: string) {
  const contacts = await db
    .delete(audienceContacts)
    .where(and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.email, email)))
    .returning({ id: audienceContacts.id });
  return contacts.length;
}

export async function suppressionOf(db: Database, accountId: number, email: string) {
  const [row] = await db
    .select()
    .from(audienceSuppressions)
    .where(and(eq(audienceSuppressions.accountId, accountId), eq(audienceSuppressions.email, email)));
  return row ?? null;
}

/** A page of the contacts a campaign may reach now (matching `condition`), in id order. */
export async function reachableContactsAfter(
  db: Database,
  accountId: number,
  condition: SQL | undefined,
  afterId: number,
  limit: number,
) {
  return db
    .select({ id: audienceContacts.id, email: audienceContacts.email, name: audienceContacts.name })
    .from(audienceContacts)
    .where(
      and(
        eq(audienceContacts.accountId, accountId),
        sql`${audienceContacts.id} > ${afterId}`,
        reachableSql,
        condition,
      ),
    )
    .orderBy(audienceContacts.id)
    .limit(limit);
}

/**
 * Whether a mail may go to this address now: never to a suppressed one; a marketing mail only with consent
 * given (a transactional mail, e.g. a cart reminder, also without).
 */
export async function mailPermission(
  db: Database,
  accountId: number,
  email: string,
  transactional: boolean,
): Promise<'ok' | 'no_consent' | 'suppressed'> {
  const address = email.toLowerCase();
  const [suppression, contact] = await Promise.all([
    suppressionOf(db, accountId, address),
    db
      .select({ consent: audienceContacts.consent })
      .from(audienceContacts)
      .where(and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.email, address))),
  ]);
  if (suppression) return 'suppressed';
  if (!transactional && contact[0]?.consent !== 'given') return 'no_consent';
  return 'ok';
}

/**
 * mailPermission for many addresses of one account at once (two statements however many): answers a
 * function that tells it for each of them, as things stood when it was asked.
 */
export async function mailPermissions(db: Database, accountId: number, emails: string[]) {
  const addresses = [...new Set(emails.map((email) => email.toLowerCase()))];
  const [suppressed, consented] =
    addresses.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ email: audienceSuppressions.email })
            .from(audienceSuppressions)
            .where(
              and(
                eq(audienceSuppressions.accountId, accountId),
                inArray(audienceSuppressions.email, addresses),
              ),
            ),
          db
            .select({ email: audienceContacts.email })
            .from(audienceContacts)
            .where(
              and(
                eq(audienceContacts.accountId, accountId),
                inArray(audienceContacts.email, addresses),
                eq(audienceContacts.consent, 'given'),
              ),
            ),
        ]);
  const isSuppressed = new Set(suppressed.map((row) => row.email));
  const hasConsent = new Set(consented.map((row) => row.email));
  return (email: string, transactional: boolean): 'ok' | 'no_consent' | 'suppressed' => {
    const address = email.toLowerCase();
    if (isSuppressed.has(address)) return 'suppressed';
    if (!transactional && !hasConsent.has(address)) return 'no_consent';
    return 'ok';
  };
}
export type MailPermissions = Awaited<ReturnType<typeof mailPermissions>>;

/** Does the account's contact with this address match `condition` (a segment's rules), or carry `tag`? */
export async function contactMatches(
  db: Database,
  accountId: number,
  email: string,
  condition: { segment: SQL | undefined } | { tag: string },
): Promise<boolean> {
  const extra =
    'tag' in condition ? sql`${condition.tag} = any(${audienceContacts.tags})` : condition.segment;
  const [row] = await db
    .select({ id: audienceContacts.id })
    .from(audienceContacts)
    .where(
      and(eq(audienceContacts.accountId, accountId), eq(audienceContacts.email, email.toLowerCase()), extra),
    )
    .limit(1);
  return row !== undefined;
}

/** The addresses of the account's contacts matching `condition`, as a subquery for other modules' SQL. */
export function matchingEmailsSql(accountId: number, condition: SQL | undefined): SQL {
  return sql`select ${audienceContacts.email} as email from ${audienceContacts}
    where ${audienceContacts.accountId} = ${accountId} ${condition ? sql`and ${condition}` : sql``}`;
}
