import type { PopupAnswer } from '@butikkpanel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceContacts, shopOrders } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { eventRecorder } from './event-recorder';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { PNG, upload } from './images';

/**
 * Popups (issue 17), the server's side: every validation message, designs made safe on save, the widget's
 * list with a variant that sticks to its visitor, views, and a submit that makes a subscriber with the
 * popup's consent, hands out one code and tells the flows once; another account's popups never reachable.
 */
let t: TestApp;
const recorder = eventRecorder();
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, {
    clock,
    modules: [recorder.module],
  });
});
afterAll(() => t.close());

type Answer = { data: PopupAnswer };
const fields = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

async function shop(packages = ['PACKAGE_POPUPS', 'PACKAGE_DISCOUNTS', 'PACKAGE_EMAIL']) {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const create = async (name = 'Velkommen') => {
    const created = await panel.post<Answer>('/api/popups', { name });
    expect(created.status).toBe(201);
    return created.body.data;
  };
  return { account, panel, create };
}

const widget = (accountId: number) => ({
  list: (visitorId: string, headers: Record<string, string> = {}) =>
    new TestClient(t.url).get<{
      data: {
        popups: Array<{ id: number; variants: Array<{ id: number; html: string }> }>;
        subscriber: boolean;
      };
    }>(`/api/widget/${accountId}/popups?visitor=${visitorId}`, headers),
  shown: (popupId: number, body: unknown) =>
    new TestClient(t.url).post(`/api/widget/${accountId}/popups/${popupId}/shown`, body),
  submit: (popupId: number, body: unknown, headers: Record<string, string> = {}) =>
    new TestClient(t.url).post<{ data: { code: string } }>(
      `/api/widget/${accountId}/popups/${popupId}/submit`,
      body,
      headers,
    ),
});

describe('popup validation', () => {
  it('answers every validation message on its field', async () => {
    const s = await shop();
    expect(fields(await s.panel.post('/api/popups', {}))).toEqual({ name: 'Feltet må fylles ut.' });
    const popup = await s.create();
    const save = (body: Record<string, unknown>) =>
      s.panel.put(`/api/popups/${popup.id}`, { name: 'Velkommen', settings: { max_width: 800 }, ...body });
    expect(fields(await save({ settings: { max_width: 768 } }))).toEqual({
      'settings.max_width': 'Bredden må være mellom 769 og 1300 px.',
    });
    expect(fields(await save({ settings: { max_width: 1301 } }))).toEqual({
      'settings.max_width': 'Bredden må være mellom 769 og 1300 px.',
    });
    expect(
      fields(
        await save({
          settings: {
            max_width: 800,
            rules: { groups: [[{ kind: 'page', match: 'matches', value: '([' }]] },
          },
        }),
      ),
    ).toEqual({
      'settings.rules.groups.0.0.value': 'Mønsteret er ikke et gyldig regulært uttrykk (høyst 200 tegn).',
    });
    // A code from another account is not this popup's to hand out.
    const other = await shop();
    const code = await other.panel.post<{ data: { id: number } }>('/api/discounts/codes', {
      name: 'Velkommen',
      code: `MAL${other.account.id}`,
      type: 'percent',
      amount: 10,
      auto_create_unique: true,
    });
    expect(fields(await save({ discount_template_id: code.body.data.id }))).toEqual({
      discount_template_id:
        'Den valgte rabattkoden finnes ikke, eller er ikke en mal for unike koder. Velg en annen.',
    });
    // Nothing was saved by the refused attempts.
    expect((await s.panel.get<Answer>(`/api/popups/${popup.id}`)).body.data.settings.max_width).toBe(800);
  });

  it('keeps another account out of a popup, its variants and its figures', async () => {
    const s = await shop();
    const popup = await s.create();
    const other = await shop();
    const variant = popup.variants[0]?.id;
    for (const [method, path] of [
      ['GET', `/api/popups/${popup.id}`],
      ['PUT', `/api/popups/${popup.id}`],
      ['POST', `/api/popups/${popup.id}/activate`],
      ['POST', `/api/popups/${popup.id}/pause`],
      ['POST', `/api/popups/${popup.id}/duplicate`],
      ['POST', `/api/popups/${popup.id}/variants`],
      ['PUT', `/api/popups/${popup.id}/weights`],
      ['PUT', `/api/popups/${popup.id}/variants/${variant}/design`],
      ['DELETE', `/api/popups/${popup.id}/variants/${variant}`],
      ['DELETE', `/api/popups/${popup.id}`],
    ] as const) {
      const body =
        method === 'PUT'
          ? path.endsWith('design')
            ? { html: '<p>x</p>' }
            : path.endsWith('weights')
              ? { weights: { [String(variant)]: 100 } }
              : { name: 'x', settings: { max_width: 800 } }
          : undefined;
      const answer = await other.panel.request(method, path, { body });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    const list = await other.panel.get<{ data: Array<{ id: number }> }>('/api/popups');
    expect(list.body.data.map((row) => row.id)).not.toContain(popup.id);
    // Its popup is still as it was.
    expect((await s.panel.get<Answer>(`/api/popups/${popup.id}`)).body.data.name).toBe('Velkommen');
    // Without the package, the popups are not there at all.
    const without = await shop(['PACKAGE_EMAIL']);
    expect((await without.panel.get('/api/popups')).status).toBe(403);
  });
});

describe('a design, saved', () => {
  it('is made safe, keeping the account’s own pictures at this server’s address', async () => {
    const s = await shop();
    const other = await shop();
    const popup = await s.create();
    const auth = (panel: typeof s.panel) => ({
      authorization: `Bearer ${panel.token}`,
      'authorized-account': String(panel.account),
    });
    const own = await upload(`${t.url}/api/builder/images`, PNG, 'image/png', auth(s.panel));
    const foreign = await upload(`${t.url}/api/builder/images`, PNG, 'image/png', auth(other.panel));
    const variant = popup.variants[0]?.id;
    const saved = await s.panel.put<Answer>(`/api/popups/${popup.id}/variants/${variant}/design`, {
      html: [
        '<h2 onclick="alert(1)">Hei</h2><script>alert(1)</script>',
        `<img src="${own.body.data.url}" alt="egen">`,
        `<img src="${foreign.body.data.url}" alt="fremmed">`,
        '<a href="javascript:alert(1)">lenke</a>',
      ].join(''),
      css: '@import url(https://evil.example/x.css); .bp { color: red }',
      project: { pages: [] },
    });
    expect(saved.status).toBe(200);
    const stored = saved.body.data.variants[0];
    expect(stored?.html).toBe(
      `<h2>Hei</h2><img src="${t.config.publicUrl}${own.body.data.url}" alt="egen" /><a>lenke</a>`,
    );
    expect(stored?.css).toBe('.bp { color: red }');
    expect(stored?.project).toEqual({ pages: [] });
  });

  it('is refused when a form field breaks the form rules, keeping the design saved before', async () => {
    const s = await shop();
    const popup = await s.create();
    const variant = popup.variants[0]?.id;
    const path = `/api/popups/${popup.id}/variants/${variant}/design`;
    const before = popup.variants[0]?.html;
    const form = (inner: string) => ({
      html: `<form data-bp-form="x">${inner}<button type="submit">Send</button></form>`,
    });
    expect(
      fields(await s.panel.put(path, form('<label for="a">Navn</label><input id="a" name="navn">'))),
    ).toEqual({
      html: 'Plassholderteksten kan ikke være tom.',
    });
    expect(
      fields(await s.panel.put(path, form('<textarea name="melding" placeholder="  "></textarea>'))),
    ).toEqual({
      html: 'Plassholderteksten kan ikke være tom.',
    });
    expect(fields(await s.panel.put(path, form('<select name="storrelse"></select>')))).toEqual({
      html: 'Nedtrekkslister og avkrysningsbokser må ha minst ett alternativ.',
    });
    const answer = await s.panel.get<Answer>(`/api/popups/${popup.id}`);
    expect(answer.body.data.variants[0]?.html).toBe(before);
    // A checkbox, a filled select and a placeholder pass; hidden inputs are not fields.
    const ok = await s.panel.put(
      path,
      form(
        '<input type="email" name="email" placeholder="deg@epost.no"><input type="checkbox" name="ja" value="ja">' +
          '<select name="str"><option value="38">38</option></select>',
      ),
    );
    expect(ok.status).toBe(200);
  });
});

describe('a new popup', () => {
  it('starts from a styled signup in the company’s colours, with consent text and a link to the privacy page', async () => {
    const s = await shop();
    const company = await s.panel.put('/api/account-settings/company', {
      company_name: 'Fjellsko AS',
      primary_color: '#0a7d3b',
      secondary_color: '#123456',
      address: '',
      postcode: '',
      city: '',
      phone: '',
      email: '',
      org_number: '',
      website: '',
    });
    expect(company.status).toBe(200);
    const [variant] = (await s.create()).variants;
    expect(variant?.html).toMatch(/<span data-bp-amount>10 % rabatt<\/span>/);
    expect(variant?.html).toContain('name="email"');
    expect(variant?.html).toMatch(/nyhetsbrev på e-post fra Fjellsko AS\. Du kan melde deg av når som helst/);
    expect(variant?.html).toContain('<a href="/personvern">personvernerklæringen</a>');
    expect(variant?.css).toContain('background:#0a7d3b');
    expect(variant?.css).toContain('color:#123456');
  });

  it('names the amount of its code on the shop, from the code as it is now, not as the design was typed', async () => {
    const s = await shop();
    const code = (type: 'percent' | 'sum', amount: number, name: string) =>
      s.panel.post<{ data: { id: number } }>('/api/discounts/codes', {
        name,
        code: `${name}${s.account.id}`,
        type,
        amount,
        auto_create_unique: true,
      });
    const percent = (await code('percent', 15, 'PROSENT')).body.data.id;
    const sum = (await code('sum', 100, 'KRONER')).body.data.id;
    const popup = await s.create();
    const choose = (id: number) =>
      s.panel.put(`/api/popups/${popup.id}`, {
        name: 'Velkommen',
        settings: { max_width: 800 },
        discount_template_id: id,
      });
    await choose(percent);
    await s.panel.post(`/api/popups/${popup.id}/activate`);
    const shown = async () =>
      (await widget(s.account.id).list('besokende-1')).body.data.popups[0]?.variants[0]?.html;
    expect(await shown()).toContain('<span data-bp-amount>15 % rabatt</span>');
    await choose(sum);
    expect(await shown()).toContain('<span data-bp-amount>100 kr rabatt</span>');
  });
});

describe('the shop’s side', () => {
  it('shows the active popup in one variant per visitor, counts views, and refuses other origins', async () => {
    const s = await shop();
    const popup = await s.create();
    const shop_ = widget(s.account.id);
    // A draft is not shown, and cannot be activated without a design.
    expect((await shop_.list('besokende-1')).body.data.popups).toEqual([]);
    const variant = popup.variants[0]?.id;
    await s.panel.put(`/api/popups/${popup.id}/variants/${variant}/design`, { html: '' });
    const refused = await s.panel.post(`/api/popups/${popup.id}/activate`);
    expect((refused.body as unknown as ApiError).error.code).toBe('popup_no_design');
    await s.panel.put(`/api/popups/${popup.id}/variants/${variant}/design`, {
      html: '<form data-bp-form="signup"><input type="email" name="email" placeholder="deg@epost.no"></form>',
    });
    // A/B: a second variant, each visitor always gets the same one.
    const withB = await s.panel.post<Answer>(`/api/popups/${popup.id}/variants`);
    expect(withB.body.data.variants.map((row) => [row.name, row.weight])).toEqual([
      ['A', 50],
      ['B', 50],
    ]);
    expect((await s.panel.post<Answer>(`/api/popups/${popup.id}/activate`)).body.data.status).toBe('active');
    const seen = new Set<number>();
    for (let n = 0; n < 20; n++) {
      const first = (await shop_.list(`besokende-${n}`)).body.data.popups[0]?.variants[0]?.id;
      const again = (await shop_.list(`besokende-${n}`)).body.data.popups[0]?.variants[0]?.id;
      expect(again).toBe(first);
      seen.add(first ?? 0);
    }
    expect(seen.size).toBe(2);
    const mine = (await shop_.list('besokende-1')).body.data.popups[0]?.variants[0]?.id;
    expect((await shop_.shown(popup.id, { visitor_id: 'besokende-1', variant_id: mine })).status).toBe(204);
    // Another variant than this visitor's, or another account's popup id, is not counted.
    const notMine = withB.body.data.variants.find((row) => row.id !== mine)?.id;
    expect((await shop_.shown(popup.id, { visitor_id: 'besokende-1', variant_id: notMine })).status).toBe(
      404,
    );
    const other = await shop();
    expect(
      (await widget(other.account.id).shown(popup.id, { visitor_id: 'besokende-1', variant_id: mine }))
        .status,
    ).toBe(404);
    const figures = (await s.panel.get<Answer>(`/api/popups/${popup.id}`)).body.data;
    expect(figures.views).toBe(1);
    expect(figures.variants.find((row) => row.id === mine)?.views).toBe(1);
    // A page on another site may not ask.
    expect((await shop_.list('besokende-1', { origin: 'https://angriper.example' })).status).toBe(403);
    // Paused: gone from the shop.
    await s.panel.post(`/api/popups/${popup.id}/pause`);
    expect((await shop_.list('besokende-1')).body.data.popups).toEqual([]);
  });

  it('makes a subscriber with the popup’s consent, hands out one code, and tells the flows once', async () => {
    const s = await shop();
    const template = await s.panel.post<{ data: { id: number } }>('/api/discounts/codes', {
      name: 'Velkommen',
      code: `VELKOMMEN${s.account.id}`,
      type: 'percent',
      amount: 10,
      auto_create_unique: true,
    });
    const popup = await s.create();
    await s.panel.put(`/api/popups/${popup.id}`, {
      name: 'Velkommen',
      settings: { max_width: 800 },
      discount_template_id: template.body.data.id,
    });
    await s.panel.post(`/api/popups/${popup.id}/activate`);
    const shop_ = widget(s.account.id);
    const variant = (await shop_.list('besokende-kari')).body.data.popups[0]?.variants[0]?.id;
    const submit = (submitId: string, email: string) =>
      shop_.submit(popup.id, {
        visitor_id: 'besokende-kari',
        variant_id: variant,
        submit_id: submitId,
        fields: { email, fornavn: 'Kari' },
      });
    const bad = await submit('innsending-0', 'ikke-en-adresse');
    expect(fields(bad)).toEqual({ 'fields.email': 'Ugyldig e-postadresse.' });
    const first = await submit('innsending-1', 'Kari@Example.no');
    expect(first.status).toBe(200);
    expect(first.body.data.code).toMatch(/^[A-Z0-9]{6,}$/);
    // The same submit again (a retry) and a second signup of the address: the same code, nothing new.
    expect((await submit('innsending-1', 'kari@example.no')).body.data.code).toBe(first.body.data.code);
    expect((await submit('innsending-2', 'kari@example.no')).body.data.code).toBe(first.body.data.code);
    await t.app.platform.jobs.runDue();
    const [contact] = await t.database.db
      .select()
      .from(audienceContacts)
      .where(
        and(eq(audienceContacts.accountId, s.account.id), eq(audienceContacts.email, 'kari@example.no')),
      );
    expect(contact).toMatchObject({ consent: 'given', consentSource: 'popup' });
    expect(recorder.of('popup.submitted', s.account.id).map((event) => event.data)).toEqual([
      { popup_id: String(popup.id), email: 'kari@example.no' },
      { popup_id: String(popup.id), email: 'kari@example.no' },
    ]);
    expect(recorder.of('subscriber.joined', s.account.id)).toHaveLength(2);
    const figures = (await s.panel.get<Answer>(`/api/popups/${popup.id}`)).body.data;
    expect(figures.submissions).toBe(2);
    // Orders of the submitter within 30 days of the first submit count; cancelled, later or another
    // account's orders do not.
    const DAY = 86_400_000;
    const order = (
      accountId: number,
      id: string,
      afterDays: number,
      status: 'open' | 'cancelled',
      kroner: number,
    ) => {
      const placedAt = new Date(clock.now().getTime() + afterDays * DAY);
      return {
        accountId,
        externalId: id,
        status,
        placedAt,
        placedOn: placedAt.toISOString().slice(0, 10),
        subtotalOre: kroner * 100,
        totalOre: kroner * 100,
        customerEmail: 'kari@example.no',
      };
    };
    const rival = await shop();
    await t.database.db
      .insert(shopOrders)
      .values([
        order(s.account.id, 'O-1', 5, 'open', 499),
        order(s.account.id, 'O-2', 6, 'cancelled', 899),
        order(s.account.id, 'O-3', 40, 'open', 1299),
        order(rival.account.id, 'O-4', 5, 'open', 799),
      ]);
    const withOrders = (await s.panel.get<Answer>(`/api/popups/${popup.id}`)).body.data;
    expect([withOrders.orders, withOrders.revenue]).toEqual([1, 499]);
    // The visitor is now a subscriber to the widget (a popup that hides from subscribers stays away).
    expect((await shop_.list('besokende-kari')).body.data.subscriber).toBe(true);
    // Another account cannot submit to this popup through its own id.
    const other = await shop();
    expect(
      (
        await widget(other.account.id).submit(popup.id, {
          visitor_id: 'besokende-kari',
          variant_id: variant,
          submit_id: 'innsending-3',
          fields: { email: 'ola@example.no' },
        })
      ).status,
    ).toBe(404);
    // A script farming codes is stopped: at most 10 submits a minute from one address.
    const answers: number[] = [];
    for (let n = 0; n < 11 && !answers.includes(429); n++) {
      answers.push((await submit(`innsending-farm-${n}`, `farm${n}@example.no`)).status);
    }
    expect(answers).toContain(429);
  });
});
