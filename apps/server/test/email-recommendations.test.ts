import type { RecommendationWidgetFiguresAnswer } from '@butikkpanel/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaignRecipients, outbox } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { orderEvent, shopWithKey } from './income-helpers';
import { runQueuedJobs } from './support/run-queued-jobs';

/**
 * The recommendations block in e-mails (issue 31): a design names an e-mail widget; every mail (preview, test
 * send, campaign) draws that widget's answer for its recipient by the one render path; a widget that is gone
 * or not the account's is refused on the field; a click through the mail's signed link counts for the widget
 * and an order by the same customer within the window is attributed to it.
 */
let t: TestApp;
const clock = new ManualClock('2099-02-10T10:00:00Z');
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let other: Awaited<ReturnType<typeof shopWithKey>>;

/** The builder's block as it writes it: the widget named on the element, sample products inside. */
const blockMjml = (widget: string) => `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Hei {{ customer.first_name }}</mj-text>
  <mj-text><div data-bp-recommendation="${widget}"><table><tr><td>Eksempelvare</td></tr></table></div></mj-text>
</mj-column></mj-section></mj-body></mjml>`;

const fieldsOf = (body: unknown) => (body as ApiError).error.fields;
const NOT_FOUND =
  'E-posten viser en anbefaling som ikke finnes på kontoen lenger, eller som ikke er for e-post. Velg en annen anbefaling i blokken.';

const PRODUCTS = [
  ['fjellstovel', 'Fjellstøvel'],
  ['ullsokker', 'Ullsokker'],
  ['skovoks', 'Skovoks'],
  ['telt', 'Telt for to'],
  ['primus', 'Primus'],
  ['gassboks', 'Gassboks'],
] as const;

const line = (productId: string) => ({ product_id: productId, quantity: 1, price: 100 });

beforeAll(async () => {
  t = await startTestApp(
    {
      JOB_POLL_MS: '60000',
      EMAIL_CAMPAIGN_RATE: '50',
      LOG_LEVEL: 'error',
      // The clock moves on two days: sessions that last as long.
      ACCESS_TOKEN_TTL_MINUTES: String(7 * 24 * 60),
    },
    undefined,
    {
      clock,
    },
  );
  shop = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS', 'PACKAGE_EMAIL']);
  other = await shopWithKey(t, ['PACKAGE_RECOMMENDATIONS', 'PACKAGE_EMAIL']);
  await shop.ingest(
    '/api/ingest/products',
    PRODUCTS.map(([id, name]) => ({
      external_id: id,
      name,
      price: 100,
      url: `https://butikk.example.no/${id}`,
      image_url: `https://butikk.example.no/${id}.webp`,
    })),
  );
  // Boots go with socks and wax, the tent with the stove and gas: two kinds of customer.
  const orders = [];
  for (let i = 0; i < 3; i++) {
    orders.push(
      orderEvent({
        id: `S-${i}`,
        at: '2099-02-01T10:00:00Z',
        subtotal: 300,
        total: 300,
        email: `fjell${i}@example.no`,
        lines: [line('fjellstovel'), line('ullsokker'), line('skovoks')],
      }),
      orderEvent({
        id: `T-${i}`,
        at: '2099-02-01T11:00:00Z',
        subtotal: 300,
        total: 300,
        email: `telt${i}@example.no`,
        lines: [line('telt'), line('primus'), line('gassboks')],
      }),
    );
  }
  orders.push(
    orderEvent({
      id: 'K-1',
      at: '2099-02-05T10:00:00Z',
      subtotal: 100,
      total: 100,
      email: 'kari@example.no',
      lines: [line('fjellstovel')],
    }),
    orderEvent({
      id: 'O-1',
      at: '2099-02-05T10:00:00Z',
      subtotal: 100,
      total: 100,
      email: 'ola@example.no',
      lines: [line('telt')],
    }),
  );
  await shop.ingest('/api/ingest/orders', orders);
  await t.app.platform.jobs.enqueue('recommendations.model_run', { account_id: shop.account.id });
  await runQueuedJobs(t, clock, '%');
  expect(
    (
      await shop.panel.post('/api/recommendations', {
        id: 'for-deg',
        type: 'email',
        algorithm: 'personal',
        number_of_products: 2,
        template: 'email-grid',
      })
    ).status,
  ).toBe(201);
  expect(
    (await shop.panel.post('/api/recommendations', { id: 'i-butikken', algorithm: 'bestsellers' })).status,
  ).toBe(201);
  expect(
    (
      await other.panel.post('/api/recommendations', {
        id: 'fremmed',
        type: 'email',
        algorithm: 'newest',
        template: 'email-grid',
      })
    ).status,
  ).toBe(201);
  const imported = await shop.panel.request('POST', '/api/audience/contacts/import', {
    rawBody: 'e-post;navn;samtykke\nkari@example.no;Kari Nordmann;ja\nola@example.no;Ola Nordmann;ja',
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.status).toBe(200);
});
afterAll(async () => t?.close());

async function template(s: typeof shop, widget: string) {
  return s.panel.post<{ data: { id: number } }>('/api/emails/templates', {
    name: 'Anbefalt',
    subject: 'Til deg',
    preview_text: 'Valgt for deg',
    mjml: blockMjml(widget),
  });
}

async function sendCampaign(templateId: number) {
  const created = await shop.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
    name: 'Anbefalt',
    template_id: templateId,
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  expect((await shop.panel.post(`/api/emails/campaigns/${id}/send`)).status).toBe(200);
  await runQueuedJobs(t, clock);
  const mails = await t.database.db
    .select({ to: outbox.to, html: outbox.html })
    .from(outbox)
    .where(and(eq(outbox.accountId, shop.account.id), eq(outbox.kind, 'campaign')));
  return { id, mails };
}

const productNames = (html: string) => PRODUCTS.filter(([, name]) => html.includes(name)).map(([id]) => id);

describe('the recommendations block in e-mails', () => {
  it('gives each recipient their own products, by the same render path as preview and test send', async () => {
    const created = await template(shop, 'for-deg');
    expect(created.status).toBe(201);
    const templateId = created.body.data.id;
    const { id, mails } = await sendCampaign(templateId);
    const kari = mails.find((mail) => mail.to === 'kari@example.no')?.html ?? '';
    const ola = mails.find((mail) => mail.to === 'ola@example.no')?.html ?? '';
    // What each bought before decides: boots bring socks and wax, the tent its stove and gas.
    expect(productNames(kari).sort()).toEqual(['skovoks', 'ullsokker']);
    expect(productNames(ola).sort()).toEqual(['gassboks', 'primus']);
    // The block's sample is gone, the drawn widget is in its place, and its links are the signed clicks.
    expect(kari).not.toContain('Eksempelvare');
    expect(kari).not.toContain('data-bp-recommendation');
    expect(kari).toMatch(/href="[^"]*\/api\/e\/c\/[^"]*&amp;w=for-deg&amp;p=ullsokker&amp;s=/);

    // Preview and test send are the same path: for the sample customer (the newest order's, Ola), the
    // same HTML as Ola's mail but for Ola's own links.
    const preview = await shop.panel.post<{ data: { html: string } }>(
      `/api/emails/templates/${templateId}/preview`,
      {},
    );
    expect(preview.status).toBe(200);
    const [recipient] = await t.database.db
      .select()
      .from(emailCampaignRecipients)
      .where(
        and(eq(emailCampaignRecipients.campaignId, id), eq(emailCampaignRecipients.email, 'ola@example.no')),
      );
    if (!recipient) throw new Error('recipient missing');
    const asSample = ola
      .replace(/<img src="[^"]*\/api\/e\/o\/[^"]+"[^>]*>/, '')
      .replaceAll(new RegExp(`[^"]*/api/e/u/${recipient.token}`, 'g'), '#avmelding')
      .replace(
        /href="[^"]*\/api\/e\/c\/[^"]*?u=([^"&]*)[^"]*"/g,
        (_w, url: string) => `href="${decodeURIComponent(url)}"`,
      )
      .replaceAll('Hei Ola', `Hei ${''}`);
    const previewHtml = preview.body.data.html.replaceAll('Hei Ola', `Hei ${''}`);
    expect(productNames(previewHtml).sort()).toEqual(['gassboks', 'primus']);
    expect(asSample).toBe(previewHtml);
    const test = await shop.panel.post(`/api/emails/campaigns/${id}/test-send`, { to: shop.owner.email });
    expect(test.status).toBe(200);
    const [testMail] = await t.database.db
      .select({ html: outbox.html })
      .from(outbox)
      .where(and(eq(outbox.accountId, shop.account.id), eq(outbox.kind, 'template_test')));
    expect(testMail?.html).toBe(preview.body.data.html);
  });

  it('counts a click through the mail for the widget and attributes the customer’s order to it', async () => {
    const [mail] = await t.database.db
      .select({ html: outbox.html })
      .from(outbox)
      .where(
        and(
          eq(outbox.accountId, shop.account.id),
          eq(outbox.kind, 'campaign'),
          eq(outbox.to, 'kari@example.no'),
        ),
      );
    const link = /href="([^"]*\/api\/e\/c\/[^"]*&amp;p=ullsokker[^"]*)"/.exec(mail?.html ?? '')?.[1];
    if (!link) throw new Error('no product link');
    const url = link.replaceAll('&amp;', '&').replace(/^https?:\/\/[^/]+/, '');
    // A link whose widget or product was changed is not this server's: no redirect, nothing counted.
    const forged = await new TestClient(t.url).request('GET', url.replace('p=ullsokker', 'p=skovoks'));
    expect(forged.status).toBe(400);
    const followed = await new TestClient(t.url).request('GET', url);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('https://butikk.example.no/ullsokker');
    clock.set('2099-02-12T10:00:00Z');
    await shop.ingest('/api/ingest/orders', [
      orderEvent({
        id: 'K-2',
        at: '2099-02-12T09:00:00Z',
        subtotal: 249,
        total: 249,
        email: 'Kari@Example.no',
        lines: [{ product_id: 'ullsokker', quantity: 1, price: 249 }],
      }),
    ]);
    await runQueuedJobs(t, clock, 'listener.recommendations.%');
    const figures = await shop.panel.get<RecommendationWidgetFiguresAnswer>('/api/recommendations/figures');
    expect(figures.body.data.find((row) => row.widget === 'for-deg')).toMatchObject({
      clicks: 1,
      orders: 1,
      revenue: 249,
    });
  });

  it('refuses a design whose widget is gone, a shop widget or another account’s, on the field', async () => {
    for (const widget of ['finnes-ikke', 'i-butikken', 'fremmed']) {
      const refused = await template(shop, widget);
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual({ mjml: NOT_FOUND });
    }
    // Theirs is theirs: the other account may use it.
    expect((await template(other, 'fremmed')).status).toBe(201);
    // A widget deleted after the save: the campaign is refused before anything is sent.
    expect(
      (
        await shop.panel.post('/api/recommendations', {
          id: 'kortvarig',
          type: 'email',
          algorithm: 'newest',
          template: 'email-grid',
        })
      ).status,
    ).toBe(201);
    const saved = await template(shop, 'kortvarig');
    expect(saved.status).toBe(201);
    const draft = await shop.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Borte',
      template_id: saved.body.data.id,
    });
    expect(draft.status).toBe(201);
    expect((await shop.panel.request('DELETE', '/api/recommendations/kortvarig')).status).toBeLessThan(300);
    const send = await shop.panel.post(`/api/emails/campaigns/${draft.body.data.id}/send`);
    expect(send.status).toBe(400);
    expect(fieldsOf(send.body)).toEqual({ template_id: NOT_FOUND });
    const preview = await shop.panel.post(`/api/emails/templates/${saved.body.data.id}/preview`, {});
    expect(fieldsOf(preview.body)).toEqual({ mjml: NOT_FOUND });
    // A flow that would send it is not activated: every customer's mail would be skipped.
    const flow = await shop.panel.post<{ data: { id: number } }>('/api/flows', {
      name: 'Takk',
      template: null,
    });
    expect(flow.status).toBe(201);
    const definition = {
      start: { kind: 'event', event: 'new_order', days: null, product_ids: [], categories: [] },
      first: 'takk',
      steps: [{ id: 'takk', type: 'send_email', template_id: saved.body.data.id, next: null }],
    };
    const flowSaved = await shop.panel.put(`/api/flows/${flow.body.data.id}`, {
      name: 'Takk',
      definition,
      reentry: { mode: 'once' },
    });
    expect(flowSaved.status).toBe(200);
    const activate = await shop.panel.post(`/api/flows/${flow.body.data.id}/activate`);
    expect(activate.status).toBe(422);
    expect(fieldsOf(activate.body)).toEqual({ 'takk.template_id': NOT_FOUND });
  });
});
