import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  discountRedemptions,
  discountSuspectAddresses,
  discountUniqueCodes,
  discountUnknownAttempts,
} from '../../db/schema';
import type { PrivacyHooks } from '../../platform';

/** Shoppers' addresses are kept only as long as the guess limit and its review need them. */
const ADDRESS_DAYS = 30;
const DAY_MS = 86_400_000;

const sameEmail = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;

/**
 * Discounts' share of privacy: a person's uses of codes and the unique codes made for them are exported
 * and lose the address on erasure (the figures stay); shoppers' IP addresses are dropped after 30 days.
 */
export const discountsPrivacyHooks: PrivacyHooks = {
  async exportPerson(db, accountId, email) {
    const [uses, uniqueCodes] = await Promise.all([
      db
        .select()
        .from(discountRedemptions)
        .where(
          and(
            eq(discountRedemptions.accountId, accountId),
            sameEmail(discountRedemptions.customerEmail, email),
          ),
        ),
      db
        .select()
        .from(discountUniqueCodes)
        .where(
          and(eq(discountUniqueCodes.accountId, accountId), sameEmail(discountUniqueCodes.recipient, email)),
        ),
    ]);
    return { discount_uses: uses, unique_discount_codes: uniqueCodes };
  },
  async erasePerson(tx, accountId, email) {
    const uses = await tx
      .update(discountRedemptions)
      .set({ customerEmail: null })
      .where(
        and(
          eq(discountRedemptions.accountId, accountId),
          sameEmail(discountRedemptions.customerEmail, email),
        ),
      )
      .returning({ id: discountRedemptions.id });
    const codes = await tx
      .update(discountUniqueCodes)
      .set({ recipient: null })
      .where(
        and(eq(discountUniqueCodes.accountId, accountId), sameEmail(discountUniqueCodes.recipient, email)),
      )
      .returning({ id: discountUniqueCodes.id });
    return { discount_uses_anonymised: uses.length, unique_codes_anonymised: codes.length };
  },
  async purgeEverywhere(db: Database, now: Date) {
    const before = new Date(now.getTime() - ADDRESS_DAYS * DAY_MS);
    const attempts = await db
      .update(discountUnknownAttempts)
      .set({ address: null })
      .where(and(isNotNull(discountUnknownAttempts.address), lt(discountUnknownAttempts.at, before)))
      .returning({ accountId: discountUnknownAttempts.accountId });
    const suspects = await db
      .delete(discountSuspectAddresses)
      .where(lt(discountSuspectAddresses.lastAt, before))
      .returning({ accountId: discountSuspectAddresses.accountId });
    const counts = new Map<number | 'platform', Record<string, number>>();
    const add = (accountId: number, kind: string) => {
      const entry = counts.get(accountId) ?? {};
      entry[kind] = (entry[kind] ?? 0) + 1;
      counts.set(accountId, entry);
    };
    for (const row of attempts) add(row.accountId, 'discount_addresses');
    for (const row of suspects) add(row.accountId, 'discount_suspects');
    return counts;
  },
};
