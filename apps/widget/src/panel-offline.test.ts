// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatSession } from './chat-session';
import { TYPING_TIMEOUT_MS } from './constants';
import { mountPanel } from './panel/index';
import type { WebSocketLike } from './socket-client';
import { memoryStore } from './storage';
import { DEFAULT_CONFIG, TEXTS } from './texts';

/** The panel with a session whose websocket the test plays the server on, no operator online. */
async function openPanel() {
  const sent: string[] = [];
  const socket: WebSocketLike = {
    send: (data) => sent.push(data),
    close: () => {},
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  const receive = (data: string) => socket.onmessage?.({ data });
  const session = new ChatSession({
    origin: 'https://app.example.no',
    account: 7,
    uid: 'besok-abc123',
    store: memoryStore(),
    page: () => undefined,
    isMobile: false,
    createWebSocket: () => socket,
  });
  session.start();
  receive('0{"sid":"e1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
  receive('40/visitor,{"sid":"s1"}');
  const hello = sent.find((packet) => packet.includes('"hello"')) ?? '';
  const ackId = /^42\/visitor,(\d+)/.exec(hello)?.[1];
  receive(`43/visitor,${ackId}[{"ok":true,"data":{"uid":"besok-abc123","messages":[],"operatorsOnline":0}}]`);
  await vi.waitFor(() => expect(session.operatorsOnline).toBe(0));
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const view = mountPanel({
    session,
    root,
    container,
    config: () => ({ ...DEFAULT_CONFIG, openingHours: null }),
    texts: TEXTS,
    typingTimeoutMs: TYPING_TIMEOUT_MS,
    close: () => {},
  });
  view.show();
  const contactForm = () => root.querySelector<HTMLFormElement>('form.contact');
  const message = (id: string, from: string) =>
    receive(
      `42/visitor,["message",{"message":{"id":"${id}","uid":"besok-abc123","client_id":"${id}","text":"Hei","from":"${from}","created_at":"2026-06-10T10:00:0${id}.000Z","email":0,"image":null}}]`,
    );
  return { session, receive, contactForm, message };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the offline contact form', () => {
  it('hides once an operator answers, and stays away for the conversation until it is closed', async () => {
    const panel = await openPanel();
    expect(panel.contactForm()?.hidden).toBe(false);
    panel.message('1', '0');
    expect(panel.contactForm()?.hidden).toBe(false);
    panel.message('2', 'agent-1');
    expect(panel.contactForm()?.hidden).toBe(true);
    // Still nobody counted online, and the visitor writes again: the operator is in this conversation.
    panel.receive('42/visitor,["operatorsOnline",{"count":0}]');
    panel.message('3', '0');
    expect(panel.contactForm()?.hidden).toBe(true);
    panel.receive('42/visitor,["conversationClosed",{}]');
    expect(panel.contactForm()?.hidden).toBe(false);
  });
});
