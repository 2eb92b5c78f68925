import type { Server } from 'socket.io';

/** engine.io comes with socket.io; its types are reached through socket.io's, not as a dependency of our own. */
type EngineServer = Server['engine'];

/**
 * Empties each socket's write buffer once its transport has sent it.
 *
 * engine.io swaps a socket's write buffer (an array of packets) for a new one when it flushes, but the old
 * array keeps its packets. A widget's buffer sits empty for the ten seconds or more between its visitor's
 * messages, long enough for V8 to move it to the old generation. The packets pushed into it next are then
 * reachable from that dead old array until the next mark-compact, so every scavenge keeps them and
 * promotes them: the encoded message, the packet and its pre-encoded websocket frame, whose 8 KiB buffer
 * pool counts as external memory. At 1,000 messages/s that was 2.2 MiB/s of external memory, and V8 started
 * a mark-compact for "external memory pressure" every 30 s (docs/performance.md, issue 18).
 *
 * Only websocket buffers are emptied: that transport encodes and writes every packet before `send` returns,
 * which is when engine.io emits `drain`. A transport that sends later keeps its array as it is.
 */
export function releaseSentPackets(engine: EngineServer): void {
  let sent: unknown[] | null = null;
  // engine.io emits `flush` with the buffer it is about to hand over, then sends, then emits `drain`, all in
  // one synchronous call (Socket#flush).
  engine.on('flush', (socket: { transport: { name: string } }, buffer: unknown[]) => {
    sent = socket.transport.name === 'websocket' ? buffer : null;
  });
  engine.on('drain', () => {
    if (sent) sent.length = 0;
    sent = null;
  });
}
