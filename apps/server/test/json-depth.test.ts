import { JSON_BODY_MAX_DEPTH } from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import type { ApiError } from './http';

/**
 * One depth bound for every JSON body (issue 30): a builder body nested 5,000 levels answered 500 from a
 * stack overflow and one of 2,000 levels was stored and broke the builder. Now both are 400 in the one error
 * shape with a Norwegian message, on every route, and nothing is stored.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

/** `{ "components": [ { "components": [ ... ] } ] }`, `levels` deep, written as text (no recursion). */
function deepProject(levels: number): string {
  const pairs = Math.floor(levels / 2);
  return `${'{"components":['.repeat(pairs)}{}${']}'.repeat(pairs)}`;
}

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_EMAIL', 'PACKAGE_POPUPS'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  return panel;
}

function expectTooDeep(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(400);
  expect((answer.body as ApiError).error).toEqual({
    code: 'json_too_deep',
    message: `Innholdet har for mange nivåer inni hverandre (høyst ${JSON_BODY_MAX_DEPTH}). Forenkle det og prøv igjen.`,
  });
}

describe('deep JSON bodies', () => {
  it('are refused with 400 on saved components, e-mail templates, popup designs and flows, and not stored', async () => {
    const panel = await shop();
    const template = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: 'Nyhetsbrev',
    });
    expect(template.status).toBe(201);
    const popup = await panel.post<{ data: { id: number; variants: Array<{ id: number }> } }>('/api/popups', {
      name: 'Velkommen',
    });
    expect(popup.status).toBe(201);
    const variant = popup.body.data.variants[0]?.id;
    const flow = await panel.post<{ data: { id: number } }>('/api/flows', { name: 'Flyt', template: null });
    expect(flow.status).toBe(201);

    for (const levels of [5_000, 2_000]) {
      const project = deepProject(levels);
      const bodies: Array<[string, string, string]> = [
        [
          'POST',
          '/api/builder/components',
          `{"builder":"email","title":"Dyp","group":"Mine","content":${project}}`,
        ],
        [
          'PUT',
          `/api/emails/templates/${template.body.data.id}`,
          `{"name":"Nyhetsbrev","project":${project}}`,
        ],
        [
          'PUT',
          `/api/popups/${popup.body.data.id}/variants/${variant}/design`,
          `{"html":"<div>Hei</div>","css":"","project":${project}}`,
        ],
        ['PUT', `/api/flows/${flow.body.data.id}`, `{"name":"Flyt","definition":${project}}`],
        ['PUT', '/api/auth/user/data', `{"settings":${project}}`],
      ];
      for (const [method, path, rawBody] of bodies) {
        expectTooDeep(await panel.request(method, path, { rawBody }));
      }
    }
    // Nothing was stored.
    const components = await panel.get<{ data: unknown[] }>('/api/builder/components?builder=email');
    expect(components.body.data).toEqual([]);
    const saved = await panel.get<{ data: { project: unknown } }>(
      `/api/emails/templates/${template.body.data.id}`,
    );
    expect(saved.body.data.project).toBeNull();
  });

  it('lets a builder project of ordinary depth through', async () => {
    const panel = await shop();
    const answer = await panel.request('POST', '/api/builder/components', {
      rawBody: `{"builder":"email","title":"Kort","group":"Mine","content":${deepProject(60)}}`,
    });
    expect(answer.status).toBe(201);
    // Another account does not see it.
    const other = await shop();
    const theirs = await other.get<{ data: unknown[] }>('/api/builder/components?builder=email');
    expect(theirs.body.data).toEqual([]);
  });
});
