import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';
import { PNG, upload } from './images';

/**
 * A flow names only its own account's things (issue 30): another account's segment, e-mail, unique-code
 * template or popup is refused on save and on activation, on its field, with a Norwegian message. (A flow
 * could name another account's segment and be turned on.)
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_EMAIL', 'PACKAGE_POPUPS', 'PACKAGE_DISCOUNTS'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const id = async (path: string, body: unknown) => {
    const answer = await panel.post<{ data: { id: number } }>(path, body);
    expect(answer.status, path).toBe(201);
    return answer.body.data.id;
  };
  return {
    account,
    panel,
    segment: () =>
      id('/api/audience/segments', { name: 'VIP', definition: { rules: [{ field: 'tag', value: 'vip' }] } }),
    template: () => id('/api/emails/templates', { name: 'Nyhetsbrev', type: 'BASIC' }),
    popup: () => id('/api/popups', { name: 'Velkommen' }),
    codeTemplate: () =>
      id('/api/discounts/codes', {
        name: 'Unik',
        code: `UNIK${account.id}`,
        type: 'percent',
        amount: 10,
        auto_create_unique: true,
      }),
    flow: () => id('/api/flows', { name: 'Flyt', template: null }),
  };
}

function definition(refs: {
  segment: number;
  inSegment: number;
  template: number;
  code: number;
  popup: number;
}) {
  return {
    start: { kind: 'segment', segment_id: refs.segment },
    first: 'c',
    steps: [
      {
        id: 'c',
        type: 'condition',
        condition: { kind: 'in_segment', segment_id: refs.inSegment },
        yes: 'm',
        no: null,
      },
      { id: 'm', type: 'send_email', template_id: refs.template, discount_template_id: refs.code, next: 'p' },
      { id: 'p', type: 'join_popup', popup_id: refs.popup, next: null },
    ],
  };
}

const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

describe('references in a flow', () => {
  it("refuses another account's segment, e-mail, code template and popup on save, on their fields", async () => {
    const mine = await shop();
    const theirs = await shop();
    const flowId = await mine.flow();
    const foreign = {
      segment: await theirs.segment(),
      inSegment: await theirs.segment(),
      template: await theirs.template(),
      code: await theirs.codeTemplate(),
      popup: await theirs.popup(),
    };
    const refused = await mine.panel.put(`/api/flows/${flowId}`, {
      name: 'Flyt',
      definition: definition(foreign),
      reentry: { mode: 'once' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'validation_failed' } });
    expect(fieldsOf(refused)).toEqual({
      'start.segment_id': 'Velg et av kontoens segmenter.',
      'c.segment_id': 'Velg et av kontoens segmenter.',
      'm.template_id': 'Den valgte e-posten finnes ikke lenger. Velg en annen.',
      'm.discount_template_id': expect.any(String),
      'p.popup_id': 'Velg en av kontoens popups.',
    });
    // Nothing of it was stored.
    const stored = await mine.panel.get<{ data: { definition: { steps: unknown[] } } }>(
      `/api/flows/${flowId}`,
    );
    expect(stored.body.data.definition.steps).toEqual([]);

    // The account's own things are taken.
    const own = {
      segment: await mine.segment(),
      inSegment: await mine.segment(),
      template: await mine.template(),
      code: await mine.codeTemplate(),
      popup: await mine.popup(),
    };
    const saved = await mine.panel.put(`/api/flows/${flowId}`, {
      name: 'Flyt',
      definition: definition(own),
      reentry: { mode: 'once' },
    });
    expect(saved.status).toBe(200);
    // Only the foreign segment at the start: refused on that one field.
    const oneForeign = await mine.panel.put(`/api/flows/${flowId}`, {
      name: 'Flyt',
      definition: definition({ ...own, segment: foreign.segment }),
      reentry: { mode: 'once' },
    });
    expect(fieldsOf(oneForeign)).toEqual({ 'start.segment_id': 'Velg et av kontoens segmenter.' });

    // Another account can neither read nor change the flow.
    expect((await theirs.panel.get(`/api/flows/${flowId}`)).status).toBe(404);
    const changed = await theirs.panel.put(`/api/flows/${flowId}`, {
      name: 'Kapret',
      definition: definition(foreign),
      reentry: { mode: 'once' },
    });
    expect(changed.status).toBe(404);
  });

  it('refuses to turn on a flow stored earlier with a foreign segment', async () => {
    const mine = await shop();
    const theirs = await shop();
    const flowId = await mine.flow();
    const foreignSegment = await theirs.segment();
    // As a flow saved before the check would be: only the start, naming another account's segment.
    await t.database.db
      .update(flows)
      .set({
        definition: {
          start: { kind: 'segment', segment_id: foreignSegment },
          first: 'x',
          steps: [{ id: 'x', type: 'exit' }],
        },
      })
      .where(eq(flows.id, flowId));
    const activated = await mine.panel.post(`/api/flows/${flowId}/activate`);
    expect(activated.status).toBe(400);
    expect(fieldsOf(activated)).toEqual({ 'start.segment_id': 'Velg et av kontoens segmenter.' });
    const flow = await mine.panel.get<{ data: { active: boolean } }>(`/api/flows/${flowId}`);
    expect(flow.body.data.active).toBe(false);
  });
});

describe('images in an e-mail design', () => {
  it("refuses another account's stored image, takes the account's own", async () => {
    const mine = await shop();
    const theirs = await shop();
    const uploaded = await upload(`${t.url}/api/builder/images`, PNG, 'image/png', {
      authorization: `Bearer ${theirs.panel.token}`,
      'authorized-account': String(theirs.account.id),
    });
    expect(uploaded.status).toBe(201);
    const theirImage = (uploaded.body as { data: { url: string } }).data.url;
    const design = (src: string) =>
      `<mjml><mj-body><mj-section><mj-column><mj-image src="${src}" /></mj-column></mj-section></mj-body></mjml>`;
    const refused = await mine.panel.post('/api/emails/templates', {
      name: 'Lånt',
      mjml: design(theirImage),
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual({
      mjml: 'Designet viser et bilde som ikke hører til kontoen. Last opp bildet og velg det fra filbiblioteket.',
    });
    // With this server's public address in front, the same.
    const absolute = await mine.panel.post('/api/emails/templates', {
      name: 'Lånt',
      mjml: design(`http://localhost:3000${theirImage}`),
    });
    expect(absolute.status).toBe(400);

    const own = await upload(`${t.url}/api/builder/images`, PNG, 'image/png', {
      authorization: `Bearer ${mine.panel.token}`,
      'authorized-account': String(mine.account.id),
    });
    const ownImage = (own.body as { data: { url: string } }).data.url;
    const saved = await mine.panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: 'Egen',
      mjml: design(ownImage),
    });
    expect(saved.status).toBe(201);
    // Changing it to the foreign image is refused too, and the stored design stays.
    const changed = await mine.panel.put(`/api/emails/templates/${saved.body.data.id}`, {
      name: 'Egen',
      mjml: design(theirImage),
    });
    expect(changed.status).toBe(400);
    const stored = await mine.panel.get<{ data: { mjml: string } }>(
      `/api/emails/templates/${saved.body.data.id}`,
    );
    expect(stored.body.data.mjml).toContain(ownImage);
    // Another account cannot read or change the template.
    expect((await theirs.panel.get(`/api/emails/templates/${saved.body.data.id}`)).status).toBe(404);
  });
});
