import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_DRY_RUNS_PER_MINUTE } from '../src/modules/flows/routes';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, PASSWORD, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { TestClient } from './http';

/**
 * Limits an attacker cannot turn against the owner (issue 30): a signed-in route's limit is counted after
 * the guards, on the account's (or user's) canonical id. Requests that fail sign-in or account access do not
 * spend the owner's share, and every spelling of an account id is one bucket.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  // Few sign-ins a minute per address, so the password change's old per-address limit would be reached.
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '6' }, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

async function owner() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  return { account, owner, panel };
}

describe('the flow dry run limit', () => {
  it('is not spent by anonymous requests or by another account, and 1, 01 and 001 are one bucket', async () => {
    const shop = await owner();
    const flow = await shop.panel.post<{ data: { id: number } }>('/api/flows', {
      name: 'Prøve',
      template: null,
    });
    expect(flow.status).toBe(201);
    const path = `/api/flows/${flow.body.data.id}/dry-run`;
    const header = String(shop.account.id);

    // Someone without a session names the owner's account, more often than the limit allows.
    const anonymous = new TestClient(t.url);
    for (let n = 0; n < FLOW_DRY_RUNS_PER_MINUTE + 5; n++) {
      const answer = await anonymous.post(path, {}, { 'authorized-account': header });
      expect(answer.status).toBe(401);
    }
    // Another account's user names it too: refused by the account check (404), not counted either.
    const stranger = await owner();
    for (let n = 0; n < FLOW_DRY_RUNS_PER_MINUTE + 5; n++) {
      expect((await stranger.panel.post(path, {}, { 'authorized-account': header })).status).toBe(404);
    }

    // The owner still has the whole share, whichever way the id is spelled: one bucket for all spellings.
    const spellings = [header, `0${header}`, `00${header}`];
    for (let n = 0; n < FLOW_DRY_RUNS_PER_MINUTE; n++) {
      const answer = await shop.panel.post(path, {}, { 'authorized-account': spellings[n % 3] ?? header });
      expect(answer.status).toBe(200);
    }
    const refused = await shop.panel.post(path, {}, { 'authorized-account': `0${header}` });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } });
    // Another account's own budget is its own.
    const otherFlow = await stranger.panel.post<{ data: { id: number } }>('/api/flows', {
      name: 'Prøve',
      template: null,
    });
    expect((await stranger.panel.post(`/api/flows/${otherFlow.body.data.id}/dry-run`, {})).status).toBe(200);
  });
});

describe('the password change limit', () => {
  it('counts the signed-in user, not requests without a session from the same address', async () => {
    const shop = await owner();
    const anonymous = new TestClient(t.url);
    for (let n = 0; n < 8; n++) {
      const answer = await anonymous.post('/api/auth/password/change', {
        old_password: 'gjetning',
        password: 'Nytt-passord-1',
        password_confirmation: 'Nytt-passord-1',
      });
      expect(answer.status).toBe(401);
    }
    const changed = await shop.panel.post('/api/auth/password/change', {
      old_password: PASSWORD,
      password: 'Nytt-passord-1',
      password_confirmation: 'Nytt-passord-1',
    });
    expect(changed.status).toBe(200);
  });
});
