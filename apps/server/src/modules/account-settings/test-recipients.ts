import { osloDay, TEST_SENDS_PER_DAY, type TestRecipientsAnswer } from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { listMemberProfiles } from '../accounts';
import { listAddresses, takeTestSend, testSendsToday } from '../mail';

type Recipients = TestRecipientsAnswer['data'];

/**
 * Whom a test send may reach: the account's own users, and addresses the account has verified (a link
 * mailed to them was clicked). Pending ones are listed so the panel can say a link is on its way.
 */
export async function testRecipients(db: Database, accountId: number, now: Date): Promise<Recipients> {
  const members = await listMemberProfiles(db, accountId);
  const seen = new Set<string>();
  const addresses: Recipients['addresses'] = [];
  for (const member of members) {
    const address = member.email.toLowerCase();
    if (seen.has(address)) continue;
    seen.add(address);
    addresses.push({ address, kind: 'user' });
  }
  for (const row of await listAddresses(db, accountId)) {
    if (seen.has(row.address)) continue;
    seen.add(row.address);
    addresses.push({ address: row.address, kind: row.verifiedAt ? 'verified' : 'pending' });
  }
  return {
    used: await testSendsToday(db, accountId, now),
    limit: TEST_SENDS_PER_DAY,
    day: osloDay(now),
    addresses,
  };
}

/** A test send's recipient must be one of the account's users or verified addresses (422 on `to`). */
export async function requireTestRecipient(db: Database, accountId: number, to: string, now: Date) {
  const { addresses } = await testRecipients(db, accountId, now);
  const address = to.toLowerCase();
  if (!addresses.some((allowed) => allowed.address === address && allowed.kind !== 'pending')) {
    throw new AppError(422, 'test_recipient_not_allowed', undefined, { to: 'test_recipient_not_allowed' });
  }
}

/** Takes one of the day's test sends, or answers 429 when the account has used them all. */
export async function takeTestSendOrRefuse(db: Database, accountId: number, now: Date) {
  if ((await takeTestSend(db, accountId, now)) === null) {
    throw new AppError(429, 'test_send_quota_reached', { limit: TEST_SENDS_PER_DAY });
  }
}
