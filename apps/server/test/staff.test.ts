import {
  type AuditEntry,
  addDays,
  osloDay,
  type StaffAccount,
  type StaffPlan,
  trialEndInstant,
} from '@butikkpanel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, invitations, planPackages, plans } from '../src/db/schema';
import { ManualClock } from '../src/platform/clock';
import { createAccountWithOwner, createUser, signedIn, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError, TestClient } from './http';
import { TestClient as Client } from './http';
import { latestMailTo, latestOneTimeLink } from './mailbox';
import { ask, closeAllSockets, connectOperator, connectOutcome, connectVisitor } from './sockets';

let t: TestApp;
let staff: TestClient;
let admin: TestClient;
let staffUser: { id: string; email: string };

// 00:30 in Norway on the night the clocks go forward: the UTC day is still the day before.
const clock = new ManualClock('2026-03-28T23:30:00Z');
const day = (offset: number) => addDays(osloDay(clock.now()), offset);

beforeAll(async () => {
  // The clock moves across days and weeks here; the staff's sign-in (judged by the same clock) lasts the file.
  t = await startTestApp(
    { LOGIN_MAX_PER_IP_PER_MINUTE: '1000', ACCESS_TOKEN_TTL_MINUTES: String(30 * 24 * 60) },
    undefined,
    {
      clock,
    },
  );
  staffUser = await createUser(t.database.db, { roles: ['staff'] });
  staff = await signedIn(t.url, staffUser);
  admin = await signedIn(t.url, await createUser(t.database.db, { roles: ['admin'] }));
});
afterEach(() => closeAllSockets());
afterAll(() => t.close());

async function plan(packages: string[]) {
  const [row] = await t.database.db
    .insert(plans)
    .values({ name: `Plan ${Math.random().toString(36).slice(2, 8)}` })
    .returning();
  if (!row) throw new Error('plan missing');
  await t.database.db
    .insert(planPackages)
    .values(packages.map((packageKey) => ({ planId: row.id, packageKey })));
  return row;
}

async function auditOf(accountId: number) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
}

const STAFF_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/api/staff/accounts'],
  [
    'POST',
    '/api/staff/accounts',
    { company_name: 'X', email: 'x@example.no', firstname: 'A', lastname: 'B' },
  ],
  ['GET', '/api/staff/accounts/1'],
  ['PUT', '/api/staff/accounts/1/active', { is_active: false }],
  ['PUT', '/api/staff/accounts/1/trial', { trial_ends_at: null }],
  ['POST', '/api/staff/accounts/1/trial/extend', { days: 5 }],
  ['PUT', '/api/staff/accounts/1/plans', { plan_ids: [] }],
  ['GET', '/api/staff/plans'],
  ['GET', '/api/staff/dealers'],
  ['GET', '/api/staff/audit'],
];

describe('staff calls refused', () => {
  it('answers 401 to guests and 403 to merchants on every staff call', async () => {
    const { owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const merchant = await signedIn(t.url, owner);
    const guest = new Client(t.url);
    for (const [method, path, body] of STAFF_CALLS) {
      const asGuest = await guest.request<ApiError>(method, path, { body });
      expect(asGuest.status, `${method} ${path} guest`).toBe(401);
      const asMerchant = await merchant.request<ApiError>(method, path, { body });
      expect(asMerchant.status, `${method} ${path} merchant`).toBe(403);
      expect(asMerchant.body.error.code).toBe('forbidden');
    }
  });

  it('keeps the audit log for admins: staff without admin get 403', async () => {
    expect((await staff.get<ApiError>('/api/staff/audit')).status).toBe(403);
    expect((await admin.get('/api/staff/audit')).status).toBe(200);
  });
});

describe('customer list', () => {
  it('lists every account with search and filters', async () => {
    const chat = await plan(['PACKAGE_CHAT']);
    const { account } = await createAccountWithOwner(t.database.db, {
      companyName: 'Filterbutikken Unik AS',
    });
    await staff.put(`/api/staff/accounts/${account.id}/plans`, { plan_ids: [chat.id] });
    const found = await staff.get<{ data: StaffAccount[] }>('/api/staff/accounts?q=filterbutikken%20unik');
    expect(found.status).toBe(200);
    expect(found.body.data.map((row) => row.account_id)).toEqual([account.id]);
    expect(found.body.data[0]?.packages).toEqual(['PACKAGE_CHAT']);
    const byPlan = await staff.get<{ data: StaffAccount[] }>(`/api/staff/accounts?plan_id=${chat.id}`);
    expect(byPlan.body.data.map((row) => row.account_id)).toEqual([account.id]);
    const noTrial = await staff.get<{ data: StaffAccount[] }>(
      '/api/staff/accounts?trial=no_trial&active=active',
    );
    expect(noTrial.body.data.some((row) => row.account_id === account.id)).toBe(true);
    const inactive = await staff.get<{ data: StaffAccount[] }>('/api/staff/accounts?active=inactive');
    expect(inactive.body.data.some((row) => row.account_id === account.id)).toBe(false);
    const bad = await staff.get<ApiError>('/api/staff/accounts?trial=sometimes');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ trial: 'Ugyldig verdi.' });
  });

  it('creates an account with plans, a 15-day trial and the owner invitation in the outbox', async () => {
    const chat = await plan(['PACKAGE_CHAT', 'PACKAGE_DASHBOARD']);
    const email = uniqueEmail('ny-eier');
    const created = await staff.post<{ account: StaffAccount; invitation: { email: string } }>(
      '/api/staff/accounts',
      { company_name: ' Nye Sko AS ', plan_ids: [chat.id], email, firstname: 'Nora', lastname: 'Ny' },
    );
    expect(created.status).toBe(201);
    const { account } = created.body;
    expect(account.company_name).toBe('Nye Sko AS');
    expect(account.packages).toEqual(['PACKAGE_CHAT', 'PACKAGE_DASHBOARD']);
    // 15 calendar days in Norway from today (29 March there), whatever the hour.
    expect(account.trial_ends_at).toBe(trialEndInstant(day(15)).toISOString());
    expect(day(15)).toBe('2026-04-13');
    const mail = await latestMailTo(t.database.db, email);
    expect(mail?.kind).toBe('invitation');
    expect(await latestOneTimeLink(t, email)).toContain('/pub-v2/invitation/');
    const [invitation] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.accountId, account.account_id));
    expect(invitation).toMatchObject({ email, role: 'owner', firstname: 'Nora' });
    const rows = await auditOf(account.account_id);
    expect(rows).toMatchObject([{ action: 'account.create', actorEmail: staffUser.email }]);
    // The audit log names the account (its company name comes through accounts' index).
    const audit = await admin.get<{ data: AuditEntry[] }>(
      `/api/staff/audit?account_id=${account.account_id}`,
    );
    expect(audit.body.data).toMatchObject([
      { action: 'account.create', account_id: account.account_id, company_name: 'Nye Sko AS' },
    ]);
  });

  it('refuses a new account with bad fields, with the catalogue messages', async () => {
    const bad = await staff.post<ApiError>('/api/staff/accounts', {
      company_name: '  ',
      plan_ids: [999_999],
      trial_ends_at: day(-2),
      email: 'ikke-en-adresse',
      firstname: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      company_name: 'Feltet må fylles ut.',
      trial_ends_at: 'Sluttdatoen kan ikke være tilbake i tid.',
      email: 'Ugyldig e-postadresse.',
      firstname: 'Fornavn og etternavn må fylles ut for å invitere.',
      lastname: 'Fornavn og etternavn må fylles ut for å invitere.',
    });
    const unknownPlan = await staff.post<ApiError>('/api/staff/accounts', {
      company_name: 'Ukjent plan AS',
      plan_ids: [999_999],
      email: uniqueEmail(),
      firstname: 'A',
      lastname: 'B',
    });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body.error.fields).toEqual({ plan_ids: 'Ugyldig verdi.' });
  });
});

describe('activate and deactivate', () => {
  it('takes every package away, refuses REST and sockets, and the widget stops; activation restores it', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db, {
      packages: ['PACKAGE_CHAT', 'PACKAGE_DASHBOARD'],
    });
    const merchant = await signedIn(t.url, owner);
    expect((await merchant.get('/api/chat')).status).toBe(200);
    expect((await t.app.server.inject(`/api/widget/${account.id}/config`)).statusCode).toBe(200);
    const openVisitor = connectVisitor(t.url, account.id);
    expect(await connectOutcome(openVisitor)).toBe('connected');
    const visitorGone = new Promise<string>((resolve) => openVisitor.once('disconnect', resolve));

    const off = await staff.put<StaffAccount>(`/api/staff/accounts/${account.id}/active`, {
      is_active: false,
    });
    expect(off.status).toBe(200);
    // A visitor already on the shop's site is cut off too, not only new ones.
    expect(await visitorGone).toBe('io server disconnect');
    expect(off.body).toMatchObject({ is_active: false, packages: [] });
    const current = await merchant.get<{ packages: string[]; plans: unknown[]; is_active: boolean }>(
      '/api/accounts/current',
    );
    expect(current.body).toMatchObject({ is_active: false, packages: [] });
    expect(current.body.plans).toHaveLength(1);
    const chat = await merchant.get<ApiError>('/api/chat');
    expect(chat.status).toBe(403);
    expect(chat.body.error).toMatchObject({
      code: 'account_deactivated',
      message: 'Kontoen er deaktivert og har ingen pakker.',
    });
    expect((await merchant.get<ApiError>('/api/orders/stats')).status).toBe(403);
    expect((await t.app.server.inject(`/api/widget/${account.id}/config`)).statusCode).toBe(404);
    expect(await connectOutcome(connectVisitor(t.url, account.id))).toBe('account not available');
    const operator = connectOperator(t.url);
    expect(
      await ask(operator, 'newOperator', { token: merchant.token, account: account.id, isOnline: 1 }),
    ).toMatchObject({
      ok: false,
    });
    // Staff still see the account's pages.
    staff.account = account.id;
    expect((await staff.get('/api/chat')).status).toBe(200);
    staff.account = null;

    const on = await staff.put<StaffAccount>(`/api/staff/accounts/${account.id}/active`, { is_active: true });
    expect(on.body.packages).toEqual(['PACKAGE_CHAT', 'PACKAGE_DASHBOARD']);
    expect((await merchant.get('/api/chat')).status).toBe(200);
    expect(await connectOutcome(connectVisitor(t.url, account.id))).toBe('connected');
    expect((await auditOf(account.id)).map((row) => row.action)).toEqual([
      'account.deactivate',
      'account.activate',
    ]);
  });

  it('answers 404 for an unknown account and 400 for a body without is_active', async () => {
    expect((await staff.put('/api/staff/accounts/999999/active', { is_active: true })).status).toBe(404);
    const bad = await staff.put<ApiError>('/api/staff/accounts/1/active', {});
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ is_active: 'Feltet må fylles ut.' });
  });
});

describe('demo periods', () => {
  it('counts a demo as running through its last day in Norway, and expired from the next midnight', async () => {
    const { account } = await createAccountWithOwner(t.database.db, { companyName: 'Siste Dag AS' });
    await t.database.db
      .update(accounts)
      .set({ trialEndsAt: trialEndInstant('2026-03-29') })
      .where(eq(accounts.id, account.id));
    const listed = async (trial: string) =>
      (await staff.get<{ data: StaffAccount[] }>(`/api/staff/accounts?trial=${trial}`)).body.data.some(
        (row) => row.account_id === account.id,
      );
    try {
      clock.set('2026-03-29T21:30:00Z'); // 23:30 in Oslo (summer time) on the last day
      expect(await listed('in_trial')).toBe(true);
      expect(await listed('ending_soon')).toBe(true);
      expect(await listed('expired')).toBe(false);
      clock.set('2026-03-29T22:30:00Z'); // 00:30 the next day in Oslo
      expect(await listed('in_trial')).toBe(false);
      expect(await listed('expired')).toBe(true);
      // Ending soon: through the 14th calendar day from today, counted in Oslo days.
      clock.set('2026-03-15T22:59:00Z'); // 23:59 on 15 March in Oslo: the 29th is 14 days away
      expect(await listed('ending_soon')).toBe(true);
      clock.set('2026-03-14T23:30:00Z'); // 00:30 on 15 March
      expect(await listed('ending_soon')).toBe(true);
      clock.set('2026-03-14T22:30:00Z'); // 23:30 on 14 March: 15 days away
      expect(await listed('ending_soon')).toBe(false);
    } finally {
      clock.set('2026-03-28T23:30:00Z');
    }
  });

  it('refuses yesterday in Norway and accepts today, however late it is in UTC', async () => {
    const { account } = await createAccountWithOwner(t.database.db);
    // 00:30 on 29 March in Oslo is 23:30 on the 28th in UTC: the 28th is yesterday.
    const yesterday = await staff.put<ApiError>(`/api/staff/accounts/${account.id}/trial`, {
      trial_ends_at: '2026-03-28',
    });
    expect(yesterday.status).toBe(400);
    expect(yesterday.body.error.fields).toEqual({
      trial_ends_at: 'Sluttdatoen kan ikke være tilbake i tid.',
    });
    const today = await staff.put<StaffAccount>(`/api/staff/accounts/${account.id}/trial`, {
      trial_ends_at: '2026-03-29',
    });
    expect(today.status).toBe(200);
    // Extending an ended demo counts from today in Norway.
    await t.database.db
      .update(accounts)
      .set({ trialEndsAt: trialEndInstant('2026-03-20') })
      .where(eq(accounts.id, account.id));
    const extended = await staff.post<StaffAccount>(`/api/staff/accounts/${account.id}/trial/extend`, {
      days: 1,
    });
    expect(extended.body.trial_ends_at).toBe(trialEndInstant('2026-03-30').toISOString());
  });

  it('sets, extends and clears the trial end, with validation, and lists those ending soon', async () => {
    const { account } = await createAccountWithOwner(t.database.db);
    const set = await staff.put<StaffAccount>(`/api/staff/accounts/${account.id}/trial`, {
      trial_ends_at: day(5),
    });
    expect(set.status).toBe(200);
    expect(set.body.trial_ends_at?.slice(0, 10)).toBe(day(5));
    const soon = await staff.get<{ data: StaffAccount[] }>('/api/staff/accounts?trial=ending_soon');
    expect(soon.body.data.some((row) => row.account_id === account.id)).toBe(true);

    const extended = await staff.post<StaffAccount>(`/api/staff/accounts/${account.id}/trial/extend`, {
      days: 30,
    });
    expect(extended.body.trial_ends_at?.slice(0, 10)).toBe(day(35));
    const later = await staff.get<{ data: StaffAccount[] }>('/api/staff/accounts?trial=ending_soon');
    expect(later.body.data.some((row) => row.account_id === account.id)).toBe(false);

    const past = await staff.put<ApiError>(`/api/staff/accounts/${account.id}/trial`, {
      trial_ends_at: day(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ trial_ends_at: 'Sluttdatoen kan ikke være tilbake i tid.' });
    const far = await staff.put<ApiError>(`/api/staff/accounts/${account.id}/trial`, {
      trial_ends_at: day(800),
    });
    expect(far.body.error.fields).toEqual({ trial_ends_at: 'Sluttdatoen kan være høyst to år fram i tid.' });
    const nonsense = await staff.put<ApiError>(`/api/staff/accounts/${account.id}/trial`, {
      trial_ends_at: '2025-02-30',
    });
    expect(nonsense.body.error.fields).toEqual({ trial_ends_at: 'Ugyldig dato.' });
    const badDays = await staff.post<ApiError>(`/api/staff/accounts/${account.id}/trial/extend`, { days: 0 });
    expect(badDays.body.error.fields).toEqual({ days: 'Ugyldig verdi.' });

    const cleared = await staff.put<StaffAccount>(`/api/staff/accounts/${account.id}/trial`, {
      trial_ends_at: null,
    });
    expect(cleared.body.trial_ends_at).toBeNull();
    expect((await auditOf(account.id)).map((row) => row.action)).toEqual([
      'account.trial_set',
      'account.trial_extend',
      'account.trial_set',
    ]);
  });
});

describe('plans and packages', () => {
  it('changes the packages with the plans; without the chat plan chat REST and operator sockets refuse, open ones too', async () => {
    const chatPlan = await plan(['PACKAGE_CHAT']);
    const dashPlan = await plan(['PACKAGE_DASHBOARD']);
    const { account, owner } = await createAccountWithOwner(t.database.db);
    const merchant = await signedIn(t.url, owner);
    const both = await staff.put<StaffAccount>(`/api/staff/accounts/${account.id}/plans`, {
      plan_ids: [chatPlan.id, dashPlan.id],
    });
    expect(both.body.packages).toEqual(['PACKAGE_CHAT', 'PACKAGE_DASHBOARD']);
    expect((await merchant.get('/api/chat')).status).toBe(200);
    const ok = connectOperator(t.url);
    expect(await ask(ok, 'newOperator', { token: merchant.token, account: account.id, isOnline: 1 })).toEqual(
      {
        ok: true,
      },
    );

    const one = await staff.put<StaffAccount>(`/api/staff/accounts/${account.id}/plans`, {
      plan_ids: [dashPlan.id],
    });
    expect(one.body.packages).toEqual(['PACKAGE_DASHBOARD']);
    const chat = await merchant.get<ApiError>('/api/chat');
    expect(chat.status).toBe(403);
    expect(chat.body.error).toMatchObject({ code: 'package_required', message: 'Du trenger pakken Chat.' });
    expect((await merchant.get('/api/orders/stats')).status).not.toBe(403);
    // The socket that signed in while the package was there loses it at its next event.
    expect(await ask<unknown>(ok, 'isOnline', { isOnline: 0 })).toMatchObject({
      ok: false,
      error: { code: 'package_required' },
    });
    const refused = connectOperator(t.url);
    const answer = await ask<unknown>(refused, 'newOperator', {
      token: merchant.token,
      account: account.id,
      isOnline: 1,
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'package_required' } });
    expect(await connectOutcome(connectVisitor(t.url, account.id))).toBe('account not available');

    const rows = await auditOf(account.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'account.plans_set',
      details: { added: [], removed: [chatPlan.id], packages_before: ['PACKAGE_CHAT', 'PACKAGE_DASHBOARD'] },
    });
    const unknown = await staff.put<ApiError>(`/api/staff/accounts/${account.id}/plans`, {
      plan_ids: [999_999],
    });
    expect(unknown.status).toBe(400);
    const listed = await staff.get<{ data: StaffPlan[] }>('/api/staff/plans');
    expect(listed.body.data.find((row) => row.id === chatPlan.id)?.packages).toEqual(['PACKAGE_CHAT']);
  });
});

describe('audit log', () => {
  it('shows admins who did what, when, on which account', async () => {
    const { account } = await createAccountWithOwner(t.database.db, { companyName: 'Revisjon AS' });
    await staff.post(`/api/staff/accounts/${account.id}/trial/extend`, { days: 3 });
    const log = await admin.get<{ data: AuditEntry[]; total: number }>(
      `/api/staff/audit?account_id=${account.id}`,
    );
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(1);
    expect(log.body.data[0]).toMatchObject({
      actor_email: staffUser.email,
      action: 'account.trial_extend',
      account_id: account.id,
      company_name: 'Revisjon AS',
      details: { days: 3 },
    });
    expect(Date.now() - Date.parse(log.body.data[0]?.at ?? '')).toBeLessThan(60_000);
  });
});
