import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema';
import { createAccountWithOwner, createUser, PASSWORD, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { latestMailTo, latestOneTimeLink, linkKey } from './mailbox';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The owner of a fresh account invites someone; answers the key from the mailed link. */
async function invite(email: string) {
  const { owner, account } = await createAccountWithOwner(t.database.db, { companyName: 'Invitasjon AS' });
  const client = new TestClient(t.url);
  await client.login(owner.email, PASSWORD);
  const created = await client.post('/api/accounts/invitations', {
    email,
    firstname: 'Lise',
    lastname: 'Lund',
  });
  expect(created.status).toBe(201);
  const mail = await latestMailTo(t.database.db, email);
  if (!mail) throw new Error('no invitation mail');
  return { key: linkKey(await latestOneTimeLink(t, email), 'invitation'), account, mail };
}

describe('invitations', () => {
  it('mails a link to /pub-v2/invitation/{key} that describes the invitation', async () => {
    const email = uniqueEmail('invitert');
    const { key, mail } = await invite(email);
    expect(mail.subject).toBe('Du er invitert til Invitasjon AS i Butikkpanel');
    expect(await latestOneTimeLink(t, email)).toBe(`http://localhost:3000/pub-v2/invitation/${key}`);
    expect(mail.text).not.toContain(key);
    const answer = await new TestClient(t.url).get(`/api/auth/invitations/${key}`);
    expect(answer.body).toEqual({
      email,
      firstname: 'Lise',
      lastname: 'Lund',
      company_name: 'Invitasjon AS',
      existing_user: false,
    });
  });

  it('lets a new person set a password once and signs them into the account', async () => {
    const email = uniqueEmail('invitert');
    const { key, account } = await invite(email);
    const guest = new TestClient(t.url);
    const accepted = await guest.post<{ account_id: number; access_token: string }>(
      `/api/auth/invitations/${key}/accept`,
      { password: 'mitt-passord-1', password_confirmation: 'mitt-passord-1' },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.account_id).toBe(account.id);
    guest.token = accepted.body.access_token;
    guest.account = account.id;
    expect((await guest.get('/api/accounts/current')).status).toBe(200);
    await new TestClient(t.url).login(email, 'mitt-passord-1');

    const again = await new TestClient(t.url).post<ApiError>(`/api/auth/invitations/${key}/accept`, {
      password: 'annet-passord-1',
      password_confirmation: 'annet-passord-1',
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({
      code: 'invalid_invitation',
      message: 'Invitasjonen er ugyldig eller utløpt.',
    });
    expect((await new TestClient(t.url).get(`/api/auth/invitations/${key}`)).status).toBe(404);
  });

  it('refuses an expired or revoked invitation', async () => {
    const expiredEmail = uniqueEmail('utlopt');
    const expired = await invite(expiredEmail);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, expiredEmail));
    const revokedEmail = uniqueEmail('trukket');
    const revoked = await invite(revokedEmail);
    await t.database.db
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(eq(invitations.email, revokedEmail));
    for (const key of [expired.key, revoked.key, 'finnes-ikke']) {
      const answer = await new TestClient(t.url).post<ApiError>(`/api/auth/invitations/${key}/accept`, {
        password: 'mitt-passord-1',
        password_confirmation: 'mitt-passord-1',
      });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('invalid_invitation');
    }
  });

  it('validates the password before using the invitation', async () => {
    const { key } = await invite(uniqueEmail('invitert'));
    const guest = new TestClient(t.url);
    const missing = await guest.post<ApiError>(`/api/auth/invitations/${key}/accept`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      password: 'Skriv inn et passord.',
      password_confirmation: 'Skriv inn et passord.',
    });
    const short = await guest.post<ApiError>(`/api/auth/invitations/${key}/accept`, {
      password: 'kort',
      password_confirmation: 'kort',
    });
    expect(short.body.error.fields).toEqual({ password: 'Passordet må ha minst 8 tegn.' });
    const mismatch = await guest.post<ApiError>(`/api/auth/invitations/${key}/accept`, {
      password: 'mitt-passord-1',
      password_confirmation: 'mitt-passord-2',
    });
    expect(mismatch.body.error.fields).toEqual({ password_confirmation: 'Passordene er ikke like.' });
    expect((await guest.get(`/api/auth/invitations/${key}`)).status).toBe(200);
  });

  it('lets an existing user join only with their own password', async () => {
    const existing = await createUser(t.database.db);
    const { key, account } = await invite(existing.email);
    const described = await new TestClient(t.url).get<{ existing_user: boolean }>(
      `/api/auth/invitations/${key}`,
    );
    expect(described.body.existing_user).toBe(true);
    const empty = await new TestClient(t.url).post<ApiError>(`/api/auth/invitations/${key}/accept`, {});
    expect(empty.body.error.fields).toEqual({ password: 'Skriv inn et passord.' });
    const wrong = await new TestClient(t.url).post<ApiError>(`/api/auth/invitations/${key}/accept`, {
      password: 'gjettet',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('wrong_credentials');
    const right = await new TestClient(t.url).post<{ account_id: number }>(
      `/api/auth/invitations/${key}/accept`,
      {
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    );
    expect(right.status).toBe(200);
    expect(right.body.account_id).toBe(account.id);
    // The password was not changed by accepting.
    await new TestClient(t.url).login(existing.email, PASSWORD);
  });
});
