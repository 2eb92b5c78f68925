import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

interface Current {
  company_name: string;
  is_active: boolean;
  trial_ends_at: string | null;
  plans: Array<{ name: string; packages: string[] }>;
  packages: string[];
}

/** settings/billing reads the account's plans, packages, trial end and status from /api/accounts/current. */
describe('billing (read-only for members)', () => {
  it('shows a member their own plans, packages, trial end and status', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db, {
      packages: ['PACKAGE_CHAT', 'PACKAGE_SEARCH'],
    });
    const member = await signedIn(t.url, owner);
    const answer = await member.get<Current>('/api/accounts/current');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      company_name: account.companyName,
      is_active: true,
      trial_ends_at: null,
      packages: ['PACKAGE_CHAT', 'PACKAGE_SEARCH'],
    });
    expect(answer.body.plans[0]?.packages).toEqual(['PACKAGE_CHAT', 'PACKAGE_SEARCH']);
  });

  it("never shows another account's billing (404), and a merchant cannot change plans (403)", async () => {
    const mine = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const theirs = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_SEARCH'] });
    const member = await signedIn(t.url, mine.owner);
    const foreign = await member.get<ApiError>('/api/accounts/current', {
      'authorized-account': String(theirs.account.id),
    });
    expect(foreign.status).toBe(404);
    const change = await member.put<ApiError>(`/api/staff/accounts/${mine.account.id}/plans`, {
      plan_ids: [],
    });
    expect(change.status).toBe(403);
  });

  it('shows a deactivated account its plans but no packages in effect', async () => {
    const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_CHAT'] });
    const staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
    await staff.put(`/api/staff/accounts/${account.id}/active`, { is_active: false });
    const member = await signedIn(t.url, owner);
    const answer = await member.get<Current>('/api/accounts/current');
    expect(answer.body).toMatchObject({ is_active: false, packages: [] });
    expect(answer.body.plans).toHaveLength(1);
  });
});
