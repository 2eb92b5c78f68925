import type { ContentPageAnswer } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * Content pages and blocks (issue 17), the server's side: the spec's messages, drafts made safe, versions
 * published and rolled back, the shop's blocks by placement key within their Oslo days, and another account
 * kept out.
 */
let t: TestApp;
// 22:30 UTC on 30 November: 23:30 in Oslo, half an hour before 1 December there.
const clock = new ManualClock('2026-11-30T22:30:00Z');

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, { clock });
});
afterAll(() => t.close());

type Answer = { data: ContentPageAnswer };
const fields = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

async function shop(packages = ['PACKAGE_CONTENTBUILDER']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const blocks = (keys: string, headers: Record<string, string> = {}) =>
    new TestClient(t.url).get<{ data: Record<string, { html: string; css: string }> }>(
      `/api/widget/${account.id}/blocks?keys=${keys}`,
      headers,
    );
  return { account, panel, blocks };
}

describe('content pages', () => {
  it('answer the spec’s messages, and keep one page per placement key', async () => {
    const s = await shop();
    expect(fields(await s.panel.post('/api/content-pages', { placement_key: 'forside' }))).toEqual({
      name: 'Siden må ha et navn.',
    });
    expect(
      fields(await s.panel.post('/api/content-pages', { name: 'Banner', placement_key: 'Forside Banner' })),
    ).toEqual({
      placement_key: 'Plasseringsnøkkelen kan bare ha små bokstaver (a–z), tall og bindestrek.',
    });
    expect(
      fields(
        await s.panel.post('/api/content-pages', {
          name: 'Jul',
          placement_key: 'jul',
          from: '2026-12-24',
          to: '2026-12-01',
        }),
      ),
    ).toEqual({ to: 'Sluttdatoen kan ikke være før startdatoen.' });
    expect(
      (await s.panel.post('/api/content-pages', { name: 'Banner', placement_key: 'forside' })).status,
    ).toBe(201);
    expect(
      fields(await s.panel.post('/api/content-pages', { name: 'Annet', placement_key: 'forside' })),
    ).toEqual({
      placement_key: 'En annen side bruker allerede denne plasseringsnøkkelen.',
    });
  });

  it('publish a safe draft as versions, roll back, and show on the shop by key within their Oslo days', async () => {
    const s = await shop();
    const created = await s.panel.post<Answer>('/api/content-pages', {
      name: 'Julebanner',
      placement_key: 'jul-banner',
      from: '2026-12-01',
      to: null,
    });
    const id = created.body.data.id;
    const refused = await s.panel.post(`/api/content-pages/${id}/publish`);
    expect((refused.body as unknown as ApiError).error.code).toBe('content_nothing_to_publish');
    const draft = await s.panel.put<Answer>(`/api/content-pages/${id}/design`, {
      html: '<section><h2 onmouseover="alert(1)">God jul</h2><script>alert(1)</script></section>',
      css: 'section { padding: 16px }',
    });
    expect(draft.body.data.draft_html).toBe('<section><h2>God jul</h2></section>');
    expect((await s.panel.post<Answer>(`/api/content-pages/${id}/publish`)).body.data).toMatchObject({
      published_version: 1,
      live: false,
    });
    // 23:30 in Oslo on 30 November: not yet. Half an hour later it is 1 December there.
    expect((await s.blocks('jul-banner')).body.data).toEqual({});
    clock.advance(30 * 60_000);
    expect((await s.blocks('jul-banner,annet')).body.data).toEqual({
      'jul-banner': { html: '<section><h2>God jul</h2></section>', css: 'section { padding: 16px }' },
    });
    // A new draft changes nothing on the shop until it is published.
    await s.panel.put(`/api/content-pages/${id}/design`, { html: '<p>Romjul</p>', css: '' });
    expect((await s.blocks('jul-banner')).body.data['jul-banner']?.html).toBe(
      '<section><h2>God jul</h2></section>',
    );
    const second = await s.panel.post<Answer>(`/api/content-pages/${id}/publish`);
    expect(second.body.data.versions.map((version) => version.version)).toEqual([2, 1]);
    expect((await s.blocks('jul-banner')).body.data['jul-banner']?.html).toBe('<p>Romjul</p>');
    // Back to the first version; an unknown version is refused.
    expect((await s.panel.post(`/api/content-pages/${id}/rollback`, { version: 9 })).status).toBe(404);
    await s.panel.post(`/api/content-pages/${id}/rollback`, { version: 1 });
    expect((await s.blocks('jul-banner')).body.data['jul-banner']?.html).toBe(
      '<section><h2>God jul</h2></section>',
    );
    // Taken down: nothing on the shop, the versions kept.
    const down = await s.panel.post<Answer>(`/api/content-pages/${id}/unpublish`);
    expect(down.body.data).toMatchObject({ published_version: 0, live: false });
    expect(down.body.data.versions).toHaveLength(2);
    expect((await s.blocks('jul-banner')).body.data).toEqual({});
  });

  it('keep another account out, and the shop’s blocks to the account’s own shop', async () => {
    const s = await shop();
    const created = await s.panel.post<Answer>('/api/content-pages', {
      name: 'Banner',
      placement_key: 'banner',
    });
    const id = created.body.data.id;
    await s.panel.put(`/api/content-pages/${id}/design`, { html: '<p>Hei</p>' });
    await s.panel.post(`/api/content-pages/${id}/publish`);
    const other = await shop();
    for (const [method, path, body] of [
      ['GET', `/api/content-pages/${id}`, undefined],
      ['PUT', `/api/content-pages/${id}`, { name: 'x', placement_key: 'x' }],
      ['PUT', `/api/content-pages/${id}/design`, { html: '<p>x</p>' }],
      ['POST', `/api/content-pages/${id}/publish`, undefined],
      ['POST', `/api/content-pages/${id}/rollback`, { version: 1 }],
      ['POST', `/api/content-pages/${id}/unpublish`, undefined],
      ['DELETE', `/api/content-pages/${id}`, undefined],
    ] as const) {
      const answer = await other.panel.request(method, path, { body });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    expect((await other.panel.get<{ data: unknown[] }>('/api/content-pages')).body.data).toEqual([]);
    // The other account's shop has no block by that key; a foreign page may not ask for this account's.
    expect((await other.blocks('banner')).body.data).toEqual({});
    expect((await s.blocks('banner', { origin: 'https://angriper.example' })).status).toBe(403);
    expect((await s.blocks('banner')).body.data.banner?.html).toBe('<p>Hei</p>');
    // Without the package: not in the panel, not on the shop.
    const without = await shop(['PACKAGE_EMAIL']);
    expect((await without.panel.get('/api/content-pages')).status).toBe(403);
    expect((await without.blocks('banner')).status).toBe(404);
  });
});
