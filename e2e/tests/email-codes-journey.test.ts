import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUrl, callApi, goSignedIn, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { receivedMailsTo } from '../support/mail-catcher';
import { sharedServer } from '../support/shared-servers';

/**
 * Issue 29, codes in e-mails: an owner puts the discount block in a design, picks a unique-code template
 * as its source, sees a sample code in the canvas and the preview, sends a campaign to a small segment,
 * and every recipient's mail at the SMTP server holds their own code of the account. A design showing a
 * code with no source is refused on the field before anything is sent.
 */
const fresh = useFreshPages();
const RUN = Date.now().toString(36);
const TAG = `kode${RUN}`;
const address = (name: string) => `${name}.${RUN}@example.no`;
const PEOPLE = ['anne', 'bjorn', 'cecilie'];
const SOURCE_REQUIRED =
  'E-posten viser en rabattkode. Velg hvor koden kommer fra: en fast rabattkode eller en mal for unike koder.';

let session: SessionAnswer;
let templateCode: { id: number; name: string };

beforeAll(async () => {
  session = await signInByApi('eier@demo.no');
  for (const name of PEOPLE) {
    await callApi('/audience/contacts', session, {
      method: 'POST',
      body: { email: address(name), name: `${name} ${RUN}`, tags: [TAG], subscribed: true },
    });
  }
  await callApi('/audience/segments', session, {
    method: 'POST',
    body: { name: `Kodesegment ${RUN}`, definition: { match: 'all', rules: [{ field: 'tag', value: TAG }] } },
  });
  // A template for unique codes, as the owner makes it under Rabattkoder.
  const made = await callApi<{ data: { id: number; name: string } }>('/discounts/codes', session, {
    method: 'POST',
    body: {
      name: `Velkomst ${RUN}`,
      code: `VELKOMST${RUN}`.toUpperCase(),
      type: 'percent',
      amount: 15,
      auto_create_unique: true,
    },
  });
  templateCode = made.data;
});

async function openSignedIn(path: string) {
  const testPage = await fresh();
  await goSignedIn(testPage.page, session, path);
  return testPage;
}

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function mailsTo(to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await receivedMailsTo(sharedServer().mailDir, to);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('codes in e-mails', () => {
  // A long journey (builder, preview, campaign, the send on the job layer): more than the default 30 s.
  it('sends each recipient their own code from the template the discount block was given', {
    timeout: 120_000,
  }, async () => {
    const { page, problems } = await openSignedIn('/emails/templates');
    await heading(page, 'E-postmaler').waitFor();
    await page.getByRole('button', { name: 'Ny mal' }).click();
    const create = page.getByRole('dialog', { name: 'Ny e-postmal' });
    await create.getByLabel(/^Navn/).fill(`Velkomstkode ${RUN}`);
    await create.getByRole('button', { name: 'Opprett og åpne' }).click();
    await page.waitForURL(/\/template\/builder\/\d+$/);
    const templateId = Number(/(\d+)$/.exec(page.url())?.[1]);

    // The discount block, clicked in: the builder asks where its code comes from.
    await page.locator('.gjs-block').filter({ hasText: 'Rabattkode' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Hvor kommer rabattkoden fra?' });
    await ask.waitFor();
    await choose(page, 'Rabattkode i e-posten', `${templateCode.name}: unik kode til hver mottaker`);
    await ask.getByRole('button', { name: 'Bruk' }).click();
    await ask.waitFor({ state: 'detached' });

    // The canvas shows a sample code in the box, never the raw merge tag.
    const canvas = page.frameLocator('iframe.gjs-frame');
    const code = canvas.locator('span.discount-code');
    await code.waitFor();
    expect(await code.evaluate((span) => getComputedStyle(span, '::after').content)).toBe('"EKSEMPELKODE"');
    expect(await code.evaluate((span) => getComputedStyle(span).fontSize)).toBe('0px');

    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Alt er lagret').waitFor();
    const saved = await callApi<{ data: { discount_id: number | null; needs_discount_code: boolean } }>(
      `/emails/templates/${templateId}`,
      session,
    );
    expect(saved.data).toMatchObject({ discount_id: templateCode.id, needs_discount_code: true });

    await page.getByRole('button', { name: 'Forhåndsvis' }).click();
    const preview = page.getByRole('dialog', { name: 'Forhåndsvisning' });
    const frame = preview.frameLocator('iframe[title="E-posten slik mottakeren ser den"]');
    await frame.getByText('EKSEMPELKODE').waitFor();
    expect(await frame.locator('body').textContent()).not.toContain('{{');
    await expectAccessible(page, 'the preview with a sample code', ['iframe[sandbox]', '.gjs-editor-cont']);
    await preview.getByRole('button', { name: 'Lukk' }).first().click();

    // A campaign of it to the small segment, sent now.
    await page.goto(appUrl(`/${session.account_id}/emails/campaigns/new`));
    await heading(page, 'Ny kampanje').waitFor();
    await page.getByLabel(/^Navn/).fill(`Kodekampanje ${RUN}`);
    await choose(page, /^Mal/, `Velkomstkode ${RUN}`);
    await choose(page, 'Mottakere', new RegExp(`^Kodesegment ${RUN}`));
    await page.getByRole('button', { name: 'Lagre utkast' }).click();
    await heading(page, `Kodekampanje ${RUN}`).waitFor();
    await page.getByRole('button', { name: 'Send nå' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sende kampanjen nå?' });
    await confirm.getByRole('button', { name: 'Send nå' }).click();
    await page.getByText('Sendt', { exact: true }).waitFor({ timeout: 25_000 });

    // At the SMTP server: each recipient's mail holds a code of the template, and no two the same.
    const unique = await callApi<{ data: Array<{ code: string; recipient: string | null }> }>(
      `/discounts/codes/${templateCode.id}/unique-codes`,
      session,
    );
    const codes: string[] = [];
    for (const name of PEOPLE) {
      const [mail] = await mailsTo(address(name), 1);
      expect(mail).not.toContain('EKSEMPELKODE');
      const own = unique.data.find((row) => row.recipient === address(name));
      expect(own).toBeDefined();
      expect(mail).toContain(own?.code);
      codes.push(own?.code ?? '');
    }
    expect(new Set(codes).size).toBe(PEOPLE.length);
    expect(problems).toEqual([]);
  });

  it('refuses, on the field, a campaign whose design shows a code with no source', async () => {
    await callApi('/emails/templates', session, {
      method: 'POST',
      body: {
        name: `Uten kilde ${RUN}`,
        mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Koden: {{ discount_code }}</mj-text></mj-column></mj-section></mj-body></mjml>',
      },
    });
    const { page, problems } = await openSignedIn('/emails/campaigns/new');
    await heading(page, 'Ny kampanje').waitFor();
    // Transactional mails are not offered for a campaign.
    await page.getByRole('combobox', { name: /^Mal/ }).click();
    await page.getByRole('option', { name: `Uten kilde ${RUN}` }).waitFor();
    expect(await page.getByRole('option', { name: 'Ordrebekreftelse' }).count()).toBe(0);
    await page.getByRole('option', { name: `Uten kilde ${RUN}` }).click();
    await page.getByLabel(/^Navn/).fill(`Uten kilde ${RUN}`);
    await page.getByRole('button', { name: 'Lagre utkast' }).click();
    const field = page.getByRole('combobox', { name: 'Rabattkode i e-posten' });
    await page.getByText(SOURCE_REQUIRED).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const described = (await field.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described.split(' ')[0]}"]`).textContent()).toContain(SOURCE_REQUIRED);
    await expectAccessible(page, 'a campaign refused for its missing code source');
    expect(page.url()).toMatch(/\/emails\/campaigns\/new$/);
    expect(problems).toEqual([]);
  });
});
