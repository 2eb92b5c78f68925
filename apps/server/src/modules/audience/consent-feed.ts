import type { ConsentSource } from '@butikkpanel/contracts';
import { and, asc, eq, gt, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audienceConsentEvents, audienceContacts } from '../../db/schema';
import { reachableSql } from './contact-repository';

/**
 * Consent as other modules hand it on (the apps' newsletter services): every change of a contact's marketing
 * consent in the order it happened, with its evidence, and the contacts whose consent stands now.
 */
export interface ConsentChangeRecord {
  id: number;
  email: string;
  name: string | null;
  state: 'none' | 'pending' | 'given' | 'withdrawn';
  source: ConsentSource;
  at: Date;
  ip: string | null;
}

/** The account's consent changes after `afterId` (the history's id), oldest first. */
export async function consentChangesAfter(
  db: Database,
  accountId: number,
  afterId: number,
  limit: number,
): Promise<ConsentChangeRecord[]> {
  return db
    .select({
      id: audienceConsentEvents.id,
      email: audienceContacts.email,
      name: audienceContacts.name,
      state: audienceConsentEvents.state,
      source: audienceConsentEvents.source,
      at: audienceConsentEvents.at,
      ip: audienceConsentEvents.ip,
    })
    .from(audienceConsentEvents)
    .innerJoin(audienceContacts, eq(audienceContacts.id, audienceConsentEvents.contactId))
    .where(and(eq(audienceConsentEvents.accountId, accountId), gt(audienceConsentEvents.id, afterId)))
    .orderBy(asc(audienceConsentEvents.id))
    .limit(limit);
}

/** The newest consent change's id (0 when none): where a new connection starts reading. */
export async function latestConsentChangeId(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(audienceConsentEvents.id) })
    .from(audienceConsentEvents)
    .where(eq(audienceConsentEvents.accountId, accountId));
  return Number(row?.id ?? 0);
}

/**
 * Contacts whose consent is given now from one of `sources`, not suppressed, and matching `condition` (a
 * segment filter) when given, in id order (an export's pages).
 */
export async function consentedContactsAfter(
  db: Database,
  accountId: number,
  sources: readonly ConsentSource[],
  afterId: number,
  limit: number,
  condition?: SQL,
) {
  if (sources.length === 0) return [];
  return db
    .select({
      id: audienceContacts.id,
      email: audienceContacts.email,
      name: audienceContacts.name,
      source: audienceContacts.consentSource,
      at: audienceContacts.consentAt,
    })
    .from(audienceContacts)
    .where(
      and(
        eq(audienceContacts.accountId, accountId),
        sql`${audienceContacts.id} > ${afterId}`,
        reachableSql,
        inArray(audienceContacts.consentSource, [...sources]),
        condition,
      ),
    )
    .orderBy(asc(audienceContacts.id))
    .limit(limit);
}
