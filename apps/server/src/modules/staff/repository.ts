import { count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { findCompanyNames } from '../accounts';

export interface AuditValues {
  actorUserId: string;
  actorEmail: string;
  action: string;
  accountId: number | null;
  details: Record<string, unknown>;
}

/** Takes a transaction too, so a change and its entry are written together. */
export async function insertAudit(db: Pick<Database, 'insert'>, values: AuditValues): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** A page of the audit log, newest first, each entry with its account's company name (accounts' index). */
export async function findAudit(db: Database, query: { accountId?: number; limit: number; offset: number }) {
  const where =
    query.accountId !== undefined ? eq(auditLog.accountId, query.accountId) : isNotNull(auditLog.id);
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const names = await findCompanyNames(
    db,
    entries.flatMap((entry) => (entry.accountId === null ? [] : [entry.accountId])),
  );
  const rows = entries.map((entry) => ({
    entry,
    companyName: entry.accountId === null ? null : (names.get(entry.accountId) ?? null),
  }));
  return { rows, total: total?.value ?? 0 };
}
