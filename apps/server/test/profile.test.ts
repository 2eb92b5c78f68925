import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImages, users } from '../src/db/schema';
import { createUser, PASSWORD, signedIn as signIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';
import { GIF, HTML_AS_PNG, JPEG, PNG, pngOfSize, upload } from './images';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

interface UserAnswer {
  user: { id: string; image: string | null; firstname: string; lastname: string };
}

async function userClient() {
  const user = await createUser(t.database.db);
  const client = await signIn(t.url, user);
  const uploadImage = (bytes: Buffer, type: string, options: { stream?: boolean } = {}) =>
    upload(`${t.url}/api/profile/image`, bytes, type, { authorization: `Bearer ${client.token}` }, options);
  return { user, client, uploadImage };
}

describe('profile name', () => {
  it('saves first and last name through user/update; refuses empty names and keeps the saved ones', async () => {
    const { client } = await userClient();
    const saved = await client.post<UserAnswer>('/api/auth/user/update', {
      firstname: 'Ola',
      lastname: 'Hansen',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ firstname: 'Ola', lastname: 'Hansen' });
    const bad = await client.post<ApiError>('/api/auth/user/update', { firstname: ' ', lastname: 'Hansen' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.firstname).toBe('Feltet må fylles ut.');
    const me = await client.get<UserAnswer>('/api/auth/me');
    expect(me.body.user.firstname).toBe('Ola');
  });
});

describe('profile image', () => {
  it('stores a png or jpg by its bytes, points the user at an unguessable nosniff address, and replaces it', async () => {
    const { user, uploadImage, client } = await userClient();
    const first = await uploadImage(PNG, 'image/png');
    expect(first.status).toBe(200);
    const image = (first.body as unknown as UserAnswer).user.image;
    expect(image).toMatch(/^\/api\/images\/[\w-]{32}$/);
    const served = await fetch(`${t.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await client.get<UserAnswer>('/api/auth/me')).body.user.image).toBe(image);

    const second = await uploadImage(JPEG, 'image/jpeg');
    const next = (second.body as unknown as UserAnswer).user.image;
    expect(next).not.toBe(image);
    expect((await fetch(`${t.url}${image}`)).status).toBe(404);
    const rows = await t.database.db.select().from(storedImages).where(eq(storedImages.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'profile', contentType: 'image/jpeg' });
  });

  it.each([
    ['a gif', GIF, 'image/gif', 415, 'illegal_file_type'],
    ['html renamed to png', HTML_AS_PNG, 'image/png', 415, 'illegal_file_type'],
    ['a png declared as text', PNG, 'text/plain', 415, 'illegal_file_type'],
    ['an empty body', Buffer.alloc(0), 'image/png', 415, 'illegal_file_type'],
    ['a png over 1 MB', pngOfSize(1024 * 1024 + 1), 'image/png', 413, 'file_too_big'],
  ])('refuses %s and keeps the saved image', async (_name, bytes, type, status, code) => {
    const { uploadImage, client } = await userClient();
    const saved = (await uploadImage(PNG, 'image/png')).body as unknown as UserAnswer;
    const refused = await uploadImage(bytes, type);
    expect(refused.status).toBe(status);
    expect((refused.body as unknown as ApiError).error.code).toBe(code);
    expect((await client.get<UserAnswer>('/api/auth/me')).body.user.image).toBe(saved.user.image);
  });

  it('refuses a streamed body over 1 MB while reading, and accepts exactly 1 MB', async () => {
    const { uploadImage } = await userClient();
    expect((await uploadImage(pngOfSize(1024 * 1024 + 1), 'image/png', { stream: true })).status).toBe(413);
    expect((await uploadImage(pngOfSize(1024 * 1024), 'image/png')).status).toBe(200);
  });

  it('removes the image', async () => {
    const { user, uploadImage, client } = await userClient();
    const image = ((await uploadImage(PNG, 'image/png')).body as unknown as UserAnswer).user.image;
    const removed = await client.request<UserAnswer>('DELETE', '/api/profile/image');
    expect(removed.status).toBe(200);
    expect(removed.body.user.image).toBeNull();
    expect((await fetch(`${t.url}${image}`)).status).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.image).toBeNull();
  });

  it('needs a signed-in user; unknown or malformed addresses are 404', async () => {
    expect((await upload(`${t.url}/api/profile/image`, PNG, 'image/png')).status).toBe(401);
    expect((await fetch(`${t.url}/api/images/${'a'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/images/..%2F..%2Fetc`)).status).toBe(404);
  });
});

describe('password change', () => {
  it('needs the old password; a wrong one is reported on its field and changes nothing', async () => {
    const { user, client } = await userClient();
    const wrong = await client.post<ApiError>('/api/auth/password/change', {
      old_password: 'feil-passord',
      password: 'Nytt-passord-2',
      password_confirmation: 'Nytt-passord-2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('old_password_incorrect');
    expect(wrong.body.error.fields?.old_password).toBeTruthy();
    await signIn(t.url, user, PASSWORD);

    const right = await client.post('/api/auth/password/change', {
      old_password: PASSWORD,
      password: 'Nytt-passord-2',
      password_confirmation: 'Nytt-passord-2',
    });
    expect(right.status).toBe(200);
    await signIn(t.url, user, 'Nytt-passord-2');
  });
});
