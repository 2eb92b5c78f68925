import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, createUser, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { PNG, upload } from './images';

/**
 * E-mail templates (issue 15): saved from the builder with the MJML compiled and the merge tags checked
 * on the server, the transactional flag behind its permission, previews from a real order, test sends.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_PER_IP_PER_MINUTE: '1000', JOB_POLL_MS: '60000' }, undefined, { clock });
});
afterAll(() => t.close());

const fieldsOf = (answer: { body: unknown }) => (answer.body as ApiError).error.fields;
const messageOf = (answer: { body: unknown }) => (answer.body as ApiError).error.message;

const MJML = `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Hei {{ customer.first_name }}!</mj-text>
  <mj-text>{% for line in order.lines %}{{ line.quantity }} × {{ line.name }}: {{ line.total }}
{% endfor %}Sum: {{ order.total }}</mj-text>
  <mj-button href="{{ unsubscribe_url }}">Meld av</mj-button>
</mj-column></mj-section></mj-body></mjml>`;

interface TemplateAnswer {
  data: { id: number; name: string; type: string; transactional: boolean; can_change_transactional: boolean };
}

async function shop() {
  const { account, owner } = await createAccountWithOwner(t.database.db, { packages: ['PACKAGE_EMAIL'] });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const create = async (body: Record<string, unknown>) => {
    const answer = await panel.post<TemplateAnswer>('/api/emails/templates', { name: 'Nyhetsbrev', ...body });
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  return { account, owner, panel, create };
}

describe('templates', () => {
  it('needs a name, takes the type’s transactional default, and lists, duplicates and deletes', async () => {
    const s = await shop();
    const nameless = await s.panel.post('/api/emails/templates', { name: ' ' });
    expect(nameless.status).toBe(400);
    expect(fieldsOf(nameless)).toEqual({ name: 'Malen må ha et navn.' });
    const basic = await s.create({ mjml: MJML, subject: 'Hei {{ customer.name }}' });
    expect(basic).toMatchObject({ type: 'BASIC', transactional: false, can_change_transactional: false });
    const reminder = await s.create({ name: 'Handlekurv', type: 'CART_REMINDER' });
    expect(reminder.transactional).toBe(true);
    const copy = await s.panel.post<TemplateAnswer>(`/api/emails/templates/${basic.id}/duplicate`);
    expect(copy.body.data).toMatchObject({ name: 'Nyhetsbrev (kopi)', transactional: false });
    const list = await s.panel.get<{ data: Array<{ name: string }> }>('/api/emails/templates');
    expect(list.body.data.map((row) => row.name).sort()).toEqual([
      'Handlekurv',
      'Nyhetsbrev',
      'Nyhetsbrev (kopi)',
    ]);
    expect((await s.panel.delete(`/api/emails/templates/${copy.body.data.id}`)).status).toBe(204);
    expect((await s.panel.get(`/api/emails/templates/${copy.body.data.id}`)).status).toBe(404);
  });

  it('refuses MJML no client can show, merge tags written wrong or unknown, and tags that read files', async () => {
    const s = await shop();
    const broken = await s.panel.post('/api/emails/templates', {
      name: 'X',
      mjml: '<mjml><mj-body><mj-fisk/></mj-body></mjml>',
    });
    expect(fieldsOf(broken)).toEqual({
      mjml: 'Designet kan ikke gjøres om til e-post. Åpne det i byggeren og lagre på nytt.',
    });
    const syntax = await s.panel.post('/api/emails/templates', {
      name: 'X',
      subject: 'Hei {{ customer.name ',
    });
    expect(fieldsOf(syntax)).toEqual({
      subject: 'En flettekode er skrevet feil (sjekk {{ og }} og {% og %}).',
    });
    const unknown = await s.panel.post('/api/emails/templates', {
      name: 'X',
      preview_text: '{{ customer.password }}',
      subject: '{{ process.env }}',
    });
    expect(fieldsOf(unknown)).toEqual({
      subject: 'Malen bruker en flettekode som ikke finnes.',
      preview_text: 'Malen bruker en flettekode som ikke finnes.',
    });
    for (const tag of ["{% include '/etc/passwd' %}", "{% render 'package.json' %}", '{% layout "x" %}']) {
      const files = await s.panel.post('/api/emails/templates', {
        name: 'X',
        mjml: `<mjml><mj-body><mj-section><mj-column><mj-text>${tag}</mj-text></mj-column></mj-section></mj-body></mjml>`,
      });
      expect(files.status).toBe(400);
    }
    const endless = await s.panel.post('/api/emails/templates', {
      name: 'X',
      subject: '{% for i in (1..100000000) %}{{ i }}{% endfor %}',
    });
    expect(endless.status).toBe(400);
    expect((await s.panel.get<{ data: unknown[] }>('/api/emails/templates')).body.data).toHaveLength(0);
  });

  it('lets only platform staff switch the transactional flag (spec: no permission to change transaction)', async () => {
    const s = await shop();
    const template = await s.create({ mjml: MJML });
    const denied = await s.panel.put(`/api/emails/templates/${template.id}`, {
      name: 'N',
      transactional: true,
    });
    expect(denied.status).toBe(403);
    expect(messageOf(denied)).toBe('Du har ikke tilgang til å endre om malen er transaksjonell.');
    expect((await s.panel.post('/api/emails/templates', { name: 'Y', transactional: true })).status).toBe(
      403,
    );
    // Saving without the flag, or with the value it has, is not a change.
    expect(
      (await s.panel.put(`/api/emails/templates/${template.id}`, { name: 'N', transactional: false })).status,
    ).toBe(200);
    const staffUser = await createUser(t.database.db, { roles: ['staff'] });
    const staff = await signedIn(t.url, staffUser);
    staff.account = s.account.id;
    const changed = await staff.put<TemplateAnswer>(`/api/emails/templates/${template.id}`, {
      name: 'N',
      mjml: MJML,
      transactional: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ transactional: true, can_change_transactional: true });
    expect(
      (await s.panel.get<TemplateAnswer>(`/api/emails/templates/${template.id}`)).body.data.transactional,
    ).toBe(true);
  });
});

describe('preview and test send', () => {
  it('fills the merge tags from the shop’s newest order and customer, escaped, amounts in kr', async () => {
    const s = await shop();
    const key = await s.panel.post<{ data: { key: string } }>('/api/settings/api-keys', { label: 'Butikk' });
    const auth = { authorization: `Bearer ${key.body.data.key}` };
    const client = new TestClient(t.url);
    await client.post(
      '/api/ingest/customers',
      [{ email: 'kari@example.no', name: 'Kari <b>Nordmann</b>' }],
      auth,
    );
    const answer = await client.post(
      '/api/ingest/orders',
      [
        {
          type: 'created',
          order_id: 'A-1',
          created_at: '2026-06-09T10:00:00Z',
          subtotal: 1298,
          total: 1298,
          customer_email: 'kari@example.no',
          lines: [
            { product_id: 'p1', name: 'Joggesko', quantity: 2, price: 499 },
            { product_id: 'p2', name: 'Lue', quantity: 1, price: 300 },
          ],
        },
      ],
      auth,
    );
    expect(answer.status).toBe(200);
    const template = await s.create({ mjml: MJML, subject: 'Takk, {{ customer.name }}' });
    const preview = await s.panel.post<{
      data: { subject: string; html: string; text: string; order_id: string };
    }>(`/api/emails/templates/${template.id}/preview`, {});
    expect(preview.status).toBe(200);
    expect(preview.body.data.order_id).toBe('A-1');
    expect(preview.body.data.subject).toBe('Takk, Kari <b>Nordmann</b>');
    expect(preview.body.data.html).toContain('Hei Kari!');
    expect(preview.body.data.html).not.toContain('<b>Nordmann');
    expect(preview.body.data.text).toContain('2 × Joggesko: 998,00 kr');
    expect(preview.body.data.text).toContain('Sum: 1\u00a0298,00 kr');

    const sent = await s.panel.post<{ data: { id: string } }>(
      `/api/emails/templates/${template.id}/test-send`,
      { to: s.owner.email.toUpperCase() },
    );
    expect(sent.status).toBe(200);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.id, sent.body.data.id));
    expect(mail).toMatchObject({ to: s.owner.email, kind: 'template_test', accountId: s.account.id });
    expect(mail?.subject).toBe('[Test] Takk, Kari <b>Nordmann</b>');
    expect(mail?.html).toContain('Hei Kari!');
    expect(mail?.text).toContain('Sum: 1\u00a0298,00 kr');
    expect(
      fieldsOf(await s.panel.post(`/api/emails/templates/${template.id}/test-send`, { to: 'nei' })),
    ).toEqual({
      to: 'Ugyldig e-postadresse.',
    });
  });

  it("gives the design's own images this server's public address in the mail", async () => {
    const s = await shop();
    // The account's own stored image (another account's is refused on save: foreign-references.test.ts).
    const uploaded = await upload(`${t.url}/api/builder/images`, PNG, 'image/png', {
      authorization: `Bearer ${s.panel.token}`,
      'authorized-account': String(s.panel.account),
    });
    const path = (uploaded.body as { data: { url: string } }).data.url;
    const template = await s.create({
      mjml: `<mjml><mj-body><mj-section><mj-column><mj-image src="${path}" alt="Sko"></mj-image><mj-image src="https://cdn.example.no/sko.png" alt="Annen"></mj-image></mj-column></mj-section></mj-body></mjml>`,
    });
    const preview = await s.panel.post<{ data: { html: string } }>(
      `/api/emails/templates/${template.id}/preview`,
      {},
    );
    expect(preview.body.data.html).toContain(`src="${t.config.publicUrl}${path}"`);
    expect(preview.body.data.html).toContain('src="https://cdn.example.no/sko.png"');
  });

  it('another account cannot read, change, preview, send, copy or delete a template', async () => {
    const mine = await shop();
    const other = await shop();
    const template = await mine.create({ mjml: MJML });
    const path = `/api/emails/templates/${template.id}`;
    expect((await other.panel.get(path)).status).toBe(404);
    expect((await other.panel.put(path, { name: 'Min nå' })).status).toBe(404);
    expect((await other.panel.post(`${path}/preview`, {})).status).toBe(404);
    expect((await other.panel.post(`${path}/test-send`, { to: 'a@example.no' })).status).toBe(404);
    expect((await other.panel.post(`${path}/duplicate`)).status).toBe(404);
    expect((await other.panel.delete(path)).status).toBe(404);
    expect((await other.panel.get<{ data: unknown[] }>('/api/emails/templates')).body.data).toHaveLength(0);
    expect((await mine.panel.get<TemplateAnswer>(path)).body.data.name).toBe('Nyhetsbrev');
  });
});
