import type { OutboxMail, SessionAnswer } from '@butikkpanel/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, fullName, signInByApi } from '../support/app';
import { expectAccessible } from '../support/axe';
import { launchBrowser, openPage, type TestPage } from '../support/browser';
import { ServerProcess } from '../support/server-process';
import { card, openChatAs } from './chat-helpers';
import {
  answerInPanel,
  bubbles,
  cardOf,
  openChatAt,
  openWidgetPanel,
  operatorLog,
  sayInWidget,
  showFilter,
  signInAt,
  widgetUid,
} from './two-browsers-helpers';
import { demoShopUrl, waitForBubble } from './widget-helpers';

/**
 * Two browsers at once: a visitor on the demo shop with the real widget, and eier@demo.no in the real
 * operator panel. Every test closes its browser contexts, so no operator of Demo Sko AS stays online
 * for the files after this one.
 */
let browser: Browser;
let owner: SessionAnswer;
let opened: TestPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signInByApi('eier@demo.no');
});

afterEach(async () => {
  for (const { context } of opened) await context.close();
  opened = [];
});

afterAll(async () => {
  await browser?.close();
});

async function operatorPanel(open: () => Promise<TestPage> = () => openChatAs(browser, owner)) {
  const operator = await open();
  opened.push(operator);
  await operator.page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
  // Loaded: the list (or its empty note) is there once `ready` came.
  await operator.page
    .getByRole('list', { name: /^(Venter|Mine samtaler|Andres samtaler)$/ })
    .or(operator.page.getByText('Ingen samtaler her'))
    .first()
    .waitFor();
  return operator;
}

async function shopVisitor(url = demoShopUrl()): Promise<TestPage> {
  const visitor = await openPage(browser);
  opened.push(visitor);
  await visitor.page.goto(url);
  await waitForBubble(visitor.page);
  return visitor;
}

/** The visitor leaves: the tab (and so the widget's socket) is gone. */
async function leave(visitor: TestPage): Promise<void> {
  await visitor.context.close();
  opened = opened.filter((entry) => entry !== visitor);
}

const accountId = () => owner.account_id ?? 0;
const OFFLINE_NO_EMAIL =
  'Meldingen kan ikke sendes fordi den besøkende er offline og ikke har lagt igjen en e-postadresse.';

describe('chat between the widget and the operator panel, in two browsers', () => {
  it('chats both ways with unread badge, typing, assignment on reply, and close with confirmation', async () => {
    const operator = await operatorPanel();
    const op = operator.page;
    const visitor = await shopVisitor();
    const uid = await widgetUid(visitor.page, accountId());
    const panel = await openWidgetPanel(visitor.page);
    await panel.getByText('Hei! Hva kan vi hjelpe deg med?').waitFor();

    // Visitor → operator: the conversation shows up in the list, waiting and unread.
    const first = `Hei! Har dere joggesko i str. 38? (${uid.slice(0, 6)})`;
    await sayInWidget(panel, first);
    await panel.getByText(first, { exact: true }).waitFor();
    await panel.getByText('Sender…').waitFor({ state: 'hidden' });
    await showFilter(op, 'Venter');
    const waiting = cardOf(op, uid);
    await waiting.getByLabel('Uleste meldinger: 1').waitFor();
    await expect(waiting.textContent()).resolves.toContain('Åpen, ikke tildelt');

    // Opening it reads it: back in the list it still waits, without the badge.
    await waiting.click();
    await operatorLog(op).getByText(first, { exact: true }).waitFor();
    await op.getByRole('link', { name: 'Tilbake til samtalene' }).click();
    await waiting.waitFor();
    await waiting.getByLabel(/Uleste meldinger/).waitFor({ state: 'hidden' });
    await waiting.click();
    await operatorLog(op).getByText(first, { exact: true }).waitFor();

    // The visitor types: the operator sees it, and it ends with the message.
    const second = 'Gjerne i blått, om dere har det.';
    const widgetInput = panel.getByLabel('Melding');
    await widgetInput.fill(second);
    await op.getByText('Ukjent skriver …').waitFor();
    await widgetInput.press('Enter');
    await operatorLog(op).getByText(second, { exact: true }).waitFor();
    await op.getByText('Ukjent skriver …').waitFor({ state: 'hidden' });

    // The operator types: the visitor sees 'skriver…', then the answer.
    const reply = 'Ja, Bylette joggesko finnes i blått i 38.';
    const field = op.getByRole('textbox', { name: 'Melding' });
    await field.fill(reply);
    await panel.getByText('Kundeservice skriver…').waitFor();
    await field.press('Enter');
    await panel.getByText(reply, { exact: true }).waitFor();
    await panel.getByText('Kundeservice skriver…').waitFor({ state: 'hidden' });
    await operatorLog(op).getByText(reply, { exact: true }).waitFor();

    // The reply assigned the unassigned conversation to its sender.
    await op.getByText(`Pålogget · Åpen og tildelt · Tildelt: ${fullName(owner)}`).waitFor();
    for (const text of [first, second, reply]) {
      expect(await bubbles(panel, text), `widget: ${text}`).toBe(1);
      expect(await bubbles(operatorLog(op), text), `panel: ${text}`).toBe(1);
    }
    await expectAccessible(op, 'the operator conversation view');
    await expectAccessible(visitor.page, 'the demo shop with the chat panel open');

    await op.getByRole('link', { name: 'Tilbake til samtalene' }).click();
    await showFilter(op, 'Mine samtaler');
    const mine = cardOf(op, uid);
    await mine.waitFor();
    await expect(mine.textContent()).resolves.toContain(`Tildelt: ${fullName(owner)}`);
    expect(await mine.getByLabel(/Uleste meldinger/).count()).toBe(0);

    // Close, after confirming: the conversation is no longer started.
    await mine.click();
    await op.getByRole('button', { name: 'Avslutt samtalen' }).click();
    const confirm = op.getByRole('dialog', { name: 'Avslutte samtalen?' });
    await confirm.getByRole('button', { name: 'Avslutt' }).click();
    await op.waitForURL(/\/chat$/);
    // In no list any more: not mine, not waiting.
    await op.getByRole('heading', { level: 2, name: 'Mine samtaler' }).waitFor();
    await expect.poll(() => cardOf(op, uid).count()).toBe(0);
    await showFilter(op, 'Venter');
    await op.getByRole('heading', { level: 2, name: 'Venter' }).waitFor();
    await expect.poll(() => cardOf(op, uid).count()).toBe(0);
    await op.goto(`${op.url()}/${uid}`);
    await op.getByText('Pålogget · Ingen samtale').waitFor();
    expect(await op.getByRole('button', { name: 'Avslutt samtalen' }).count()).toBe(0);

    expect(operator.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  });

  it('answers a visitor who left by e-mail, and says so at the top right when they left no e-mail', async () => {
    const operator = await operatorPanel();
    const op = operator.page;

    // No operator online: the widget asks for name and e-mail.
    const online = op.getByRole('switch', { name: 'Tilgjengelig i chat' });
    await online.uncheck();
    const berit = await shopVisitor();
    const panel = await openWidgetPanel(berit.page);
    await panel.getByText(/Vi er ikke på nett akkurat nå/).waitFor();
    const name = `Berit ${Date.now()}`;
    const email = `berit.${Date.now()}@example.no`;
    await panel.getByLabel('Navn').fill(name);
    await panel.getByLabel('E-post').fill(email);
    await panel.getByRole('button', { name: 'Lagre' }).click();
    await panel.getByText('Takk! Vi svarer deg på e-post.').waitFor();
    const question = 'Når kommer vinterskoene inn igjen?';
    await sayInWidget(panel, question);
    await panel.getByText('Sender…').waitFor({ state: 'hidden' });

    await showFilter(op, 'Venter');
    await card(op, name).click();
    await operatorLog(op).getByText(question, { exact: true }).waitFor();
    await op.getByText(/^Pålogget/).waitFor();
    await leave(berit);
    await op.getByText(/^Avlogget/).waitFor();

    // Offline operator: the panel asks to go online, then the reply goes by e-mail.
    const reply = `Neste uke! Hilsen ${fullName(owner)}`;
    await answerInPanel(op, reply);
    await op.getByRole('dialog', { name: 'Gå pålogget?' }).getByRole('button', { name: 'Ja' }).click();
    const bubble = operatorLog(op).getByRole('listitem').filter({ hasText: reply });
    await bubble.getByText(/Sendt på e-post/).waitFor();
    await expect(online.isChecked()).resolves.toBe(true);

    const admin = await signInByApi('admin@demo.no');
    const { data: mails } = await callApi<{ data: OutboxMail[] }>(
      `/staff/outbox?to=${encodeURIComponent(email)}`,
      admin,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, kind: 'chat_reply', subject: 'Svar fra Demo Sko AS' });
    expect(mails[0]?.text).toContain(reply);

    // A visitor who left no e-mail cannot be answered.
    await op.getByRole('link', { name: 'Tilbake til samtalene' }).click();
    const per = await shopVisitor();
    const perUid = await widgetUid(per.page, accountId());
    const perPanel = await openWidgetPanel(per.page);
    await sayInWidget(perPanel, 'Hallo? Er det noen der?');
    await perPanel.getByText('Sender…').waitFor({ state: 'hidden' });
    await cardOf(op, perUid).click();
    await operatorLog(op).getByText('Hallo? Er det noen der?', { exact: true }).waitFor();
    await leave(per);
    await op.getByText(/^Avlogget/).waitFor();
    await answerInPanel(op, 'Er du der fortsatt?');
    const error = op.getByText(OFFLINE_NO_EMAIL);
    await error.waitFor();
    const box = await error.boundingBox();
    const viewport = op.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.x + box.width / 2, 'the error is on the right').toBeGreaterThan(viewport.width / 2);
      expect(box.y + box.height / 2, 'the error is at the top').toBeLessThan(viewport.height / 2);
    }
    // Nothing was sent: the text stays in the field.
    await expect(op.getByRole('textbox', { name: 'Melding' }).inputValue()).resolves.toBe(
      'Er du der fortsatt?',
    );
    expect(await bubbles(operatorLog(op), 'Er du der fortsatt?')).toBe(0);
    expect(operator.problems).toEqual([]);
  });
});

describe('a server restart (a server of its own)', () => {
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    server = await ServerProcess.start();
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close();
    opened = [];
    await server?.dispose();
  });

  const RECONNECT = { timeout: 40_000 };
  const DISCONNECTED = 'Forbindelsen til chatten er borte. Vi prøver igjen hvert 10. sekund.';

  async function countEverywhere(widget: Page, op: Page, texts: string[]): Promise<void> {
    const panel = widget.getByRole('dialog', { name: 'Chat med oss' });
    for (const text of texts) {
      expect(await bubbles(panel, text), `widget: ${text}`).toBe(1);
      expect(await bubbles(operatorLog(op), text), `panel: ${text}`).toBe(1);
    }
  }

  it('reconnects the widget and the panel, with no message lost or doubled', async () => {
    if (!server) throw new Error('no server');
    const own = server;
    const session = await signInAt(own.url, 'eier@demo.no');
    const operator = await operatorPanel(() => openChatAt(browser, own.url, session));
    const op = operator.page;
    const visitor = await shopVisitor(`${own.url}/demo-shop/`);
    const uid = await widgetUid(visitor.page, session.account_id ?? 0);
    const panel = await openWidgetPanel(visitor.page);

    const before = 'Før omstarten: har dere sandaler?';
    const beforeReply = 'Ja, Tursandal i alle størrelser.';
    await sayInWidget(panel, before);
    await panel.getByText('Sender…').waitFor({ state: 'hidden' });
    await showFilter(op, 'Venter');
    await cardOf(op, uid).click();
    await operatorLog(op).getByText(before, { exact: true }).waitFor();
    await answerInPanel(op, beforeReply);
    await panel.getByText(beforeReply, { exact: true }).waitFor();

    // A deploy: SIGTERM. Both sides notice; the visitor writes meanwhile and the widget queues it.
    await own.stop();
    await panel.getByText('Kobler til…').waitFor();
    await op.getByText(DISCONNECTED).waitFor();
    const whileDown = 'Skrevet mens serveren var nede.';
    await sayInWidget(panel, whileDown);
    await panel.getByText('Sender…').waitFor();

    await own.restart();
    // The widget tries every 10 s, the panel reconnects after 10 s.
    await panel.getByText('Kobler til…').waitFor({ state: 'hidden', ...RECONNECT });
    await panel.getByText('Sender…').waitFor({ state: 'hidden', ...RECONNECT });
    await op.getByText(DISCONNECTED).waitFor({ state: 'hidden', ...RECONNECT });
    await operatorLog(op).getByText(whileDown, { exact: true }).waitFor(RECONNECT);

    const after = 'Etter omstarten: og i str. 40?';
    const afterReply = 'Ja, også i 40.';
    await sayInWidget(panel, after);
    await operatorLog(op).getByText(after, { exact: true }).waitFor();
    await answerInPanel(op, afterReply);
    await panel.getByText(afterReply, { exact: true }).waitFor();

    const all = [before, beforeReply, whileDown, after, afterReply];
    // A late resend or a re-sync would show up within moments.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await countEverywhere(visitor.page, op, all);

    // Stored once as well: both sides load the history afresh.
    await op.reload();
    await operatorLog(op).getByText(afterReply, { exact: true }).waitFor();
    await visitor.page.reload();
    await waitForBubble(visitor.page);
    await (await openWidgetPanel(visitor.page)).getByText(afterReply, { exact: true }).waitFor();
    await countEverywhere(visitor.page, op, all);

    expect(operator.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  }, 120_000);
});
