import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { type Socket as ClientSocket, io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseSentPackets } from '../src/modules/chat/release-sent-packets';

/** A socket.io server on a real port, with each write buffer engine.io flushes kept for inspection. */
async function startServer(options: { release: boolean }) {
  const http: HttpServer = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false });
  if (options.release) releaseSentPackets(io.engine);
  const flushed: Array<{ buffer: unknown[]; packetsAtFlush: number }> = [];
  io.engine.on('flush', (_socket: unknown, buffer: unknown[]) => {
    flushed.push({ buffer, packetsAtFlush: buffer.length });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { io, url, flushed };
}

const servers: Server[] = [];
const clients: ClientSocket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Connects a websocket client, has the server send it a message and a broadcast, and waits for both. */
async function exchange(options: { release: boolean }) {
  const server = await startServer(options);
  servers.push(server.io);
  server.io.on('connection', (socket) => {
    void socket.join('room');
    socket.on('ping me', (text: string, ack: (answer: string) => void) => {
      ack(`svar: ${text}`);
      server.io.to('room').emit('news', { text });
    });
  });
  const client = connect(server.url, { transports: ['websocket'], reconnection: false, forceNew: true });
  clients.push(client);
  const news = new Promise<{ text: string }>((resolve) => client.once('news', resolve));
  const answer = await client.timeout(5000).emitWithAck('ping me', 'hei');
  return { answer, news: await news, flushed: server.flushed };
}

describe('write buffers engine.io has sent', () => {
  it('are emptied once the websocket has them, and every packet still arrives', async () => {
    const { answer, news, flushed } = await exchange({ release: true });
    expect(answer).toBe('svar: hei');
    expect(news).toEqual({ text: 'hei' });
    // The handshake, the ack and the broadcast went out in flushes that held packets.
    expect(flushed.filter((flush) => flush.packetsAtFlush > 0).length).toBeGreaterThanOrEqual(3);
    expect(flushed.map((flush) => flush.buffer.length)).toEqual(flushed.map(() => 0));
  });

  it('keep their packets without it (what made a dead old array keep young packets alive)', async () => {
    const { news, flushed } = await exchange({ release: false });
    expect(news).toEqual({ text: 'hei' });
    expect(flushed.some((flush) => flush.buffer.length > 0)).toBe(true);
  });
});
