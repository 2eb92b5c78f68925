import {
  MAIL_CEILING_NEAR_SHARE,
  MAIL_HOURLY_CEILING_DEFAULT,
  type MailCeilingRow,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Platform } from '../../platform';
import { findAccountWithDealer, findCompanyNames } from '../accounts';
import { releaseHeldCampaigns } from '../email';
import { countHeldMails, hourlyCeilingOf, hourlyUsage, type Outbox, setHourlyCeiling } from '../mail';
import { insertAudit } from './repository';
import type { Actor } from './service';

export interface CeilingDeps {
  db: Database;
  outbox: Outbox;
  jobs: Platform['jobs'];
}

/**
 * Accounts near their mails-per-hour ceiling (at least MAIL_CEILING_NEAR_SHARE of it this hour), those with
 * mail held for the next hour, and those with a ceiling of their own; the nearest first.
 */
export async function listMailCeilings(db: Database, now: Date): Promise<MailCeilingRow[]> {
  const [usage, held] = await Promise.all([hourlyUsage(db, now), countHeldMails(db)]);
  const byAccount = new Map(usage.map((row) => [row.account_id, row]));
  for (const accountId of held.keys()) {
    if (!byAccount.has(accountId)) {
      const perHour = await hourlyCeilingOf(db, accountId);
      byAccount.set(accountId, {
        account_id: accountId,
        per_hour: perHour,
        custom: false,
        sent_this_hour: 0,
      });
    }
  }
  const rows = [...byAccount.values()].filter(
    (row) =>
      row.custom ||
      (held.get(row.account_id) ?? 0) > 0 ||
      row.sent_this_hour >= row.per_hour * MAIL_CEILING_NEAR_SHARE,
  );
  const names = await findCompanyNames(
    db,
    rows.map((row) => row.account_id),
  );
  return rows
    .map((row) => ({
      ...row,
      company_name: names.get(row.account_id) ?? '',
      held: held.get(row.account_id) ?? 0,
    }))
    .sort(
      (a, b) => b.sent_this_hour / b.per_hour - a.sent_this_hour / a.per_hour || a.account_id - b.account_id,
    );
}

/**
 * Staff set an account's ceiling (audited). A raise takes effect at once: mails and campaign batches held
 * for the next hour are queued now, and go out as far as the new ceiling allows.
 */
export async function changeMailCeiling(
  deps: CeilingDeps,
  actor: Actor,
  accountId: number,
  perHour: number,
  now: Date,
) {
  if (!(await findAccountWithDealer(deps.db, accountId))) throw notFound();
  const before = await hourlyCeilingOf(deps.db, accountId);
  await deps.db.transaction(async (tx) => {
    await setHourlyCeiling(tx, accountId, perHour, now);
    await insertAudit(tx, {
      actorUserId: actor.id,
      actorEmail: actor.email,
      action: 'account.mail_ceiling_set',
      accountId,
      details: { from: before, to: perHour },
    });
  });
  if (perHour > before) {
    await deps.outbox.releaseHeld(accountId);
    await releaseHeldCampaigns(deps.db, deps.jobs, accountId, now);
  }
  return { account_id: accountId, per_hour: perHour, default_per_hour: MAIL_HOURLY_CEILING_DEFAULT };
}
