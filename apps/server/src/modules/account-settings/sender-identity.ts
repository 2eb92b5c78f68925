import {
  ADDRESS_VERIFICATION_HOURS,
  SENDER_DOMAIN_TXT_PREFIX,
  type SenderIdentityAnswer,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  type AddressLinks,
  checkDomain,
  domainToken,
  listAddresses,
  type Outbox,
  type ResolveTxt,
  sendAddressVerification,
  senderState,
} from '../mail';
import { getEmailSender } from './service';

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * Which From the account's mail carries now and why: the shop's address once verified (a link mailed to it,
 * or its domain's TXT record), else the platform's (MAIL_FROM) with the shop's address as Reply-To.
 */
export async function senderIdentity(
  db: Database,
  accountId: number,
  platformFrom: string,
  now: Date,
): Promise<SenderIdentityAnswer['data']> {
  const sender = await getEmailSender(db, accountId);
  const from = sender.from_email.toLowerCase();
  const state = await senderState(db, accountId, from);
  const verified = state === 'verified_address' || state === 'verified_domain';
  const domain = from === '' ? '' : domainOf(from);
  const token = domain === '' ? null : await domainToken(db, accountId, domain);
  const row = (await listAddresses(db, accountId)).find((entry) => entry.address === from);
  const fresh = now.getTime() - (row?.requestedAt.getTime() ?? 0) <= ADDRESS_VERIFICATION_HOURS * 3_600_000;
  return {
    state,
    from_email: from,
    used_from: verified ? from : platformFrom,
    used_reply_to: verified ? sender.reply_to : sender.reply_to || from,
    domain,
    txt_name: domain,
    txt_value: token ? `${SENDER_DOMAIN_TXT_PREFIX}${token.token}` : '',
    link_pending: row !== undefined && row.verifiedAt === null && fresh,
  };
}

/** Mails a verification link to the saved From address (nothing when it is verified already). */
export async function verifySenderAddress(
  deps: { db: Database; outbox: Outbox; links: AddressLinks },
  account: { id: number; companyName: string },
  now: Date,
) {
  const { from_email } = await getEmailSender(deps.db, account.id);
  if (from_email === '') {
    throw new AppError(422, 'validation_failed', undefined, { from_email: 'sender_address_missing' });
  }
  const state = await senderState(deps.db, account.id, from_email);
  if (state === 'unverified') await sendAddressVerification(deps, account, from_email, now);
}

/** Looks the saved From address's domain up in DNS; 422 on `domain` while its TXT record is not there. */
export async function verifySenderDomain(db: Database, resolveTxt: ResolveTxt, accountId: number, now: Date) {
  const { from_email } = await getEmailSender(db, accountId);
  if (from_email === '') {
    throw new AppError(422, 'validation_failed', undefined, { from_email: 'sender_address_missing' });
  }
  if (!(await checkDomain(db, resolveTxt, accountId, domainOf(from_email), now))) {
    throw new AppError(422, 'validation_failed', undefined, { domain: 'sender_domain_not_verified' });
  }
}
