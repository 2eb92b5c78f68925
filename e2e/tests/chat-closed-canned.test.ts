import type { SessionAnswer } from '@butikkpanel/contracts';
import type { Browser, Page } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, type TestPage } from '../support/browser';
import { card, connectVisitor, openChatAs, type TestVisitor } from './chat-helpers';
import { connectOperator, demoShopUrl, nextEvent, waitForBubble } from './widget-helpers';

/** The new chat pieces of issue 12, on a 320 px wide screen: previews, closed list, notice, canned responses. */
let browser: Browser;
let owner: SessionAnswer;
const pages: TestPage[] = [];
const visitors: TestVisitor[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signInByApi('eier@demo.no');
});

afterAll(async () => {
  for (const visitor of visitors) visitor.socket.disconnect();
  for (const socket of sockets) socket.disconnect();
  for (const page of pages) await page.context.close();
  await browser?.close();
});

async function narrow(opened: TestPage): Promise<TestPage> {
  await opened.page.setViewportSize({ width: 320, height: 720 });
  pages.push(opened);
  return opened;
}

async function noSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

describe('chat at 320 px: previews and closed conversations', () => {
  it('shows the last message on the card, then finds the closed conversation by its text', async () => {
    const { page, problems } = await narrow(await openChatAs(browser, owner));
    const name = `Lise ${Date.now()}`;
    const word = `returlapp${Date.now()}`;
    const lise = await connectVisitor(owner.account_id ?? 0, { name });
    visitors.push(lise);
    await lise.say(`Hvor finner jeg ${word}?`);
    await page
      .getByRole('navigation', { name: 'Samtalefilter' })
      .getByRole('button', { name: 'Venter' })
      .click();
    const listed = card(page, name);
    await listed.getByText(`Hvor finner jeg ${word}?`).waitFor();
    // Kept up to date live.
    await lise.say('Eller kan jeg skrive den ut selv?');
    await listed.getByText('Eller kan jeg skrive den ut selv?').waitFor();
    await noSideways(page);

    await listed.click();
    await page.getByRole('button', { name: 'Avslutt samtalen' }).click();
    await page
      .getByRole('dialog', { name: 'Avslutte samtalen?' })
      .getByRole('button', { name: 'Avslutt' })
      .click();
    await page.waitForURL(/\/chat$/);

    await page.getByRole('link', { name: 'Avsluttede samtaler' }).click();
    await page.waitForURL(/\/chat\/closed$/);
    await page.getByRole('searchbox', { name: 'Søk i navn, e-post og meldinger' }).fill(word.toUpperCase());
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await page.getByText(/^1 samtale funnet/).waitFor();
    const found = page.getByRole('list', { name: 'Avsluttede samtaler' }).getByRole('link');
    await expect(found.count()).resolves.toBe(1);
    await found.getByText(name).waitFor();
    await noSideways(page);
    await expectAccessible(page, 'the closed conversations at 320 px');

    await found.click();
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText(`Hvor finner jeg ${word}?`).waitFor();
    await page.getByText(/Samtalen er avsluttet/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Melding' }).count()).toBe(0);
    await noSideways(page);
    await expectAccessible(page, 'a closed conversation at 320 px');
    expect(problems).toEqual([]);
  });
});

describe('the widget at 320 px', () => {
  it('tells the visitor when an operator closes the conversation', async () => {
    const operator = await connectOperator(owner);
    sockets.push(operator);
    const { page, problems } = await narrow(await openShop());
    await page.goto(demoShopUrl());
    await waitForBubble(page);
    await page.getByRole('button', { name: 'Åpne chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat med oss' });
    const received = nextEvent<{ message: { uid: string; text: string } }>(
      operator,
      'messageFromClient',
      (p) => p.message.text === 'Hei, er det noen der?',
    );
    await panel.getByLabel('Melding').fill('Hei, er det noen der?');
    await panel.getByLabel('Melding').press('Enter');
    const { uid } = (await received).message;
    await operator.timeout(5000).emitWithAck('closeConversation', { uid });
    await panel
      .getByText('Kundeservice har avsluttet samtalen. Skriv en ny melding hvis du trenger mer hjelp.')
      .waitFor();
    // The panel and its notice fit the 320 px screen (the shop page around it is the shop's own).
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(problems).toEqual([]);
  });
});

async function openShop(): Promise<TestPage> {
  const shop = await openPage(browser);
  await shop.page.setViewportSize({ width: 320, height: 720 });
  return shop;
}

describe('canned responses in the chat settings at 320 px', () => {
  it('are added, refused when the title is taken, edited, used in a conversation and deleted', async () => {
    const { page, problems } = await narrow(await openChatAs(browser, owner, '/settings/chat'));
    const title = `Åpningstider ${Date.now()}`;
    const section = page.getByRole('region', { name: 'Hurtigsvar' });
    await section.waitFor();
    await section.getByRole('button', { name: 'Nytt hurtigsvar' }).click();
    let form = section.getByRole('form', { name: 'Nytt hurtigsvar' });
    await form.getByRole('textbox', { name: 'Tittel' }).fill(title);
    await form.getByRole('textbox', { name: 'Tekst' }).fill('Vi svarer hverdager 8–16.');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await section.getByRole('heading', { name: title }).waitFor();

    await section.getByRole('button', { name: 'Nytt hurtigsvar' }).click();
    form = section.getByRole('form', { name: 'Nytt hurtigsvar' });
    await form.getByRole('textbox', { name: 'Tittel' }).fill(title.toUpperCase());
    await form.getByRole('textbox', { name: 'Tekst' }).fill('Dobbelt');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await form.getByText('Det finnes allerede et hurtigsvar med denne tittelen.').waitFor();
    await noSideways(page);
    await expectAccessible(page, 'canned responses at 320 px');
    await form.getByRole('button', { name: 'Avbryt' }).click();

    await section.getByRole('button', { name: `Endre hurtigsvaret «${title}»` }).click();
    const text = section.getByRole('textbox', { name: 'Tekst' });
    await text.fill('Vi svarer hverdager 8–20.');
    await section.getByRole('button', { name: 'Lagre' }).click();
    await section.getByText('Vi svarer hverdager 8–20.').waitFor();

    // An agent finds it under Hurtigsvar in a conversation.
    const visitor = await connectVisitor(owner.account_id ?? 0, { name: `Nils ${Date.now()}` });
    visitors.push(visitor);
    await visitor.say('Når har dere åpent?');
    await page.goto(appUrl(`/${owner.account_id}/chat/${visitor.uid}`));
    await page.getByText('Når har dere åpent?').waitFor();
    await page.getByRole('button', { name: 'Hurtigsvar' }).click();
    await page.getByRole('menuitem', { name: new RegExp(title) }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Melding' }).inputValue())
      .toBe('Vi svarer hverdager 8–20.');

    await page.goto(appUrl(`/${owner.account_id}/settings/chat`));
    await section.getByRole('button', { name: `Slett hurtigsvaret «${title}»` }).click();
    await page
      .getByRole('dialog', { name: 'Slette hurtigsvaret?' })
      .getByRole('button', { name: 'Slett' })
      .click();
    await section.getByRole('heading', { name: title }).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });
});
