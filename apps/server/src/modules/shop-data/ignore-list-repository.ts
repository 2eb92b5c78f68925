import type { IgnoreEntryKind } from '@butikkpanel/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ignoreEntries } from '../../db/schema';

export type IgnoreEntryRow = typeof ignoreEntries.$inferSelect;

export async function listIgnoreEntries(db: Database, accountId: number): Promise<IgnoreEntryRow[]> {
  return db
    .select()
    .from(ignoreEntries)
    .where(eq(ignoreEntries.accountId, accountId))
    .orderBy(asc(ignoreEntries.kind), asc(ignoreEntries.value));
}

/** Adds the entries that are new; answers the rows added (an existing entry is left as it is). */
export async function insertIgnoreEntries(
  db: Database,
  accountId: number,
  entries: Array<{ kind: IgnoreEntryKind; value: string }>,
): Promise<IgnoreEntryRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(ignoreEntries)
    .values(entries.map((entry) => ({ accountId, ...entry })))
    .onConflictDoNothing({ target: [ignoreEntries.accountId, ignoreEntries.kind, ignoreEntries.value] })
    .returning();
}

export async function findIgnoreEntry(
  db: Database,
  accountId: number,
  kind: IgnoreEntryKind,
  value: string,
): Promise<IgnoreEntryRow | null> {
  const [row] = await db
    .select()
    .from(ignoreEntries)
    .where(
      and(
        eq(ignoreEntries.accountId, accountId),
        eq(ignoreEntries.kind, kind),
        eq(ignoreEntries.value, value),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteIgnoreEntry(db: Database, accountId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(ignoreEntries)
    .where(and(eq(ignoreEntries.accountId, accountId), eq(ignoreEntries.id, id)))
    .returning({ id: ignoreEntries.id });
  return rows.length === 1;
}

/** Which of `emails` (lower case) are on the account's ignore list. */
export async function findIgnoredEmails(
  db: Database,
  accountId: number,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ value: ignoreEntries.value })
    .from(ignoreEntries)
    .where(
      and(
        eq(ignoreEntries.accountId, accountId),
        eq(ignoreEntries.kind, 'email'),
        inArray(ignoreEntries.value, [...new Set(emails)]),
      ),
    );
  return new Set(rows.map((row) => row.value));
}
