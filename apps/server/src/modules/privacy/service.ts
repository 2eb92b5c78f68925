import {
  canManageAccountSettings,
  type DataSubjectExport,
  type ErasureAnswer,
  type PrivacyRun,
  type PrivacySettingsAnswer,
  type Retention,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { AccountContext } from '../access';
import * as repo from './repository';

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
    retention: await repo.findRetention(db, context.account.id),
    can_manage: canManage(context, user),
  };
}

export async function saveRetention(db: Database, accountId: number, retention: Retention) {
  await repo.saveRetention(db, accountId, retention);
  return repo.findRetention(db, accountId);
}

/** Dates become ISO strings; everything else is as stored. */
function plain(rows: object[]): Record<string, unknown>[] {
  return JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
}

export async function exportDataSubject(
  db: Database,
  accountId: number,
  email: string,
): Promise<DataSubjectExport> {
  const found = await repo.findDataSubject(db, accountId, email);
  return {
    email,
    account_id: accountId,
    exported_at: new Date().toISOString(),
    visitors: plain(found.visitors),
    chat_messages: plain(found.messages),
    chat_images: plain(found.images),
    page_views: plain(found.pageViews),
    cart_events: plain(found.cartEvents),
    customers: plain(found.customers),
    orders: found.orders.map((order) => ({
      ...plain([order])[0],
      lines: plain(found.lines.filter((line) => line.orderId === order.externalId)),
    })),
  };
}

export async function eraseDataSubject(
  db: Database,
  accountId: number,
  email: string,
): Promise<ErasureAnswer> {
  const result = await repo.eraseDataSubject(db, accountId, email);
  return { email, removed: result.removed, orders_anonymised: result.ordersAnonymised };
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
