import type { ChatMessage, SessionAnswer } from '@butikkpanel/contracts';
import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { appUrl, baseUrl } from '../support/app';
import { openPage, type TestPage } from '../support/browser';

/** A shop visitor through the widget's own namespace, as the demo shop's widget connects. */
export interface TestVisitor {
  uid: string;
  socket: Socket;
  say(text: string): Promise<ChatMessage>;
  typing(status: 0 | 1): void;
  /** The next message an operator sends to this visitor. */
  nextOperatorMessage(): Promise<ChatMessage>;
}

export async function connectVisitor(
  accountId: number,
  hello: { name?: string; email?: string } = {},
): Promise<TestVisitor> {
  const uid = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const socket = io(`${baseUrl()}/visitor`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { account: accountId, uid },
    extraHeaders: { origin: baseUrl() },
  });
  const answer = await socket.timeout(5000).emitWithAck('hello', {
    page: { path: '/demo-shop/', url: `${baseUrl()}/demo-shop/`, title: 'Demo Sko – forside' },
    isMobile: 0,
    ...hello,
  });
  if (!answer?.ok) throw new Error(`hello refused: ${JSON.stringify(answer)}`);
  let sent = 0;
  return {
    uid,
    socket,
    async say(text) {
      sent += 1;
      const reply = await socket.timeout(5000).emitWithAck('message', { client_id: `${uid}-${sent}`, text });
      if (!reply?.ok) throw new Error(`message refused: ${JSON.stringify(reply)}`);
      return reply.data as ChatMessage;
    },
    typing(status) {
      socket.emit('typing', { status });
    },
    nextOperatorMessage() {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no operator message within 10 s')), 10_000);
        const listener = ({ message }: { message: ChatMessage }) => {
          if (message.from === '0') return;
          clearTimeout(timer);
          socket.off('message', listener);
          resolve(message);
        };
        socket.on('message', listener);
      });
    },
  };
}

/** The panel as `session`, online in the chat, at `/{account}{path}`. */
export async function openChatAs(
  browser: Browser,
  session: SessionAnswer,
  path = '/chat',
): Promise<TestPage> {
  return openChatIn(await openPage(browser), session, path);
}

/** The same, in a page already open (e.g. one of useFreshPages). */
export async function openChatIn(
  testPage: TestPage,
  session: SessionAnswer,
  path = '/chat',
): Promise<TestPage> {
  await testPage.page.goto(appUrl('/404'));
  await testPage.page.evaluate((token) => {
    window.localStorage.setItem('access_token', token);
    window.localStorage.setItem('chat_operator_online', '1');
  }, session.access_token);
  await testPage.page.goto(appUrl(`/${session.account_id}${path}`));
  return testPage;
}

/** The conversation card of a visitor in the list now shown. */
export function card(page: Page, name: string) {
  return page
    .getByRole('list', { name: /^(Venter|Mine samtaler|Andres samtaler)$/ })
    .getByRole('link')
    .filter({ hasText: name });
}
