import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';

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
