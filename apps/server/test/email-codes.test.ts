import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountUniqueCodes, emailCampaignRecipients, outbox } from '../src/db/schema';
import { campaignCodeSource, recipientCode } from '../src/modules/email/campaign-codes';
import { findCampaignById } from '../src/modules/email/campaign-repository';
import { ManualClock } from '../src/platform';
import { createAccountWithOwner, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { type ApiError, TestClient } from './http';
import { runQueuedJobs } from './support/run-queued-jobs';

/**
 * Codes in e-mails (issue 29): a design showing `{{ discount_code }}` needs a code source of the account
 * (a fixed code or a unique-code template) before it is sent; each recipient gets their own unique code,
 * once, across a crash; preview, test send and the real mail come from one render path.
 */
let t: TestApp;
const clock = new ManualClock('2026-06-10T10:00:00Z');

beforeAll(async () => {
  // No SMTP_URL: campaign mails are kept in the outbox, where the test reads what each recipient got.
  t = await startTestApp(
    { JOB_POLL_MS: '60000', EMAIL_CAMPAIGN_RATE: '5', LOGIN_MAX_PER_IP_PER_MINUTE: '1000' },
    undefined,
    { clock },
  );
});
afterAll(async () => t.close());

const runJobs = () => runQueuedJobs(t, clock);

/** Only the shop's name and the code: what differs between a preview and a mail is the data alone. */
const CODE_MJML = `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Fra {{ shop.name }}</mj-text>
  <mj-text><span class="code">{{ discount_code }}</span></mj-text>
</mj-column></mj-section></mj-body></mjml>`;

async function shop(subscribers: number) {
  const { account, owner } = await createAccountWithOwner(t.database.db, {
    packages: ['PACKAGE_EMAIL', 'PACKAGE_DISCOUNTS'],
  });
  const panel = await signedIn(t.url, owner);
  panel.account = account.id;
  const tag = `k${account.id}`;
  const rows = ['e-post;navn;samtykke'];
  for (let i = 0; i < subscribers; i++) rows.push(`kunde${i}.${tag}@example.no;Kunde ${i};ja`);
  const imported = await panel.request('POST', '/api/audience/contacts/import', {
    rawBody: rows.join('\n'),
    headers: { 'content-type': 'text/csv' },
  });
  expect(imported.status).toBe(200);
  const discount = async (body: Record<string, unknown>) => {
    const answer = await panel.post<{ data: { id: number } }>('/api/discounts/codes', {
      name: 'Velkommen',
      type: 'percent',
      amount: 10,
      ...body,
    });
    expect(answer.status).toBe(201);
    return answer.body.data.id;
  };
  const template = async (body: Record<string, unknown> = {}) => {
    const answer = await panel.post<{ data: { id: number } }>('/api/emails/templates', {
      name: 'Rabatt',
      subject: 'Din kode',
      preview_text: 'Bare for deg',
      mjml: CODE_MJML,
      ...body,
    });
    expect(answer.status).toBe(201);
    return answer.body.data.id;
  };
  return { account, owner, panel, tag, discount, template };
}

const fieldsOf = (body: unknown) => (body as ApiError).error.fields;
const SOURCE_REQUIRED =
  'E-posten viser en rabattkode. Velg hvor koden kommer fra: en fast rabattkode eller en mal for unike koder.';

describe('codes in e-mails', () => {
  it('refuses a campaign whose design shows a code without a source, on the field, before sending', async () => {
    const s = await shop(2);
    const templateId = await s.template();
    const created = await s.panel.post('/api/emails/campaigns', { name: 'Rabatt', template_id: templateId });
    expect(created.status).toBe(400);
    expect(fieldsOf(created.body)).toEqual({ discount_id: SOURCE_REQUIRED });
    // The merge tag in the subject alone needs one too.
    const plain = await s.template({ mjml: '', subject: 'Koden din: {{ discount_code }}' });
    const bySubject = await s.panel.post('/api/emails/campaigns', { name: 'Rabatt', template_id: plain });
    expect(fieldsOf(bySubject.body)).toEqual({ discount_id: SOURCE_REQUIRED });
    // A draft saved before the design got its code is refused at the start, and nothing is queued.
    const noCode = await s.template({ mjml: CODE_MJML.replace('{{ discount_code }}', 'KODE') });
    const draft = await s.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Rabatt',
      template_id: noCode,
    });
    expect(draft.status).toBe(201);
    const edited = await s.panel.put(`/api/emails/templates/${noCode}`, { name: 'Rabatt', mjml: CODE_MJML });
    expect(edited.status).toBe(200);
    const send = await s.panel.post(`/api/emails/campaigns/${draft.body.data.id}/send`);
    expect(send.status).toBe(400);
    expect(fieldsOf(send.body)).toEqual({ discount_id: SOURCE_REQUIRED });
    const test = await s.panel.post(`/api/emails/campaigns/${draft.body.data.id}/test-send`, {
      to: 'test@example.no',
    });
    expect(fieldsOf(test.body)).toEqual({ discount_id: SOURCE_REQUIRED });
    const campaign = await s.panel.get<{ data: { status: string } }>(
      `/api/emails/campaigns/${draft.body.data.id}`,
    );
    expect(campaign.body.data.status).toBe('draft');
  });

  it('refuses a transactional template for a campaign', async () => {
    const s = await shop(1);
    const confirmation = await s.template({ type: 'ORDER_CONFIRMATION', mjml: '' });
    const created = await s.panel.post('/api/emails/campaigns', { name: 'Ordre', template_id: confirmation });
    expect(fieldsOf(created.body)).toEqual({
      template_id: 'Transaksjonelle e-poster kan ikke sendes som kampanje. Velg en mal for markedsføring.',
    });
  });

  it('gives each recipient one unique code of the template, the same one after a crash mid-send', async () => {
    const s = await shop(12);
    const templateCode = await s.discount({ code: `VELKOMMEN${s.account.id}`, auto_create_unique: true });
    const templateId = await s.template({ discount_id: templateCode });
    const created = await s.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Velkommen',
      template_id: templateId,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await s.panel.post(`/api/emails/campaigns/${id}/send`)).status).toBe(200);
    // The recipients and the first paced batch (5). Then two copies of a job take the next 5 at once (a
    // retry racing the original), each minting their codes, and both die before sending: the run after
    // takes them again and must give each the code already made, never a second one.
    await t.app.platform.jobs.runDue();
    const db = t.database.db;
    const campaign = await findCampaignById(db, id);
    if (!campaign) throw new Error('campaign missing');
    const taken = await db
      .select()
      .from(emailCampaignRecipients)
      .where(and(eq(emailCampaignRecipients.campaignId, id), eq(emailCampaignRecipients.status, 'queued')))
      .orderBy(emailCampaignRecipients.id)
      .limit(5);
    expect(taken).toHaveLength(5);
    const source = await campaignCodeSource(db, campaign);
    const minted = await Promise.all(
      taken.flatMap((row) => [
        recipientCode(db, campaign, source, row, clock.now()),
        recipientCode(db, campaign, source, row, clock.now()),
      ]),
    );
    for (let i = 0; i < minted.length; i += 2) expect(minted[i]).toBe(minted[i + 1]);
    await db
      .update(emailCampaignRecipients)
      .set({ status: 'sending', claimedAt: new Date(clock.now().getTime() - 600_000) })
      .where(
        inArray(
          emailCampaignRecipients.id,
          taken.map((row) => row.id),
        ),
      );
    await runJobs();
    const mails = await t.database.db
      .select({ to: outbox.to, html: outbox.html, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.accountId, s.account.id), eq(outbox.kind, 'campaign')));
    const recipients = await t.database.db
      .select({ email: emailCampaignRecipients.email, code: emailCampaignRecipients.discountCode })
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, id));
    expect(recipients).toHaveLength(12);
    const codes = await t.database.db
      .select({ code: discountUniqueCodes.codeKey, recipient: discountUniqueCodes.recipient })
      .from(discountUniqueCodes)
      .where(eq(discountUniqueCodes.templateId, templateCode));
    // One code per recipient, made for them, and none minted twice.
    expect(codes).toHaveLength(12);
    expect(new Set(codes.map((code) => code.recipient))).toEqual(new Set(recipients.map((row) => row.email)));
    for (const recipient of recipients) {
      const own = codes.find((code) => code.recipient === recipient.email);
      expect(recipient.code).toBe(own?.code);
      const got = mails.filter((mail) => mail.to === recipient.email);
      expect(got.length).toBeGreaterThan(0);
      for (const mail of got) {
        expect(mail.html).toContain(`<span class="code">${recipient.code}</span>`);
        expect(mail.text).toContain(recipient.code);
      }
    }
    // The codes the dead workers made are the ones the recipients got.
    for (const [index, row] of taken.entries())
      expect(recipients.find((r) => r.email === row.email)?.code).toBe(minted[index * 2]);
  });

  it('renders preview, test send and the real mail by one path: the same HTML but for the code', async () => {
    const s = await shop(1);
    const templateCode = await s.discount({ code: `UNIK${s.account.id}`, auto_create_unique: true });
    const templateId = await s.template({ discount_id: templateCode });
    const preview = await s.panel.post<{ data: { html: string; subject: string } }>(
      `/api/emails/templates/${templateId}/preview`,
      {},
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.html).toContain('<span class="code">EKSEMPELKODE</span>');
    expect(preview.body.data.html).toMatch(/<html lang="nb"/);
    const created = await s.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Velkommen',
      template_id: templateId,
    });
    const id = created.body.data.id;
    const test = await s.panel.post(`/api/emails/campaigns/${id}/test-send`, {
      to: s.owner.email,
    });
    expect(test.status).toBe(200);
    await s.panel.post(`/api/emails/campaigns/${id}/send`);
    await runJobs();
    const [testMail] = await t.database.db
      .select({ html: outbox.html })
      .from(outbox)
      .where(and(eq(outbox.accountId, s.account.id), eq(outbox.kind, 'template_test')));
    const [sent] = await t.database.db
      .select({ html: outbox.html, to: outbox.to })
      .from(outbox)
      .where(and(eq(outbox.accountId, s.account.id), eq(outbox.kind, 'campaign')));
    const [recipient] = await t.database.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, id));
    if (!recipient?.discountCode || !sent?.html || !testMail?.html) throw new Error('mails missing');
    // The recipient's own links (unsubscribe, open pixel) are data too: put the sample's in their place.
    const asSample = sent.html
      .replace(recipient.discountCode, 'EKSEMPELKODE')
      .replace(/<img src="[^"]*\/api\/e\/o\/[^"]+"[^>]*>/, '')
      .replaceAll(new RegExp(`[^"]*/api/e/u/${recipient.token}`, 'g'), '#avmelding');
    expect(asSample).toBe(preview.body.data.html);
    expect(testMail.html).toBe(preview.body.data.html);
    expect(sent.html).toContain('Bare for deg');
    expect(sent.html).toMatch(/<html lang="nb"/);
  });

  it('shows a fixed code as it is in preview and mail', async () => {
    const s = await shop(2);
    const fixed = await s.discount({ code: `SOMMER${s.account.id}` });
    const templateId = await s.template();
    const created = await s.panel.post<{ data: { id: number } }>('/api/emails/campaigns', {
      name: 'Sommer',
      template_id: templateId,
      discount_id: fixed,
    });
    expect(created.status).toBe(201);
    await s.panel.post(`/api/emails/campaigns/${created.body.data.id}/send`);
    await runJobs();
    const mails = await t.database.db
      .select({ html: outbox.html })
      .from(outbox)
      .where(and(eq(outbox.accountId, s.account.id), eq(outbox.kind, 'campaign')));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.html).toContain(`<span class="code">SOMMER${s.account.id}</span>`);
  });

  it("lets no account use another account's discount or template as a code source", async () => {
    const mine = await shop(1);
    const other = await shop(1);
    const theirs = await other.discount({ code: `ANDRE${other.account.id}`, auto_create_unique: true });
    const sources = await mine.panel.get<{ data: Array<{ id: number }> }>('/api/emails/discount-sources');
    expect(sources.body.data.map((source) => source.id)).not.toContain(theirs);
    const template = await mine.panel.post('/api/emails/templates', {
      name: 'Lånt',
      mjml: CODE_MJML,
      discount_id: theirs,
    });
    expect(fieldsOf(template.body)).toEqual({
      discount_id: 'Den valgte rabattkoden finnes ikke på kontoen lenger. Velg en annen.',
    });
    const templateId = await mine.template();
    const campaign = await mine.panel.post('/api/emails/campaigns', {
      name: 'Lånt',
      template_id: templateId,
      discount_id: theirs,
    });
    expect(fieldsOf(campaign.body)).toEqual({
      discount_id: 'Den valgte rabattkoden finnes ikke på kontoen lenger. Velg en annen.',
    });
    // Their own template is not mine to use for a campaign either.
    const theirTemplate = await other.template();
    const borrowed = await mine.panel.post('/api/emails/campaigns', {
      name: 'Lånt',
      template_id: theirTemplate,
    });
    expect(fieldsOf(borrowed.body)).toEqual({ template_id: 'Velg en mal.' });
    const anonymous = new TestClient(t.url);
    expect((await anonymous.get('/api/emails/discount-sources')).status).toBe(401);
  });
});
