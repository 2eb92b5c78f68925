import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullName, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { launchBrowser, type TestPage } from '../support/browser';
import { card, connectVisitor, openChatAs, type TestVisitor } from './chat-helpers';

let browser: Browser;
let owner: SessionAnswer;
const pages: TestPage[] = [];
const visitors: TestVisitor[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signInByApi('eier@demo.no');
});

afterAll(async () => {
  for (const visitor of visitors) visitor.socket.disconnect();
  for (const page of pages) await page.context.close();
  await browser?.close();
});

async function operatorPage(path = '/chat'): Promise<TestPage> {
  const opened = await openChatAs(browser, owner, path);
  pages.push(opened);
  return opened;
}

async function visitor(name: string, email?: string): Promise<TestVisitor> {
  const connected = await connectVisitor(owner.account_id ?? 0, { name, ...(email ? { email } : {}) });
  visitors.push(connected);
  return connected;
}

async function showFilter(page: Page, filter: 'Venter' | 'Mine samtaler' | 'Andres samtaler') {
  await page.getByRole('navigation', { name: 'Samtalefilter' }).getByRole('button', { name: filter }).click();
}

describe('the operator chat screens', () => {
  it('chats both ways: unread badge, typing, assignment on reply, plain-text messages', async () => {
    const { page, problems } = await operatorPage();
    await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await page
      .getByRole('list', { name: /^(Venter|Mine samtaler|Andres samtaler)$/ })
      .or(page.getByText('Ingen samtaler her'))
      .first()
      .waitFor();
    await expectAccessible(page, 'the conversation list');

    const kariName = `Kari ${Date.now()}`;
    const kari = await visitor(kariName);
    await kari.say('Hei! Har dere vintersko i str. 42?');
    await showFilter(page, 'Venter');
    const waiting = card(page, kariName);
    await waiting.getByLabel('Uleste meldinger: 1').waitFor();
    await expect(waiting.textContent()).resolves.toContain('Åpen, ikke tildelt');

    await waiting.click();
    await page.getByText('Hei! Har dere vintersko i str. 42?').waitFor();
    // Opening it marks it read.
    await expect.poll(() => page.getByLabel(/Uleste meldinger/).count()).toBe(0);

    kari.typing(1);
    await page.getByText(/Kari \d+ skriver/).waitFor();
    kari.typing(0);
    await page.getByText(/Kari \d+ skriver/).waitFor({ state: 'hidden' });

    const received = kari.nextOperatorMessage();
    const field = page.getByRole('textbox', { name: 'Melding' });
    await field.fill('Ja, vi har flere modeller. Se https://demo.no/vintersko');
    await field.press('Enter');
    expect((await received).text).toBe('Ja, vi har flere modeller. Se https://demo.no/vintersko');
    await expect(field.inputValue()).resolves.toBe('');
    const link = page.getByRole('link', { name: 'https://demo.no/vintersko' });
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    // Replying to an unassigned conversation assigns it to the sender.
    await page
      .getByText(`Tildelt: ${fullName(owner)}`)
      .first()
      .waitFor();

    await kari.say('<img src=x onerror="window.__xss=1">');
    await page.getByText('<img src=x onerror="window.__xss=1">').waitFor();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('[role="log"] img').count()).toBe(0);
    await expectAccessible(page, 'a conversation');

    await page.getByRole('button', { name: 'Om den besøkende' }).click();
    const info = page.getByRole('dialog', { name: /Om Kari/ });
    await info.getByText('Demo Sko – forside').first().waitFor();
    await expectAccessible(page, 'the visitor info');
    await info.getByRole('button', { name: 'Lukk' }).click();

    await page.getByRole('button', { name: 'Avslutt samtalen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Avslutte samtalen?' });
    await confirm.getByRole('button', { name: 'Avslutt' }).click();
    await page.waitForURL(/\/chat$/);
    expect(problems).toEqual([]);
  });

  it('says so at the top right when an offline visitor left no e-mail', async () => {
    const { page } = await operatorPage();
    const perName = `Per ${Date.now()}`;
    const per = await visitor(perName);
    await per.say('Hallo?');
    await showFilter(page, 'Venter');
    await card(page, perName).click();
    // In the conversation, not its card's last-message preview.
    await page
      .getByRole('log', { name: /^Meldinger med / })
      .getByText('Hallo?')
      .waitFor();
    per.socket.disconnect();
    await page.getByText('Avlogget').first().waitFor();
    const field = page.getByRole('textbox', { name: 'Melding' });
    await field.fill('Er du der?');
    await field.press('Enter');
    await page
      .getByText(
        'Meldingen kan ikke sendes fordi den besøkende er offline og ikke har lagt igjen en e-postadresse.',
      )
      .waitFor();
    // The message stays in the field to send again.
    await expect(field.inputValue()).resolves.toBe('Er du der?');
  });

  it('redirects an unknown conversation to the list', async () => {
    const { page } = await operatorPage('/chat/finnes-ikke-123');
    await page.locator('#notistack-snackbar').getByText('Fant ikke samtalen.').waitFor();
    await page.waitForURL(/\/chat$/);
  });

  it('asks to go online before sending while offline (toolbar switch)', async () => {
    const { page } = await operatorPage();
    const liv = `Liv ${Date.now()}`;
    const guest = await visitor(liv);
    await guest.say('Er noen der?');
    const status = page.getByRole('switch', { name: 'Tilgjengelig i chat' });
    await status.uncheck();
    await showFilter(page, 'Venter');
    await card(page, liv).click();
    const received = guest.nextOperatorMessage();
    const field = page.getByRole('textbox', { name: 'Melding' });
    await field.fill('Ja, her!');
    await field.press('Enter');
    const ask = page.getByRole('dialog', { name: 'Gå pålogget?' });
    await ask.getByRole('button', { name: 'Ja' }).click();
    expect((await received).text).toBe('Ja, her!');
    await expect(status.isChecked()).resolves.toBe(true);
  });
});
