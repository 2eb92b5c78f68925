import type { ChatMessage } from '@butikkpanel/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFreshPages } from '../support/browser';
import {
  answerAsOperator,
  connectOperator,
  demoOwner,
  demoShopUrl,
  nextEvent,
  waitForBubble,
} from './widget-helpers';

const shopPage = useFreshPages();
let operator: Socket;

beforeAll(async () => {
  operator = await connectOperator(await demoOwner());
});

afterAll(() => {
  operator?.disconnect();
});

const XSS = '<img src=x onerror=window.__xss=1>';

describe('the chat widget on the demo shop', () => {
  it('renders in a shadow root, loads the panel only when opened, and chats with an operator', async () => {
    const { page, problems } = await shopPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const arrived = nextEvent<{ visitor: { uid: string; path: string; online: number } }>(
      operator,
      'view',
      (p) => p.visitor.path === '/demo-shop/' && p.visitor.online === 1,
    );
    await page.goto(demoShopUrl());
    await waitForBubble(page);
    const { uid } = (await arrived).visitor;
    expect(
      await page.evaluate(() => document.getElementById('butikkpanel-widget')?.shadowRoot !== null),
    ).toBe(true);
    // The shop's own styles cannot reach into the widget: no widget element is in the light DOM.
    expect(await page.evaluate(() => document.getElementById('butikkpanel-widget')?.children.length)).toBe(0);
    expect(requested.some((path) => path.startsWith('/widget/panel-'))).toBe(false);

    await page.getByRole('button', { name: 'Åpne chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Chat med oss' });
    await panel.waitFor();
    expect(requested.some((path) => path.startsWith('/widget/panel-'))).toBe(true);
    await panel.getByText('Hei! Hva kan vi hjelpe deg med?').waitFor();

    const typing = nextEvent<{ uid: string; isTyping: number }>(
      operator,
      'clientIsTyping',
      (p) => p.uid === uid && p.isTyping === 1,
    );
    const input = panel.getByLabel('Melding');
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('Hei! Har dere vintersko i str. 42?');
    await typing;
    const received = nextEvent<{ message: ChatMessage }>(
      operator,
      'messageFromClient',
      (p) => p.message.uid === uid,
    );
    const stoppedTyping = nextEvent<{ uid: string; isTyping: number }>(
      operator,
      'clientIsTyping',
      (p) => p.uid === uid && p.isTyping === 0,
    );
    await input.press('Enter');
    // The blank one was never sent (this is the first message), and typing stopped on send.
    expect((await received).message.text).toBe('Hei! Har dere vintersko i str. 42?');
    await stoppedTyping;

    await operator.timeout(5000).emitWithAck('operatorIsTyping', { uid, status: 1 });
    await panel.getByText('Kundeservice skriver…').waitFor();
    await answerAsOperator(operator, uid, 'Ja, vi har Fjellstøvel vinter i 42.');
    await panel.getByText('Ja, vi har Fjellstøvel vinter i 42.').waitFor();
    expect(await panel.getByText('Kundeservice skriver…').count()).toBe(0);

    await answerAsOperator(operator, uid, XSS);
    await panel.getByText(XSS, { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(
      await page.evaluate(
        () => document.getElementById('butikkpanel-widget')?.shadowRoot?.querySelectorAll('img').length,
      ),
    ).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps the visitor and the history across pages, and counts unread answers while closed', async () => {
    const { page, problems } = await shopPage();
    await page.goto(demoShopUrl());
    await waitForBubble(page);
    await page.getByRole('button', { name: 'Åpne chat' }).click();
    const received = nextEvent<{ message: ChatMessage }>(
      operator,
      'messageFromClient',
      (p) => p.message.text === 'Første side',
    );
    await page.getByLabel('Melding').fill('Første side');
    await page.getByLabel('Melding').press('Enter');
    const { uid } = (await received).message;

    // Another page of the shop: same uid (local storage), same history.
    const arrived = nextEvent<{ visitor: { uid: string; path: string } }>(
      operator,
      'view',
      (p) => p.visitor.uid === uid && p.visitor.path === '/demo-shop/produkt/tursandal',
    );
    await page.goto(demoShopUrl('produkt/tursandal'));
    await arrived;
    await waitForBubble(page);

    await answerAsOperator(operator, uid, 'Er du der?');
    await page.getByRole('button', { name: 'Åpne chat, 1 ulest melding' }).waitFor();
    await page.getByRole('button', { name: /Åpne chat/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chat med oss' });
    await panel.getByText('Første side').waitFor();
    await panel.getByText('Er du der?').waitFor();
    await page.getByRole('button', { name: 'Lukk chat' }).click();
    await page.getByRole('button', { name: 'Åpne chat' }).waitFor();

    // The public API: on('message') hears the operator, send() sends.
    await page.evaluate(() => {
      const api = (
        window as unknown as { Butikkpanel: { on(e: string, f: (m: { text: string }) => void): void } }
      ).Butikkpanel;
      api.on('message', (message) => {
        (window as unknown as { heard: string[] }).heard ??= [];
        (window as unknown as { heard: string[] }).heard.push(message.text);
      });
    });
    const viaApi = nextEvent<{ message: ChatMessage }>(
      operator,
      'messageFromClient',
      (p) => p.message.uid === uid,
    );
    await page.evaluate(() =>
      (window as unknown as { Butikkpanel: { send(text: string): Promise<unknown> } }).Butikkpanel.send(
        'Fra API-et',
      ),
    );
    expect((await viaApi).message.text).toBe('Fra API-et');
    await answerAsOperator(operator, uid, 'Svar til API-et');
    await page.waitForFunction(() =>
      (window as unknown as { heard?: string[] }).heard?.includes('Svar til API-et'),
    );
    expect(problems).toEqual([]);
  });
});
