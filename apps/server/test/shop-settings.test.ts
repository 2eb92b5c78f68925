import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, memberships } from '../src/db/schema';
import { sha256 } from '../src/lib/secrets';
import { createAccountWithOwner, createUser, signedIn as signIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const signedIn = (user: { email: string }) => signIn(t.url, user);

interface ApiKeyView {
  id: string;
  label: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}
interface IgnoreEntry {
  id: string;
  kind: 'email' | 'ip';
  value: string;
  created_at: string;
}

async function ownerClient() {
  const { account, owner } = await createAccountWithOwner(t.database.db);
  const client = await signedIn(owner);
  client.account = account.id;
  return { account, owner, client };
}

describe('API keys', () => {
  it('shows the key once, stores only its hash, lists label, prefix and dates, and revokes', async () => {
    const { account, client } = await ownerClient();
    const created = await client.post<{ data: ApiKeyView & { key: string } }>('/api/settings/api-keys', {
      label: 'Nettbutikken',
    });
    expect(created.status).toBe(201);
    const { key, ...view } = created.body.data;
    expect(key).toMatch(/^bpk_[A-Za-z0-9_-]{43}$/);
    expect(view).toEqual({
      id: expect.any(String),
      label: 'Nettbutikken',
      prefix: key.slice(0, 12),
      created_at: expect.any(String),
      last_used_at: null,
    });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, view.id));
    expect(row?.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row?.accountId).toBe(account.id);

    const list = await client.get<{ data: ApiKeyView[] }>('/api/settings/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([view]);
    expect(JSON.stringify(list.body)).not.toContain(key);

    const revoked = await client.request('DELETE', `/api/settings/api-keys/${view.id}`);
    expect(revoked.status).toBe(204);
    expect((await client.get<{ data: ApiKeyView[] }>('/api/settings/api-keys')).body.data).toEqual([]);
    const again = await client.request<ApiError>('DELETE', `/api/settings/api-keys/${view.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('not_found');
  });

  it('refuses a missing or empty label with the catalogue text', async () => {
    const { client } = await ownerClient();
    const empty = await client.post<ApiError>('/api/settings/api-keys', { label: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({
      code: 'validation_failed',
      message: 'Noen felt er ikke riktig utfylt.',
      fields: { label: 'Feltet må fylles ut.' },
    });
    const english = await client.post<ApiError>('/api/settings/api-keys', {}, { 'user-language': 'en' });
    expect(english.body.error.fields).toEqual({ label: 'The field must be filled in.' });
  });

  it("keeps another account's user away from this account's keys", async () => {
    const { account, client } = await ownerClient();
    const created = await client.post<{ data: ApiKeyView }>('/api/settings/api-keys', { label: 'A' });
    const other = await ownerClient();
    const foreignHeader = { 'authorized-account': String(account.id) };
    const list = await other.client.get<ApiError>('/api/settings/api-keys', foreignHeader);
    expect(list.status).toBe(404);
    const revoke = await other.client.request<ApiError>(
      'DELETE',
      `/api/settings/api-keys/${created.body.data.id}`,
      { headers: foreignHeader },
    );
    expect(revoke.status).toBe(404);
    // Through their own account the key is not found either.
    const ownRevoke = await other.client.request<ApiError>(
      'DELETE',
      `/api/settings/api-keys/${created.body.data.id}`,
    );
    expect(ownRevoke.status).toBe(404);
    expect((await client.get<{ data: ApiKeyView[] }>('/api/settings/api-keys')).body.data).toHaveLength(1);
  });

  it('lets only the owner and platform staff manage keys, not other members', async () => {
    const { account } = await ownerClient();
    const member = await createUser(t.database.db);
    await t.database.db
      .insert(memberships)
      .values({ accountId: account.id, userId: member.id, role: 'member' });
    const memberClient = await signedIn(member);
    const refused = await memberClient.get<ApiError>('/api/settings/api-keys', {
      'authorized-account': String(account.id),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'forbidden', message: 'Du har ikke tilgang' });

    const staff = await signedIn(await createUser(t.database.db, { roles: ['staff'] }));
    expect(
      (await staff.get('/api/settings/api-keys', { 'authorized-account': String(account.id) })).status,
    ).toBe(200);
    const admin = await signedIn(await createUser(t.database.db, { roles: ['admin'] }));
    expect(
      (await admin.get('/api/settings/api-keys', { 'authorized-account': String(account.id) })).status,
    ).toBe(200);
    expect((await new TestClient(t.url).get<ApiError>('/api/settings/api-keys')).status).toBe(401);
  });
});

describe('ignore lists', () => {
  it('adds and removes e-mail and IP entries, each value once', async () => {
    const { client } = await ownerClient();
    const email = await client.post<{ data: IgnoreEntry }>('/api/settings/ignore-list', {
      kind: 'email',
      value: ' Test@Butikk.NO ',
    });
    expect(email.status).toBe(201);
    expect(email.body.data).toMatchObject({ kind: 'email', value: 'test@butikk.no' });
    const again = await client.post<{ data: IgnoreEntry }>('/api/settings/ignore-list', {
      kind: 'email',
      value: 'test@butikk.no',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(email.body.data.id);
    const ip = await client.post<{ data: IgnoreEntry }>('/api/settings/ignore-list', {
      kind: 'ip',
      value: '2001:DB8::1',
    });
    expect(ip.body.data).toMatchObject({ kind: 'ip', value: '2001:db8::1' });
    const list = await client.get<{ data: IgnoreEntry[] }>('/api/settings/ignore-list');
    expect(list.body.data.map((entry) => entry.value)).toEqual(['test@butikk.no', '2001:db8::1']);

    expect((await client.request('DELETE', `/api/settings/ignore-list/${email.body.data.id}`)).status).toBe(
      204,
    );
    const after = await client.get<{ data: IgnoreEntry[] }>('/api/settings/ignore-list');
    expect(after.body.data.map((entry) => entry.value)).toEqual(['2001:db8::1']);
    expect((await client.request('DELETE', '/api/settings/ignore-list/not-a-uuid')).status).toBe(404);
  });

  it('refuses an invalid e-mail or IP with the catalogue texts', async () => {
    const { client } = await ownerClient();
    const badEmail = await client.post<ApiError>('/api/settings/ignore-list', {
      kind: 'email',
      value: 'ikke-epost',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields).toEqual({ value: 'Ugyldig e-postadresse.' });
    const badIp = await client.post<ApiError>('/api/settings/ignore-list', {
      kind: 'ip',
      value: '300.1.1.1',
    });
    expect(badIp.body.error.fields).toEqual({ value: 'Ugyldig IP-adresse.' });
    const badKind = await client.post<ApiError>('/api/settings/ignore-list', { kind: 'phone', value: '1' });
    expect(badKind.body.error.fields).toEqual({ kind: 'Ugyldig verdi.' });
  });

  it('reads a CSV upload, reports bad rows by line and keeps the good ones', async () => {
    const { client } = await ownerClient();
    const csv = [
      'email',
      'kunde@butikk.no',
      'ikke-en-epost@',
      '10.0.0.1',
      '999.0.0.1',
      '',
      'KUNDE@butikk.no',
    ].join('\n');
    const answer = await client.request<{ added: number; unchanged: number; errors: unknown[] }>(
      'POST',
      '/api/settings/ignore-list/csv',
      { rawBody: csv, headers: { 'content-type': 'text/csv' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      added: 2,
      unchanged: 0,
      errors: [
        { row: 3, code: 'invalid_email', message: 'Ugyldig e-postadresse.' },
        { row: 5, code: 'invalid_ip', message: 'Ugyldig IP-adresse.' },
      ],
    });
    const list = await client.get<{ data: IgnoreEntry[] }>('/api/settings/ignore-list');
    expect(list.body.data.map((entry) => `${entry.kind}:${entry.value}`)).toEqual([
      'email:kunde@butikk.no',
      'ip:10.0.0.1',
    ]);
    const repeat = await client.request<{ added: number; unchanged: number }>(
      'POST',
      '/api/settings/ignore-list/csv',
      {
        rawBody: 'type;value\nemail;kunde@butikk.no\nip;10.0.0.2',
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      },
    );
    expect(repeat.body).toMatchObject({ added: 1, unchanged: 1 });
  });

  it('refuses other file types and files over 1 MB', async () => {
    const { client } = await ownerClient();
    const json = await client.request<ApiError>('POST', '/api/settings/ignore-list/csv', {
      rawBody: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect(json.body.error).toEqual({ code: 'illegal_file_type', message: 'Ulovlig filtype.' });
    const binary = await client.request<ApiError>('POST', '/api/settings/ignore-list/csv', {
      rawBody: 'a\u0000b',
      headers: { 'content-type': 'text/csv' },
    });
    expect(binary.body.error.code).toBe('illegal_file_type');
    const big = await client.request<ApiError>('POST', '/api/settings/ignore-list/csv', {
      rawBody: 'a@b.no\n'.repeat(160_000),
      headers: { 'content-type': 'text/csv' },
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({
      code: 'file_too_big',
      message: 'Filen er for stor. Største tillatte størrelse er 1 MB.',
    });
  });

  it("keeps another account's user away from this account's entries", async () => {
    const { account, client } = await ownerClient();
    const entry = await client.post<{ data: IgnoreEntry }>('/api/settings/ignore-list', {
      kind: 'ip',
      value: '10.1.1.1',
    });
    const other = await ownerClient();
    const header = { 'authorized-account': String(account.id) };
    expect((await other.client.get('/api/settings/ignore-list', header)).status).toBe(404);
    expect(
      (await other.client.request('DELETE', `/api/settings/ignore-list/${entry.body.data.id}`)).status,
    ).toBe(404);
    expect((await client.get<{ data: IgnoreEntry[] }>('/api/settings/ignore-list')).body.data).toHaveLength(
      1,
    );
  });
});
