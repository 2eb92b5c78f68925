import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BANNERS, seedSharedImages } from '../src/seed/shared-images';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError, TestClient } from './http';
import { GIF, HTML_AS_PNG, JPEG, PNG, pngOfSize, upload, WEBP } from './images';

/** The builders' saved components and fonts, with the spec's messages (section 5), per account. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

async function panel(packages = ['PACKAGE_EMAIL']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const client = await signedIn(t.url, owner);
  client.account = account.id;
  return client;
}

const errorOf = (answer: { body: unknown }) => (answer.body as ApiError).error;

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

const auth = (client: TestClient) => ({
  authorization: `Bearer ${client.token}`,
  'authorized-account': String(client.account),
});
type ImageList = { data: Array<{ id: string; url: string; library: string; content_type: string }> };

describe('components of the popup and content builders', () => {
  it('keeps each builder’s components apart, behind that builder’s package, with the same messages', async () => {
    const popups = await panel(['PACKAGE_POPUPS']);
    const content = { type: 'text', content: 'Hei' };
    for (const builder of ['popup', 'content'] as const) {
      const client = builder === 'popup' ? popups : await panel(['PACKAGE_CONTENTBUILDER']);
      expect(
        fieldsOf(await client.post('/api/builder/components', { builder, title: '', group: ' ', content })),
      ).toEqual({
        title: 'Komponenten må ha en tittel.',
        group: 'Komponenten må ha en gruppe.',
      });
      expect(
        fieldsOf(
          await client.post('/api/builder/components', {
            builder,
            title: 'Alt',
            group: 'G',
            content: { type: 'wrapper' },
          }),
        ),
      ).toEqual({ content: 'Hele designet kan ikke lagres som komponent. Velg en del av det.' });
      const saved = await client.post<{ data: { id: number; builder: string } }>('/api/builder/components', {
        builder,
        title: 'Knapp',
        group: 'Mine',
        content,
      });
      expect(saved.status).toBe(201);
      expect(saved.body.data.builder).toBe(builder);
      const listed = await client.get<{ data: Array<{ title: string }> }>(
        `/api/builder/components?builder=${builder}`,
      );
      expect(listed.body.data.map((row) => row.title)).toEqual(['Knapp']);
    }
    // The popups package alone: not the e-mail builder's components or fonts, nor the content builder's.
    const emailList = await popups.get('/api/builder/components');
    expect(emailList.status).toBe(403);
    expect(errorOf(emailList).message).toBe('Du trenger pakken E-post.');
    expect((await popups.get('/api/builder/components?builder=content')).status).toBe(403);
    expect(
      (await popups.post('/api/builder/components', { builder: 'content', title: 'A', group: 'B', content }))
        .status,
    ).toBe(403);
    expect((await popups.get('/api/builder/fonts')).status).toBe(403);
    // None of the builders' packages: nothing at all, images included.
    const chat = await panel(['PACKAGE_CHAT']);
    expect((await chat.get('/api/builder/components?builder=popup')).status).toBe(403);
    expect((await chat.get('/api/builder/images')).status).toBe(403);
    expect((await upload(`${t.url}/api/builder/images`, PNG, 'image/png', auth(chat))).status).toBe(403);
  });

  it('deletes a component only for its account and by its builder’s package', async () => {
    const both = await panel(['PACKAGE_EMAIL', 'PACKAGE_POPUPS']);
    const emailOnly = await panel(['PACKAGE_EMAIL']);
    const popupsOther = await panel(['PACKAGE_POPUPS']);
    const mine = await both.post<{ data: { id: number } }>('/api/builder/components', {
      builder: 'popup',
      title: 'Min',
      group: 'G',
      content: section,
    });
    expect(
      (await popupsOther.get<{ data: unknown[] }>('/api/builder/components?builder=popup')).body.data,
    ).toEqual([]);
    expect((await popupsOther.delete(`/api/builder/components/${mine.body.data.id}`)).status).toBe(404);
    expect((await emailOnly.delete(`/api/builder/components/${mine.body.data.id}`)).status).toBe(404);
    expect((await both.delete(`/api/builder/components/${mine.body.data.id}`)).status).toBe(204);
    expect((await both.delete(`/api/builder/components/${mine.body.data.id}`)).status).toBe(404);
  });
});

describe('the file library and the shared library', () => {
  beforeAll(async () => {
    await seedSharedImages(t.database.db, new Date('2025-06-15T10:00:00Z'));
  });

  it('takes webp as well as jpg and png for any builder’s package; a profile image stays jpg or png', async () => {
    const popups = await panel(['PACKAGE_POPUPS']);
    const url = `${t.url}/api/builder/images`;
    const webp = await upload(url, WEBP, 'image/webp', auth(popups));
    expect(webp.status).toBe(201);
    expect(webp.body.data).toMatchObject({ content_type: 'image/webp', size: WEBP.length, library: 'own' });
    const gif = await upload(url, GIF, 'image/gif', auth(popups));
    expect(gif.status).toBe(415);
    expect(errorOf(gif).message).toBe('Ulovlig filtype.');
    // A png declared as webp is stored as what its bytes are; a page declared as webp is refused.
    expect((await upload(url, PNG, 'image/webp', auth(popups))).body.data.content_type).toBe('image/png');
    expect((await upload(url, HTML_AS_PNG, 'image/webp', auth(popups))).status).toBe(415);
    const big = await upload(url, pngOfSize(1024 * 1024 + 1), 'image/png', auth(popups));
    expect(big.status).toBe(413);
    expect(errorOf(big).message).toBe('Filen er for stor. Største tillatte størrelse er 1 MB.');
    const profile = await upload(`${t.url}/api/profile/image`, WEBP, 'image/webp', auth(popups));
    expect(profile.status).toBe(415);
    const served = await fetch(`${t.url}${webp.body.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('lists the shared library for every account; no account can add to it or delete from it', async () => {
    const email = await panel(['PACKAGE_EMAIL']);
    const content = await panel(['PACKAGE_CONTENTBUILDER']);
    const ids = SHARED_BANNERS.map((banner) => banner.id).sort();
    for (const client of [email, content]) {
      const shared = await client.get<ImageList>('/api/builder/images?library=shared');
      expect(shared.body.data.map((image) => image.id).sort()).toEqual(ids);
      expect(shared.body.data.every((image) => image.library === 'shared')).toBe(true);
      // The account's own library does not hold them.
      expect((await client.get<ImageList>('/api/builder/images')).body.data).toEqual([]);
    }
    const sharedId = SHARED_BANNERS[0]?.id ?? '';
    const removed = await email.delete(`/api/builder/images/${sharedId}`);
    expect(removed.status).toBe(403);
    expect(errorOf(removed)).toMatchObject({
      code: 'shared_library_read_only',
      message: 'Det delte filbiblioteket kan ikke endres.',
    });
    const added = await upload(`${t.url}/api/builder/images?library=shared`, PNG, 'image/png', auth(content));
    expect(added.status).toBe(403);
    expect((added.body as unknown as ApiError).error.code).toBe('shared_library_read_only');
    expect((await email.get<ImageList>('/api/builder/images?library=shared')).body.data).toHaveLength(
      ids.length,
    );
  });

  it('never shows another account’s images: not listed, not deleted, and dropped from a design', async () => {
    const mine = await panel(['PACKAGE_CONTENTBUILDER']);
    const other = await panel(['PACKAGE_CONTENTBUILDER']);
    const url = `${t.url}/api/builder/images`;
    const own = await upload(url, PNG, 'image/png', auth(mine));
    const theirs = await upload(url, PNG, 'image/png', auth(other));
    expect((await other.get<ImageList>('/api/builder/images')).body.data.map((image) => image.id)).toEqual([
      theirs.body.data.id,
    ]);
    expect((await other.delete(`/api/builder/images/${own.body.data.id}`)).status).toBe(404);
    expect(errorOf(await other.delete('/api/builder/images/finnes-ikke')).message).toBe('Fant ikke bildet.');

    const page = await mine.post<{ data: { id: number } }>('/api/content-pages', {
      name: 'Banner',
      placement_key: 'banner',
    });
    expect(page.status).toBe(201);
    const shared = `/api/images/${SHARED_BANNERS[1]?.id}`;
    const saved = await mine.put<{ data: { draft_html: string; draft_css: string } }>(
      `/api/content-pages/${page.body.data.id}/design`,
      {
        html: [
          `<img src="${own.body.data.url}" alt="egen">`,
          `<img src="${theirs.body.data.url}" alt="fremmed">`,
          `<img src="${t.config.publicUrl}${theirs.body.data.url}" alt="fremmed absolutt">`,
          `<img src="${shared}" alt="delt">`,
        ].join(''),
        css: `.a { background-image: url(${theirs.body.data.url}) } .b { background-image: url(${shared}) }`,
      },
    );
    expect(saved.status).toBe(200);
    const publicUrl = t.config.publicUrl;
    expect(saved.body.data.draft_html).toBe(
      `<img src="${publicUrl}${own.body.data.url}" alt="egen" /><img src="${publicUrl}${shared}" alt="delt" />`,
    );
    expect(saved.body.data.draft_css).not.toContain(theirs.body.data.id);
    expect(saved.body.data.draft_css).toContain(`url(${publicUrl}${shared})`);
    // Deleting its own image is the account's to do.
    expect((await mine.delete(`/api/builder/images/${own.body.data.id}`)).status).toBe(204);
    expect((await mine.get<ImageList>('/api/builder/images')).body.data).toEqual([]);
  });
});
