import type {
  RecommendationPageAnswer,
  RecommendationTemplate,
  RecommendationTemplateVersion,
} from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { createDealer, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { shopWithKey } from './income-helpers';

/**
 * Stored recommendation templates (issue 31, docs/recommendations.md "Templates"): every validation and
 * compile message, versions and restore, the sandbox refusing what it must with the saved version kept, a
 * widget drawn with its stored template (made safe) in the shop answer, dealer templates read-only and
 * duplicable, and nothing of one account readable, changeable or usable by another.
 */
let t: TestApp;
const clock = new ManualClock('2026-11-02T09:00:00Z');
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;
let dealerId: number;
let staff: TestClient;

type Answer = { data: RecommendationTemplate };
type ListAnswer = { data: RecommendationTemplate[] };
const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;
const errorOf = (answer: { body: unknown }) => (answer.body as ApiError).error;

const GOOD_HTML =
  '<ul class="mine">{% for product in widget.products %}<li><a href="{{ product.url }}" data-bp-product="{{ product.id }}">{{ product.name }}</a> {{ product.price | kroner }}</li>{% endfor %}</ul>';
const GOOD_CSS = '.mine { color: {{ settings.text_colour }}; }';
const template = (extra: Record<string, unknown> = {}) => ({
  name: 'Min liste',
  kind: 'shop',
  html: GOOD_HTML,
  css: GOOD_CSS,
  ...extra,
});

async function created(client: TestClient, body: Record<string, unknown>) {
  const answer = await client.post<Answer>('/api/templates', body);
  if (answer.status !== 201) throw new Error(`template not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', LOG_LEVEL: 'error' }, undefined, { clock });
  // The search package too: search templates belong to it.
  shop = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS', 'PACKAGE_SEARCH']);
  other = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS']);
  dealerId = await createDealer(t.database.db, { accountIds: [shop.account.id] });
  staff = await signedIn(t.url, await createUser(t.database.db, { roles: ['staff'] }));
  const product = (id: string, name: string) => ({
    external_id: id,
    name,
    price: 499,
    url: `https://demo.no/p/${id}`,
    image_url: `http://demo.no/img/${id}.jpg`,
  });
  await shop.ingest('/api/ingest/products', [product('S1', 'Fjellstøvel'), product('S2', 'Ullsokker')]);
  await other.ingest('/api/ingest/products', [product('X1', 'Hemmelig vare')]);
});

afterAll(async () => {
  await t?.close();
});

describe('the template list', () => {
  it('lists the defaults first, read-only, then the account’s own, then its dealer’s', async () => {
    const own = await created(shop.panel, template({ name: 'Egen' }));
    const dealers = await staff.post<Answer>(
      `/api/dealers/${dealerId}/templates`,
      template({ name: 'Felles' }),
    );
    expect(dealers.status).toBe(201);
    const list = await shop.panel.get<ListAnswer>('/api/templates?kind=shop');
    expect(list.status).toBe(200);
    const rows = list.body.data.map((entry) => [entry.key, entry.owner, entry.editable]);
    expect(rows.slice(0, 3)).toEqual([
      ['grid', 'default', false],
      ['carousel', 'default', false],
      ['list', 'default', false],
    ]);
    expect(rows).toContainEqual([own.key, 'account', true]);
    expect(rows.at(-1)).toEqual([`t${dealers.body.data.id}`, 'dealer', false]);
    expect(list.body.data.find((entry) => entry.key === 'grid')).toMatchObject({ id: null, version: 0 });
    const email = await shop.panel.get<ListAnswer>('/api/templates?kind=email');
    expect(email.body.data.map((entry) => entry.key)).toEqual(['email-grid']);
    expect(fieldsOf(await shop.panel.get('/api/templates?kind=sms'))).toEqual({ kind: 'Ugyldig verdi.' });
  });
});

describe('saving a template', () => {
  it('refuses every bad field with its Norwegian message and saves nothing', async () => {
    const before = (await shop.panel.get<ListAnswer>('/api/templates')).body.data.length;
    const post = (body: Record<string, unknown>) => shop.panel.post('/api/templates', body);
    expect(fieldsOf(await post(template({ name: undefined })))).toEqual({ name: 'Malen må ha et navn.' });
    expect(fieldsOf(await post(template({ name: '   ' })))).toEqual({ name: 'Malen må ha et navn.' });
    expect(fieldsOf(await post(template({ name: 'x'.repeat(101) })))).toEqual({
      name: 'Teksten er for lang.',
    });
    expect(fieldsOf(await post(template({ kind: 'popup' })))).toEqual({ kind: 'Ugyldig verdi.' });
    expect(fieldsOf(await post(template({ html: 'x'.repeat(100_001) })))).toEqual({
      html: 'Teksten er for lang.',
    });
    expect(fieldsOf(await post(template({ css: 'x'.repeat(50_001) })))).toEqual({
      css: 'Teksten er for lang.',
    });
    expect(fieldsOf(await post({ name: 'Uten kode' }))).toEqual({
      kind: 'Feltet må fylles ut.',
      html: 'Feltet må fylles ut.',
    });
    expect(fieldsOf(await post(template({ settings: { text_colour: 'red' } })))).toEqual({
      'settings.text_colour': expect.any(String),
    });
    expect(fieldsOf(await post({ name: 'Kopi', from: 'finnes-ikke' }))).toEqual({
      from: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect((await shop.panel.get<ListAnswer>('/api/templates')).body.data).toHaveLength(before);
  });

  it('refuses a template that does not compile, saying where and why', async () => {
    const compile = async (html: string, css = '') =>
      fieldsOf(await shop.panel.post('/api/templates', template({ html, css })));
    expect(await compile('<ul>\n  {% if widget.id %}<li>')).toEqual({
      html: 'Feil på linje 2, kolonne 3: «{% if widget.id %}» er ikke lukket.',
    });
    expect(await compile('<p>{% knapp %}</p>')).toEqual({
      html: 'Feil på linje 1, kolonne 4: taggen «knapp» finnes ikke.',
    });
    expect(await compile('\n\n{{ widget.id | tull }}')).toEqual({
      html: 'Feil på linje 3, kolonne 1: filteret «tull» finnes ikke.',
    });
    expect(await compile('<p>{{ widget.id </p>')).toEqual({
      html: expect.stringMatching(/^Feil på linje 1, kolonne 4: «.*» er ikke lukket\.$/),
    });
    expect(await compile(GOOD_HTML, '.a {\n  color: {% if x %}red;\n}')).toEqual({
      css: 'Feil på linje 2, kolonne 10: «{% if x %}» er ikke lukket.',
    });
  });

  it('creates, changes and keeps every version, and restores an old one as a new version', async () => {
    clock.set('2026-11-02T10:00:00Z');
    const first = await created(
      shop.panel,
      template({ name: 'Versjoner', settings: { button_text: 'Kjøp' } }),
    );
    expect(first).toMatchObject({
      key: `t${first.id}`,
      name: 'Versjoner',
      kind: 'shop',
      html: GOOD_HTML,
      css: GOOD_CSS,
      owner: 'account',
      editable: true,
      version: 1,
      updated_at: '2026-11-02T10:00:00.000Z',
    });
    expect(first.settings.button_text).toBe('Kjøp');
    expect(first.settings.text_colour).toBe('#1f2933');

    clock.set('2026-11-02T11:00:00Z');
    const changed = await shop.panel.put<Answer>(
      `/api/templates/${first.id}`,
      template({ name: 'Versjoner 2', html: '<p>Ny</p>', css: '' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Versjoner 2', html: '<p>Ny</p>', css: '', version: 2 });
    expect((await shop.panel.get<Answer>(`/api/templates/${first.id}`)).body.data.html).toBe('<p>Ny</p>');

    const versions = await shop.panel.get<{ data: RecommendationTemplateVersion[] }>(
      `/api/templates/${first.id}/versions`,
    );
    expect(versions.body.data).toEqual([
      { version: 2, saved_at: '2026-11-02T11:00:00.000Z', saved_by: expect.stringMatching(/^Kari/) },
      { version: 1, saved_at: '2026-11-02T10:00:00.000Z', saved_by: expect.stringMatching(/^Kari/) },
    ]);

    clock.set('2026-11-02T12:00:00Z');
    const restored = await shop.panel.post<Answer>(`/api/templates/${first.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      name: 'Versjoner 2',
      html: GOOD_HTML,
      css: GOOD_CSS,
      version: 3,
    });
    expect(restored.body.data.settings.button_text).toBe('Kjøp');
    const after = await shop.panel.get<{ data: RecommendationTemplateVersion[] }>(
      `/api/templates/${first.id}/versions`,
    );
    expect(after.body.data.map((version) => version.version)).toEqual([3, 2, 1]);
    const missing = await shop.panel.post(`/api/templates/${first.id}/versions/9/restore`);
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('Fant ikke denne versjonen av malen.');

    const copy = await shop.panel.post<Answer>(`/api/templates/${first.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'Kopi av Versjoner 2', html: GOOD_HTML, version: 1 });
    expect(copy.body.data.id).not.toBe(first.id);

    const fromDefault = await created(shop.panel, { name: 'Fra karusell', from: 'carousel' });
    expect(fromDefault).toMatchObject({ kind: 'shop', owner: 'account', version: 1 });
    expect(fromDefault.html.length).toBeGreaterThan(100);

    expect((await shop.panel.delete(`/api/templates/${copy.body.data.id}`)).status).toBe(204);
    const gone = await shop.panel.get(`/api/templates/${copy.body.data.id}`);
    expect(gone.status).toBe(404);
    expect(errorOf(gone).message).toBe('Fant ikke malen.');
  });

  it('refuses a loop that never ends, a file read and a huge output, and the saved version stays', async () => {
    const saved = await created(shop.panel, template({ name: 'Sandkasse' }));
    const attempts: Array<[string, Record<string, string>]> = [
      [
        '<p>\n{% for i in (1..100000000) %}{% for j in (1..100000000) %}x{% endfor %}{% endfor %}</p>',
        {
          html: expect.stringMatching(
            /^Feil på linje 2, kolonne \d+: malen bruker for lang tid eller for mye minne/,
          ),
        },
      ],
      [
        '<p>Hei</p>\n  {% include "/etc/passwd" %}',
        {
          html: 'Feil på linje 2, kolonne 3: malen prøver å hente en fil. Maler kan ikke hente filer; skriv innholdet i malen.',
        },
      ],
      [
        '{% if widget.id == "aldri" %}{% render "hemmelig" %}{% endif %}',
        { html: expect.stringMatching(/^Feil på linje 1, kolonne 30: malen prøver å hente en fil/) },
      ],
      // 10 MB: stopped by the sandbox's memory limit while it is being written.
      [
        `{% for i in (1..2000) %}{{ "${'x'.repeat(5000)}" }}{% endfor %}`,
        {
          html: expect.stringMatching(
            /^Feil på linje 1, kolonne \d+: malen bruker for lang tid eller for mye minne/,
          ),
        },
      ],
      // 750 000 characters: within the memory limit, over what a widget may write.
      [
        `{% for i in (1..150) %}{{ "${'x'.repeat(5000)}" }}{% endfor %}`,
        { html: expect.stringMatching(/^Malen skriver mer enn 500.000 tegn med eksempelproduktene\./) },
      ],
    ];
    for (const [html, fields] of attempts) {
      const answer = await shop.panel.put(
        `/api/templates/${saved.id}`,
        template({ name: 'Sandkasse', html }),
      );
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual(fields);
    }
    const still = await shop.panel.get<Answer>(`/api/templates/${saved.id}`);
    expect(still.body.data).toMatchObject({ html: GOOD_HTML, version: 1 });
    const versions = await shop.panel.get<{ data: unknown[] }>(`/api/templates/${saved.id}/versions`);
    expect(versions.body.data).toHaveLength(1);
  });
});

describe('drawing with a stored template', () => {
  it('draws a widget naming t{id} with the template’s sources and settings, made safe, in the shop answer', async () => {
    const stored = await created(
      shop.panel,
      template({
        name: 'Butikkmal',
        html: `<div class="egen" onclick="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>{% for product in widget.products %}<a href="{{ product.url }}" data-bp-product="{{ product.id }}">{{ product.name }} – {{ settings.button_text }}</a><img src="{{ product.image_url }}" alt="">{% endfor %}</div>`,
        css: '@import url(https://ond.example/x.css); .egen { color: {{ settings.text_colour }}; }',
        settings: { button_text: 'Se mer', text_colour: '#123456' },
      }),
    );
    const widget = await shop.panel.post('/api/recommendations', {
      id: 'egen-mal',
      algorithm: 'manual',
      manual_products: ['S1', 'S2'],
      in_stock_only: false,
      template: stored.key,
    });
    expect(widget.status).toBe(201);
    const page = await new TestClient(t.url).get<RecommendationPageAnswer>(
      `/api/public/recommendations/${shop.account.id}?widgets=egen-mal`,
    );
    expect(page.status).toBe(200);
    const drawn = page.body.data[0];
    expect(drawn?.template).toBe(stored.key);
    expect(drawn?.html).toContain('<div class="egen">');
    expect(drawn?.html).toContain(
      'href="https://demo.no/p/S1" data-bp-product="S1">Fjellstøvel – Se mer</a>',
    );
    expect(drawn?.html).toContain('<img src="http://demo.no/img/S2.jpg"');
    expect(drawn?.html).not.toMatch(/onclick|<script|javascript:/);
    expect(drawn?.css).toContain('.egen { color: #123456; }');
    expect(drawn?.css).not.toContain('@import');
  });

  it('lets a widget name only a stored template of its own type, and keeps a template in use', async () => {
    const email = await created(shop.panel, template({ name: 'E-postmal', kind: 'email' }));
    const search = await created(shop.panel, template({ name: 'Søkemal', kind: 'search' }));
    const shopTemplate = await created(shop.panel, template({ name: 'I bruk' }));
    const post = (body: Record<string, unknown>) => shop.panel.post('/api/recommendations', body);
    expect(fieldsOf(await post({ id: 'feil-type', template: email.key }))).toEqual({
      template: 'Malen er laget for e-post og kan ikke brukes i butikken. Velg en butikkmal.',
    });
    expect(fieldsOf(await post({ id: 'feil-type', type: 'email', template: shopTemplate.key }))).toEqual({
      template: 'Malen er laget for butikken og kan ikke brukes i e-post. Velg en e-postmal.',
    });
    expect(fieldsOf(await post({ id: 'feil-type', template: search.key }))).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect(fieldsOf(await post({ id: 'feil-type', template: 't999999' }))).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect((await post({ id: 'bruker-mal', template: shopTemplate.key })).status).toBe(201);
    expect((await post({ id: 'bruker-mal-2', template: shopTemplate.key })).status).toBe(201);

    const remove = await shop.panel.delete(`/api/templates/${shopTemplate.id}`);
    expect(remove.status).toBe(409);
    expect(errorOf(remove).message).toBe(
      'Malen kan ikke slettes fordi disse widgetene bruker den: «bruker-mal», «bruker-mal-2». Velg en annen mal for dem først.',
    );
    const kind = await shop.panel.put(`/api/templates/${shopTemplate.id}`, template({ kind: 'email' }));
    expect(kind.status).toBe(409);
    expect(errorOf(kind).message).toMatch(/^Typen kan ikke endres fordi disse widgetene bruker malen/);
    expect((await shop.panel.get<Answer>(`/api/templates/${shopTemplate.id}`)).body.data.kind).toBe('shop');
  });

  it('previews unsaved sources with sample products or a saved widget’s real products', async () => {
    const samples = await shop.panel.post<{ data: { html: string; css: string } }>('/api/templates/preview', {
      kind: 'shop',
      html: GOOD_HTML,
      css: GOOD_CSS,
    });
    expect(samples.status).toBe(200);
    expect(samples.body.data.html).toContain('Ull &amp; bomull «Fjell» &lt;strikk&gt;');
    expect(samples.body.data.css).toBe('.mine { color: #1f2933; }');
    const real = await shop.panel.post<{ data: { html: string } }>('/api/templates/preview', {
      kind: 'shop',
      html: GOOD_HTML,
      widget: 'egen-mal',
    });
    expect(real.status).toBe(200);
    expect(real.body.data.html).toContain('Fjellstøvel');
    expect(real.body.data.html).not.toContain('Eksempelprodukt');
    const broken = await shop.panel.post('/api/templates/preview', { kind: 'shop', html: '{% if x %}' });
    expect(fieldsOf(broken)).toEqual({ html: 'Feil på linje 1, kolonne 1: «{% if x %}» er ikke lukket.' });
  });
});

describe('dealer templates', () => {
  it('are managed by staff only, read-only in the account and duplicable', async () => {
    expect((await shop.panel.post(`/api/dealers/${dealerId}/templates`, template())).status).toBe(403);
    const made = await staff.post<Answer>(
      `/api/dealers/${dealerId}/templates`,
      template({ name: 'Forhandlers' }),
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ owner: 'dealer', editable: true });
    const id = made.body.data.id;
    const seen = await shop.panel.get<Answer>(`/api/templates/${id}`);
    expect(seen.body.data).toMatchObject({ owner: 'dealer', editable: false });
    const reason =
      'Malen eies av forhandleren og kan ikke endres eller slettes her. Dupliser den for å få en kopi du kan endre.';
    const change = await shop.panel.put(`/api/templates/${id}`, template({ name: 'Kapret' }));
    expect(change.status).toBe(403);
    expect(errorOf(change).message).toBe(reason);
    const remove = await shop.panel.delete(`/api/templates/${id}`);
    expect(remove.status).toBe(403);
    expect(errorOf(remove).message).toBe(reason);
    expect((await shop.panel.post(`/api/templates/${id}/versions/1/restore`)).status).toBe(403);
    const copy = await shop.panel.post<Answer>(`/api/templates/${id}/duplicate`, { name: 'Min kopi' });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'Min kopi', owner: 'account', editable: true });
    expect(
      (await shop.panel.post('/api/recommendations', { id: 'med-forhandlers', template: `t${id}` })).status,
    ).toBe(201);

    // A dealer's widget shows in every account of the dealer: it may name only the dealer's templates.
    const accountsOwn = await created(shop.panel, template({ name: 'Kontoens' }));
    const dealerWidget = (key: string) =>
      staff.post(`/api/dealers/${dealerId}/recommendations`, { id: `forhandler-${key}`, template: key });
    expect(fieldsOf(await dealerWidget(accountsOwn.key))).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect((await dealerWidget(`t${id}`)).status).toBe(201);

    const staffChange = await staff.put<Answer>(
      `/api/dealers/${dealerId}/templates/${id}`,
      template({ name: 'Ny' }),
    );
    expect(staffChange.body.data).toMatchObject({ name: 'Ny', version: 2 });
    const inUse = await staff.delete(`/api/dealers/${dealerId}/templates/${id}`);
    expect(inUse.status).toBe(409);
    expect(errorOf(inUse).message).toContain(`«forhandler-t${id}», «med-forhandlers»`);
  });
});

describe('another account', () => {
  it('can never read, change, preview with or use this account’s template', async () => {
    const mine = await created(shop.panel, template({ name: 'Bare min' }));
    const path = `/api/templates/${mine.id}`;
    for (const answer of [
      await other.panel.get(path),
      await other.panel.put(path, template({ name: 'Kapret' })),
      await other.panel.delete(path),
      await other.panel.post(`${path}/duplicate`, {}),
      await other.panel.get(`${path}/versions`),
      await other.panel.post(`${path}/versions/1/restore`),
    ]) {
      expect(answer.status).toBe(404);
      expect(errorOf(answer).message).toBe('Fant ikke malen.');
    }
    const list = await other.panel.get<ListAnswer>('/api/templates');
    expect(list.body.data.every((entry) => entry.owner === 'default')).toBe(true);
    expect(fieldsOf(await other.panel.post('/api/templates', { name: 'Stjålet', from: mine.key }))).toEqual({
      from: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    expect(
      fieldsOf(
        await other.panel.post('/api/templates/preview', {
          kind: 'shop',
          html: GOOD_HTML,
          widget: 'egen-mal',
        }),
      ),
    ).toEqual({ widget: 'Anbefalingen finnes ikke. Velg en av anbefalingene i listen.' });
    expect(
      fieldsOf(await other.panel.post('/api/recommendations', { id: 'lant', template: mine.key })),
    ).toEqual({
      template: 'Malen finnes ikke. Velg en av malene i listen.',
    });
    // A dealer's template is only for the dealer's accounts.
    const dealers = (await shop.panel.get<ListAnswer>('/api/templates')).body.data.find(
      (entry) => entry.owner === 'dealer',
    );
    expect((await other.panel.get(`/api/templates/${dealers?.id}`)).status).toBe(404);
    expect((await shop.panel.get<Answer>(path)).body.data).toMatchObject({ name: 'Bare min', version: 1 });
  });

  it('needs the package of the template’s kind: search templates come with the search package', async () => {
    const searchOnly = await shopWithKey(t, ['PACKAGE_SEARCH']);
    const searchTemplate = await searchOnly.panel.post<Answer>(
      '/api/templates',
      template({ kind: 'search' }),
    );
    expect(searchTemplate.status).toBe(201);
    const refused = await searchOnly.panel.post('/api/templates', template({ kind: 'shop' }));
    expect(refused.status).toBe(403);
    const list = await searchOnly.panel.get<ListAnswer>('/api/templates');
    // The two default search templates, then its own.
    expect(list.body.data.map((entry) => [entry.kind, entry.owner])).toEqual([
      ['search', 'default'],
      ['search', 'default'],
      ['search', 'account'],
    ]);
    const none = await shopWithKey(t, ['PACKAGE_DASHBOARD']);
    expect((await none.panel.get('/api/templates')).status).toBe(403);
  });
});
