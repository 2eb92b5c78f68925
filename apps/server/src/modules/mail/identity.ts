import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ADDRESS_VERIFICATION_HOURS,
  SENDER_DOMAIN_TXT_PREFIX,
  type SenderState,
} from '@butikkpanel/contracts';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailSenderDomains, mailVerifiedAddresses } from '../../db/schema';
import { deriveKey, randomToken } from '../../lib/secrets';

/** node:dns/promises' resolveTxt, or a test's own: the TXT records of a name, each as its chunks. */
export type ResolveTxt = (name: string) => Promise<string[][]>;

export type VerifiedAddressRow = typeof mailVerifiedAddresses.$inferSelect;

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

export async function listAddresses(db: Database, accountId: number): Promise<VerifiedAddressRow[]> {
  return db
    .select()
    .from(mailVerifiedAddresses)
    .where(eq(mailVerifiedAddresses.accountId, accountId))
    .orderBy(asc(mailVerifiedAddresses.address));
}

async function findAddress(db: Database, accountId: number, address: string) {
  const [row] = await db
    .select()
    .from(mailVerifiedAddresses)
    .where(
      and(
        eq(mailVerifiedAddresses.accountId, accountId),
        eq(mailVerifiedAddresses.address, address.toLowerCase()),
      ),
    );
  return row ?? null;
}

export async function isVerifiedAddress(db: Database, accountId: number, address: string) {
  return (await findAddress(db, accountId, address))?.verifiedAt != null;
}

/**
 * Starts (or starts again) the verification of an address for the account: a verified one stays verified;
 * otherwise the request time is set to now, which the link signs, so links sent earlier stop working.
 */
export async function requestAddress(db: Database, accountId: number, address: string, now: Date) {
  const [row] = await db
    .insert(mailVerifiedAddresses)
    .values({ accountId, address: address.toLowerCase(), requestedAt: now })
    .onConflictDoUpdate({
      target: [mailVerifiedAddresses.accountId, mailVerifiedAddresses.address],
      set: { requestedAt: now },
    })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

/**
 * The signed link that verifies an address for one account: it names the account and the row, and its
 * signature covers the address and when it was asked for. It works once (a verified row is not verified
 * again), for ADDRESS_VERIFICATION_HOURS, and only for the newest request.
 */
export function addressLinks(publicUrl: string, secret: Uint8Array) {
  const key = deriveKey(secret, 'mail-address-verification');
  const sign = (row: Pick<VerifiedAddressRow, 'accountId' | 'id' | 'address' | 'requestedAt'>) =>
    createHmac('sha256', key)
      .update(`${row.accountId}\n${row.id}\n${row.address}\n${row.requestedAt.getTime()}`)
      .digest('base64url')
      .slice(0, 32);
  return {
    url: (row: VerifiedAddressRow) =>
      `${publicUrl}/api/mail/verify-address/${row.accountId}/${row.id}/${sign(row)}`,
    /** The row the link verifies now, or null (forged, changed, used, replaced or too old). */
    async find(db: Database, accountId: number, id: number, signature: string, now: Date) {
      const [row] = await db
        .select()
        .from(mailVerifiedAddresses)
        .where(and(eq(mailVerifiedAddresses.accountId, accountId), eq(mailVerifiedAddresses.id, id)));
      if (!row || row.verifiedAt !== null) return null;
      if (now.getTime() - row.requestedAt.getTime() > ADDRESS_VERIFICATION_HOURS * 60 * 60_000) return null;
      const expected = Buffer.from(sign(row));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
    },
    /** Marks it verified once: a second click (or two at once) changes nothing. */
    async verify(db: Database, row: VerifiedAddressRow, now: Date): Promise<boolean> {
      const updated = await db
        .update(mailVerifiedAddresses)
        .set({ verifiedAt: now })
        .where(
          and(
            eq(mailVerifiedAddresses.id, row.id),
            eq(mailVerifiedAddresses.requestedAt, row.requestedAt),
            isNull(mailVerifiedAddresses.verifiedAt),
          ),
        )
        .returning({ id: mailVerifiedAddresses.id });
      return updated.length > 0;
    },
  };
}
export type AddressLinks = ReturnType<typeof addressLinks>;

/** The account's token for a domain (made once and kept, so the TXT record the owner added stays right). */
export async function domainToken(db: Database, accountId: number, domain: string) {
  const name = domain.toLowerCase();
  await db
    .insert(mailSenderDomains)
    .values({ accountId, domain: name, token: randomToken(18) })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(mailSenderDomains)
    .where(and(eq(mailSenderDomains.accountId, accountId), eq(mailSenderDomains.domain, name)));
  if (!row) throw new Error('domain row missing');
  return row;
}

async function isVerifiedDomain(db: Database, accountId: number, domain: string) {
  const [row] = await db
    .select({ domain: mailSenderDomains.domain })
    .from(mailSenderDomains)
    .where(
      and(
        eq(mailSenderDomains.accountId, accountId),
        eq(mailSenderDomains.domain, domain.toLowerCase()),
        isNotNull(mailSenderDomains.verifiedAt),
      ),
    );
  return row !== undefined;
}

/**
 * Looks for the account's token in the domain's TXT records; found, the domain is verified for this
 * account. A lookup that fails (no such name, no records) counts as not found.
 */
export async function checkDomain(
  db: Database,
  resolveTxt: ResolveTxt,
  accountId: number,
  domain: string,
  now: Date,
): Promise<boolean> {
  const row = await domainToken(db, accountId, domain);
  if (row.verifiedAt !== null) return true;
  const records = await resolveTxt(row.domain).catch(() => [] as string[][]);
  const wanted = `${SENDER_DOMAIN_TXT_PREFIX}${row.token}`;
  if (!records.some((chunks) => chunks.join('').trim() === wanted)) return false;
  await db
    .update(mailSenderDomains)
    .set({ verifiedAt: now })
    .where(and(eq(mailSenderDomains.accountId, accountId), eq(mailSenderDomains.domain, row.domain)));
  return true;
}

/** How the account's From address stands: verified itself, by its domain, not yet, or none set. */
export async function senderState(
  db: Database,
  accountId: number,
  fromAddress: string,
): Promise<SenderState> {
  if (fromAddress === '') return 'not_set';
  if (await isVerifiedAddress(db, accountId, fromAddress)) return 'verified_address';
  if (await isVerifiedDomain(db, accountId, domainOf(fromAddress))) return 'verified_domain';
  return 'unverified';
}

export interface SenderFields {
  accountId?: number | null;
  fromName?: string | null;
  fromAddress?: string | null;
  replyTo?: string | null;
}

/**
 * The sender a mail really goes with: the shop's From only once verified for its account; until then the
 * platform's own From (MAIL_FROM, chosen by the transport when fromAddress is null) with the shop's address
 * as Reply-To, so answers still reach the shop. Every mail of an account passes here (outbox and bulk).
 */
export async function effectiveSender<T extends SenderFields>(db: Database, mail: T): Promise<T> {
  if (mail.accountId == null || !mail.fromAddress) return mail;
  const state = await senderState(db, mail.accountId, mail.fromAddress);
  if (state === 'verified_address' || state === 'verified_domain') return mail;
  return { ...mail, fromAddress: null, replyTo: mail.replyTo || mail.fromAddress };
}
