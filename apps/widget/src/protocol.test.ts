import { describe, expect, it } from 'vitest';
import {
  decodeEnginePacket,
  decodeSocketPacket,
  encodeAck,
  encodeConnect,
  encodeEvent,
  encodePacket,
  SIO_ACK,
  SIO_CONNECT,
  SIO_CONNECT_ERROR,
  SIO_DISCONNECT,
  SIO_EVENT,
  socketUrl,
} from './protocol';

describe('Engine.IO packets', () => {
  it('reads the open packet with its heartbeat settings', () => {
    const open = '0{"sid":"abc","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}';
    expect(decodeEnginePacket(open)).toEqual({
      type: 'open',
      data: { sid: 'abc', upgrades: [], pingInterval: 25000, pingTimeout: 20000, maxPayload: 1000000 },
    });
  });

  it('reads ping, pong, close and noop', () => {
    expect(decodeEnginePacket('2')).toEqual({ type: 'ping' });
    expect(decodeEnginePacket('3')).toEqual({ type: 'pong' });
    expect(decodeEnginePacket('1')).toEqual({ type: 'close' });
    expect(decodeEnginePacket('6')).toEqual({ type: 'noop' });
  });

  it('refuses what it does not know', () => {
    expect(decodeEnginePacket('')).toBeNull();
    expect(decodeEnginePacket('5')).toBeNull();
    expect(decodeEnginePacket('0not json')).toBeNull();
    expect(decodeEnginePacket('0{"pingInterval":1}')).toBeNull();
    expect(decodeEnginePacket('b4AAAA')).toBeNull();
  });

  it('builds the websocket URL from the server origin', () => {
    expect(socketUrl('https://app.butikkpanel.no')).toBe(
      'wss://app.butikkpanel.no/socket.io/?EIO=4&transport=websocket',
    );
    expect(socketUrl('http://127.0.0.1:3000/')).toBe(
      'ws://127.0.0.1:3000/socket.io/?EIO=4&transport=websocket',
    );
  });
});

describe('Socket.IO packets inside an Engine.IO message', () => {
  it('encodes CONNECT to a namespace with the auth', () => {
    expect(encodeConnect('/visitor', { account: 12, uid: 'besok-123456' })).toBe(
      '40/visitor,{"account":12,"uid":"besok-123456"}',
    );
  });

  it('encodes EVENT with and without an ack id', () => {
    expect(encodeEvent('/visitor', 'hello', { isMobile: 0 }, 7)).toBe('42/visitor,7["hello",{"isMobile":0}]');
    expect(encodeEvent('/visitor', 'typing', { status: 1 })).toBe('42/visitor,["typing",{"status":1}]');
    expect(encodeEvent('/', 'x', 1)).toBe('42["x",1]');
  });

  it('encodes ACK and DISCONNECT', () => {
    expect(encodeAck('/visitor', 3, [{ ok: true }])).toBe('43/visitor,3[{"ok":true}]');
    expect(encodePacket({ type: SIO_DISCONNECT, nsp: '/visitor' })).toBe('41/visitor,');
  });

  it('escapes text as JSON, so quotes and markup travel unchanged', () => {
    const text = 'Hei "du" <img src=x onerror=alert(1)>, 5/7 æøå ✓';
    const encoded = encodeEvent('/visitor', 'message', { client_id: 'c-12345678', text }, 0);
    const decoded = decodeEnginePacket(encoded);
    expect(decoded).toEqual({
      type: 'message',
      packet: {
        type: SIO_EVENT,
        nsp: '/visitor',
        id: 0,
        data: ['message', { client_id: 'c-12345678', text }],
      },
    });
  });

  it('decodes the server answers: CONNECT, CONNECT_ERROR, ACK, EVENT, DISCONNECT', () => {
    expect(decodeSocketPacket('0/visitor,{"sid":"s1"}')).toEqual({
      type: SIO_CONNECT,
      nsp: '/visitor',
      data: { sid: 's1' },
    });
    expect(decodeSocketPacket('4/visitor,{"message":"origin not allowed"}')).toEqual({
      type: SIO_CONNECT_ERROR,
      nsp: '/visitor',
      data: { message: 'origin not allowed' },
    });
    expect(decodeSocketPacket('3/visitor,12[{"ok":true,"data":{"uid":"u"}}]')).toEqual({
      type: SIO_ACK,
      nsp: '/visitor',
      id: 12,
      data: [{ ok: true, data: { uid: 'u' } }],
    });
    expect(decodeSocketPacket('2/visitor,["operatorsOnline",{"count":2}]')).toEqual({
      type: SIO_EVENT,
      nsp: '/visitor',
      data: ['operatorsOnline', { count: 2 }],
    });
    expect(decodeSocketPacket('1/visitor,')).toEqual({ type: SIO_DISCONNECT, nsp: '/visitor' });
    expect(decodeSocketPacket('2["main",1]')).toEqual({ type: SIO_EVENT, nsp: '/', data: ['main', 1] });
  });

  it('refuses malformed packets', () => {
    expect(decodeSocketPacket('')).toBeNull();
    expect(decodeSocketPacket('9/visitor,')).toBeNull();
    expect(decodeSocketPacket('2/visitor')).toBeNull();
    expect(decodeSocketPacket('2/visitor,{"not":"an array"}')).toBeNull();
    expect(decodeSocketPacket('2/visitor,[1,2]')).toBeNull();
    expect(decodeSocketPacket('3/visitor,4{"ok":true}')).toBeNull();
    expect(decodeSocketPacket('2/visitor,["x",')).toBeNull();
  });

  it('round-trips every packet it encodes', () => {
    const packets = [
      { type: SIO_CONNECT, nsp: '/visitor', data: { account: 1, uid: 'abcdefgh' } },
      { type: SIO_EVENT, nsp: '/visitor', id: 99, data: ['cart', { lines: [] }] },
      { type: SIO_ACK, nsp: '/visitor', id: 0, data: [null] },
      { type: SIO_DISCONNECT, nsp: '/visitor' },
    ];
    for (const packet of packets) {
      expect(decodeEnginePacket(encodePacket(packet))).toEqual({ type: 'message', packet });
    }
  });
});
