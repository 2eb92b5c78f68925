import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';
import { GIF, HTML_AS_PNG, JPEG, PNG, pngOfSize, upload } from './images';

/** The builders' saved components and fonts, with the spec's messages (section 5), per account. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

async function panel() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const client = await signedIn(t.url, owner);
  client.account = account.id;
  return client;
}

const section = {
  type: 'mj-section',
  components: [{ type: 'mj-column', components: [{ type: 'mj-text' }] }],
};

describe('saved components', () => {
  it('needs a title and a group, refuses the whole design, lists and deletes', async () => {
    const client = await panel();
    const empty = await client.post('/api/builder/components', { title: ' ', content: section });
    expect(fieldsOf(empty)).toEqual({
      title: 'Komponenten må ha en tittel.',
      group: 'Komponenten må ha en gruppe.',
    });
    for (const wrapper of [{ type: 'wrapper' }, { type: 'mj-body' }, { tagName: 'BODY' }]) {
      const refused = await client.post('/api/builder/components', {
        title: 'Alt',
        group: 'Mine',
        content: wrapper,
      });
      expect(fieldsOf(refused)).toEqual({
        content: 'Hele designet kan ikke lagres som komponent. Velg en del av det.',
      });
    }
    const saved = await client.post<{ data: { id: number; group: string } }>('/api/builder/components', {
      title: 'Bunntekst',
      group: 'Mine blokker',
      content: section,
    });
    expect(saved.status).toBe(201);
    const list = await client.get<{ data: Array<{ title: string; group: string; content: unknown }> }>(
      '/api/builder/components',
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({ title: 'Bunntekst', group: 'Mine blokker', content: section }),
    ]);
    expect((await client.delete(`/api/builder/components/${saved.body.data.id}`)).status).toBe(204);
    expect((await client.get<{ data: unknown[] }>('/api/builder/components')).body.data).toHaveLength(0);
  });
});

describe('fonts', () => {
  it('keeps the default fonts, adds the account’s own over https, and never removes a default', async () => {
    const client = await panel();
    const fonts = await client.get<{ data: Array<{ id: string; name: string; is_default: boolean }> }>(
      '/api/builder/fonts',
    );
    const arial = fonts.body.data.find((font) => font.name === 'Arial');
    expect(arial).toMatchObject({ id: 'default:Arial', is_default: true });
    const removed = await client.delete(`/api/builder/fonts/${encodeURIComponent('default:Arial')}`);
    expect(removed.status).toBe(400);
    expect((removed.body as unknown as ApiError).error.message).toBe('Standardskrifter kan ikke fjernes.');
    expect(
      fieldsOf(await client.post('/api/builder/fonts', { name: '', css_url: 'http://x.no/f.css' })),
    ).toEqual({
      name: 'Skriften må ha et navn.',
      css_url: 'Oppgi adressen til et stilark for skriften som begynner med https://.',
    });
    expect(
      fieldsOf(await client.post('/api/builder/fonts', { name: 'arial', css_url: 'https://x.no/f.css' })),
    ).toEqual({
      name: 'Det finnes allerede en skrift med dette navnet.',
    });
    const lato = await client.post<{ data: { id: string } }>('/api/builder/fonts', {
      name: 'Lato',
      css_url: 'https://fonts.googleapis.com/css2?family=Lato',
    });
    expect(lato.status).toBe(201);
    expect((await client.delete(`/api/builder/fonts/${lato.body.data.id}`)).status).toBe(204);
  });

  it('another account cannot see or delete an account’s components and fonts', async () => {
    const mine = await panel();
    const other = await panel();
    const component = await mine.post<{ data: { id: number } }>('/api/builder/components', {
      title: 'Min',
      group: 'G',
      content: section,
    });
    const font = await mine.post<{ data: { id: string } }>('/api/builder/fonts', {
      name: 'Lato',
      css_url: 'https://fonts.googleapis.com/css2?family=Lato',
    });
    expect((await other.get<{ data: unknown[] }>('/api/builder/components')).body.data).toHaveLength(0);
    expect((await other.delete(`/api/builder/components/${component.body.data.id}`)).status).toBe(404);
    expect((await other.delete(`/api/builder/fonts/${font.body.data.id}`)).status).toBe(404);
    const theirs = await other.get<{ data: Array<{ name: string }> }>('/api/builder/fonts');
    expect(theirs.body.data.map((row) => row.name)).not.toContain('Lato');
    expect((await mine.get<{ data: unknown[] }>('/api/builder/components')).body.data).toHaveLength(1);
  });
});

describe('design images', () => {
  it('stores jpg and png up to 1 MB for the account, lists them, serves them without login; nothing else', async () => {
    const mine = await panel();
    const other = await panel();
    const url = `${t.url}/api/builder/images`;
    const auth = (client: typeof mine) => ({
      authorization: `Bearer ${client.token}`,
      'authorized-account': String(client.account),
    });
    const saved = await upload(url, PNG, 'image/png', auth(mine));
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ content_type: 'image/png', size: PNG.length });
    expect(saved.body.data.url).toMatch(/^\/api\/images\/[\w-]{32}$/);
    expect((await upload(url, JPEG, 'image/jpeg', auth(mine))).status).toBe(201);
    // A page renamed to .png, a type the bytes do not bear out, and more than 1 MB are refused.
    expect((await upload(url, HTML_AS_PNG, 'image/png', auth(mine))).status).toBe(415);
    expect((await upload(url, GIF, 'image/gif', auth(mine))).status).toBe(415);
    expect((await upload(url, pngOfSize(1024 * 1024 + 1), 'image/png', auth(mine))).status).toBe(413);
    expect((await upload(url, PNG, 'image/png')).status).toBe(401);

    const listed = await mine.get<{ data: Array<{ id: string }> }>('/api/builder/images');
    expect(listed.body.data.map((image) => image.id)).toContain(saved.body.data.id);
    expect(listed.body.data).toHaveLength(2);
    // Another account lists none of them.
    expect((await other.get<{ data: unknown[] }>('/api/builder/images')).body.data).toEqual([]);
    // A mail's reader loads the image without signing in, by its unguessable address.
    const served = await fetch(`${t.url}/api/images/${saved.body.data.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
