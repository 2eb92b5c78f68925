import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '../src/db/schema';
import { createAccountWithOwner, createUser, PASSWORD } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { latestMailTo, latestOneTimeLink, linkKey } from './mailbox';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const { owner } = await createAccountWithOwner(t.database.db);
  const client = new TestClient(t.url);
  await client.login(owner.email, PASSWORD);
  return { client, owner };
}

async function requestReset(email: string): Promise<string> {
  const answer = await new TestClient(t.url).post('/api/auth/password/forgot', { email });
  expect(answer.body).toEqual({ ok: true });
  return linkKey(await latestOneTimeLink(t, email), 'reset');
}

describe('POST /api/auth/password/change', () => {
  it('needs the old password', async () => {
    const { client } = await signedIn();
    const answer = await client.post<ApiError>('/api/auth/password/change', {
      old_password: 'ikke-riktig',
      password: 'nytt-passord-1',
      password_confirmation: 'nytt-passord-1',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('old_password_incorrect');
    expect(answer.body.error.message).toBe('Det gamle passordet er feil.');
  });

  it('validates the new password', async () => {
    const { client } = await signedIn();
    const short = await client.post<ApiError>('/api/auth/password/change', {
      old_password: PASSWORD,
      password: 'kort',
      password_confirmation: 'kort',
    });
    expect(short.body.error.fields).toEqual({ password: 'Passordet må ha minst 8 tegn.' });
    const mismatch = await client.post<ApiError>('/api/auth/password/change', {
      old_password: PASSWORD,
      password: 'nytt-passord-1',
      password_confirmation: 'nytt-passord-2',
    });
    expect(mismatch.body.error.fields).toEqual({ password_confirmation: 'Passordene er ikke like.' });
    const missing = await client.post<ApiError>('/api/auth/password/change', {});
    expect(missing.body.error.fields?.old_password).toBe('Skriv inn et passord.');
  });

  it('changes the password with argon2id and ends the other sessions, not this one', async () => {
    const { client, owner } = await signedIn();
    const other = new TestClient(t.url);
    await other.login(owner.email, PASSWORD);
    const answer = await client.post('/api/auth/password/change', {
      old_password: PASSWORD,
      password: 'nytt-passord-1',
      password_confirmation: 'nytt-passord-1',
    });
    expect(answer.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(new TestClient(t.url).login(owner.email, PASSWORD)).rejects.toThrow(/401/);
    await new TestClient(t.url).login(owner.email, 'nytt-passord-1');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await t.database.db.select().from(outbox);
    const answer = await new TestClient(t.url).post('/api/auth/password/forgot', {
      email: 'ingen@example.no',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(await t.database.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('validates the e-mail', async () => {
    const answer = await new TestClient(t.url).post<ApiError>('/api/auth/password/forgot', { email: 'nei' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ email: 'Ugyldig e-postadresse.' });
  });

  it('mails a link to /pub-v2/reset/{key} that works once and ends every session', async () => {
    const { client, owner } = await signedIn();
    const key = await requestReset(owner.email);
    const mail = await latestMailTo(t.database.db, owner.email);
    expect(await latestOneTimeLink(t, owner.email)).toBe(`http://localhost:3000/pub-v2/reset/${key}`);
    expect(mail?.text).not.toContain(key);
    expect(mail?.subject).toBe('Tilbakestill passordet ditt i Butikkpanel');
    expect(mail?.status).toBe('stored');

    const guest = new TestClient(t.url);
    expect((await guest.get(`/api/auth/password/reset/${key}`)).body).toEqual({ ok: true });
    const reset = await guest.post('/api/auth/password/reset', {
      key,
      password: 'tilbakestilt-1',
      password_confirmation: 'tilbakestilt-1',
    });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    await guest.login(owner.email, 'tilbakestilt-1');

    const again = await guest.post<ApiError>('/api/auth/password/reset', {
      key,
      password: 'enda-et-passord',
      password_confirmation: 'enda-et-passord',
    });
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({
      code: 'invalid_reset_key',
      message: 'Lenken for å tilbakestille passordet er ugyldig eller utløpt.',
    });
    expect((await guest.get(`/api/auth/password/reset/${key}`)).status).toBe(404);
  });

  it('refuses an expired or unknown key and keeps the password', async () => {
    const user = await createUser(t.database.db);
    const key = await requestReset(user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const guest = new TestClient(t.url);
    const expired = await guest.post<ApiError>('/api/auth/password/reset', {
      key,
      password: 'nytt-passord-1',
      password_confirmation: 'nytt-passord-1',
    });
    expect(expired.status).toBe(404);
    expect(expired.body.error.code).toBe('invalid_reset_key');
    const unknown = await guest.post<ApiError>('/api/auth/password/reset', {
      key: 'finnes-ikke',
      password: 'nytt-passord-1',
      password_confirmation: 'nytt-passord-1',
    });
    expect(unknown.status).toBe(404);
    await guest.login(user.email, PASSWORD);
  });

  it('validates the new password before using the key up', async () => {
    const user = await createUser(t.database.db);
    const key = await requestReset(user.email);
    const guest = new TestClient(t.url);
    const bad = await guest.post<ApiError>('/api/auth/password/reset', {
      key,
      password: 'kort',
      password_confirmation: 'kort',
    });
    expect(bad.status).toBe(400);
    expect((await guest.get(`/api/auth/password/reset/${key}`)).status).toBe(200);
  });
});
