import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSession } from './chat-session';
import { RESYNC_SPREAD_MAX_MS } from './constants';
import type { WebSocketLike } from './socket-client';
import { memoryStore } from './storage';

/** A websocket the test plays the server on: it sees what the widget sends and hands it packets. */
function fakeSocket() {
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
  return { socket, sent, receive };
}

function connectedSession() {
  const fake = fakeSocket();
  const session = new ChatSession({
    origin: 'https://app.example.no',
    account: 7,
    uid: 'besok-abc123',
    store: memoryStore(),
    page: () => undefined,
    isMobile: false,
    createWebSocket: () => fake.socket,
  });
  session.start();
  fake.receive('0{"sid":"e1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
  fake.receive('40/visitor,{"sid":"s1"}');
  const hellos = () => fake.sent.filter((packet) => packet.includes('"hello"')).length;
  return { session, fake, hellos };
}

describe('a resync from the server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says hello again at a random moment within the spread the server names', () => {
    const { session, fake, hellos } = connectedSession();
    expect(hellos()).toBe(1);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    fake.receive('42/visitor,["resync",{"within":4000}]');
    vi.advanceTimersByTime(1999);
    expect(hellos()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(hellos()).toBe(2);
    session.stop();
  });

  it('never waits longer than its own limit, and at once without a spread', () => {
    const { session, fake, hellos } = connectedSession();
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    fake.receive('42/visitor,["resync",{"within":3600000}]');
    vi.advanceTimersByTime(RESYNC_SPREAD_MAX_MS);
    expect(hellos()).toBe(2);
    fake.receive('42/visitor,["resync",{}]');
    vi.advanceTimersByTime(0);
    expect(hellos()).toBe(3);
    session.stop();
  });

  it('says nothing once the page has stopped the session', () => {
    const { session, fake, hellos } = connectedSession();
    fake.receive('42/visitor,["resync",{"within":1000}]');
    session.stop();
    vi.advanceTimersByTime(RESYNC_SPREAD_MAX_MS);
    expect(hellos()).toBe(1);
  });
});

describe('a verified identity', () => {
  const SIGNATURE = 'a'.repeat(64);
  const packetsOf = (sent: string[], event: string) => sent.filter((packet) => packet.includes(`"${event}"`));
  // The server never answers here: stop() fails the waiting identify with "disconnected", which these tests expect.
  const unanswered = (call: Promise<unknown>) => void call.catch(() => undefined);

  it('sends the shop’s signature with the e-mail in hello when identify came before the connection', () => {
    const fake = fakeSocket();
    const session = new ChatSession({
      origin: 'https://app.example.no',
      account: 7,
      uid: 'besok-abc123',
      store: memoryStore(),
      page: () => undefined,
      isMobile: false,
      createWebSocket: () => fake.socket,
    });
    unanswered(session.identify({ email: 'kari@example.no', signature: SIGNATURE }));
    session.start();
    fake.receive('0{"sid":"e1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
    fake.receive('40/visitor,{"sid":"s1"}');
    const [hello] = packetsOf(fake.sent, 'hello');
    expect(hello).toContain('"email":"kari@example.no"');
    expect(hello).toContain(`"signature":"${SIGNATURE}"`);
    session.stop();
  });

  it('sends it with identify once connected, and nothing extra for the old call shape', () => {
    const { session, fake } = connectedSession();
    unanswered(session.identify({ email: 'kari@example.no', signature: SIGNATURE }));
    unanswered(session.identify({ name: 'Kari', email: 'kari@example.no' }));
    const [signed, plain] = packetsOf(fake.sent, 'identify');
    expect(signed).toContain(`"signature":"${SIGNATURE}"`);
    expect(plain).toContain('"name":"Kari"');
    expect(plain).not.toContain('signature');
    session.stop();
  });
});
