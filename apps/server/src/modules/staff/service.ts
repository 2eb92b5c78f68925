import {
  type AuditAction,
  type AuditEntry,
  addDays,
  DEMO_ENDING_SOON_DAYS,
  type Language,
  LIMITS,
  osloDay,
  osloMidnight,
  PACKAGE_KEYS,
  type PackageKey,
  type StaffAccount,
  type StaffAccountListQuery,
  type StaffPlan,
  TRIAL_END_MAX_DAYS,
  trialEndAfter,
  trialEndInstant,
} from '@butikkpanel/contracts';
import type { Database } from '../../db/client';
import { notFound, validationFailed } from '../../lib/errors';
import { isoOrNull } from '../../lib/time';
import type { Clock, EventBus } from '../../platform';
import {
  addAccountPlans,
  createInvitation,
  findAccountPlanIds,
  findAccounts,
  findAccountWithDealer,
  findAllDealers,
  findAllPlans,
  findDealer,
  findPlanIds,
  findPlansOfAccounts,
  insertAccount,
  removeAccountPlans,
  startNewAccount,
  updateAccount,
} from '../accounts';
import type { Outbox } from '../mail';
import * as repo from './repository';

export interface StaffDeps {
  db: Database;
  outbox: Outbox;
  publicUrl: string;
  clock: Clock;
}

/** Who acts: every change below is written to the audit log in the same transaction. */
export interface Actor {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
}

const isPackageKey = (key: string): key is PackageKey => (PACKAGE_KEYS as readonly string[]).includes(key);

type PlanRow = Awaited<ReturnType<typeof findPlansOfAccounts>>[number];
type AccountWithDealer = NonNullable<Awaited<ReturnType<typeof findAccountWithDealer>>>;

function accountView({ account, dealer }: AccountWithDealer, planRows: PlanRow[]): StaffAccount {
  const own = planRows.filter((row) => row.accountId === account.id);
  const plans = new Map<number, { id: number; name: string }>();
  for (const row of own) plans.set(row.planId, { id: row.planId, name: row.planName });
  const packages = account.isActive
    ? [...new Set(own.map((row) => row.packageKey).filter((key) => key !== null))].filter(isPackageKey).sort()
    : [];
  return {
    account_id: account.id,
    company_name: account.companyName,
    is_active: account.isActive,
    trial_ends_at: isoOrNull(account.trialEndsAt),
    dealer: dealer ? { id: dealer.id, name: dealer.name, email: dealer.email, phone: dealer.phone } : null,
    plans: [...plans.values()],
    packages,
    created_at: account.createdAt.toISOString(),
  };
}

/** Demo periods run through their last day in Norway: "expired" and "ending soon" count Oslo days. */
export async function listAccounts(db: Database, query: StaffAccountListQuery, now: Date) {
  const today = osloDay(now);
  const rows = await findAccounts(
    db,
    {
      q: query.q,
      active: query.active === undefined ? undefined : query.active === 'active',
      trial: query.trial,
      endingBefore: osloMidnight(addDays(today, DEMO_ENDING_SOON_DAYS + 1)),
      planId: query.plan_id,
      dealerId: query.dealer_id,
    },
    osloMidnight(today),
  );
  const planRows = await findPlansOfAccounts(
    db,
    rows.map((row) => row.account.id),
  );
  return rows.map((row) => accountView(row, planRows));
}

export async function getAccount(db: Database, accountId: number): Promise<StaffAccount> {
  const row = await findAccountWithDealer(db, accountId);
  if (!row) throw notFound();
  return accountView(row, await findPlansOfAccounts(db, [accountId]));
}

export async function listPlans(db: Database): Promise<StaffPlan[]> {
  const byId = new Map<number, StaffPlan>();
  for (const row of await findAllPlans(db)) {
    const plan = byId.get(row.id) ?? { id: row.id, name: row.name, packages: [] };
    if (row.packageKey && isPackageKey(row.packageKey)) plan.packages.push(row.packageKey);
    byId.set(row.id, plan);
  }
  return [...byId.values()];
}

export async function listDealers(db: Database) {
  return (await findAllDealers(db)).map(({ id, name, email, phone }) => ({ id, name, email, phone }));
}

function audit(db: Database, actor: Actor, action: AuditAction, accountId: number, details = {}) {
  return repo.insertAudit(db, { actorUserId: actor.id, actorEmail: actor.email, action, accountId, details });
}

async function checkPlanIds(db: Database, planIds: number[]): Promise<void> {
  const known = await findPlanIds(db, planIds);
  if (known.length !== planIds.length) throw validationFailed({ plan_ids: 'invalid_value' });
}

export interface NewAccount {
  company_name: string;
  plan_ids: number[];
  trial_ends_at?: string | null;
  dealer_id?: number | null;
  email: string;
  firstname: string;
  lastname: string;
}

/** The account, its plans and the audit row in one transaction; then the owner's invitation mail. */
export async function createAccount(deps: StaffDeps, actor: Actor, body: NewAccount, language: Language) {
  await checkPlanIds(deps.db, body.plan_ids);
  if (body.dealer_id != null && !(await findDealer(deps.db, body.dealer_id))) {
    throw validationFailed({ dealer_id: 'invalid_value' });
  }
  const now = deps.clock.now();
  const trialEndsAt =
    body.trial_ends_at === undefined
      ? trialEndAfter(now, LIMITS.trialCountdownDefaultDays)
      : body.trial_ends_at === null
        ? null
        : trialEndInstant(body.trial_ends_at);
  const account = await deps.db.transaction(async (tx) => {
    const row = await insertAccount(tx, {
      companyName: body.company_name,
      trialEndsAt,
      isActive: true,
      dealerId: body.dealer_id ?? null,
    });
    await addAccountPlans(tx, row.id, body.plan_ids);
    await startNewAccount(tx, row.id, now);
    await audit(tx, actor, 'account.create', row.id, {
      company_name: row.companyName,
      plan_ids: body.plan_ids,
      trial_ends_at: isoOrNull(trialEndsAt),
      dealer_id: row.dealerId,
      invited: body.email,
    });
    return row;
  });
  // The outbox writes through its own connection, so the mail goes out once the account is committed.
  const invitation = await createInvitation(
    deps,
    account,
    actor,
    { email: body.email, firstname: body.firstname, lastname: body.lastname, role: 'owner' },
    language,
  );
  return {
    account: await getAccount(deps.db, account.id),
    invitation: { id: invitation.id, email: invitation.email, expires_at: invitation.expires_at },
  };
}

async function existingAccount(db: Database, accountId: number) {
  const row = await findAccountWithDealer(db, accountId);
  if (!row) throw notFound();
  return row.account;
}

/** Deactivating publishes account.deactivated after the commit (the chat gateway stops the widget). */
export async function setActive(
  deps: { db: Database; events: EventBus },
  actor: Actor,
  accountId: number,
  isActive: boolean,
) {
  const { db } = deps;
  const account = await existingAccount(db, accountId);
  if (account.isActive !== isActive) {
    await deps.events.unitOfWork(async (tx, publish) => {
      await updateAccount(tx, accountId, { isActive });
      await audit(tx, actor, isActive ? 'account.activate' : 'account.deactivate', accountId);
      if (!isActive) publish('account.deactivated', accountId, {});
    });
  }
  return getAccount(db, accountId);
}

/** `day` was checked against today by the route's schema (setTrialEndBodyFor). */
export async function setTrialEnd(db: Database, actor: Actor, accountId: number, day: string | null) {
  const account = await existingAccount(db, accountId);
  const trialEndsAt = day === null ? null : trialEndInstant(day);
  await db.transaction(async (tx) => {
    await updateAccount(tx, accountId, { trialEndsAt });
    await audit(tx, actor, 'account.trial_set', accountId, {
      from: isoOrNull(account.trialEndsAt),
      to: isoOrNull(trialEndsAt),
    });
  });
  return getAccount(db, accountId);
}

/** Adds calendar days to the current end day, or to today when the demo already ended (or never had one). */
export async function extendTrial(db: Database, actor: Actor, accountId: number, days: number, now: Date) {
  const account = await existingAccount(db, accountId);
  const current = account.trialEndsAt;
  const today = osloDay(now);
  const currentDay = current ? osloDay(current) : today;
  const endDay = addDays(currentDay > today ? currentDay : today, days);
  if (endDay > addDays(today, TRIAL_END_MAX_DAYS)) throw validationFailed({ days: 'trial_end_too_far' });
  const trialEndsAt = trialEndInstant(endDay);
  await db.transaction(async (tx) => {
    await updateAccount(tx, accountId, { trialEndsAt });
    await audit(tx, actor, 'account.trial_extend', accountId, {
      days,
      from: isoOrNull(current),
      to: trialEndsAt.toISOString(),
    });
  });
  return getAccount(db, accountId);
}

/** Replaces the account's plans; the packages in effect follow from them. */
export async function setPlans(db: Database, actor: Actor, accountId: number, planIds: number[]) {
  await existingAccount(db, accountId);
  await checkPlanIds(db, planIds);
  const before = await getAccount(db, accountId);
  const current = await findAccountPlanIds(db, accountId);
  const added = planIds.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !planIds.includes(id));
  if (added.length === 0 && removed.length === 0) return before;
  await db.transaction(async (tx) => {
    await removeAccountPlans(tx, accountId, removed);
    await addAccountPlans(tx, accountId, added);
    await audit(tx, actor, 'account.plans_set', accountId, {
      added,
      removed,
      packages_before: before.packages,
    });
  });
  return getAccount(db, accountId);
}

export async function listAudit(db: Database, query: { account_id?: number; limit: number; offset: number }) {
  const { rows, total } = await repo.findAudit(db, {
    accountId: query.account_id,
    limit: query.limit,
    offset: query.offset,
  });
  const data: AuditEntry[] = rows.map(({ entry, companyName }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor_email: entry.actorEmail,
    action: entry.action,
    account_id: entry.accountId,
    company_name: companyName,
    details: entry.details,
  }));
  return { data, total };
}
