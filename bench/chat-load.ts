/**
 * One load-generator process of the chat bench (bench/chat.ts starts several, so one process's garbage
 * collection does not stall every visitor). Driven over IPC:
 *   visitors: { do: 'connect' } → { done: 'connect', connected }; { do: 'send', rate, seconds } →
 *             { done: 'send', sent, failed, loop, sendLag: { p99, max } } (ms each message left after its time)
 *   operators: { do: 'connect' } → { done: 'connect', connected }; { do: 'collect' } → { done: 'collect',
 *             latencies, loop } (visitor→operator latencies in ms since the last collect)
 * Timestamps go in the message text as wall-clock milliseconds, comparable across processes on one machine.
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

type Command = { do: 'connect' } | { do: 'send'; rate: number; seconds: number } | { do: 'collect' };

const role = process.env.LOAD_ROLE as 'visitors' | 'operators';
const base = process.env.LOAD_BASE ?? '';
const count = Number(process.env.LOAD_COUNT ?? 0);
const account = Number(process.env.LOAD_ACCOUNT ?? 0);
const token = process.env.LOAD_TOKEN ?? '';
// Many sockets from one address run out of ports past about 28,000; each process may use its own.
const localAddress = process.env.LOAD_LOCAL_ADDRESS;
const BATCH = 200;

const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// As in bench/event-loop-probe.mjs: the delay is what a timer due every 2 ms waited beyond that.
const loop = monitorEventLoopDelay({ resolution: 2 });
loop.enable();
const loopFigures = () => {
  const ms = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 1e4) / 100 - 2);
  const figures = { p99: ms(loop.percentile(99)), max: ms(loop.max) };
  loop.reset();
  return figures;
};

const sockets: Socket[] = [];
function connect(namespace: string, auth?: Record<string, unknown>): Socket {
  const socket = io(`${base}${namespace}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: base },
    ...(auth ? { auth } : {}),
    ...(localAddress ? { localAddress } : {}),
  });
  sockets.push(socket);
  return socket;
}

const reply = (message: Record<string, unknown>) => process.send?.(message);

async function connectVisitors(): Promise<number> {
  let connected = 0;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, async () => {
      const socket = connect('/visitor', { account, uid: `bench-${randomBytes(8).toString('hex')}` });
      const answer = await socket
        .timeout(60_000)
        .emitWithAck('hello', { page: { path: '/sko', url: `${base}/sko`, title: 'Sko' }, isMobile: 0 })
        .catch(() => null);
      if (answer?.ok) connected += 1;
    });
    await Promise.all(batch);
  }
  return connected;
}

/** Sends at `rate` per second for `seconds`, round the process's visitors; answers when every ack is in. */
async function send(rate: number, seconds: number) {
  const visitors = sockets;
  let sent = 0;
  let failed = 0;
  const acks: Array<Promise<void>> = [];
  const interval = 1000 / rate;
  // How late each message left against its schedule (message n is due at n × interval): a generator that
  // falls behind sends in bursts, which the server's latency would otherwise be blamed for.
  const lags: number[] = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const elapsed = performance.now() - started;
    const due = Math.floor(elapsed / interval);
    while (sent < due) {
      const visitor = visitors[sent % visitors.length];
      lags.push(performance.now() - started - (sent + 1) * interval);
      sent += 1;
      if (!visitor) continue;
      acks.push(
        visitor
          .timeout(10_000)
          .emitWithAck('message', { client_id: `m-${randomBytes(8).toString('hex')}`, text: `${now()} hei` })
          .then(
            (answer: { ok: boolean }) => {
              if (!answer.ok) failed += 1;
            },
            () => {
              failed += 1;
            },
          ),
      );
    }
    await pause(2);
  }
  await Promise.all(acks);
  lags.sort((a, b) => a - b);
  const lag = (p: number) => Math.max(0, lags[Math.min(lags.length - 1, Math.floor(lags.length * p))] ?? 0);
  return { sent, failed, sendLag: { p99: lag(0.99), max: lag(1) } };
}

/** [sent at (wall-clock ms), latency (ms)] of each message the first operator got. */
const latencies: Array<[number, number]> = [];
async function connectOperators(): Promise<number> {
  let connected = 0;
  for (let index = 0; index < count; index++) {
    const socket = connect('/operator');
    const answer = await socket
      .timeout(10_000)
      .emitWithAck('newOperator', { token, account, isOnline: 1 })
      .catch(() => null);
    if (answer?.ok) connected += 1;
    // Every operator gets every message; the first one times them.
    if (index === 0) {
      socket.on('messageFromClient', (payload: { message: { text: string } }) => {
        const sentAt = Number(payload.message.text.split(' ')[0]);
        if (sentAt) latencies.push([sentAt, now() - sentAt]);
      });
    }
  }
  return connected;
}

process.on('message', async (command: Command) => {
  if (command.do === 'connect') {
    const connected = role === 'visitors' ? await connectVisitors() : await connectOperators();
    loopFigures();
    reply({ done: 'connect', connected });
  } else if (command.do === 'send') {
    loopFigures();
    const outcome = await send(command.rate, command.seconds);
    reply({ done: 'send', ...outcome, loop: loopFigures() });
  } else if (command.do === 'collect') {
    reply({ done: 'collect', latencies: latencies.splice(0), loop: loopFigures() });
  }
});
process.on('disconnect', () => {
  for (const socket of sockets) socket.disconnect();
  process.exit(0);
});
