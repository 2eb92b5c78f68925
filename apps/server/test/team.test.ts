import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberships } from '../src/db/schema';
import { createAccountWithOwner, createUser, signedIn, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { startSmtpPeer } from './smtp-peer';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_w, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: '20', LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Waits for the n-th mail to an address to reach the SMTP peer; answers the invitation key in it. */
async function invitationKeyFromSmtp(email: string, nth: number): Promise<string> {
  const mail = await vi.waitFor(
    () => {
      const found = smtp.received.filter((message) => message.to.includes(email))[nth - 1];
      if (!found) throw new Error(`mail ${nth} to ${email} not received yet`);
      return found;
    },
    { timeout: 5000, interval: 25 },
  );
  const match = /\/pub-v2\/invitation\/([\w-]+)/.exec(decoded(mail.raw));
  if (!match?.[1]) throw new Error('no invitation link in mail');
  return match[1];
}

async function ownerOfNewAccount() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { companyName: 'Team AS' });
  return { account, owner, client: await signedIn(t.url, owner) };
}

async function addMember(accountId: number, role: 'owner' | 'member' = 'member') {
  const user = await createUser(t.database.db, { firstname: 'Mona', lastname: 'Medlem' });
  await t.database.db.insert(memberships).values({ accountId, userId: user.id, role });
  return user;
}

interface Team {
  members: Array<{ user_id: string; email: string; role: string; since: string }>;
  invitations: Array<{
    id: string;
    email: string;
    firstname: string;
    expires_at: string;
    invited_at: string;
  }>;
  can_manage: boolean;
}

describe('settings/users', () => {
  it('lists users and open invitations; an owner may manage, a member only read', async () => {
    const { account, owner, client } = await ownerOfNewAccount();
    const member = await addMember(account.id);
    const email = uniqueEmail('ny');
    expect(
      (await client.post('/api/accounts/invitations', { email, firstname: 'Nina', lastname: 'Ny' })).status,
    ).toBe(201);
    const list = await client.get<Team>('/api/accounts/users');
    expect(list.status).toBe(200);
    expect(list.body.can_manage).toBe(true);
    expect(list.body.members.map((row) => [row.email, row.role]).sort()).toEqual(
      [
        [owner.email, 'owner'],
        [member.email, 'member'],
      ].sort(),
    );
    expect(list.body.invitations).toHaveLength(1);
    expect(list.body.invitations[0]).toMatchObject({ email, firstname: 'Nina' });

    const asMember = await signedIn(t.url, member);
    const read = await asMember.get<Team>('/api/accounts/users');
    expect(read.status).toBe(200);
    expect(read.body.can_manage).toBe(false);
    const refused = [
      await asMember.post('/api/accounts/invitations', {
        email: uniqueEmail(),
        firstname: 'A',
        lastname: 'B',
      }),
      await asMember.post(`/api/accounts/invitations/${list.body.invitations[0]?.id}/resend`),
      await asMember.request('DELETE', `/api/accounts/invitations/${list.body.invitations[0]?.id}`),
      await asMember.put(`/api/accounts/users/${owner.id}/role`, { role: 'member' }),
      await asMember.request('DELETE', `/api/accounts/users/${owner.id}`),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect((answer.body as unknown as ApiError).error.code).toBe('forbidden');
    }
  });

  it('mails the invitation over SMTP; a resend makes a new link and the old one stops working', async () => {
    const { account, client } = await ownerOfNewAccount();
    const email = uniqueEmail('invitert');
    const created = await client.post<{ id: string }>('/api/accounts/invitations', {
      email,
      firstname: 'Ola',
      lastname: 'Olsen',
      role: 'member',
    });
    expect(created.status).toBe(201);
    const firstKey = await invitationKeyFromSmtp(email, 1);

    const resent = await client.post(`/api/accounts/invitations/${created.body.id}/resend`);
    expect(resent.status).toBe(200);
    const secondKey = await invitationKeyFromSmtp(email, 2);
    expect(secondKey).not.toBe(firstKey);

    const guest = new TestClient(t.url);
    expect((await guest.get(`/api/auth/invitations/${firstKey}`)).status).toBe(404);
    const oldAccept = await guest.post<ApiError>(`/api/auth/invitations/${firstKey}/accept`, {
      password: 'mitt-passord-1',
      password_confirmation: 'mitt-passord-1',
    });
    expect(oldAccept.status).toBe(404);
    expect(oldAccept.body.error.code).toBe('invalid_invitation');

    const accepted = await guest.post<{ account_id: number }>(`/api/auth/invitations/${secondKey}/accept`, {
      password: 'mitt-passord-1',
      password_confirmation: 'mitt-passord-1',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.account_id).toBe(account.id);
    const after = await client.get<Team>('/api/accounts/users');
    expect(after.body.invitations).toHaveLength(0);
    expect(after.body.members.some((row) => row.email === email && row.role === 'member')).toBe(true);
  });

  it('revokes an invitation: its link stops working and it leaves the list', async () => {
    const { client } = await ownerOfNewAccount();
    const email = uniqueEmail('trukket');
    const created = await client.post<{ id: string }>('/api/accounts/invitations', {
      email,
      firstname: 'Rita',
      lastname: 'Rask',
    });
    const key = await invitationKeyFromSmtp(email, 1);
    const revoked = await client.request('DELETE', `/api/accounts/invitations/${created.body.id}`);
    expect(revoked.status).toBe(204);
    expect((await new TestClient(t.url).get(`/api/auth/invitations/${key}`)).status).toBe(404);
    expect((await client.get<Team>('/api/accounts/users')).body.invitations).toHaveLength(0);
    expect((await client.request('DELETE', `/api/accounts/invitations/${created.body.id}`)).status).toBe(404);
    expect((await client.post(`/api/accounts/invitations/${created.body.id}/resend`)).status).toBe(404);
  });

  it('refuses an invitation without first and last name, with the catalogue message on the fields', async () => {
    const { client } = await ownerOfNewAccount();
    const answer = await client.post<ApiError>('/api/accounts/invitations', {
      email: 'ikke-epost',
      firstname: ' ',
      role: 'sjef',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      email: 'Ugyldig e-postadresse.',
      firstname: 'Fornavn og etternavn må fylles ut for å invitere.',
      lastname: 'Fornavn og etternavn må fylles ut for å invitere.',
      role: 'Ugyldig verdi.',
    });
    const list = await client.get<Team>('/api/accounts/users');
    expect(list.body.invitations).toHaveLength(0);
  });

  it('refuses to invite someone who is already on the account', async () => {
    const { owner, client } = await ownerOfNewAccount();
    const answer = await client.post<ApiError>('/api/accounts/invitations', {
      email: owner.email.toUpperCase(),
      firstname: 'Kari',
      lastname: 'Nordmann',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('already_member');
  });

  it('changes a role, and never leaves the account without an owner', async () => {
    const { account, owner, client } = await ownerOfNewAccount();
    const member = await addMember(account.id);

    const demoteLast = await client.put<ApiError>(`/api/accounts/users/${owner.id}/role`, { role: 'member' });
    expect(demoteLast.status).toBe(409);
    expect(demoteLast.body.error).toEqual({
      code: 'last_owner',
      message: 'Kontoen må ha minst én eier. Gjør en annen bruker til eier først.',
    });
    const removeLast = await client.request<ApiError>('DELETE', `/api/accounts/users/${owner.id}`);
    expect(removeLast.status).toBe(409);
    expect(removeLast.body.error.code).toBe('last_owner');

    const bad = await client.put<ApiError>(`/api/accounts/users/${member.id}/role`, { role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ role: 'Ugyldig verdi.' });

    const promoted = await client.put<Team>(`/api/accounts/users/${member.id}/role`, { role: 'owner' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.members.find((row) => row.user_id === member.id)?.role).toBe('owner');

    // Now there are two owners: the first may step down, then the new owner may remove them.
    expect((await client.put(`/api/accounts/users/${owner.id}/role`, { role: 'member' })).status).toBe(200);
    const asNewOwner = await signedIn(t.url, member);
    expect((await asNewOwner.request('DELETE', `/api/accounts/users/${owner.id}`)).status).toBe(204);
    const [left] = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.accountId, account.id), eq(memberships.userId, owner.id)));
    expect(left).toBeUndefined();
    expect((await asNewOwner.request('DELETE', `/api/accounts/users/${member.id}`)).status).toBe(409);
  });

  it('keeps one owner when two owners remove each other at the same moment', async () => {
    const { account, owner, client } = await ownerOfNewAccount();
    const second = await addMember(account.id, 'owner');
    const other = await signedIn(t.url, second);
    const answers = await Promise.all([
      client.request('DELETE', `/api/accounts/users/${second.id}`),
      other.request('DELETE', `/api/accounts/users/${owner.id}`),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second request either finds itself removed (401/404) or the last owner (409); never both gone.
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    const owners = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.accountId, account.id), eq(memberships.role, 'owner')));
    expect(owners).toHaveLength(1);
  });

  it('lets platform staff manage any account; another account sees and changes nothing', async () => {
    const { account, owner } = await ownerOfNewAccount();
    const staff = await createUser(t.database.db, { roles: ['staff'] });
    const asStaff = await signedIn(t.url, staff);
    asStaff.account = account.id;
    const list = await asStaff.get<Team>('/api/accounts/users');
    expect(list.status).toBe(200);
    expect(list.body.can_manage).toBe(true);
    const invited = await asStaff.post<{ id: string }>('/api/accounts/invitations', {
      email: uniqueEmail('fra-staff'),
      firstname: 'Siv',
      lastname: 'Staff',
    });
    expect(invited.status).toBe(201);

    const stranger = await ownerOfNewAccount();
    const foreign = stranger.client;
    const headers = { 'authorized-account': String(account.id) };
    expect((await foreign.get('/api/accounts/users', headers)).status).toBe(404);
    expect(
      (await foreign.request('DELETE', `/api/accounts/invitations/${invited.body.id}`, { headers })).status,
    ).toBe(404);
    expect(
      (await foreign.put(`/api/accounts/users/${owner.id}/role`, { role: 'member' }, headers)).status,
    ).toBe(404);
    // Within its own account, the other account's invitation and user do not exist.
    expect((await foreign.request('DELETE', `/api/accounts/invitations/${invited.body.id}`)).status).toBe(
      404,
    );
    expect((await foreign.post(`/api/accounts/invitations/${invited.body.id}/resend`)).status).toBe(404);
    expect((await foreign.put(`/api/accounts/users/${owner.id}/role`, { role: 'member' })).status).toBe(404);
    expect((await foreign.request('DELETE', `/api/accounts/users/${owner.id}`)).status).toBe(404);
    expect((await foreign.request('DELETE', '/api/accounts/users/ikke-en-id')).status).toBe(404);
    const still = await asStaff.get<Team>('/api/accounts/users');
    expect(still.body.invitations).toHaveLength(1);
    expect(still.body.members.find((row) => row.user_id === owner.id)?.role).toBe('owner');
  });
});
