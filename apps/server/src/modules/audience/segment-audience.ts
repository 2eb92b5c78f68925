import { segmentRulesSchema } from '@butikkpanel/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audienceContacts, audienceSegments } from '../../db/schema';
import { segmentCondition } from './segments';

/**
 * "In one of these segments" as one condition on audience_contacts, for other modules' filters (a newsletter
 * app's): undefined when no segment is chosen or a chosen one has no rules (everyone), `false` when none of
 * the chosen segments exists any longer (a deleted segment lets no one through rather than everyone).
 */
export async function inAnySegmentSql(
  db: Database,
  accountId: number,
  segmentIds: readonly number[],
  now: Date,
): Promise<SQL | undefined> {
  if (segmentIds.length === 0) return undefined;
  const rows = await db
    .select({ definition: audienceSegments.definition })
    .from(audienceSegments)
    .where(and(eq(audienceSegments.accountId, accountId), inArray(audienceSegments.id, [...segmentIds])));
  if (rows.length === 0) return sql`false`;
  const conditions = rows.map((row) =>
    segmentCondition(accountId, segmentRulesSchema.parse(row.definition), now),
  );
  if (conditions.some((condition) => condition === undefined)) return undefined;
  return or(...(conditions as SQL[]));
}

/** Which of `emails` (lower case) are contacts of the account matching `condition`. */
export async function emailsMatching(
  db: Database,
  accountId: number,
  emails: readonly string[],
  condition: SQL,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: audienceContacts.email })
    .from(audienceContacts)
    .where(
      and(eq(audienceContacts.accountId, accountId), inArray(audienceContacts.email, [...emails]), condition),
    );
  return new Set(rows.map((row) => row.email));
}

/** The ids among `segmentIds` that are not the account's segments (a settings field's error). */
export async function foreignSegmentIds(
  db: Database,
  accountId: number,
  segmentIds: readonly number[],
): Promise<number[]> {
  if (segmentIds.length === 0) return [];
  const rows = await db
    .select({ id: audienceSegments.id })
    .from(audienceSegments)
    .where(and(eq(audienceSegments.accountId, accountId), inArray(audienceSegments.id, [...segmentIds])));
  const own = new Set(rows.map((row) => row.id));
  return segmentIds.filter((id) => !own.has(id));
}
