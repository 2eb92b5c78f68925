import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, PASSWORD } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { PNG, upload } from './images';

/** Issue 12 B3 and B7: the sign-in link is tied to its user and account; user data and image bounded. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function signedIn() {
  const { owner, account } = await createAccountWithOwner(t.database.db);
  const client = new TestClient(t.url);
  await client.login(owner.email, PASSWORD);
  return { client, owner, account };
}

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { bunn: true };
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

describe('PUT /api/auth/user/data bounds', () => {
  it('answers 400 with a Norwegian message to 5,000 levels of JSON, and keeps the saved data', async () => {
    const { client } = await signedIn();
    expect((await client.put('/api/auth/user/data', { settings: nested(3) })).status).toBe(200);
    // Written out as text: JSON.stringify itself runs out of stack on 5,000 levels.
    const rawBody = `{"settings":${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}}`;
    const deep = await client.request<ApiError>('PUT', '/api/auth/user/data', { rawBody });
    expect(deep.status).toBe(400);
    // Past the bound every JSON body has (JSON_BODY_MAX_DEPTH), refused before the settings' own check.
    expect(deep.body.error.code).toBe('json_too_deep');
    // Within it but deeper than settings may be: the settings' own message on the field.
    const twenty = await client.put<ApiError>('/api/auth/user/data', { settings: nested(20) });
    expect(twenty.status).toBe(400);
    expect(twenty.body.error.code).toBe('validation_failed');
    expect(twenty.body.error.fields).toEqual({ settings: 'Innstillingene har for mange nivåer (høyst 8).' });
    const me = await client.get<{ user: { data: { settings: unknown } } }>('/api/auth/me');
    expect(me.body.user.data.settings).toEqual(nested(3));
  });

  it('answers 400 to settings over 16 kB', async () => {
    const { client } = await signedIn();
    const big = await client.put<ApiError>('/api/auth/user/data', {
      settings: { notat: 'x'.repeat(17_000) },
    });
    expect(big.status).toBe(400);
    expect(big.body.error.fields).toEqual({
      settings: 'Innstillingene er for store til å lagres (høyst 16 kB).',
    });
  });
});

describe('profile image address', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'ftp://example.no/bilde.png',
    'vbscript:msgbox(1)',
  ])('refuses %s', async (image) => {
    const { client } = await signedIn();
    const answer = await client.post<ApiError>('/api/auth/user/update', { image });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.image).toBe(
      'Bildet må være en nettadresse som begynner med http:// eller https://, eller et bilde du har lastet opp.',
    );
  });

  it("accepts https and the user's own stored image, but not someone else's", async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    const uploaded = await upload(`${t.url}/api/profile/image`, PNG, 'image/png', {
      authorization: `Bearer ${other.client.token}`,
    });
    const othersImage = (uploaded.body as unknown as { user: { image: string } }).user.image;
    expect(othersImage).toMatch(/^\/api\/images\//);
    const borrowed = await client.post<ApiError>('/api/auth/user/update', { image: othersImage });
    expect(borrowed.status).toBe(400);
    const own = await other.client.post('/api/auth/user/update', { image: othersImage, firstname: 'Per' });
    expect(own.status).toBe(200);
    const https = await client.post('/api/auth/user/update', { image: 'https://bilder.example.no/a.png' });
    expect(https.status).toBe(200);
  });
});

describe('the sign-in link (GET /api/me/token)', () => {
  it('tells whose link it is without using it up, then signs in once', async () => {
    const { client, owner } = await signedIn();
    const { token } = (await client.get<{ token: string }>('/api/me/token')).body;
    const guest = new TestClient(t.url);
    const whose = await guest.post('/api/auth/login/token/owner', { token });
    expect(whose.status).toBe(200);
    expect(whose.body).toEqual({ email: owner.email, firstname: owner.firstname, lastname: owner.lastname });
    expect((await guest.post('/api/auth/login/token', { token })).status).toBe(200);
    const used = await guest.post<ApiError>('/api/auth/login/token/owner', { token });
    expect(used.status).toBe(401);
    expect(used.body.error.code).toBe('invalid_one_time_token');
  });

  it('opens only the account it was made for: another account_id refuses it', async () => {
    const { client, owner } = await signedIn();
    const second = await createAccountWithOwner(t.database.db);
    const { token } = (await client.get<{ token: string }>('/api/me/token')).body;
    const guest = new TestClient(t.url);
    const swapped = await guest.post<ApiError>('/api/auth/login/token', {
      token,
      account_id: second.account.id,
    });
    expect(swapped.status).toBe(401);
    expect(swapped.body.error.code).toBe('invalid_one_time_token');
    expect(owner.id).not.toBe(second.owner.id);
  });
});
