import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { startSmtpPeer } from './smtp-peer';

/**
 * Flow templates that run (issue 29): choosing a template makes the typed e-mails it needs and wires
 * them in; a send step takes only an e-mail of a type its start may send, and only the account's own;
 * the abandoned-cart reminder lists the cart's lines with their pictures and links back to the cart.
 */
const HOUR = 3_600_000;
// 10:00 in Oslo: the reminder 4 hours later falls outside quiet hours.
const clock = new ManualClock('2026-06-10T08:00:00Z');
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp(
    { SMTP_URL: smtp.url, JOB_POLL_MS: '60000', LOGIN_MAX_PER_IP_PER_MINUTE: '1000' },
    undefined,
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Step {
  id: string;
  type: string;
  template_id?: number | null;
}
interface FlowAnswer {
  data: {
    id: number;
    definition: { start: unknown; first: string | null; steps: Step[] };
    problems: unknown[];
  };
}
interface TemplateList {
  data: Array<{ id: number; name: string; type: string; transactional: boolean }>;
}

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const create = async (name: string, template: string) => {
    const created = await panel.post<FlowAnswer>('/api/flows', { name, template });
    expect(created.status).toBe(201);
    return created.body.data;
  };
  const email = async (type: string) => {
    const created = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: `E-post ${type}`,
      type,
      subject: 'Hei',
      mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Hei</mj-text></mj-column></mj-section></mj-body></mjml>',
    });
    expect(created.status).toBe(201);
    return created.body.data.id;
  };
  const save = (flow: FlowAnswer['data'], mails: Record<string, number>) =>
    panel.put<FlowAnswer>(`/api/flows/${flow.id}`, {
      name: 'Flyt',
      definition: {
        ...flow.definition,
        steps: flow.definition.steps.map((step) =>
          step.id in mails ? { ...step, template_id: mails[step.id] } : step,
        ),
      },
      reentry: { mode: 'once' },
    });
  return { account, panel, create, email, save };
}

const sendSteps = (flow: FlowAnswer['data']) =>
  flow.definition.steps.filter((step) => step.type === 'send_email');
const fields = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;

describe('flow templates', () => {
  it('make the e-mails they need, of the right type, wired into their send steps', async () => {
    const s = await shop();
    const cart = await s.create('Forlatt kurv', 'abandoned_cart');
    const winBack = await s.create('Vinn tilbake', 'not_purchased_30_days');
    const templates = (await s.panel.get<TemplateList>('/api/emails/templates')).body.data;
    const byId = new Map(templates.map((row) => [row.id, row]));
    const cartMails = sendSteps(cart).map((step) => byId.get(step.template_id ?? 0));
    expect(cartMails.map((row) => [row?.type, row?.name])).toEqual([
      ['CART_REMINDER', 'Forlatt kurv: påminnelse etter 4 timer'],
      ['CART_REMINDER', 'Forlatt kurv: påminnelse etter 24 timer'],
    ]);
    expect(sendSteps(winBack).map((step) => byId.get(step.template_id ?? 0)?.type)).toEqual(['BASIC']);
    expect(templates).toHaveLength(3);
    // Nothing left to choose: each activates as it is.
    expect(cart.problems).toEqual([]);
    expect(winBack.problems).toEqual([]);
    expect((await s.panel.post(`/api/flows/${cart.id}/activate`)).status).toBe(200);
    expect((await s.panel.post(`/api/flows/${winBack.id}/activate`)).status).toBe(200);
  });

  it('refuses an e-mail whose type the start cannot send, on its field, and keeps what was saved', async () => {
    const s = await shop();
    const cart = await s.create('Kurv', 'abandoned_cart');
    const winBack = await s.create('Savner deg', 'not_purchased_30_days');
    const confirmation = await s.email('ORDER_CONFIRMATION');
    const basic = await s.email('BASIC');
    const reminder = sendSteps(cart)[0]?.template_id ?? 0;
    const wrongType = 'Denne typen e-post passer ikke til flytens start. Velg en e-post av riktig type.';
    for (const [flow, id] of [
      [cart, confirmation],
      [cart, basic],
      [winBack, confirmation],
      [winBack, reminder],
    ] as const) {
      const refused = await s.save(flow, { 'mail-1': id });
      expect(refused.status).toBe(400);
      expect(fields(refused)).toEqual({ 'mail-1.template_id': wrongType });
    }
    const kept = await s.panel.get<FlowAnswer>(`/api/flows/${cart.id}`);
    expect(sendSteps(kept.body.data)[0]?.template_id).toBe(reminder);
    // An order flow may send its order confirmation.
    const order = await s.create('Takk', 'not_purchased_30_days');
    const onOrder = await s.panel.put<FlowAnswer>(`/api/flows/${order.id}`, {
      name: 'Takk',
      definition: {
        ...order.definition,
        start: { kind: 'event', event: 'new_order' },
        steps: order.definition.steps.map((step) =>
          step.type === 'send_email' ? { ...step, template_id: confirmation } : step,
        ),
      },
      reentry: { mode: 'once' },
    });
    expect(onOrder.status).toBe(200);
    expect(onOrder.body.data.problems).toEqual([]);
  });

  it("does not let another account use this account's e-mail in a flow", async () => {
    const s = await shop();
    const mine = await s.create('Min kurv', 'abandoned_cart');
    const myReminder = sendSteps(mine)[0]?.template_id ?? 0;
    const other = await shop();
    const theirs = await other.create('Deres kurv', 'abandoned_cart');
    const refused = await other.save(theirs, { 'mail-1': myReminder });
    expect(refused.status).toBe(400);
    expect(fields(refused)).toEqual({
      'mail-1.template_id': 'Den valgte e-posten finnes ikke lenger. Velg en annen.',
    });
    const theirsNow = await other.panel.get<FlowAnswer>(`/api/flows/${theirs.id}`);
    expect(sendSteps(theirsNow.body.data)[0]?.template_id).not.toBe(myReminder);
    expect((await other.panel.get(`/api/emails/templates/${myReminder}`)).status).toBe(404);
  });

  it('sends a reminder that lists the cart with pictures and links back to the cart', async () => {
    const s = await shop();
    const key = await s.panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
    const feed = new TestClient(t.url);
    const picture = 'https://butikk.example.no/bilder/fjellsko.webp';
    const put = await feed.request('PUT', '/api/ingest/products/fjellsko', {
      body: { name: 'Fjellsko', price: 1299, image_url: picture },
      headers: { authorization: `Bearer ${key.body.data.key}` },
    });
    expect(put.status).toBe(200);
    const flow = await s.create('Kurv', 'abandoned_cart');
    expect((await s.panel.post(`/api/flows/${flow.id}/activate`)).status).toBe(200);
    const email = `kari.${s.account.id}@example.no`;
    await t.app.platform.events.unitOfWork(async (_tx, publish) => {
      publish('cart.abandoned', s.account.id, {
        visitor_id: 'v-kari',
        email,
        lines: [
          { product_id: 'fjellsko', name: 'Fjellsko', quantity: 2, price_ore: 129_900 },
          { product_id: 'ukjent', name: 'Sokker', quantity: 1, price_ore: 9_900 },
        ],
        total_ore: 269_700,
        changed_at: clock.now().toISOString(),
        abandoned_after_minutes: 60,
        page_url: 'https://butikk.example.no/produkt/fjellsko',
      });
    });
    await t.app.platform.jobs.runDue();
    clock.advance(4 * HOUR);
    await t.app.platform.jobs.runDue();
    const mail = smtp.received.find((item) => item.to.includes(email));
    expect(mail).toBeDefined();
    // Quoted-printable back to text (=C2=A0 is the no-break space in "2 598,00 kr").
    const bytes = (mail?.raw ?? '')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const html = Buffer.from(bytes, 'latin1')
      .toString('utf8')
      .replace(/\u00a0/g, ' ');
    expect(html).toContain(`src="${picture}"`);
    for (const text of ['Fjellsko', '2 stk', '2 598,00 kr', 'Sokker', '99,00 kr', 'Totalt: 2 697,00 kr']) {
      expect(html).toContain(text);
    }
    // The button goes through the signed click link to the cart, its lines in `kurv`.
    const click = [...html.matchAll(/href="(http[^"]+\/api\/e\/f\/c\/[^"]+)"/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    );
    const visitor = new TestClient(t.url);
    const targets = await Promise.all(
      click.map(async (link) =>
        (await visitor.request('GET', link.replace(/^https?:\/\/[^/]+/, ''))).headers.get('location'),
      ),
    );
    expect(targets).toContain('https://butikk.example.no/produkt/fjellsko?kurv=fjellsko%3A2%2Cukjent%3A1');
  });
});
