import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { endProcess, freePort } from './support/processes';

/** A throwaway Debian redis-server on a free loopback port, nothing persisted. */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  /** Dies at once, as a crash does (SIGKILL): what it held is gone. */
  kill(): Promise<void>;
  /** Starts again on the same port, empty. */
  restart(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child: ChildProcess = spawn(
    process.env.REDIS_SERVER_BIN ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    // Redis's allocator clashes with libfaketime, which npm test uses to run the suites at awkward hours;
    // Redis keeps the real time (nothing here compares its clock with ours).
    { stdio: 'ignore', env: { ...process.env, LD_PRELOAD: '', FAKETIME: '' } },
  );
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error("redis-server did not start: install Debian's redis-server (npm test does)");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child = await spawnRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => endProcess(child, 'SIGTERM'),
    kill: () => endProcess(child, 'SIGKILL'),
    restart: async () => {
      child = await spawnRedis(port);
    },
  };
}
