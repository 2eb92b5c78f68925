import {
  canManageAccountSettings,
  type DataSubjectExport,
  dataSubjectExportSchema,
  type ErasureAnswer,
  erasureAnswerSchema,
  type PrivacyRun,
  type PrivacySettingsAnswer,
  type Retention,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { AccountContext } from '../access';
import type { RegisteredHooks } from './hooks';
import * as privacyHooks from './hooks';
import * as repo from './repository';
import { findRetention, saveRetention as storeRetention } from './retention';

const canManage = (context: AccountContext, user: { roles: string[] }) =>
  canManageAccountSettings({ roles: user.roles, membershipRole: context.membershipRole });

/** Retention, export and erasure are for the account's owners and platform staff. */
export function requireManager(context: AccountContext, user: { roles: string[] }): void {
  if (!canManage(context, user)) throw forbidden();
}

export async function privacySettings(
  db: Database,
  context: AccountContext,
  user: { roles: string[] },
): Promise<PrivacySettingsAnswer> {
  return {
    retention: await findRetention(db, context.account.id),
    can_manage: canManage(context, user),
  };
}

export async function saveRetention(db: Database, accountId: number, retention: Retention, now: Date) {
  await storeRetention(db, accountId, retention, now);
  return findRetention(db, accountId);
}

/** Dates become ISO strings; everything else is as stored. */
function plain(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** Everything every module holds about one e-mail address in the account (data subject access). */
export async function exportDataSubject(
  db: Database,
  hooks: RegisteredHooks,
  accountId: number,
  email: string,
  now: Date,
): Promise<DataSubjectExport> {
  const sections = await privacyHooks.exportPerson(db, hooks, accountId, email);
  return dataSubjectExportSchema.parse({
    ...plain(sections),
    email,
    account_id: accountId,
    exported_at: now.toISOString(),
  });
}

/**
 * Erasure across every module in one transaction. A `<kind>_anonymised` count is rows kept without the
 * person (orders stay for the revenue figures); every other count is rows removed.
 */
export async function eraseDataSubject(
  db: Database,
  hooks: RegisteredHooks,
  accountId: number,
  email: string,
): Promise<ErasureAnswer> {
  const counts = await privacyHooks.erasePerson(db, hooks, accountId, email);
  const removed: Record<string, number> = {};
  const anonymised: Record<string, number> = {};
  for (const [kind, count] of Object.entries(counts)) {
    if (kind.endsWith('_anonymised')) anonymised[kind] = count;
    else removed[kind] = count;
  }
  return erasureAnswerSchema.parse({ email, removed, ...anonymised });
}

export async function recentRuns(db: Database): Promise<PrivacyRun[]> {
  const rows = await repo.listRuns(db);
  return rows.map((row) => ({
    id: row.id,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    removed: row.removed,
    error: row.error,
  }));
}
