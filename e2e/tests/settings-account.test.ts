import type {
  ChatSettingsAnswer,
  CompanySettingsAnswer,
  EmailSenderSettingsAnswer,
  SessionAnswer,
} from '@butikkpanel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, callApi, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { useFreshPages } from '../support/browser';
import { openAs } from './account-helpers';

/** Demo Sko AS (account 1) as its owner: the settings are shared with other tests, so each is put back. */
const fresh = useFreshPages();
let owner: SessionAnswer;
let company: CompanySettingsAnswer['data'];
let sender: EmailSenderSettingsAnswer['data'];
let chat: ChatSettingsAnswer['data'];

beforeAll(async () => {
  owner = await signInByApi('eier@demo.no');
  expect(owner.account_id).toBe(1);
  company = (await callApi<CompanySettingsAnswer>('/account-settings/company', owner)).data;
  sender = (await callApi<EmailSenderSettingsAnswer>('/account-settings/email-sender', owner)).data;
  chat = (await callApi<ChatSettingsAnswer>('/account-settings/chat', owner)).data;
});

afterAll(async () => {
  // The widget tests that follow read the chat settings: they go back first.
  const { logo_url: _, ...companyBody } = company;
  const restores = [
    () => callApi('/account-settings/chat', owner, { method: 'PUT', body: chat }),
    () => callApi('/account-settings/company', owner, { method: 'PUT', body: companyBody }),
    () =>
      sender.from_email
        ? callApi('/account-settings/email-sender', owner, { method: 'PUT', body: sender })
        : callApi('/account-settings/email-sender', owner, { method: 'DELETE' }),
    () =>
      callApi('/auth/user/update', owner, {
        method: 'POST',
        body: { firstname: owner.user.firstname, lastname: owner.user.lastname },
      }),
  ];
  const failed = (await Promise.allSettled(restores.map((restore) => restore()))).filter(
    (result) => result.status === 'rejected',
  );
  expect(failed).toEqual([]);
});

const widgetConfig = async () => (await fetch(`${baseUrl()}/api/widget/1/config`)).json();

describe('settings: profile, company, e-mail sender and chat', () => {
  it('profile: saves the name, and shows a wrong old password on its field', async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/settings/profile');
    const first = page.getByRole('textbox', { name: 'Fornavn' });
    await first.waitFor();
    await expectAccessible(page, 'the profile screen');
    await first.fill('');
    await page.getByRole('button', { name: 'Lagre navn' }).click();
    await page.getByText('Feltet må fylles ut.').waitFor();
    await first.fill('Eva E2E');
    await page.getByRole('button', { name: 'Lagre navn' }).click();
    await page.getByText('Navnet er lagret.').waitFor();
    const me = await callApi<SessionAnswer>('/auth/me', owner);
    expect(me.user.firstname).toBe('Eva E2E');

    await page.getByLabel('Gammelt passord').fill('ikke-riktig-passord');
    await page.getByLabel(/^Nytt passord/).fill('Nytt-passord-2');
    await page.getByLabel('Gjenta nytt passord').fill('Nytt-passord-2');
    await page.getByRole('button', { name: 'Bytt passord' }).click();
    await page.getByText('Det gamle passordet er feil.').waitFor();
    expect(await page.getByLabel('Gammelt passord').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the profile screen with a field error');
    expect(problems).toEqual([]);
  });

  it('company: refuses a bad organisation number, then saves', async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/settings/company');
    const org = page.getByRole('textbox', { name: 'Organisasjonsnummer' });
    await org.waitFor();
    await expectAccessible(page, 'the company screen');
    await org.fill('12345');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Organisasjonsnummeret må ha 9 siffer.').waitFor();
    await org.fill('912345678');
    await page.getByRole('textbox', { name: 'Poststed' }).fill('Bergen');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Firmaopplysningene er lagret.').waitFor();
    const saved = await callApi<CompanySettingsAnswer>('/account-settings/company', owner);
    expect(saved.data).toMatchObject({
      org_number: '912345678',
      city: 'Bergen',
      company_name: company.company_name,
    });
    expect(problems).toEqual([]);
  });

  it('e-mail sender: refuses a bad address, saves, and sends a test mail into the outbox', async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/settings/email-sender');
    const from = page.getByRole('textbox', { name: 'Avsenderadresse' });
    await from.waitFor();
    await expectAccessible(page, 'the e-mail sender screen');
    await from.fill('butikk@');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Ugyldig e-postadresse.').waitFor();
    await from.fill('butikk@demosko.no');
    await page.getByRole('textbox', { name: 'Tekst for avmelding' }).fill('Meld deg av nyhetsbrevet');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Avsenderen er lagret.').waitFor();

    await page.getByRole('button', { name: 'Send testmail' }).click();
    await page.getByText('Testmailen til eier@demo.no er lagt i utboksen.').waitFor();
    const admin = await signInByApi('admin@demo.no');
    const { data } = await callApi<{ data: { subject: string; text: string }[] }>(
      `/staff/outbox?to=${encodeURIComponent('eier@demo.no')}`,
      admin,
    );
    const mail = data.find((entry) => entry.text.includes('butikk@demosko.no'));
    expect(mail?.text).toContain('Meld deg av nyhetsbrevet');
    expect(problems).toEqual([]);
  });

  it('chat: changes show in the preview at once and, saved, in the widget config', async () => {
    const { page, problems } = await fresh();
    await openAs(page, owner, '/settings/chat');
    const title = page.getByRole('textbox', { name: 'Tittel' });
    await title.waitFor();
    await expectAccessible(page, 'the chat settings screen');
    await title.fill('Prat med Demo Sko');
    await page.getByTestId('chat-preview').getByText('Prat med Demo Sko').waitFor();

    await page.getByRole('textbox', { name: 'Hovedfarge' }).fill('rød');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Fargen må være en hex-kode, for eksempel #1f6feb.').waitFor();
    await page.getByRole('textbox', { name: 'Hovedfarge' }).fill('#8a1538');
    const useHours = page.getByRole('checkbox', { name: 'Bruk åpningstider' });
    if (!(await useHours.isChecked())) await useHours.check();
    await page.getByRole('group', { name: 'Søndag' }).getByRole('checkbox', { name: 'Stengt' }).check();
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Chatinnstillingene er lagret.').waitFor();
    await expectAccessible(page, 'the chat settings screen with opening hours');

    const config = await widgetConfig();
    expect(config.texts.title).toBe('Prat med Demo Sko');
    expect(config.colors.primary).toBe('#8a1538');
    expect(config.openingHours.sun.closed).toBe(true);
    expect(config.openingHours.mon).toEqual({ closed: false, from: '08:00', to: '16:00' });
    expect(problems).toEqual([]);
  });
});
