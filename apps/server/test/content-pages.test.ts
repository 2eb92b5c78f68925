import type { ContentPageAnswer } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';

/**
 * Content pages and blocks (issue 17), the server's side: the spec's messages, drafts made safe, versions
 * published and rolled back, the shop's blocks by placement key, blocks sharing a placement by their periods
 * (issue 29: the one in force at the server's clock), countdowns that must have a readable end, and another
 * account kept out.
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
  // A new sign-in after the clock has moved days on (a session ends by the server's clock too).
  const signInAgain = async () => {
    const again = await signedIn(t.url, owner);
    again.account = account.id;
    return again;
  };
  return { account, panel, blocks, signInAgain };
}

describe('content pages', () => {
  it('answer the spec’s messages, and refuse a period that ends before it starts or is not an instant', async () => {
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
          from: '2026-12-24T00:00:00Z',
          to: '2026-12-01T00:00:00Z',
        }),
      ),
    ).toEqual({ to: 'Slutten må være etter starten.' });
    expect(
      fields(
        await s.panel.post('/api/content-pages', {
          name: 'Jul',
          placement_key: 'jul',
          from: '24.12.2026 12:00',
        }),
      ),
    ).toEqual({ from: 'Skriv dato og tid som dd.mm.åååå tt:mm, for eksempel 24.12.2026 12:00.' });
  });

  it('share a placement by period: a second default or an overlap is refused naming the other block, touching periods are not', async () => {
    const s = await shop();
    const create = (body: Record<string, unknown>) =>
      s.panel.post<Answer>('/api/content-pages', { placement_key: 'forside', ...body });
    expect((await create({ name: 'Standard' })).status).toBe(201);
    const second = await create({ name: 'Enda en standard' });
    expect(second.status).toBe(422);
    expect((second.body as unknown as ApiError).error.code).toBe('content_default_taken');
    expect(fields(second)).toEqual({
      from: '«Standard» er allerede standardblokken på plasseringen. Gi denne blokken et tidsrom.',
    });
    // Christmas: 24 December 00:00 to 27 December 00:00 in Oslo (23:00 UTC the day before).
    const christmas = await create({
      name: 'Julebanner',
      from: '2026-12-23T23:00:00Z',
      to: '2026-12-26T23:00:00Z',
    });
    expect(christmas.status).toBe(201);
    const overlap = await create({
      name: 'Romjul',
      from: '2026-12-26T12:00:00Z',
      to: '2026-12-30T23:00:00Z',
    });
    expect(overlap.status).toBe(422);
    expect(fields(overlap)).toEqual({
      from: 'Tidsrommet overlapper med «Julebanner» (24.12.2026 00:00–27.12.2026 00:00) på samme plassering.',
    });
    expect((overlap.body as unknown as ApiError).error.message).toContain('«Julebanner»');
    // Starting as Christmas ends is no overlap; the same period at another placement is none either.
    expect(
      (await create({ name: 'Romjul', from: '2026-12-26T23:00:00Z', to: '2026-12-30T23:00:00Z' })).status,
    ).toBe(201);
    expect(
      (
        await s.panel.post('/api/content-pages', {
          name: 'Jul i toppen',
          placement_key: 'topp',
          from: '2026-12-23T23:00:00Z',
          to: '2026-12-26T23:00:00Z',
        })
      ).status,
    ).toBe(201);
    // Moving a block onto another's period is refused too, and leaves it as it was.
    const moved = await s.panel.put(`/api/content-pages/${christmas.body.data.id}`, {
      name: 'Julebanner',
      placement_key: 'forside',
      from: '2026-12-28T00:00:00Z',
      to: null,
    });
    expect(fields(moved)).toEqual({
      from: 'Tidsrommet overlapper med «Romjul» (27.12.2026 00:00–31.12.2026 00:00) på samme plassering.',
    });
    expect((await s.panel.get<Answer>(`/api/content-pages/${christmas.body.data.id}`)).body.data.from).toBe(
      '2026-12-23T23:00:00.000Z',
    );
  });

  it('fill the placement with the block in force at the server’s clock, and say which and until when', async () => {
    clock.set('2026-12-23T22:59:00Z');
    const s = await shop();
    const make = async (name: string, period: Record<string, unknown>, html: string) => {
      const created = await s.panel.post<Answer>('/api/content-pages', {
        name,
        placement_key: 'forside',
        ...period,
      });
      await s.panel.put(`/api/content-pages/${created.body.data.id}/design`, { html, css: '' });
      return (await s.panel.post<Answer>(`/api/content-pages/${created.body.data.id}/publish`)).body.data;
    };
    const standard = await make('Forsidebanner', {}, '<p>Nye sko</p>');
    const christmas = await make(
      'Julebanner',
      { from: '2026-12-23T23:00:00Z', to: '2026-12-26T23:00:00Z' },
      '<p>God jul</p>',
    );
    expect(christmas).toMatchObject({
      live: false,
      placement_now: {
        id: standard.id,
        name: 'Forsidebanner',
        from: null,
        until: '2026-12-23T23:00:00.000Z',
      },
    });
    expect((await s.blocks('forside')).body.data.forside?.html).toBe('<p>Nye sko</p>');
    // Midnight in Oslo on Christmas Eve: the Christmas banner, until 27 December.
    clock.set('2026-12-23T23:00:00Z');
    expect((await s.blocks('forside')).body.data.forside?.html).toBe('<p>God jul</p>');
    expect(
      (await (await s.signInAgain()).get<Answer>(`/api/content-pages/${christmas.id}`)).body.data,
    ).toMatchObject({
      live: true,
      placement_now: {
        id: christmas.id,
        from: '2026-12-23T23:00:00.000Z',
        until: '2026-12-26T23:00:00.000Z',
      },
    });
    // Its period ends: the default again, with no end in sight.
    clock.set('2026-12-26T23:00:00Z');
    expect((await s.blocks('forside')).body.data.forside?.html).toBe('<p>Nye sko</p>');
    expect(
      (await (await s.signInAgain()).get<Answer>(`/api/content-pages/${standard.id}`)).body.data,
    ).toMatchObject({
      live: true,
      placement_now: { id: standard.id, from: '2026-12-26T23:00:00.000Z', until: null },
    });
    // An unpublished Christmas banner leaves the default in its place.
    clock.set('2026-12-24T12:00:00Z');
    await (await s.signInAgain()).post(`/api/content-pages/${christmas.id}/unpublish`);
    expect((await s.blocks('forside')).body.data.forside?.html).toBe('<p>Nye sko</p>');
  });

  it('refuse a countdown whose end is not an instant, and keep the saved draft', async () => {
    const s = await shop();
    const created = await s.panel.post<Answer>('/api/content-pages', {
      name: 'Tilbud',
      placement_key: 'tilbud',
    });
    const path = `/api/content-pages/${created.body.data.id}/design`;
    const good = '<div data-bp-countdown="2026-12-24T11:00:00.000Z" role="timer"></div>';
    expect((await s.panel.put(path, { html: good, css: '' })).status).toBe(200);
    for (const end of ['24.12.2026 12:00', '2026-12-24 12:00', '', 'snart']) {
      const refused = await s.panel.put(path, { html: `<div data-bp-countdown="${end}"></div>`, css: '' });
      expect([end, refused.status]).toEqual([end, 422]);
      expect((refused.body as unknown as ApiError).error.code).toBe('countdown_end_invalid');
      expect(fields(refused)).toEqual({
        html: 'Nedtellingen har en sluttid som ikke kan leses. Velg dag og tid i nedtellingens innstillinger og lagre på nytt.',
      });
    }
    expect(
      (await s.panel.get<Answer>(`/api/content-pages/${created.body.data.id}`)).body.data.draft_html,
    ).toBe(good);
  });

  it('publish a safe draft as versions, roll back, and show on the shop by key within their period', async () => {
    clock.set('2026-11-30T22:30:00Z');
    const s = await shop();
    const created = await s.panel.post<Answer>('/api/content-pages', {
      name: 'Julebanner',
      placement_key: 'jul-banner',
      from: '2026-11-30T23:00:00Z',
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
    // Its own default and Christmas block at the same key neither conflict with this account's nor place into
    // this account's shop, and its answers never name this account's block.
    const theirs = await other.panel.post<Answer>('/api/content-pages', {
      name: 'Deres',
      placement_key: 'banner',
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.placement_now).toBeNull();
    await other.panel.put(`/api/content-pages/${theirs.body.data.id}/design`, { html: '<p>Deres</p>' });
    await other.panel.post(`/api/content-pages/${theirs.body.data.id}/publish`);
    expect((await other.blocks('banner')).body.data.banner?.html).toBe('<p>Deres</p>');
    expect((await s.blocks('banner')).body.data.banner?.html).toBe('<p>Hei</p>');
    expect((await s.panel.get<Answer>(`/api/content-pages/${id}`)).body.data.placement_now?.name).toBe(
      'Banner',
    );
    expect((await s.blocks('banner', { origin: 'https://angriper.example' })).status).toBe(403);
    expect((await s.blocks('banner')).body.data.banner?.html).toBe('<p>Hei</p>');
    // Without the package: not in the panel, not on the shop.
    const without = await shop(['PACKAGE_EMAIL']);
    expect((await without.panel.get('/api/content-pages')).status).toBe(403);
    expect((await without.blocks('banner')).status).toBe(404);
  });
});
