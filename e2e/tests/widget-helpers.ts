import type { ChatMessage, SessionAnswer } from '@butikkpanel/contracts';
import type { Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { baseUrl, signInByApi } from '../support/app';

/** An operator of the account, online, through the real operator namespace (as the panel's chat screen does). */
export async function connectOperator(session: SessionAnswer): Promise<Socket> {
  const socket = io(`${baseUrl()}/operator`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: baseUrl() },
  });
  const ready = new Promise((resolve) => socket.once('ready', resolve));
  const answer = await socket
    .timeout(5000)
    .emitWithAck('newOperator', { token: session.access_token, account: session.account_id, isOnline: 1 });
  if (!answer?.ok) throw new Error(`newOperator refused: ${JSON.stringify(answer)}`);
  await ready;
  return socket;
}

export async function demoOwner(): Promise<SessionAnswer> {
  return signInByApi('eier@demo.no');
}

/** The next event of that name whose payload passes the test. */
export function nextEvent<T>(
  socket: Socket,
  name: string,
  accept: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no ${name} within 10 s`));
    }, 10_000);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(payload);
    };
    socket.on(name, listener);
  });
}

export async function answerAsOperator(operator: Socket, uid: string, text: string): Promise<ChatMessage> {
  const answer = await operator.timeout(5000).emitWithAck('messageFromOperator', {
    uid,
    client_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    text,
  });
  if (!answer?.ok) throw new Error(`messageFromOperator refused: ${JSON.stringify(answer)}`);
  return answer.data as ChatMessage;
}

export const demoShopUrl = (path = '') => `${baseUrl()}/demo-shop/${path}`;

/** Waits until the widget's bubble is in its shadow root (the loader ran and the config said yes). */
export async function waitForBubble(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Åpne chat/ }).waitFor();
}

/**
 * From the demo shop's cart to its checkout, ready to use. The heading is parsed before the shop's deferred
 * script has run; a code or an order sent in that moment would be a plain form submit that reloads the page.
 * The order summary is drawn by that script, after it has taken over the forms.
 */
export async function goToCheckout(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Gå til kassen' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
  await page.getByRole('table', { name: 'Varer i handlekurven' }).waitFor();
}
